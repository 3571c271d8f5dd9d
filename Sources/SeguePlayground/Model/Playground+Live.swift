import SegueEngine

/// A coded transition whose code has its own interaction (a UIKit transition with its own
/// recognizers) plays live: every finger (the keyboard's `d`, flicks, the mouse) goes to the code's
/// recognizers as well as to the policy's session, both `FingerDriven`; the stage shows what the
/// code puts on screen, the Events panel the code's records (its verdicts, refused grabs, a hang as
/// a finding) and the policy's verdict as what it would have said; the inspector puts the two side
/// by side.
extension Playground {
    /// A live run of `coded` when its code has its own interaction, else none.
    mutating func rebuildLive(_ coded: any Transition) {
        liveRecordCount = 0
        lastCodeVerdict = nil
        lastCodeDecision = nil
        guard runsCode else {
            live = nil
            return
        }
        live = (coded as? any CodeInteractive).flatMap { interactive in MainActor.assumeIsolated { interactive.liveRun() } }.map(LiveDrive.init)
    }

    /// Gives `event` to the code too.
    mutating func handleLive(_ event: TouchEvent) { live?.handle(event) }

    /// Moves the code's clock to the playground's.
    mutating func advanceLive() { live?.advance(to: time) }

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

    /// The log while a live run plays: the code's records as they come, and of the policy's
    /// session only its verdict, as what it would have said.
    mutating func syncLiveLog() {
        guard let live else { return }
        if let session, session.log.count > sessionLogCount {
            for record in session.log[sessionLogCount...] {
                guard case .decision(let decision, let policy) = record.event else { continue }
                let would = InteractionSession.Record(
                    time: record.time, event: .policyWould(decision, policy: policy), progress: record.progress, visualProgress: record.visualProgress)
                decisionCount += 1
                lastDecision = (decision.finishes, uiText(would.text))
                log.append(LogLine(time: record.time, text: uiText(would.text)))
            }
            sessionLogCount = session.log.count
        }
        let records = live.records
        if records.count > liveRecordCount {
            for record in records[liveRecordCount...] {
                if case .codeDecision(let finishes, let reason) = record.event {
                    lastCodeVerdict = uiText(record.text)
                    codeDecisionCount += 1
                    lastCodeDecision = (finishes, uiText("your code → \(finishes ? "finish" : "cancel"): \(reason)"))
                }
                log.append(LogLine(time: record.time, text: uiText(record.text), tone: record.tone))
            }
            liveRecordCount = records.count
        }
        if log.count > 200 { log.removeFirst(log.count - 200) }
    }

    /// Compare mode's pane B: the policy decides from now on, also for a transition whose code has
    /// its own interaction (the code's run, which pane A may share, is dropped here; the policy's
    /// session goes on as it was).
    mutating func decideByPolicy() {
        runsCode = false
        live = nil
        liveRecordCount = 0
        lastCodeVerdict = nil
        lastCodeDecision = nil
    }

    /// The release decisions compare mode pairs, counted and the latest: the code's verdicts in a
    /// pane that plays live, else the policy's decisions.
    var comparedDecisionCount: Int { live != nil ? codeDecisionCount : decisionCount }
    var comparedDecision: (finishes: Bool, text: String)? { live != nil ? lastCodeDecision : lastDecision }
}
