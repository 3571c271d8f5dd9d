/// The four projected corners of a view in container points, in the view's own order:
/// top-left, top-right, bottom-right, bottom-left of its bounds.
public struct Quad: Hashable, Sendable {
    /// Container points.
    public var topLeft: Point
    /// Container points.
    public var topRight: Point
    /// Container points.
    public var bottomRight: Point
    /// Container points.
    public var bottomLeft: Point

    /// A quad with these corners, container points.
    public init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The rect's four corners.
    public init(_ rect: Rect) {
        self.init(
            topLeft: Point(x: rect.minX, y: rect.minY), topRight: Point(x: rect.maxX, y: rect.minY),
            bottomRight: Point(x: rect.maxX, y: rect.maxY), bottomLeft: Point(x: rect.minX, y: rect.maxY))
    }

    /// The corners clockwise from the top left.
    public var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// The signed area (shoelace): positive when the corners run clockwise on screen (y down),
    /// i.e. the view shows its front; negative when it is seen from behind; near zero when edge-on.
    public var signedArea: Double {
        let c = corners
        var sum = 0.0
        for i in 0..<4 {
            let a = c[i]
            let b = c[(i + 1) % 4]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// The smallest axis-aligned rectangle holding all four corners.
    public var boundingBox: Rect {
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// The point at unit coordinates `(u, v)` of the view, bilinear between the corners.
    public func point(atUnit u: Double, _ v: Double) -> Point {
        let top = topLeft.interpolated(to: topRight, at: u)
        let bottom = bottomLeft.interpolated(to: bottomRight, at: u)
        return top.interpolated(to: bottom, at: v)
    }
}
