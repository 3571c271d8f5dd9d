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

    /// Where the animator stands, with how its fraction moves there: frozen in every state but
    /// running, so a running animator without a run, or a stopped one that moves, cannot be written.
    enum Phase: Sendable {
        /// Not started, or done; the fraction frozen where it was left.
        case inactive(at: Double)
        /// Active and paused at a fraction.
        case paused(at: Double)
        /// Active and running along a segment, toward the end (or the start when reversed).
        case running(Segment)
        /// Stopped without finishing, awaiting `finish(at:)`, frozen at a fraction.
        case stopped(at: Double)

        /// The same state (a run becomes a pause), frozen at `g`.
        func held(at g: Double) -> Phase {
            switch self {
            case .inactive: .inactive(at: g)
            case .stopped: .stopped(at: g)
            case .paused, .running: .paused(at: g)
            }
        }
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
    public internal(set) var delay: Double = 0

    /// UIKit's `isInterruptible`: may be paused or scrubbed while running (default true).
    public private(set) var isInterruptible = true
    /// UIKit's `isUserInteractionEnabled` (default true).
    public private(set) var isUserInteractionEnabled = true

    // MARK: State

    /// Where the animator stands and how its fraction moves.
    var phase: Phase = .inactive(at: 0)
    /// Inactive, active or stopped (`UIViewAnimatingState`).
    public var state: AnimatorState {
        switch phase {
        case .inactive: .inactive
        case .paused, .running: .active
        case .stopped: .stopped
        }
    }
    /// True only while animating, forward or reversed.
    public var isRunning: Bool { if case .running = phase { true } else { false } }
    /// While running: running in reverse; otherwise: will run reversed when started.
    public internal(set) var isReversed = false
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
    var anchor: Anchor

    /// - Parameters:
    ///   - duration: seconds; ignored for a `.spring` built from mass, stiffness and damping,
    ///     which brings its own settling duration.
    ///   - timing: the animator's curve (`UICubicTimingParameters()` is `.ease`).
    public init(duration: Double, timing: TimingCurve = .ease) {
        let d = duration.isFinite && duration > 0 ? duration : 0
        self.duration = timing.effectiveDuration(for: d)
        self.timingParameters = timing
        anchor = Anchor(fraction: 0, offsets: [:], base: .curve)
    }

    // MARK: Reading

    /// `fractionComplete` at `now`: the position along the forward animation, 0…1 (past an end
    /// while a spring continuation overshoots it, or a grab holds it there).
    public func fractionComplete(at now: Double) -> Double {
        switch phase {
        case .running(let segment): segment.fraction(at: now)
        case .inactive(let g), .paused(let g), .stopped(let g): g
        }
    }

    /// While running, the time on the caller's clock at which the run reaches its end (where
    /// `advance(to:)` completes it, or pauses it with `pausesOnCompletion`); nil otherwise. A host
    /// with its own run loop schedules the completion for it.
    public var endTime: Double? { if case .running(let segment) = phase { segment.endTime } else { nil } }

    /// The value of block `id` at `now` (0 = start values, 1 = end values).
    public func value(of id: AnimationID, at now: Double) -> Double {
        guard let animation = animations.first(where: { $0.id == id }) else { return 0 }
        return value(of: animation, fraction: fractionComplete(at: now))
    }

    /// The values of all blocks at `now`, in the order they were added.
    public func values(at now: Double) -> [Double] {
        let g = fractionComplete(at: now)
        return animations.map { value(of: $0, fraction: g) }
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
            phase = phase.held(at: 0)
            anchor = Anchor(fraction: 0, offsets: [:], base: .curve)
        }
        let id = nextID
        nextID += 1
        var start = range.start
        var end = range.end
        if state == .active {
            let g = fractionComplete(at: now)
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
        guard now.isFinite, case .running(let segment) = phase, now >= segment.endTime else { return [] }
        let g = segment.to
        if pausesOnCompletion {
            // Still active, not running, no completion.
            phase = .paused(at: g)
            return [.pausedOnCompletion(at: segment.endTime)]
        }
        let fired = goInactive(at: g)
        return [.completed(g >= 1 ? .end : .start, completions: fired, at: segment.endTime)]
    }

    /// Inactive for good, frozen at `g`: the blocks are spent (still readable) and the completions
    /// are taken, to fire once (or never, for a stop without finishing).
    mutating func goInactive(at g: Double) -> [CompletionID] {
        phase = .inactive(at: g)
        blocksAreSpent = true
        defer { completions = [] }
        return completions
    }

    /// `now` when it is a finite time, else the last one seen: a bad clock reading never poisons the state.
    mutating func finiteTime(_ now: Double) -> Double {
        guard now.isFinite else { return lastTime }
        lastTime = now
        return now
    }
}
