import SegueEngine
import SegueInput

/// A coded transition whose code has its own interaction (a UIKit transition with its own
/// recognizers) plays live: every finger (the keyboard's `d`, flicks, the mouse) goes to the code's
/// recognizers as well as to the policy's session, both `FingerDriven`; the stage shows what the
/// code puts on screen, the Events panel the code's records (its verdicts, refused grabs, a hang as
/// a finding) and the policy's verdict as what it would have said; the inspector puts the two side
/// by side.
extension PlaygroundPane {
    /// A live run of `coded` when its code has its own interaction, else none.
    mutating func rebuildLive(_ coded: any Transition) {
        drive.verdicts.forgetCode()
        guard runsCode else {
            drive.live = nil
            return
        }
        drive.live = (coded as? any CodeInteractive).flatMap { interactive in MainActor.assumeIsolated { interactive.liveRun() } }.map(LiveDrive.init)
    }

    /// Whether the code's transition has begun and not completed (it may hang: the clock keeps
    /// ticking so that the finding shows).
    var isLiveRunning: Bool { live?.isRunning ?? false }

    /// What the code puts on screen, while a live run plays (the stage draws it).
    public var liveScene: Scene? { live?.scene(at: time) }

    /// The fraction complete the inspector, the timeline and the curve's playhead show: the code's
    /// own while a live run plays (where its animations stand), else the session's.
    public var shownProgress: Double { live.map { $0.status.fractionComplete } ?? progress }

    /// `interruptible animator · active · paused · interactive`: the code's objects in UIKit's words
    /// (once completed, only what drove it and the outcome).
    static func liveStateText(_ status: LiveStatus) -> String {
        var parts: [String]
        var details: [String] = []
        switch status.driver {
        case .none: return "ready (your code)"
        case .animations: parts = ["UIView.animate, no interaction controller"]
        case .interruptibleAnimator(let state, let isRunning, let isReversed):
            parts = ["interruptible animator"]
            details = [state.rawValue]
            if state == .active { details.append(isRunning ? "running" : "paused") }
            if isReversed, isRunning { details.append("reversed") }
        case .coreAnimation(let paused):
            parts = ["Core Animation"]
            details = [paused ? "paused" : "running"]
        case .custom: parts = ["the code's own controller"]
        }
        switch status.phase {
        case .idle: parts += details
        case .interactive: parts += details + ["interactive"]
        case .running(let towardEnd): parts += details + [towardEnd ? "→ end" : "→ start"]
        case .completed(let finished): parts.append(finished ? "✓ finished" : "✗ cancelled")
        }
        return parts.joined(separator: " · ")
    }

    /// `your code: finish · percent(0.5) would: cancel`, once either has decided; nil without a live run.
    var verdictsText: String? {
        guard live != nil else { return nil }
        let code = lastCodeVerdict ?? "your code: –"
        let policy = lastDecision?.text ?? "\(self.policy) would: –"
        return "\(code) · \(policy)"
    }

    /// Compare mode's pane B: the policy decides from now on, also for a transition whose code has
    /// its own interaction (the code's run, which pane A may share, is dropped here; the policy's
    /// session goes on as it was).
    mutating func decideByPolicy() {
        drive.runsCode = false
        drive.live = nil
        drive.verdicts.forgetCode()
    }

    /// A decision record compare mode pairs (`step`), in words: the code's verdict, or the
    /// policy's decision.
    public func comparedDecision(_ record: InteractionSession.Record) -> Verdicts.Decision? {
        switch record.event {
        case .decision(let decision, let policy):
            Verdicts.Decision(finishes: decision.finishes, text: uiText("\(policy) → \(decision.outcome.rawValue): \(decision.reason)"))
        case .codeDecision(let finishes, let reason):
            Verdicts.Decision(finishes: finishes, text: uiText("your code → \(finishes ? "finish" : "cancel"): \(reason)"))
        default:
            nil
        }
    }

    /// Handles `event` (`count` times in a row) and hands on the decisions it brought, for
    /// compare mode to pair: the code's in a pane that plays live, else the policy's.
    public mutating func step(_ event: InputEvent, repeated count: Int = 1) -> (command: AppCommand, decisions: [InteractionSession.Record]) {
        drive.handed = []
        let command = count > 1 ? handle(event, repeated: count) : handle(event)
        defer { drive.handed = [] }
        return (command, drive.handed)
    }

    /// Applies a gesture script's input (`apply`) and hands on the decisions it brought (`step`).
    public mutating func step(_ input: ScriptedInput) -> [InteractionSession.Record] {
        drive.handed = []
        apply(input)
        defer { drive.handed = [] }
        return drive.handed
    }
}
