import SegueEngine

/// Keyframe animations: `addKeyframe` blocks inside `animateKeyframes` give each change a stretch
/// of the animation in relative time (0…1 of its duration). Each property becomes one keyframe
/// animation through its values, linear between them unless `calculationModeDiscrete`; the whole
/// animation follows ease-in-out unless curve bits are passed in the options (docs/uikit-layer.md,
/// "Keyframes").
extension UIView {
    /// Runs `animations` (which calls `addKeyframe`) as one keyframe animation of `duration` seconds.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let host = UIKitHost.current
        let capture = host.capture
        // Inside a property animator's block the keyframes run on the animator's progress, its
        // duration and curve, and complete with it.
        if let outer = capture.top, case .animator(let id, let block, let duration, let curve) = outer.kind,
            !options.contains(.overrideInheritedDuration)
        {
            let frame = capture.open(
                .animatorKeyframes(id: id, block: block, duration: duration, curve: curve, discrete: options.calculationMode == 1), within: outer)
            animations()
            capture.close(frame, at: host.now)
            if let completion { outer.joined.append(completion) }
            outer.joined += frame.joined
            return
        }
        var timing = AnimationCapture.Timing(begin: host.now + max(0, delay), duration: duration, curve: options.curve.timing)
        if case .block(let outer)? = capture.top?.kind, !options.contains(.overrideInheritedDuration) {
            timing.begin = outer.begin
            timing.duration = outer.duration
        }
        if [2, 3, 4].contains(options.calculationMode) {
            host.approximate(.keyframeCalculationMode, "animateKeyframes")
        }
        guard timing.duration > 0, timing.duration.isFinite else {
            let frame = capture.open(.immediate)
            animations()
            capture.close(frame, at: host.now)
            if let completion { host.scheduleAnimationEvent(at: host.now) { completion(true) } }
            runJoined(frame)
            return
        }
        let frame = capture.open(.keyframes(timing, discrete: options.calculationMode == 1))
        animations()
        let made = capture.close(frame, at: host.now)
        let end = made.isEmpty ? host.now : timing.begin + timing.duration
        let joined = frame.joined
        host.scheduleAnimationEvent(at: end) {
            completion?(true)
            for c in joined { c(true) }
        }
    }

    /// A stretch of the enclosing keyframe animation: from `frameStartTime` for `frameDuration`,
    /// both fractions of its duration (values outside 0…1 are clamped, and noted). Outside
    /// `animateKeyframes` the changes apply as if made directly.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) {
        let host = UIKitHost.current
        guard let frame = host.capture.top, frame.kind.isKeyframes else {
            host.note(.warning, "addKeyframe called outside animateKeyframes: its changes are not keyframed")
            animations()
            return
        }
        let start = frameStartTime.clamped(to: 0...1)
        let end = (frameStartTime + frameDuration).clamped(to: start...1)
        if start != frameStartTime || end != frameStartTime + frameDuration || frameDuration < 0 {
            host.note(.warning, "addKeyframe: relative start \(frameStartTime) and duration \(frameDuration) are fractions of the animation (0…1); clamped")
        }
        let saved = frame.keyframe
        frame.keyframe = (start, end)
        animations()
        frame.keyframe = saved
    }
}
