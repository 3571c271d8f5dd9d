/// The calls of `UIViewPropertyAnimator` (docs/uikit-contract.md, "Property animator"): each takes
/// `at now`, moves the animator there first, and returns what happened; illegal calls throw.
extension PropertyAnimator {
    /// `startAnimation(afterDelay:)`: runs from the current fraction toward the end (or the start
    /// when reversed) at the original pace, on the animator's own curves.
    /// Without animation blocks it only becomes active and paused: there is nothing to run.
    public mutating func start(afterDelay delay: Double = 0, at now: Double) throws(AnimatorError) -> [AnimatorEvent] {
        let now = finiteTime(now)
        var events = advance(to: now)
        guard state != .stopped else { throw .cannotStartWhileStopped }
        // UIKit ignores startAnimation while running: the pace and timing in force stay.
        if isRunning { return events }
        let g = fractionComplete(at: now)
        self.delay = max(0, delay.isFinite ? delay : 0)
        if animations.isEmpty || blocksAreSpent {
            phase = .paused(at: g)
            return events
        }
        let target: Double = isReversed ? 0 : 1
        reanchor(at: now, base: .curve)
        phase = .running(Segment(startTime: now + self.delay, length: abs(target - g) * duration, from: g, to: target))
        events += settleIfAtTarget(now: now)
        return events
    }

    /// `pauseAnimation()`: freezes the fraction and values where they are. From inactive it starts
    /// the animation as paused.
    public mutating func pause(at now: Double) throws(AnimatorError) -> [AnimatorEvent] {
        let now = finiteTime(now)
        let events = advance(to: now)
        switch state {
        case .stopped: throw .cannotPauseWhileStopped
        case .active where !isInterruptible && isRunning: throw .notInterruptible
        default: break
        }
        let g = fractionComplete(at: now)
        reanchor(at: now, base: scrubsLinearly ? .linear : .curve)
        phase = .paused(at: g)
        return events
    }

    /// Sets `fractionComplete`. From inactive the animator becomes active and paused; while
    /// running it is a no-op (as UIKit's setter usually is); while stopped it is ignored. Values
    /// follow the fraction linearly (`scrubsLinearly`) or along the curve, anchored so nothing jumps.
    ///
    /// The fraction is kept within 0…1, widened to where the animator stands when a spring has
    /// carried it past an end: grabbed at 1.15, it can be scrubbed anywhere in 0…1.15, so the
    /// views move back in with the scrub rather than jumping to the end (docs/engine-contract.md,
    /// "Beyond the ends").
    public mutating func setFractionComplete(_ fraction: Double, at now: Double) -> [AnimatorEvent] {
        let now = finiteTime(now)
        var events = advance(to: now)
        guard fraction.isFinite else { return events }
        switch state {
        case .stopped: return events
        case .active where isRunning: return events
        case .inactive:
            events += (try? pause(at: now)) ?? []
        case .active:
            let wanted: Anchor.Base = scrubsLinearly ? .linear : .curve
            if anchor.base != wanted { reanchor(at: now, base: wanted) }
        }
        let g = fractionComplete(at: now)
        phase = .paused(at: fraction.clamped(to: min(0, g)...max(1, g)))
        return events
    }

    /// Sets `isReversed`. While running the animation turns around at once (as if paused and
    /// started the other way); while paused or inactive it only sets the direction of the next
    /// start; while stopped it is ignored.
    public mutating func setReversed(_ reversed: Bool, at now: Double) -> [AnimatorEvent] {
        let now = finiteTime(now)
        var events = advance(to: now)
        guard state != .stopped, reversed != isReversed else { return events }
        isReversed = reversed
        if isRunning {
            let g = fractionComplete(at: now)
            let target: Double = reversed ? 0 : 1
            // As if paused and started again the other way, on the animator's own curves.
            reanchor(at: now, base: .curve)
            phase = .running(Segment(startTime: now, length: abs(target - g) * duration, from: g, to: target))
            events += settleIfAtTarget(now: now)
        }
        return events
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: continues in the current direction
    /// as if started from where it is, over `durationFactor × duration` seconds. Nil timing
    /// keeps the animator's own curves; new timing replaces them (values then move from where they
    /// are to the end along the new curve; a spring's initial velocity is in distances per second).
    /// A factor of 0 (or less) means the remaining part at the original pace (Segue's decision).
    /// A spring built from mass, stiffness and damping brings its own duration.
    public mutating func continueAnimation(timing: TimingCurve? = nil, durationFactor: Double, at now: Double) throws(AnimatorError) -> [AnimatorEvent] {
        let now = finiteTime(now)
        var events = advance(to: now)
        guard state == .active else { throw .cannotContinue(state) }
        let g = fractionComplete(at: now)
        let target: Double = isReversed ? 0 : 1
        let remainingAtPace = abs(target - g) * duration
        var length = durationFactor.isFinite && durationFactor > 0 ? durationFactor * duration : remainingAtPace
        let resolved = timing?.resolved(duration: length)
        if let resolved { length = resolved.duration }
        reanchor(at: now, base: resolved == nil ? .curve : .linear)
        let run = Segment(startTime: now, length: length, from: g, to: target, timeCurve: resolved)
        phase = !animations.isEmpty && !blocksAreSpent ? .running(run) : .paused(at: g)
        events += settleIfAtTarget(now: now)
        return events
    }

    /// `stopAnimation(_:)`: freezes values where they are. `withoutFinishing: true` goes straight to
    /// inactive with no completion; false goes to stopped, awaiting `finish(at:)`.
    /// On an inactive animator it does nothing (Segue's decision).
    public mutating func stop(withoutFinishing: Bool, at now: Double) throws(AnimatorError) -> [AnimatorEvent] {
        let now = finiteTime(now)
        let events = advance(to: now)
        guard state != .inactive else { return events }
        if state == .active, isRunning, !isInterruptible { throw .notInterruptible }
        guard state == .active else { return events }
        let g = fractionComplete(at: now)
        reanchor(at: now, base: anchor.base)
        if withoutFinishing {
            _ = goInactive(at: g)
        } else {
            phase = .stopped(at: g)
        }
        return events
    }

    /// `finishAnimation(at:)`: only from stopped. `.start`/`.end` set the values at fraction 0 or 1,
    /// `.current` keeps them; the completions fire once with the position.
    public mutating func finish(at position: AnimatingPosition, now: Double) throws(AnimatorError) -> [AnimatorEvent] {
        let now = finiteTime(now)
        _ = advance(to: now)
        guard state == .stopped else { throw .finishRequiresStopped(state) }
        var g = fractionComplete(at: now)
        switch position {
        case .end: g = 1
        case .start: g = 0
        case .current: break
        }
        if position != .current { anchor = Anchor(fraction: g, offsets: [:], base: anchor.base) }
        let fired = goInactive(at: g)
        return [.completed(position, completions: fired, at: now)]
    }
}
