extension GestureSimulator {
    /// Performs the finger part of a script step for a pan in `direction` and returns its events:
    /// `touch` goes down at `direction.startTouchPoint(in: container)` (`touch at` where it says); `drag`
    /// moves along the pan direction (`drag … across` across it) (a `%` distance is a share of `panDistance`); `wait` holds the finger if it is down,
    /// else only advances time; `release` lifts. `play`, `finish` and `cancel` are not finger steps:
    /// they produce no events and take no time.
    @discardableResult
    public mutating func perform(
        _ step: GestureStep,
        direction: Direction,
        container: Size = .phonePortrait,
        panDistance: Double? = nil
    ) throws(Failure) -> [TouchEvent] {
        switch step {
        case .play, .finish, .cancel:
            return []
        case .wait(let duration):
            let before = events.count
            try wait(duration)
            return Array(events[before...])
        case .touch:
            return try touchDown(at: direction.startTouchPoint(in: container))
        case .touchAt(let point):
            return try touchDown(at: point)
        case .drag(let distance, let duration):
            let length = panDistance ?? direction.length(of: container)
            let points = distance.points(panDistance: length)
            let unit = direction.unitVector
            return try move(by: Point(x: unit.dx * points, y: unit.dy * points), over: duration)
        case .dragAcross(let distance, let duration):
            // Across a vertical pan is rightward, across a horizontal one downward; % of the
            // container's extent that way.
            let length = direction.isHorizontal ? container.height : container.width
            let points = distance.points(panDistance: length)
            return try move(by: direction.isHorizontal ? Point(x: 0, y: points) : Point(x: points, y: 0), over: duration)
        case .release:
            return try lift()
        }
    }
}
