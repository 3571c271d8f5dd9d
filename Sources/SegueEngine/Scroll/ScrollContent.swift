/// Scrollable content inside a view, as a value (docs/scroll-handoff.md): a list or a carousel
/// whose offset follows the finger 1:1, rubber-bands past its ends when it `bounces`, and after a
/// release decelerates at UIKit's normal rate, easing back to the end it was pulled past.
public struct ScrollContent: Hashable, Sendable {
    /// The way the content scrolls.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        /// Up and down: a list.
        case vertical
        /// Sideways: a carousel.
        case horizontal
    }

    /// The id of the view that holds it (the scene view whose rows it moves).
    public var id: String
    /// The way it scrolls.
    public var axis: Axis
    /// Where it takes touches, container points: the view's frame where the operation starts.
    public var area: Rect
    /// The content's length along the axis, points (at least the view's).
    public var contentLength: Double
    /// Whether it goes past its ends under the finger.
    public var bounces: Bool
    /// The offset where the finger would put it, points, before rubber-banding.
    public private(set) var rawOffset: Double
    /// A release's coast: when it began (seconds), from where and to where (points).
    public struct Coast: Hashable, Sendable {
        /// When the finger let go, seconds.
        public var time: Double
        /// The offsets it coasts from and to, points.
        public var from: Double, to: Double
    }
    /// The current coast, nil while dragged or at rest.
    public private(set) var coast: Coast?

    /// Content `contentLength` points long in `area`, at `offset` points from its top (or left).
    public init(id: String, axis: Axis, area: Rect, contentLength: Double, offset: Double = 0, bounces: Bool = true) {
        self.id = id
        self.axis = axis
        self.area = area
        self.contentLength = contentLength
        self.bounces = bounces
        self.rawOffset = offset
    }

    /// The view's length along the axis, points.
    public var viewLength: Double { axis == .vertical ? area.height : area.width }
    /// The offsets at rest: 0 (the top) to content − view.
    public var range: ClosedRange<Double> { 0...max(0, contentLength - viewLength) }

    /// The offset shown while the finger drags (rubber-banded past an end), points.
    public var offset: Double { ScrollPhysics.banded(rawOffset, in: range, dimension: viewLength, bounces: bounces) }

    /// The offset shown at `now` (seconds): the coast after a release, else `offset`.
    public func offset(at now: Double) -> Double {
        guard let coast else { return offset }
        if now - coast.time >= ScrollPhysics.settleDuration(distance: coast.to - coast.from) { return coast.to }
        return ScrollPhysics.decelerated(from: coast.from, to: coast.to, after: now - coast.time)
    }

    /// True when the shown offset is at (or above) the top.
    public var isAtTop: Bool { offset <= range.lowerBound + 1e-9 }

    /// A touch at `now` stops a coast where it is.
    public mutating func stop(at now: Double) {
        guard coast != nil else { return }
        let shown = offset(at: now)
        coast = nil
        rawOffset = shown
        if !range.contains(shown) { rawOffset = unbanded(shown) }
    }

    /// Scrolls by the finger's `delta` along the axis (points; the content moves with the finger, so
    /// the offset goes the other way) and returns how far the shown offset moved.
    @discardableResult
    public mutating func drag(by delta: Double) -> Double {
        let before = offset
        rawOffset -= delta
        return offset - before
    }

    /// Puts the shown offset at `shown` points (inside the range: no band).
    public mutating func set(_ shown: Double) {
        coast = nil
        rawOffset = shown
    }

    /// Lets go at `now` with the finger's `velocity` along the axis (points per second): the
    /// content coasts (v / 1000)·r / (1 − r) points the other way, to an end at most; pulled past
    /// an end, it eases back to that end. Returns where it comes to rest.
    @discardableResult
    public mutating func release(velocity: Double, at now: Double) -> Double {
        let from = offset
        let target: Double
        if range.contains(from) {
            target = (from + ScrollPhysics.projection(velocity: -velocity)).clamped(to: range)
        } else {
            target = from < range.lowerBound ? range.lowerBound : range.upperBound
        }
        coast = Coast(time: now, from: from, to: target)
        rawOffset = target
        return target
    }

    /// The raw offset that shows as `shown` past an end (the rubber band's inverse).
    private func unbanded(_ shown: Double) -> Double {
        let end = shown < range.lowerBound ? range.lowerBound : range.upperBound
        let s = abs(shown - end)
        let d = viewLength
        guard bounces, d > 0, s < d else { return end }
        // s = (1 − 1/(x·c/d + 1))·d  ⇔  x = d/c · (1/(1 − s/d) − 1)
        let x = d / ScrollPhysics.rubberBandCoefficient * (1 / (1 - s / d) - 1)
        return shown < end ? end - x : end + x
    }
}
