/// How progress follows time in an animation: a cubic Bézier over a given duration, or a spring.
///
/// This is `UITimingCurveProvider` as a value: `.cubic` maps a time fraction to progress;
/// `.spring` carries its own duration (its settling time, like
/// `UISpringTimingParameters(mass:stiffness:damping:)`, which ignores the animator's duration);
/// `.springFilling` is `UISpringTimingParameters(dampingRatio:)`, which fills whatever duration
/// the animator has.
public enum TimingCurve: Hashable, Sendable {
    /// A cubic Bézier over the animator's duration.
    case cubic(CubicBezier)
    /// A spring with its own settling duration, seconds (it ignores the animator's).
    case spring(Spring)
    /// A spring that fills the animator's duration; `initialVelocity` is unit velocity (progress per second).
    case springFilling(dampingRatio: Double, initialVelocity: Double)

    /// Constant speed.
    public static let linear = TimingCurve.cubic(.linear)
    /// Core Animation's default curve (CSS `ease`).
    public static let ease = TimingCurve.cubic(.ease)
    /// Slow start (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve.cubic(.easeIn)
    /// Slow end (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve.cubic(.easeOut)
    /// Slow start and end (0.42, 0, 0.58, 1), UIKit's default for transitions.
    public static let easeInOut = TimingCurve.cubic(.easeInOut)

    /// True when the curve brings its own duration (a spring from mass, stiffness and damping).
    public var hasImplicitDuration: Bool {
        if case .spring = self { return true }
        return false
    }

    /// The duration in seconds this curve runs for inside an animation of `duration` seconds.
    public func effectiveDuration(for duration: Double) -> Double {
        if case .spring(let spring) = self { return spring.settlingDuration }
        return duration
    }

    /// A ready-to-evaluate form of the curve for an animation of `duration` seconds: springs are
    /// built (and their settling time found) once, not on every frame.
    public func resolved(duration: Double) -> ResolvedTiming {
        switch self {
        case .cubic(let bezier):
            return ResolvedTiming(kind: .cubic(bezier), duration: duration)
        case .spring(let spring):
            return ResolvedTiming(kind: .spring(spring), duration: spring.settlingDuration)
        case .springFilling(let zeta, let v0):
            let d = duration > 0 ? duration : 1e-9
            let spring =
                (try? Spring(dampingRatio: max(zeta, 1e-3), fittingDuration: d, initialVelocity: v0))
                ?? Spring(unchecked: 1, 1, 2, 0)
            return ResolvedTiming(kind: .spring(spring), duration: duration)
        }
    }
}

/// A timing curve bound to a duration: maps a time fraction g ∈ [0, 1] of that duration to progress.
public struct ResolvedTiming: Hashable, Sendable {
    /// The curve: a cubic Bézier or a spring in closed form.
    public enum Kind: Hashable, Sendable {
        /// A cubic Bézier of the time fraction.
        case cubic(CubicBezier)
        /// A spring in closed form.
        case spring(Spring)
    }

    /// The curve it follows.
    public let kind: Kind
    /// Seconds the curve runs for.
    public let duration: Double

    /// `kind` over `duration` seconds.
    public init(kind: Kind, duration: Double) {
        self.kind = kind
        self.duration = duration
    }

    /// Progress at time fraction `g` of `duration`: 0 at g ≤ 0, exactly 1 at g ≥ 1, in between the
    /// curve's value (a spring may overshoot 1).
    @inlinable
    public func progress(at g: Double) -> Double {
        if !(g > 0) { return 0 }
        if g >= 1 { return 1 }
        switch kind {
        case .cubic(let bezier): return bezier.value(at: g)
        case .spring(let spring): return spring.value(at: g * duration)
        }
    }

    /// The time fraction at which progress first reaches `p` (0…1): the inverse of the curve, used to
    /// keep a paused, non-linearly scrubbed animation where it is drawn. Found by bisection on the
    /// first monotonic stretch, so it is defined for overshooting curves too.
    public func fraction(forProgress p: Double) -> Double {
        if p <= 0 { return 0 }
        if p >= 1 {
            if case .cubic = kind { return 1 }
        }
        var lo = 0.0
        var hi = 1.0
        // For springs, the first time progress reaches p lies before the first peak.
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if progress(at: mid) < p { lo = mid } else { hi = mid }
        }
        return hi
    }
}
