import SegueEngine

extension PlaygroundPane {
    /// Plays the open preset with `operation` and `direction` (nil keeps the preset's), and its
    /// completion policy unless `policy` replaces it; the transition starts over at rest. The
    /// caller has checked that the preset supports them (a session that cannot be built shows
    /// its error in the banner, as in the playground).
    public mutating func choose(operation: TransitionOperation?, direction: Direction?, policy override: CompletionPolicy?) {
        guard let spec = preset else {
            // A coded transition plays its own operation; only the policy can change.
            if let override { setPolicy(override) }
            return
        }
        if let operation { self.operation = operation }
        if let direction { self.direction = direction }
        policy = Self.policy(of: spec, operation: self.operation, direction: self.direction)
        rebuildSession()
        if let override { setPolicy(override) }
    }

    /// Applies one input of a gesture script (`InteractionSession.inputs(for:with:)`) to the
    /// session, as if a finger or a key did it: the caller first brings the clock to the input's
    /// time with `.tick(now:)` (at speed 1 from a clock that started at 0, clock and transition
    /// time agree). The log shows what the session recorded. A touch goes to the code's own
    /// recognizers too while a live run plays, as every finger does (`PlaygroundPane+Live.swift`).
    public mutating func apply(_ input: ScriptedInput) {
        // A touch goes to the code's own recognizers too while a live run plays, as every finger does.
        if case .touch(let event) = input { take(drive.handle(event)) } else { take(drive.call { $0.apply(input) }) }
    }
}
