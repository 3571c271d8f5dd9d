/// `UIViewPropertyAnimator` as a value driven by explicit time: every call takes `at now` (seconds
/// on the caller's clock) and never reads a clock itself.
///
/// The animator moves a *fraction* g (`fractionComplete`: the position along the forward
/// animation, whatever the direction; 0…1, past an end only where a spring overshoots it) and
/// derives from it the *value* of each animation block (0 = start values, 1 = end values). Each
/// block runs over a stretch of the fraction (UIKit's `delayFactor` is the stretch [d, 1]) and
/// applies its curve to its local fraction.
///
/// **No jumps.** Whenever the way values follow g changes (pausing a curved animation and then
/// scrubbing linearly, reversing, continuing with new timing) the animator anchors: it records
/// g and the values on screen, and from then on adds an offset to the new mapping that is exact at
/// the anchor and fades linearly to 0 at both ends (g = 0 and g = 1). So values are continuous at
/// every call, and the ends are always exactly the start and end values.
///
/// States: inactive → active (running or paused) → inactive, or → stopped → inactive through
/// `finish(at:)`. Illegal calls throw `AnimatorError`. The UIKit contract it keeps, with Segue's
/// decisions where UIKit is silent, is docs/uikit-contract.md ("Property animator"); its own rules
/// (no jumps, the fraction beyond the ends, blocks added while active) are docs/engine-contract.md.
public struct PropertyAnimator: Sendable {
    /// Identifies an animation block, in the order added.
    public typealias AnimationID = Int
    /// Identifies a completion, in the order added.
    public typealias CompletionID = Int

    /// An animation block: the stretch of the animator's fraction it runs over, and its own timing.
    public struct Animation: Hashable, Sendable {
        /// The block's identifier.
        public let id: AnimationID
        /// The fraction at which the block shows its start values.
        public let start: Double
        /// The fraction at which it shows its end values. Below `start` for a block added while the
        /// animator ran toward the start: it runs as the fraction falls.
        public let end: Double
        /// The block's curve, bound to its duration.
        public let timing: ResolvedTiming
    }

    // MARK: Configuration

    /// Seconds for the whole animation (for a mass–stiffness–damping spring, its settling time).
    public let duration: Double
    /// The timing new blocks use unless they bring their own.
    public let timingParameters: TimingCurve
    /// Scrubbing maps the fraction linearly onto values (default true); false follows the curve.
    public var scrubsLinearly = true
    /// At the natural end stay active and paused instead of completing (default false).
    public var pausesOnCompletion = false
    /// Delay applied by the last `start(afterDelay:)`, seconds.
    public private(set) var delay: Double = 0

    /// UIKit's `isInterruptible`: may be paused or scrubbed while running (default true).
    public private(set) var isInterruptible = true
    /// UIKit's `isUserInteractionEnabled` (default true).
    public private(set) var isUserInteractionEnabled = true

    // MARK: State

    /// Inactive, active or stopped (`UIViewAnimatingState`).
    public private(set) var state: AnimatorState = .inactive
    /// True only while animating, forward or reversed.
    public private(set) var isRunning = false
    /// While running: running in reverse; otherwise: will run reversed when started.
    public private(set) var isReversed = false
    /// The blocks added, in order.
    public private(set) var animations: [Animation] = []
    /// The completions added, in order; each runs once, at the end.
    public private(set) var completions: [CompletionID] = []

    /// Blocks whose run has ended (naturally, stopped or finished): still readable, so the values
    /// stay where they were left, but never animated again.
    public private(set) var blocksAreSpent = false
    private var nextID = 0
    /// The last finite time the animator was given; a NaN or infinite `now` stands for it.
    private var lastTime = 0.0
    private var segment: Segment
    private var anchor: Anchor

    /// - Parameters:
    ///   - duration: seconds; ignored for a `.spring` built from mass, stiffness and damping,
    ///     which brings its own settling duration.
    ///   - timing: the animator's curve (`UICubicTimingParameters()` is `.ease`).
    public init(duration: Double, timing: TimingCurve = .ease) {
        let d = duration.isFinite && duration > 0 ? duration : 0
        self.duration = timing.effectiveDuration(for: d)
        self.timingParameters = timing
        segment = Segment(startTime: 0, length: 0, from: 0, to: 0, timeCurve: nil, running: false)
        anchor = Anchor(fraction: 0, offsets: [:], base: .curve)
    }

    // MARK: Reading

    /// `fractionComplete` at `now`: the position along the forward animation, 0…1 (past an end
    /// while a spring continuation overshoots it, or a grab holds it there).
    public func fractionComplete(at now: Double) -> Double { segment.fraction(at: now) }

    /// While running, the time on the caller's clock at which the run reaches its end (where
    /// `advance(to:)` completes it, or pauses it with `pausesOnCompletion`); nil otherwise. A host
    /// with its own run loop schedules the completion for it.
    public var endTime: Double? { isRunning && segment.running ? segment.endTime : nil }

    /// The value of block `id` at `now` (0 = start values, 1 = end values).
    public func value(of id: AnimationID, at now: Double) -> Double {
        guard let animation = animations.first(where: { $0.id == id }) else { return 0 }
        return value(of: animation, fraction: segment.fraction(at: now))
    }

    /// The values of all blocks at `now`, in the order they were added.
    public func values(at now: Double) -> [Double] {
        let g = segment.fraction(at: now)
        return animations.map { value(of: $0, fraction: g) }
    }

    private func value(of animation: Animation, fraction g: Double) -> Double {
        let local = Self.localFraction(animation, g)
        let base = anchor.base == .linear ? local : animation.timing.progress(at: local)
        let offset = anchor.offsets[animation.id] ?? 0
        return base + anchor.weight(at: g) * offset
    }

    // MARK: Building

    /// Adds an animation block (`addAnimations(_:delayFactor:)` with a range). On an inactive
    /// animator `range` is the block's part of the whole animation. On an active one (running or
    /// paused, either way) the block runs over what remains: `range` is a share of the stretch from
    /// the current fraction to the end the animator runs (or would start) toward, so the block
    /// starts at its start values and nothing jumps (docs/engine-contract.md, "Adding blocks").
    @discardableResult
    public mutating func addAnimations(range: AnimationRange = .full, timing: TimingCurve? = nil, at now: Double = 0) -> AnimationID {
        let now = finiteTime(now)
        _ = advance(to: now)
        if blocksAreSpent {
            animations = []
            blocksAreSpent = false
            segment = .paused(at: 0, time: now)
            anchor = Anchor(fraction: 0, offsets: [:], base: .curve)
        }
        let id = nextID
        nextID += 1
        var start = range.start
        var end = range.end
        if state == .active {
            let g = segment.fraction(at: now)
            let remaining = (isReversed ? 0 : 1) - g
            start = g + range.start * remaining
            end = g + range.end * remaining
        }
        let curve = timing ?? timingParameters
        let resolved = curve.resolved(duration: duration * abs(end - start))
        animations.append(Animation(id: id, start: start, end: end, timing: resolved))
        return id
    }

    /// `addAnimations(_:delayFactor:)`: on an inactive animator the block starts at
    /// `delayFactor × duration`; on an active one the delay is `delayFactor` times the remaining
    /// duration and the block runs over the rest, as Apple documents.
    @discardableResult
    public mutating func addAnimations(delayFactor: Double, at now: Double = 0) -> AnimationID {
        let d = delayFactor.clamped(to: 0...0.999_999)
        return addAnimations(range: (try? AnimationRange(start: d, end: 1)) ?? .full, at: now)
    }

    /// Registers a completion; its id is reported once, with the final position, when the run ends.
    public mutating func addCompletion() -> CompletionID {
        let id = nextID
        nextID += 1
        completions.append(id)
        return id
    }

    /// Sets `isInterruptible`; throws while the animator is active, as UIKit raises.
    public mutating func setInterruptible(_ value: Bool) throws(AnimatorError) {
        guard state != .active else { throw .cannotChangeInterruptibleWhileActive }
        isInterruptible = value
    }

    /// Sets `isUserInteractionEnabled`; throws while the animator is active, as UIKit raises.
    public mutating func setUserInteractionEnabled(_ value: Bool) throws(AnimatorError) {
        guard state != .active else { throw .cannotChangeUserInteractionWhileActive }
        isUserInteractionEnabled = value
    }

    // MARK: Time

    /// Moves the animator to `now`: detects the natural end and returns what happened.
    /// Every other call does this first, so callers only need it to observe completion.
    public mutating func advance(to now: Double) -> [AnimatorEvent] {
        if now.isFinite { lastTime = now }
        guard now.isFinite, isRunning, segment.running, now >= segment.endTime else { return [] }
        let endTime = segment.endTime
        let g = segment.to
        segment = Segment(startTime: endTime, length: 0, from: g, to: g, timeCurve: nil, running: false)
        isRunning = false
        if pausesOnCompletion {
            // Still active, not running, no completion.
            return [.pausedOnCompletion(at: endTime)]
        }
        return complete(at: g >= 1 ? .end : .start, time: endTime)
    }

    private mutating func complete(at position: AnimatingPosition, time: Double) -> [AnimatorEvent] {
        let fired = completions
        state = .inactive
        isRunning = false
        // A stopped animator forgets its blocks and completions.
        blocksAreSpent = true
        completions = []
        return [.completed(position, completions: fired, at: time)]
    }

    // MARK: Calls

    /// `startAnimation(afterDelay:)`: runs from the current fraction toward the end (or the start
    /// when reversed) at the original pace, on the animator's own curves.
    /// Without animation blocks it only becomes active and paused: there is nothing to run.
    public mutating func start(afterDelay delay: Double = 0, at now: Double) throws(AnimatorError) -> [AnimatorEvent] {
        let now = finiteTime(now)
        var events = advance(to: now)
        guard state != .stopped else { throw .cannotStartWhileStopped }
        // UIKit ignores startAnimation while running: the pace and timing in force stay.
        if isRunning { return events }
        let g = segment.fraction(at: now)
        self.delay = max(0, delay.isFinite ? delay : 0)
        state = .active
        if animations.isEmpty || blocksAreSpent {
            isRunning = false
            segment = .paused(at: g, time: now)
            return events
        }
        let target: Double = isReversed ? 0 : 1
        reanchor(at: now, base: .curve)
        segment = Segment(startTime: now + self.delay, length: abs(target - g) * duration, from: g, to: target, timeCurve: nil, running: true)
        isRunning = true
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
        let g = segment.fraction(at: now)
        reanchor(at: now, base: scrubsLinearly ? .linear : .curve)
        segment = .paused(at: g, time: now)
        state = .active
        isRunning = false
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
        let g = segment.fraction(at: now)
        segment = .paused(at: fraction.clamped(to: min(0, g)...max(1, g)), time: now)
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
            let g = segment.fraction(at: now)
            let target: Double = reversed ? 0 : 1
            // As if paused and started again the other way, on the animator's own curves.
            reanchor(at: now, base: .curve)
            segment = Segment(startTime: now, length: abs(target - g) * duration, from: g, to: target, timeCurve: nil, running: true)
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
        let g = segment.fraction(at: now)
        let target: Double = isReversed ? 0 : 1
        let remainingAtPace = abs(target - g) * duration
        var length = durationFactor.isFinite && durationFactor > 0 ? durationFactor * duration : remainingAtPace
        if let timing {
            let resolved = timing.resolved(duration: length)
            length = resolved.duration
            reanchor(at: now, base: .linear)
            segment = Segment(startTime: now, length: length, from: g, to: target, timeCurve: resolved, running: true)
        } else {
            reanchor(at: now, base: .curve)
            segment = Segment(startTime: now, length: length, from: g, to: target, timeCurve: nil, running: true)
        }
        isRunning = !animations.isEmpty && !blocksAreSpent
        if !isRunning { segment = .paused(at: g, time: now) }
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
        let g = segment.fraction(at: now)
        reanchor(at: now, base: anchor.base)
        segment = .paused(at: g, time: now)
        isRunning = false
        if withoutFinishing {
            state = .inactive
            blocksAreSpent = true
            completions = []
        } else {
            state = .stopped
        }
        return events
    }

    /// `finishAnimation(at:)`: only from stopped. `.start`/`.end` set the values at fraction 0 or 1,
    /// `.current` keeps them; the completions fire once with the position.
    public mutating func finish(at position: AnimatingPosition, now: Double) throws(AnimatorError) -> [AnimatorEvent] {
        let now = finiteTime(now)
        _ = advance(to: now)
        guard state == .stopped else { throw .finishRequiresStopped(state) }
        switch position {
        case .end:
            anchor = Anchor(fraction: 1, offsets: [:], base: anchor.base)
            segment = .paused(at: 1, time: now)
        case .start:
            anchor = Anchor(fraction: 0, offsets: [:], base: anchor.base)
            segment = .paused(at: 0, time: now)
        case .current:
            break
        }
        let fired = completions
        state = .inactive
        blocksAreSpent = true
        completions = []
        return [.completed(position, completions: fired, at: now)]
    }

    // MARK: Internals

    /// `now` when it is a finite time, else the last one seen: a bad clock reading never poisons the state.
    private mutating func finiteTime(_ now: Double) -> Double {
        guard now.isFinite else { return lastTime }
        lastTime = now
        return now
    }

    /// The block's local fraction at fraction g: 0 before its stretch, 1 after it. Past an end of
    /// the whole animation (a spring's overshoot) a block that reaches that end follows the fraction
    /// beyond it, so the overshoot shows. A block with nothing left to run shows its end values.
    private static func localFraction(_ animation: Animation, _ g: Double) -> Double {
        let span = animation.end - animation.start
        guard span != 0 else { return 1 }
        let local = (g - animation.start) / span
        let reachesTop = max(animation.start, animation.end) >= 1
        let reachesBottom = min(animation.start, animation.end) <= 0
        if (g > 1 && reachesTop) || (g < 0 && reachesBottom) { return local }
        return local.clamped(to: 0...1)
    }

    /// A zero-length run (already at its target) ends at once.
    private mutating func settleIfAtTarget(now: Double) -> [AnimatorEvent] {
        guard isRunning, segment.length <= 0, delay == 0 || segment.startTime <= now else { return [] }
        return advance(to: max(now, segment.endTime))
    }

    /// Records the values on screen so a new mapping (`base`) continues from them without a jump.
    private mutating func reanchor(at now: Double, base: Anchor.Base) {
        let g = segment.fraction(at: now)
        var offsets: [AnimationID: Double] = [:]
        for animation in animations {
            let current = value(of: animation, fraction: g)
            let local = Self.localFraction(animation, g)
            let newBase = base == .linear ? local : animation.timing.progress(at: local)
            offsets[animation.id] = current - newBase
        }
        anchor = Anchor(fraction: g, offsets: offsets, base: base)
    }
}

extension PropertyAnimator {
    /// How the fraction moves with time: frozen, or from `from` to `to` over `length` seconds
    /// starting at `startTime`, linearly or along `timeCurve` (after `continueAnimation` with timing).
    struct Segment: Sendable {
        var startTime: Double
        var length: Double
        var from: Double
        var to: Double
        var timeCurve: ResolvedTiming?
        var running: Bool

        static func paused(at g: Double, time: Double) -> Segment {
            Segment(startTime: time, length: 0, from: g, to: g, timeCurve: nil, running: false)
        }

        var endTime: Double { startTime + max(0, length) }

        func fraction(at now: Double) -> Double {
            guard running, now.isFinite else { return from }
            if now <= startTime { return from }
            if length <= 0 || now >= endTime { return to }
            let u = (now - startTime) / length
            let eased = timeCurve?.progress(at: u) ?? u
            return from + (to - from) * eased
        }
    }

    /// The no-jump offsets: value = base(g) + weight(g) · offset, exact at `fraction`, 0 at both ends.
    struct Anchor: Sendable {
        enum Base: Sendable { case linear, curve }
        var fraction: Double
        var offsets: [AnimationID: Double]
        var base: Base

        func weight(at g: Double) -> Double {
            // An anchor taken past an end (a spring's overshoot) fades out toward that end and is
            // gone inside [0, 1], so the ends stay exact.
            if fraction > 1 { return g >= 1 ? ((g - 1) / (fraction - 1)).clamped(to: 0...1) : 0 }
            if fraction < 0 { return g <= 0 ? (g / fraction).clamped(to: 0...1) : 0 }
            if g >= fraction {
                return fraction >= 1 ? 1 : ((1 - g) / (1 - fraction)).clamped(to: 0...1)
            }
            return fraction <= 0 ? 1 : (g / fraction).clamped(to: 0...1)
        }
    }
}
