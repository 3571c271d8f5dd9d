/// A one-finger pan recogniser for one direction, as a value: feed it `TouchEvent`s, read its state,
/// translation, percent and velocity.
///
/// Rules (UIKit's pan, narrowed to what interactive transitions need):
/// - **Edge zone** (optional): the touch must go down less than `edgeZone` points from the edge the
///   finger moves away from (`fromLeft` → the left edge; strict `<` as AlertTransition's `x < 40`),
///   else the gesture fails at once.
/// - **Slop**: the gesture begins once the finger has moved `slop` points (default 10 pt: UIKit's pan
///   hysteresis and MotionLayout's `dragThreshold`) from where it went down. At that moment it
///   decides: if the motion along the pan direction is positive and at least as large as the motion
///   across the axis, it begins; otherwise (moving the wrong way, or mostly across) it fails.
/// - **Axis lock**: after it begins, only the component along the pan axis counts; motion across the
///   axis is ignored.
/// - **Translation** is measured from the touch-down point (as UIKit's `translation(in:)`), so a
///   scripted drag of 150 pt reads 150 pt; at `began` it is already about `slop`.
///
/// States: `possible` → `began` → `changed` … → `ended`, or `possible` → `failed`. A lift before the
/// slop is crossed fails (a tap). Events after `ended`/`failed` are ignored until the next `down`,
/// which starts over.
public struct PanRecognizer: Hashable, Sendable {
    /// `UIGestureRecognizer.State`, the states a pan goes through.
    public enum State: String, Hashable, Sendable {
        /// Waiting for motion, recognised, moved, lifted, or refused (wrong way or outside the edge zone).
        case possible, began, changed, ended, failed

        /// True in `began` and `changed`: the finger is driving the transition.
        public var isActive: Bool { self == .began || self == .changed }
    }

    /// Default slop, points (UIKit's pan hysteresis, MotionLayout's `dragThreshold`).
    public static let defaultSlop = 10.0

    /// The way the finger moves to drive the transition toward its end.
    public let direction: Direction
    /// The container the touches are in, points.
    public let container: Size
    /// Maximum distance (points, strict) from the start edge for the touch-down; nil = anywhere.
    public let edgeZone: Double?
    /// Movement, points, before the gesture begins.
    public let slop: Double
    /// Translation, points, that maps to percent 1 (> 0).
    public let panDistance: Double

    /// Where the gesture is; `possible` until the slop is crossed.
    public private(set) var state: State = .possible
    /// When true the gesture may also begin moving against the pan direction: a finger that grabs
    /// a running transition can pull it back toward its start.
    public var allowsBackwardStart = false
    /// Where the current touch went down; nil before the first `down`.
    public private(set) var startPosition: Point?
    /// The latest finger position.
    public private(set) var position: Point?
    /// The time of the latest event, seconds.
    public private(set) var time: Double?
    /// The finger's velocity estimator for the current touch.
    public private(set) var tracker: VelocityTracker

    /// - Parameters:
    ///   - panDistance: points for percent 1; nil or ≤ 0 = the container's width (horizontal) or
    ///     height (vertical).
    ///   - velocityWindow: the velocity tracker's window, seconds.
    public init(
        direction: Direction,
        container: Size = .phonePortrait,
        edgeZone: Double? = nil,
        slop: Double = PanRecognizer.defaultSlop,
        panDistance: Double? = nil,
        velocityWindow: Double = 0.1
    ) {
        self.direction = direction
        self.container = container
        self.edgeZone = edgeZone
        self.slop = max(0, slop)
        let natural = direction.length(of: container)
        if let panDistance, panDistance > 0, panDistance.isFinite {
            self.panDistance = panDistance
        } else {
            self.panDistance = natural > 0 ? natural : 1
        }
        self.tracker = VelocityTracker(window: velocityWindow)
    }

    /// Consumes one event and returns the new state.
    @discardableResult
    public mutating func handle(_ event: TouchEvent) -> State {
        switch event.phase {
        case .down:
            tracker.reset()
            startPosition = event.position
            record(event)
            if let edgeZone, !(direction.distanceFromStartEdge(of: event.position, in: container) < edgeZone) {
                state = .failed
            } else {
                state = .possible
            }
        case .move:
            guard startPosition != nil, state == .possible || state.isActive else { return state }
            record(event)
            if state == .possible {
                state = recognition(for: event.position)
            } else {
                state = .changed
            }
        case .up:
            guard startPosition != nil, state == .possible || state.isActive else { return state }
            record(event)
            state = state.isActive ? .ended : .failed
        }
        return state
    }

    /// Consumes events in order and returns the final state.
    @discardableResult
    public mutating func handle<S: Sequence>(_ events: S) -> State where S.Element == TouchEvent {
        for event in events { handle(event) }
        return state
    }

    private mutating func record(_ event: TouchEvent) {
        position = event.position
        time = event.time
        tracker.add(event.position, at: event.time)
    }

    private func recognition(for point: Point) -> State {
        guard let start = startPosition else { return .possible }
        let moved = point - start
        let distance = (moved.x * moved.x + moved.y * moved.y).squareRoot()
        guard distance >= slop, distance > 0 else { return .possible }
        let along = direction.component(of: moved)
        let across = abs(direction.crossComponent(of: moved))
        let forward = allowsBackwardStart ? abs(along) > 0 : along > 0
        return forward && abs(along) >= across ? .began : .failed
    }

    /// The finger's displacement from the touch-down point along the pan direction, points, positive
    /// toward finishing; 0 before a touch.
    public var translation: Double {
        guard let start = startPosition, let position else { return 0 }
        return direction.component(of: position - start)
    }

    /// `translation ÷ panDistance`: signed, unclamped, positive toward finishing.
    public var percent: Double { translation / panDistance }

    /// The finger's 2-D velocity at the latest event, points per second (x right, y down).
    public var velocity2D: Point { tracker.velocity }

    /// The velocity along the pan direction, points per second, positive toward finishing.
    public var velocity: Double { direction.component(of: velocity2D) }
}
