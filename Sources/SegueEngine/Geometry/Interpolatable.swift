/// A value that can be interpolated: numbers and rectangles linearly, transforms by their parts
/// (`Transform3D.interpolated(to:at:)`, docs/transforms.md).
public protocol Interpolatable: Sendable {
    func interpolated(to other: Self, at t: Double) -> Self
}

extension Double: Interpolatable {}
extension Point: Interpolatable {}
extension Size: Interpolatable {}
extension Rect: Interpolatable {}
