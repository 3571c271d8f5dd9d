/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// Segue's default container: a 393 × 852 pt portrait phone.
    public static let phonePortrait = Size(width: 393, height: 852)

    /// The same size turned a quarter: width and height swapped.
    public var swapped: Size { Size(width: height, height: width) }

    public var description: String { "\(width.formatted3)x\(height.formatted3)" }

    public func interpolated(to other: Size, at t: Double) -> Size {
        Size(width: width.interpolated(to: other.width, at: t), height: height.interpolated(to: other.height, at: t))
    }
}
