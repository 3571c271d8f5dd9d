/// What a playground pane drives with a finger: touch events and clock ticks in (times are
/// arguments, seconds; nothing reads a clock), the scene, the records and where it completed out.
/// `InteractionSession` is one (a policy decides); a live run of a transition's own code, on the
/// pane's clock, is another (the code decides, `LiveRun`).
public protocol FingerDriven: Sendable {
    /// Takes one finger event at `event.time`; returns the records it added.
    @discardableResult mutating func handle(_ event: TouchEvent) -> [InteractionSession.Record]
    /// Moves the clock to `time`, running what falls due; returns the records it added.
    @discardableResult mutating func advance(to time: Double) -> [InteractionSession.Record]
    /// What is on screen at `time` (the time of the last tick).
    func scene(at time: Double) -> Scene
    /// What happened so far, in time order.
    var records: [InteractionSession.Record] { get }
    /// Where the transition completed (`.end` finished, `.start` cancelled); nil while it has not.
    var completedPosition: AnimatingPosition? { get }
}

extension InteractionSession: FingerDriven {
    /// The session's `log`.
    public var records: [Record] { log }
}
