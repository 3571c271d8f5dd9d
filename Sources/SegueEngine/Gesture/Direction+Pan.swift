/// A `Direction` read as a pan: the direction the finger moves to drive the transition toward its end
/// (EasyTransitions' `.regular(.fromLeft)` = the finger moves right, away from the left edge).
extension Direction {
    /// The signed component of `vector` along this direction (points or points per second):
    /// positive when it points the way the finger moves to finish.
    public func component(of vector: Point) -> Double {
        let unit = unitVector
        return vector.x * unit.dx + vector.y * unit.dy
    }

    /// The component of `vector` across this direction's axis (unsigned axis: y for horizontal pans).
    public func crossComponent(of vector: Point) -> Double {
        isHorizontal ? vector.y : vector.x
    }

    /// The distance, in points, from `point` to the edge the finger moves away from
    /// (`fromLeft`: the left edge, `fromBottom`: the bottom edge) of a container of `size`.
    public func distanceFromStartEdge(of point: Point, in size: Size) -> Double {
        switch self {
        case .fromLeft: point.x
        case .fromRight: size.width - point.x
        case .fromTop: point.y
        case .fromBottom: size.height - point.y
        }
    }

    /// The container's length along this direction's axis (width for horizontal pans), in points.
    public func length(of size: Size) -> Double { isHorizontal ? size.width : size.height }

    /// Where a scripted finger touches down: `inset` points from the edge it moves away from,
    /// centred on the other axis.
    public func startTouchPoint(in size: Size, inset: Double = 2) -> Point {
        switch self {
        case .fromLeft: Point(x: inset, y: size.height / 2)
        case .fromRight: Point(x: size.width - inset, y: size.height / 2)
        case .fromTop: Point(x: size.width / 2, y: inset)
        case .fromBottom: Point(x: size.width / 2, y: size.height - inset)
        }
    }
}
