extension InteractionSession {
    /// One entry of the session's event stream (`InteractionSession.log`): what happened, stamped
    /// with its time (seconds), the fraction complete then and where the views were
    /// (`TransitionDriver.visualProgress(at:)`). The driver makes the records for what it does
    /// (began, grabbed, completed); the session adds the finger's, the policy's and the ignored steps.
    public struct Record: Hashable, Sendable {
        /// When it happened, seconds on the session's clock.
        public var time: Double
        /// What happened.
        public var event: Event
        /// The fraction complete then (0…1, beyond while a spring overshoots).
        public var progress: Double
        /// Where the views were then, as progress along the lead track
        /// (`TransitionDriver.visualProgress(at:)`).
        public var visualProgress: Double

        /// Makes a record: `time` in seconds, `progress` and `visualProgress` as fractions.
        public init(time: Double, event: Event, progress: Double, visualProgress: Double) {
            self.time = time
            self.event = event
            self.progress = progress
            self.visualProgress = visualProgress
        }

        /// The record of what the driver reported (began, grabbed, completed).
        public init(_ event: TransitionDriver.Event) {
            let said: Event =
                switch event.event {
                case .began(let interactive): .began(interactive: interactive)
                case .grabbed: .grabbed
                case .completed(let position): .completed(position)
                }
            self.init(time: event.time, event: said, progress: event.progress, visualProgress: event.visualProgress)
        }
    }

    /// What a record says happened.
    public enum Event: Hashable, Sendable {
        /// The transition started: by a finger (interactive) or a tap (not).
        case began(interactive: Bool)
        /// A finger took hold of the running transition.
        case grabbed
        /// The finger lifted at this velocity along the pan, points per second (positive toward finishing).
        case released(velocity: Double)
        /// The policy's verdict on release, and the policy that gave it.
        case decision(CompletionDecision, policy: CompletionPolicy)
        /// A programmatic `finish` or `cancel`.
        case finishCalled, cancelCalled
        /// A running transition turned around (the playground's `r`): it now runs toward this end.
        case reversed(toward: AnimatingPosition)
        /// The transition completed at its end or back at its start.
        case completed(AnimatingPosition)
        /// A touch or a script step that had no effect, and why (outside the edge zone, the wrong
        /// way, a tap, `play` while running, …).
        case ignored(reason: String)
        /// A step of direct manipulation (`direct` sessions).
        case direct(DirectManipulation.Event)
        /// A step of the arbitration between the pan and scroll content (sessions with `scroll`).
        case scroll(ScrollEvent)
        /// The code's own verdict (a live run, `LiveRun`): true when it finished, with the call in words.
        case codeDecision(finishes: Bool, reason: String)
        /// What a policy would have decided on the same finger, beside the code's verdict.
        case policyWould(CompletionDecision, policy: CompletionPolicy)
        /// A finding: the code never finished or cancelled after the finger lifted (docs/uikit-layer.md, "A live run").
        case hang(String)
    }
}
