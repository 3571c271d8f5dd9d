/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Points.
    public var width: Double
    /// Points.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// 0 × 0 points.
    public static let zero = Size(width: 0, height: 0)

    /// Segue's default container: a 393 × 852 pt portrait phone.
    public static let phonePortrait = Size(width: 393, height: 852)

    /// The same size turned a quarter: width and height swapped.
    public var swapped: Size { Size(width: height, height: width) }

    /// `393x852`: width and height in points, up to 3 decimals.
    public var description: String { "\(width.formatted3)x\(height.formatted3)" }

    /// The size a fraction `t` of the way to `other` (0 = self, 1 = other; beyond extrapolates).
    public func interpolated(to other: Size, at t: Double) -> Size {
        Size(width: width.interpolated(to: other.width, at: t), height: height.interpolated(to: other.height, at: t))
    }
}
