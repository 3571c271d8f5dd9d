/// `UIPercentDrivenInteractiveTransition` with an interruptible animator, as a value driven by
/// explicit time (docs/uikit-contract.md, "Percent-driven interaction").
///
/// It owns the transition's `PropertyAnimator` (one animation block per track). While interactive,
/// `update(_:)` scrubs linearly (clamped to [0, 1]). `finish()` and `cancel()` are
/// indications: the animator runs to the end or back to the start, and a later `pause()` can
/// take the transition back into interaction. The completion timing is UIKit's:
/// with no `timingCurve` and `completionSpeed` 1 the animator keeps its own curves; otherwise it
/// continues with `timingCurve` over (1 − p)·duration/speed (finish) or p·duration/speed (cancel).
public struct PercentDrivenInteraction: Sendable {
    /// Where the interaction stands.
    public enum Phase: Hashable, Sendable {
        /// Not started yet: `update` is ignored, `finish`/`cancel` are remembered.
        case waiting
        /// A finger (or a caller) drives the fraction.
        case interactive
        /// Running on its own toward the end (`finishing`) or the start.
        case animating(finishing: Bool)
        /// The animator completed; `didFinish` is false when it returned to the start.
        case completed(didFinish: Bool)
    }

    /// The one animator that runs every track of the transition.
    public private(set) var animator: PropertyAnimator
    /// The completion registered on the animator when the transition was made: the transition
    /// completes when the animator fires it, as a UIKit transition completes from its animator's
    /// completion block. One animator serves the whole transition, so it fires once.
    public let transitionCompletion: PropertyAnimator.CompletionID
    /// Where the interaction is: waiting, interactive, animating or completed.
    public private(set) var phase: Phase = .waiting
    /// The last value passed to `update`, or the fraction read at `pause()`.
    public private(set) var percentComplete: Double = 0
    /// Speed of the completion: values ≤ 0 read as 1.
    public var completionSpeed: Double {
        get { _completionSpeed > 0 && _completionSpeed.isFinite ? _completionSpeed : 1 }
        set { _completionSpeed = newValue }
    }
    private var _completionSpeed = 1.0
    /// The completion curve of the legacy path (no interruptible animator): finish and cancel run
    /// the remaining part along it. Default `.easeInOut`, as Apple documents it.
    public var completionCurve: TimingCurve = .easeInOut
    /// True (the default): UIKit's interruptible-animator path, where `timingCurve` or the
    /// animator's own curves time the completion and `pause()` can grab it again. False: the legacy
    /// Core Animation path: the completion runs along `completionCurve` at `completionSpeed` and
    /// cannot be paused (only an interruptible animator can be grabbed).
    public var usesInterruptibleAnimator = true
    /// The timing of the completion; nil keeps the animator's own curves.
    public var timingCurve: TimingCurve?
    /// True (the default): start paused, waiting for the finger. False: start running,
    /// so the transition can be grabbed later.
    public var wantsInteractiveStart = true
    /// The animator's `scrubsLinearly`: true (the default, UIKit's interactive state) maps `update`
    /// linearly onto the tracks; false follows each track's curve.
    public var scrubsLinearly: Bool {
        get { animator.scrubsLinearly }
        set { animator.scrubsLinearly = newValue }
    }

    private var pendingDecision: Bool?

    /// - Parameter tracks: one animation block per track, with its range and curve.
    public init(duration: Double, tracks: [TrackTiming]) {
        var animator = PropertyAnimator(duration: duration, timing: .linear)
        for track in tracks { animator.addAnimations(range: track.range, timing: track.curve) }
        transitionCompletion = animator.addCompletion()
        self.animator = animator
    }

    /// The duration captured at start, seconds.
    public var duration: Double { animator.duration }

    /// True while a finger (or a caller) drives the fraction.
    public var isInteractive: Bool { phase == .interactive }

    /// True once the animator has completed, at the end or at the start.
    public var isCompleted: Bool { if case .completed = phase { return true } else { return false } }

    // MARK: Calls

    /// `startInteractiveTransition`: paused at 0 and interactive when `wantsInteractiveStart`,
    /// otherwise running at once. A `finish()`/`cancel()` given before it applies now.
    public mutating func start(at now: Double) -> [AnimatorEvent] {
        guard phase == .waiting else { return [] }
        var events: [AnimatorEvent] = []
        if wantsInteractiveStart {
            // Waiting means the animator is inactive, from which a pause starts it paused.
            events += absorb(Self.mustSucceed { () throws(AnimatorError) in try animator.pause(at: now) })
            phase = .interactive
        } else {
            phase = .animating(finishing: true)
            // Waiting means the animator is inactive, which a start never refuses.
            events += absorb(Self.mustSucceed { () throws(AnimatorError) in try animator.start(at: now) })
            if animator.animations.isEmpty { events += completeAtOnce(finishing: true, at: now) }
        }
        if let finishing = pendingDecision, !isCompleted {
            pendingDecision = nil
            events += complete(finishing: finishing, at: now)
        }
        return events + absorb(animator.advance(to: now))
    }

    /// Forgets a `finish()` or `cancel()` given before the start: a newer intent (a play) replaces it.
    public mutating func discardPendingDecision() { pendingDecision = nil }

    /// `updateInteractiveTransition`: the fraction, clamped to [0, 1], mapped linearly. Ignored
    /// unless interactive, and after completion. After a grab beyond an end (a
    /// spring's overshoot) the clamp widens to where the transition was held, so a drag moves the
    /// views back in from there (docs/engine-contract.md, "Beyond the ends").
    public mutating func update(_ percent: Double, at now: Double) {
        guard phase == .interactive, percent.isFinite else { return }
        percentComplete = percent.clamped(to: min(0, percentComplete)...max(1, percentComplete))
        _ = absorb(animator.setFractionComplete(percentComplete, at: now))
    }

    /// `finishInteractiveTransition`: run to the end. `timing` overrides `timingCurve` for this
    /// release (a spring carrying the finger's velocity).
    public mutating func finish(at now: Double, timing: TimingCurve? = nil) -> [AnimatorEvent] {
        decide(finishing: true, timing: timing, at: now)
    }

    /// `cancelInteractiveTransition`: run back to the start.
    public mutating func cancel(at now: Double, timing: TimingCurve? = nil) -> [AnimatorEvent] {
        decide(finishing: false, timing: timing, at: now)
    }

    /// `pauseInteractiveTransition`: grabs a running transition. The animator pauses where
    /// it is drawn, `isReversed` resets to false, `percentComplete` becomes the animator's fraction,
    /// and the transition is interactive again.
    public mutating func pause(at now: Double) -> [AnimatorEvent] {
        var events = absorb(animator.advance(to: now))
        guard case .animating = phase, usesInterruptibleAnimator else { return events }
        // Animating means active; the interaction never makes its animator non-interruptible.
        events += absorb(Self.mustSucceed { () throws(AnimatorError) in try animator.pause(at: now) })
        events += absorb(animator.setReversed(false, at: now))
        percentComplete = animator.fractionComplete(at: now)
        phase = .interactive
        return events
    }

    /// Moves time on; reports the completion when the animator reaches an end.
    public mutating func advance(to now: Double) -> [AnimatorEvent] {
        absorb(animator.advance(to: now))
    }

    /// The seconds a finish (or cancel) from `percent` takes at the current speed: the
    /// distance to the end it runs to, times the duration, over the speed. From beyond an end
    /// (a grab in a spring's overshoot) the distance is how far the views are past it.
    public func completionDuration(finishing: Bool, from percent: Double) -> Double {
        Self.distance(from: percent, finishing: finishing) * duration / completionSpeed
    }

    /// How much of the fraction lies between `percent` and the end a completion runs to.
    private static func distance(from percent: Double, finishing: Bool) -> Double {
        percent.isFinite ? abs((finishing ? 1 : 0) - percent) : 0
    }

    // MARK: Internals

    private mutating func decide(finishing: Bool, timing: TimingCurve?, at now: Double) -> [AnimatorEvent] {
        switch phase {
        case .waiting:
            pendingDecision = finishing
            return []
        case .completed:
            return []
        case .animating(let current) where current == finishing && timing == nil:
            return absorb(animator.advance(to: now))
        case .interactive, .animating:
            return complete(finishing: finishing, timing: timing, at: now)
        }
    }

    private mutating func complete(finishing: Bool, timing: TimingCurve? = nil, at now: Double) -> [AnimatorEvent] {
        var events = absorb(animator.advance(to: now))
        if isCompleted { return events }
        if animator.animations.isEmpty { return events + completeAtOnce(finishing: finishing, at: now) }
        let p = animator.fractionComplete(at: now)
        events += absorb(animator.setReversed(!finishing, at: now))
        if isCompleted { return events }
        let curve = usesInterruptibleAnimator ? timing ?? timingCurve : completionCurve
        if curve == nil && completionSpeed == 1 {
            // Interactive or animating means active, never stopped: a start is not refused.
            events += absorb(Self.mustSucceed { () throws(AnimatorError) in try animator.start(at: now) })
        } else {
            let factor = Self.distance(from: p, finishing: finishing) / completionSpeed
            // A factor of 0 would mean "at the original pace"; an instant completion is wanted.
            let safeFactor = max(factor, 1e-9)
            // Active (not completed, checked above), so there is something to continue.
            events += absorb(
                Self.mustSucceed { () throws(AnimatorError) in try animator.continueAnimation(timing: curve, durationFactor: safeFactor, at: now) })
        }
        if !isCompleted { phase = .animating(finishing: finishing) }
        return events
    }

    /// With no tracks the animator has nothing to run (starting it only pauses it), so the
    /// transition completes now, as UIKit completes it: the animator is stopped and finished at
    /// the end the transition goes to, which fires its completions once.
    private mutating func completeAtOnce(finishing: Bool, at now: Double) -> [AnimatorEvent] {
        // Started (active and paused: there is nothing to run), so the stop leaves it stopped,
        // which is what a finish needs.
        var events = absorb(Self.mustSucceed { () throws(AnimatorError) in try animator.stop(withoutFinishing: false, at: now) })
        events += absorb(Self.mustSucceed { () throws(AnimatorError) in try animator.finish(at: finishing ? .end : .start, now: now) })
        return events
    }

    /// Runs an animator call the interaction makes only in a state where the animator accepts it
    /// (each call says why). The interaction owns its animator and keeps it interruptible, so a
    /// refusal is a broken invariant of this type, never bad input: it stops the program with the
    /// animator's error rather than being dropped, which would leave the phase and the animator
    /// disagreeing.
    private static func mustSucceed(_ call: () throws(AnimatorError) -> [AnimatorEvent]) -> [AnimatorEvent] {
        do { return try call() } catch { preconditionFailure("PercentDrivenInteraction: the animator refused a call: \(error)") }
    }

    /// Notes a completion reported by the animator.
    private mutating func absorb(_ events: [AnimatorEvent]) -> [AnimatorEvent] {
        for case .completed(let position, let ids, _) in events where ids.contains(transitionCompletion) {
            phase = .completed(didFinish: position == .end)
            percentComplete = position == .end ? 1 : 0
        }
        return events
    }
}
