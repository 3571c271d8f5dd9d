import SegueEngine

extension PlaygroundPane {
    /// What the pane's finger and clock drive, as one `FingerDriven`: the policy's session and,
    /// for a coded transition whose code has its own interaction (`CodeInteractive`), a live run
    /// of that code beside it (`LiveDrive`). With a live run the code decides and its records are
    /// shown; of the policy's session only its decision, as what the policy would say
    /// (`InteractionSession.Event.policyWould`). Each call returns the records it added.
    struct Drive: FingerDriven {
        typealias Record = InteractionSession.Record

        /// The policy's session; nil when the open preset cannot play.
        var session: InteractionSession?
        /// The code's own run, on the pane's clock; nil unless the code decides.
        var live: LiveDrive?
        /// Whether a transition whose code has its own interaction plays live (the code decides);
        /// false in compare mode's pane B, where the policy decides the same transition.
        var runsCode = true
        /// The decisions the pane has taken in.
        var verdicts = Verdicts()
        /// The decision records taken in while the pane handles one event, for compare mode
        /// (`PlaygroundPane.step`): the code's in a pane that plays live, else the policy's.
        var handed: [Record] = []

        @discardableResult
        mutating func handle(_ event: TouchEvent) -> [Record] { handle([event]) }

        /// Touches in a row: the policy's records first, then the code's.
        @discardableResult
        mutating func handle(_ events: [TouchEvent]) -> [Record] {
            var policy: [Record] = []
            var code: [Record] = []
            for event in events {
                policy += session?.handle(event) ?? []
                code += live?.handle(event) ?? []
            }
            return shown(policy) + code
        }

        @discardableResult
        mutating func advance(to time: Double) -> [Record] {
            let policy = session?.advance(to: time) ?? []
            let code = live?.advance(to: time) ?? []
            return shown(policy) + code
        }

        /// A call on the policy's session (a scrub, a play, a finish call…), and the records it added.
        mutating func call(_ body: (inout InteractionSession) -> Void) -> [Record] {
            guard var current = session else { return [] }
            // Out of `session` while it changes, so that its log is not copied.
            session = nil
            let before = current.log.count
            body(&current)
            let added = current.log.count > before ? Array(current.log[before...]) : []
            session = current
            return shown(added)
        }

        /// The policy's records as the pane shows them: all of them, or beside a live run only its
        /// decisions, as what it would say.
        func shown(_ records: [Record]) -> [Record] {
            guard live != nil else { return records }
            return records.compactMap { record in
                guard case .decision(let decision, let policy) = record.event else { return nil }
                return Record(
                    time: record.time, event: .policyWould(decision, policy: policy), progress: record.progress, visualProgress: record.visualProgress)
            }
        }

        func scene(at time: Double) -> Scene {
            live?.scene(at: time) ?? session?.scene(at: time) ?? Scene(container: Size(width: 0, height: 0), views: [])
        }

        var records: [Record] { live?.records ?? session?.log ?? [] }

        var completedPosition: AnimatingPosition? { live.map(\.completedPosition) ?? session?.completedPosition }
    }
}
