/// An axis-aligned rectangle in points (origin top-left, y down).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner, points.
    public var origin: Point
    /// Width and height, points.
    public var size: Size

    /// The rect at `origin` of `size`, points.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rect whose top-left corner is (`x`, `y`), points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rect at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, points.
    public var minX: Double { origin.x }
    /// The top edge, points.
    public var minY: Double { origin.y }
    /// The right edge, points.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge, points.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre, points.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre, points.
    public var midY: Double { origin.y + size.height / 2 }
    /// Points.
    public var width: Double { size.width }
    /// Points.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The point at unit coordinates `(u, v)` of the rectangle: (0, 0) top-left, (1, 1) bottom-right.
    public func point(atUnit unit: Point) -> Point {
        Point(x: origin.x + unit.x * size.width, y: origin.y + unit.y * size.height)
    }

    /// Whether `p` lies inside (the top and left edges included, the bottom and right excluded).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// The rect moved by `dx`, `dy` points.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rect a fraction `t` of the way to `other` (origin and size linearly).
    public func interpolated(to other: Rect, at t: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, at: t), size: size.interpolated(to: other.size, at: t))
    }

    /// `(x, y, w, h)` in points, up to 3 decimals.
    public var description: String { "(\(origin.x.formatted3), \(origin.y.formatted3), \(size.width.formatted3), \(size.height.formatted3))" }
}
