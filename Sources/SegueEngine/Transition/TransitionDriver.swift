/// Runs one transition: the percent-driven interaction (and its animator) plus the context, and
/// turns "now" into a `Scene`. This is what Touchwonders calls the driver, with one global clock
/// for all tracks (rather than one per layer, which lets partial tracks drift): a release
/// continues every track from where it is drawn, and completion waits for all of them. It
/// completes exactly once (docs/engine-contract.md, "Every transition completes exactly once").
public struct TransitionDriver: Sendable {
    /// The transition being run: its duration (seconds), tracks and scenes.
    public let transition: any Transition
    /// The percent-driven interaction (and its animator) that owns the fraction complete.
    public private(set) var interaction: PercentDrivenInteraction
    /// The container (points), the operation, and the scenes at progress 0 and 1.
    public private(set) var context: TransitionContext
    /// The track whose value `visualProgress` reports: the first of those spanning the most of the transition.
    private let leadTrack: Int?

    /// Prepares `transition` for `operation`. With `wantsInteractiveStart` (the default) it starts paused,
    /// waiting for a finger; otherwise it runs on its own once started.
    public init(transition: any Transition, operation: TransitionOperation = .present, wantsInteractiveStart: Bool = true) {
        self.transition = transition
        var interaction = PercentDrivenInteraction(duration: transition.duration, tracks: transition.tracks)
        interaction.wantsInteractiveStart = wantsInteractiveStart
        self.interaction = interaction
        let tracks = transition.tracks
        let longest = tracks.map(\.range.length).max()
        leadTrack = tracks.firstIndex { $0.range.length == longest }
        context = TransitionContext(
            container: transition.container, operation: operation,
            initialScene: transition.scene(at: 0), finalScene: transition.scene(at: 1))
    }

    /// True once the transition has completed, at its end or back at its start; it completes exactly once.
    public var isCompleted: Bool { interaction.isCompleted }

    /// The transition's fraction complete at `now` (0…1; past an end while a spring carries the
    /// transition beyond it, or a grab holds it there).
    public func progress(at now: Double) -> Double { interaction.animator.fractionComplete(at: now) }

    /// Where the views are at `now` (the visual progress): the value of the lead track, the first of
    /// the tracks spanning the most of the transition, from 0 at its start values to 1 at its end
    /// values; beyond them in a spring's overshoot. It equals `progress(at:)` when that track is
    /// scrubbed from rest, and differs after a grab of a curved run (docs/engine-contract.md, "Two
    /// figures"). Without tracks it is the fraction complete.
    public func visualProgress(at now: Double) -> Double {
        guard let leadTrack else { return progress(at: now) }
        return interaction.animator.value(of: interaction.animator.animations[leadTrack].id, at: now)
    }

    /// The scene on screen at `now`.
    public func scene(at now: Double) -> Scene {
        transition.scene(trackProgress: trackProgress(at: now))
    }

    /// `transition` played on its own from time 0 (a button tap, no finger) and advanced to `time`
    /// seconds: each track on its own curve or spring over its range of the duration; past the end,
    /// completed there. What `segue render --time` shows.
    public static func played(_ transition: any Transition, operation: TransitionOperation = .present, at time: Double) -> TransitionDriver {
        var driver = TransitionDriver(transition: transition, operation: operation, wantsInteractiveStart: false)
        _ = driver.begin(interactive: false, at: 0)
        _ = driver.advance(to: time)
        return driver
    }

    /// Each track's progress at `now` (the values `scene(at:)` draws).
    public func trackProgress(at now: Double) -> [Double] {
        let values = interaction.animator.values(at: now)
        return values.count == transition.tracks.count ? values : transition.trackProgress(scrubbedTo: progress(at: now))
    }

    // MARK: Calls

    /// Starts the transition: interactive (waiting for a finger) or running on its own. A play
    /// (`interactive` false) is a newer intent than a `finish` or `cancel` given before the start,
    /// which it replaces; a finger's start lets such a call apply at once.
    public mutating func begin(interactive: Bool, at now: Double) -> [Event] {
        guard interaction.phase == .waiting else { return [] }
        if !interactive { interaction.discardPendingDecision() }
        interaction.wantsInteractiveStart = interactive
        context.isInteractive = interactive
        let events = interaction.start(at: now)
        return [stamped(.began(interactive: interactive), at: now)] + report(events)
    }

    /// Scrubs to `percent` while interactive.
    public mutating func update(_ percent: Double, at now: Double) {
        interaction.update(percent, at: now)
    }

    /// Grabs a running transition: freezes what is on screen and makes it interactive again.
    public mutating func grab(at now: Double) -> [Event] {
        var events = report(interaction.advance(to: now))
        guard case .animating = interaction.phase else { return events }
        events += report(interaction.pause(at: now))
        context.isInteractive = true
        events.append(Event(time: now, event: .grabbed, progress: interaction.percentComplete, visualProgress: visualProgress(at: now)))
        return events
    }

    /// Finishes (runs to the end) from wherever it is; `timing` overrides the completion timing.
    public mutating func finish(at now: Double, timing: TimingCurve? = nil) -> [Event] {
        decide(finishing: true, at: now, timing: timing)
    }

    /// Cancels (runs back to the start).
    public mutating func cancel(at now: Double, timing: TimingCurve? = nil) -> [Event] {
        decide(finishing: false, at: now, timing: timing)
    }

    /// Moves time on; reports the completion once.
    public mutating func advance(to now: Double) -> [Event] {
        report(interaction.advance(to: now))
    }

    private mutating func decide(finishing: Bool, at now: Double, timing: TimingCurve?) -> [Event] {
        var events = report(interaction.advance(to: now))
        if interaction.isCompleted { return events }
        let wasWaiting = interaction.phase == .waiting
        let result = finishing ? interaction.finish(at: now, timing: timing) : interaction.cancel(at: now, timing: timing)
        if !wasWaiting {
            context.isInteractive = false
            context.transitionWasCancelled = !finishing
        }
        events += report(result)
        return events
    }

    private mutating func report(_ events: [AnimatorEvent]) -> [Event] {
        var out: [Event] = []
        for case .completed(let position, _, let time) in events {
            context.transitionWasCancelled = position != .end
            context.isInteractive = false
            context.completeTransition(position == .end)
            out.append(Event(time: time, event: .completed(position), progress: position == .end ? 1 : 0, visualProgress: visualProgress(at: time)))
        }
        return out
    }

    /// `kind` at `now`, with the progress and visual progress then.
    func stamped(_ kind: Event.Kind, at now: Double) -> Event {
        Event(time: now, event: kind, progress: progress(at: now), visualProgress: visualProgress(at: now))
    }
}
