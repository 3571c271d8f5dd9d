import SegueEngine

/// UIKit's block animations (docs/uikit-layer.md, "Capture"): the changes made in `animations`
/// become animations of the layers' properties, from their values before the block to the last
/// value set in it, and the model takes the new values at once. A duration of 0 or less applies
/// the changes without animating. A block inside another inherits its timing unless its options
/// override it. The completion runs when the animations end (at once when there are none), with
/// `true`.
extension UIView {
    /// Animates the changes in `animations` over `duration` seconds, ease-in-out.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        run(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: nil)
    }

    /// Animates the changes in `animations` over `duration` seconds, ease-in-out, then runs `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: completion)
    }

    /// Animates after `delay` seconds, with the curve and inheritance `options` give.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
    }

    /// Animates along a spring that settles in `duration` seconds: `dampingRatio` ζ (1: no
    /// overshoot) and `velocity` in distances per second, as UIKit's spring form.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = TimingCurve.springFilling(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        run(duration: duration, delay: delay, options: options, spring: spring, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes apply at once.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let capture = UIKitHost.current.capture
        let frame = capture.open(.immediate)
        actionsWithoutAnimation()
        capture.close(frame, at: UIKitHost.current.now)
        runJoined(frame)
    }

    /// Schedules the completions of blocks that joined a frame that animates nothing: now, with true.
    static func runJoined(_ frame: AnimationCapture.Frame) {
        let joined = frame.joined
        guard !joined.isEmpty else { return }
        let host = UIKitHost.current
        host.scheduleAnimationEvent(at: host.now) { for c in joined { c(true) } }
    }

    /// The duration of the block being run, seconds; 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        switch UIKitHost.current.capture.top?.kind {
        case .block(let t)?, .keyframes(let t, _)?: t.duration
        case .animator(_, _, let duration, _)?, .animatorKeyframes(_, _, let duration, _, _)?: duration
        default: 0
        }
    }

    /// Whether block animations animate (true unless turned off).
    public class var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns block animations on or off; while off, changes apply at once.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    private static var animationsEnabled = true

    /// The timing of a block of `duration` after `delay` with `options` inside the blocks open now,
    /// or nil when it joins the open one (a keyframe or a property animator's block), as UIKit
    /// inherits the in-flight duration and curve.
    private static func timing(duration: Double, delay: Double, curve: TimingCurve, options: AnimationOptions) -> AnimationCapture.Timing? {
        let now = UIKitHost.current.now
        let own = AnimationCapture.Timing(begin: now + max(0, delay), duration: duration, curve: curve)
        guard let top = UIKitHost.current.capture.top, !options.contains(.overrideInheritedOptions) else { return own }
        switch top.kind {
        case .block(let outer), .keyframes(let outer, _):
            if case .keyframes = top.kind { return nil }
            let keepsDuration = options.contains(.overrideInheritedDuration)
            return AnimationCapture.Timing(
                begin: keepsDuration ? own.begin : outer.begin, duration: keepsDuration ? duration : outer.duration,
                curve: options.contains(.overrideInheritedCurve) ? curve : outer.curve)
        case .animator, .animatorKeyframes, .immediate:
            return nil
        }
    }

    private static func run(
        duration: Double, delay: Double, options: AnimationOptions, spring: TimingCurve?, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let host = UIKitHost.current
        let capture = host.capture
        if options.contains(.repeat) || options.contains(.autoreverse) {
            host.approximate(.repeatAndAutoreverse, "UIView.animate")
        }
        guard let timing = timing(duration: duration, delay: delay, curve: spring ?? options.curve.timing, options: options) else {
            // Joins the open keyframe, animator block or non-animated run.
            animations()
            if let completion { capture.top?.joined.append(completion) }
            return
        }
        guard animationsEnabled, timing.duration > 0, timing.duration.isFinite else {
            let frame = capture.open(.immediate)
            animations()
            capture.close(frame, at: host.now)
            if let completion { host.scheduleAnimationEvent(at: host.now) { completion(true) } }
            runJoined(frame)
            return
        }
        let frame = capture.open(.block(timing))
        animations()
        let made = capture.close(frame, at: host.now)
        let end = made.isEmpty ? host.now : timing.begin + timing.duration
        let joined = frame.joined
        if completion != nil || !joined.isEmpty {
            host.scheduleAnimationEvent(at: end) {
                completion?(true)
                for c in joined { c(true) }
            }
        }
    }
}
