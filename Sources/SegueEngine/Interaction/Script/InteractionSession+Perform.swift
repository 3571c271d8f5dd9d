extension InteractionSession {
    /// Performs one step of a gesture script with `finger`: `play`, `finish` and `cancel` are calls,
    /// the others move the finger (touch at `touchStartPoint`, drags along the pan) and time on.
    ///
    /// No step vanishes: one that cannot act is logged as ignored with its reason (docs/hardening.md):
    /// any step but `wait` once the transition has completed, `play` while it runs (or while a
    /// finger holds a directly manipulated view), a `cancel` with nothing begun in a direct
    /// session, and a `drag` or `release` of a finger whose transition a `play`, `finish` or
    /// `cancel` took over (or whose touch a direct session ignored).
    public mutating func perform(_ step: GestureStep, with finger: inout GestureSimulator) throws(GestureSimulator.Failure) {
        logIfIgnored(step, fingerDown: finger.isTouching, at: finger.time)
        for input in try inputs(for: step, with: &finger) { apply(input) }
        switch step {
        case .wait, .drag, .dragAcross, .release: advance(to: finger.time)
        case .play, .finish, .cancel, .touch, .touchAt: break
        }
    }

    /// Logs `step` as ignored, with the reason, when it cannot act now (a `wait` is never logged).
    mutating func logIfIgnored(_ step: GestureStep, fingerDown: Bool, at time: Double) {
        if let reason = reasonIgnored(step, fingerDown: fingerDown) {
            if case .wait = step {} else { ignore("\(step): \(reason)", at: time) }
        }
    }

    /// Why `step` would have no effect now, or nil when it acts (or says why itself: a touch).
    private func reasonIgnored(_ step: GestureStep, fingerDown: Bool) -> String? {
        if isCompleted { return "the transition has already completed" }
        let operation = driver.context.operation.rawValue
        switch step {
        case .play:
            if driver.interaction.phase != .waiting { return "the transition is already running" }
            if direct?.isHeld == true { return "a finger holds the view" }
            return nil
        case .cancel where direct != nil && driver.interaction.phase == .waiting && direct?.isHeld != true:
            if case .springingBack = direct?.phase { return "the view is already springing back" }
            return "the \(operation) has not begun: nothing to cancel"
        case .drag, .dragAcross, .release:
            guard fingerDown else { return nil }
            if let call = takenFromFinger { return "'\(call)' took the transition from the finger" }
            // The touch was ignored (outside the view, springing back, the operation under way).
            if let direct, !direct.isHeld { return "no finger holds the view" }
            return nil
        case .wait, .touch, .touchAt, .finish, .cancel:
            return nil
        }
    }
}

/// A session performs a script on its own (one pane): a step that cannot act is logged as
/// ignored, with its reason, when it starts.
extension InteractionSession: ScriptTarget {
    /// Brings the clock to the step's start and logs the step if it cannot act.
    public mutating func begin(step number: Int, _ step: GestureStep, fingerDown: Bool, at time: Double, pane: Int) {
        advance(to: time)
        logIfIgnored(step, fingerDown: fingerDown, at: time)
    }

    /// `advance(to:)`.
    public mutating func moveClock(to time: Double) { advance(to: time) }

    /// `apply(_:)`.
    public mutating func apply(_ input: ScriptedInput, pane: Int) { apply(input) }

    /// `isCompleted`.
    public var isSettled: Bool { isCompleted }
}
