/// A transition whose code has its own interaction (a UIKit transition with its own recognizers
/// and interaction controller): Segue's finger goes to the code, and the code decides finish or
/// cancel. `segue simulate` plays such a transition through `liveRun()` instead of a policy.
public protocol CodeInteractive: Transition {
    /// A fresh live run of the code, set up and waiting for the finger; nil when the code has no
    /// interaction of its own (Segue's finger then drives it through a policy, as any transition).
    @MainActor func liveRun() -> (any LiveRun)?
}

/// One live play of a transition's own code: touch events and clock ticks in (times are
/// arguments, seconds; nothing reads a clock), the scene, the records and the state out. Runs are
/// main-actor objects, so a value (the playground) can hold one.
@MainActor
public protocol LiveRun: AnyObject, Sendable {
    /// The run's clock when it was set up, seconds: a script's time 0.
    var startTime: Double { get }
    /// Delivers one finger event to the code at `event.time` (the name `InteractionSession` uses).
    func handle(_ event: TouchEvent)
    /// Starts the transition without a finger (the script's `play`), at `time`.
    func play(at time: Double)
    /// Moves the clock to `time`, running what falls due.
    func advance(to time: Double)
    /// What is on screen now.
    func scene() -> Scene
    /// What happened so far, in time order: began, the code's decisions (`.codeDecision`), what was
    /// refused or ignored, the completion and a hang.
    var records: [InteractionSession.Record] { get }
    /// Where the transition completed (`.end` finished, `.start` cancelled); nil while it has not.
    var completedPosition: AnimatingPosition? { get }
    /// The finding when the code never finished after the finger lifted (`.hang`), else nil.
    var hangFinding: String? { get }
    /// Where the transition stands now: its phase, what drives it, its fraction complete.
    var status: LiveStatus { get }
}
