import SegueEngine

/// One animation of one layer property as Core Animation would run it, as a value: what UIKit's
/// blocks, property animators and `CALayer.add(_:forKey:)` produce. Time is the host's virtual
/// clock, seconds.
///
/// A UIKit block animation is additive (docs/uikit-layer.md, "Capture"): its path runs from
/// old − new to zero and adds to the model value, which already holds the new value. A transform has
/// no additive delta: its path runs from what was on screen to the new value and replaces the model.
struct CapturedAnimation: Hashable, Sendable {
    /// How the animation's value follows its progress p (0 at its start, 1 at its end).
    enum Path: Hashable, Sendable {
        /// From one value to another.
        case basic(from: AnimatableValue, to: AnimatableValue)
        /// Through values at key times (fractions of the animation, non-decreasing), each segment
        /// linear in its local fraction unless it has its own curve.
        case keyframes(values: [AnimatableValue], keyTimes: [Double], curves: [CubicBezier?])

        /// The value at progress `p` (past 0…1 the first or last segment continues).
        func value(at p: Double) -> AnimatableValue {
            switch self {
            case .basic(let from, let to):
                return from.interpolated(to: to, at: p)
            case .keyframes(let values, let times, let curves):
                guard values.count > 1 else { return values.first ?? .number(0) }
                var i = 0
                while i < times.count - 2, p >= times[i + 1] { i += 1 }
                let span = times[i + 1] - times[i]
                var local = span > 0 ? (p - times[i]) / span : (p >= times[i + 1] ? 1 : 0)
                if p > times[0], p < times[times.count - 1] { local = local.clamped(to: 0...1) }
                if let curve = curves[i], (0...1).contains(local) { local = curve.value(at: local) }
                return values[i].interpolated(to: values[i + 1], at: local)
            }
        }
    }

    /// What moves the animation's progress.
    enum Source: Hashable, Sendable {
        /// Virtual time: from `begin` over `duration` along `timing`.
        case clock
        /// A `UIViewPropertyAnimator`'s block: the animator's value for that block.
        case animator(id: Int, block: PropertyAnimator.AnimationID)
    }

    var layer: LayerID
    var keyPath: LayerKeyPath
    var path: Path
    /// Adds to the model (and to the animations before it) instead of replacing the value.
    var isAdditive: Bool
    /// When the animation was added (virtual seconds): the model change it goes with happened then.
    var added: Double
    /// When it starts (after its delay), virtual seconds.
    var begin: Double
    /// Seconds.
    var duration: Double
    /// The curve of the whole animation.
    var timing: TimingCurve
    /// Shows its first value before `begin` (UIKit's delayed animations, `fillMode` backwards).
    var fillsBackwards: Bool
    /// Keeps its last value after its end (`isRemovedOnCompletion = false` with `fillMode` forwards).
    var fillsForwards: Bool
    /// Animations made together (one block, one keyframe animation, one `add(_:forKey:)`) share a group.
    var group: Int
    var source: Source = .clock
    /// The paused timeline of a percent-driven transition it runs on (its times are that
    /// timeline's local seconds), if any.
    var timeline: Int?
    /// When it was removed from its layer (`removeAnimation(forKey:)`, a key reused), if it was.
    var removedAt: Double?

    /// Seconds at which it ends.
    var end: Double { begin + duration }

    /// The value it gives the property at progress `p`, on top of `current` (the model value with
    /// the animations before it applied).
    func applied(to current: AnimatableValue, progress p: Double) -> AnimatableValue {
        let v = path.value(at: p)
        return isAdditive ? current.adding(v) : v
    }

    /// Whether it acts at virtual time `t` when its progress is `p`: between its begin and end, and
    /// before or after them as its fill says. Before it was added it does not exist.
    func isActive(at t: Double) -> Bool {
        if t < added { return false }
        if let removed = removedAt, t >= removed { return false }
        if t < begin { return fillsBackwards }
        if t >= end { return fillsForwards }
        return true
    }

    /// Progress on the clock at virtual time `t`: the timing curve over the local fraction (which
    /// stays in 0…1; a spring curve may still overshoot 1 inside it).
    func clockProgress(at t: Double) -> Double {
        guard duration > 0 else { return t >= begin ? 1 : 0 }
        let local = ((t - begin) / duration).clamped(to: 0...1)
        return timing.resolved(duration: duration).progress(at: local)
    }
}
