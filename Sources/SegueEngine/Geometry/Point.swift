/// A point in container coordinates: points, origin top-left, y down (UIKit's convention).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Points, to the right.
    public var x: Double
    /// Points, downward (UIKit's orientation).
    public var y: Double

    /// The point (`x`, `y`) in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)` in points, up to 3 decimals.
    public var description: String { "(\(x.formatted3), \(y.formatted3))" }

    /// The component-wise sum.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The component-wise difference.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Both components times `s`.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// Linear interpolation: `self` at 0, `other` at 1.
    public func interpolated(to other: Point, at t: Double) -> Point {
        Point(x: x.interpolated(to: other.x, at: t), y: y.interpolated(to: other.y, at: t))
    }
}

extension Double {
    /// Linear interpolation: `self` at 0, `other` at 1.
    @inlinable
    public func interpolated(to other: Double, at t: Double) -> Double { self + (other - self) * t }

    /// The value clamped to `range`; NaN becomes the lower bound.
    @inlinable
    public func clamped(to range: ClosedRange<Double>) -> Double {
        if self.isNaN { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// Three decimals, for descriptions and logs (never for data).
    var formatted3: String {
        let scaled = (self * 1000).rounded() / 1000
        return scaled == scaled.rounded() && abs(scaled) < 1e15 ? String(Int(scaled)) : String(scaled)
    }
}
