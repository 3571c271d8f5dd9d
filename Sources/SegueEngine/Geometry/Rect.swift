/// An axis-aligned rectangle in points (origin top-left, y down).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: midX, y: midY) }

    /// The point at unit coordinates `(u, v)` of the rectangle: (0, 0) top-left, (1, 1) bottom-right.
    public func point(atUnit unit: Point) -> Point {
        Point(x: origin.x + unit.x * size.width, y: origin.y + unit.y * size.height)
    }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    public func interpolated(to other: Rect, at t: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, at: t), size: size.interpolated(to: other.size, at: t))
    }

    public var description: String { "(\(origin.x.formatted3), \(origin.y.formatted3), \(size.width.formatted3), \(size.height.formatted3))" }
}
