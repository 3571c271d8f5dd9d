extension TransitionSpec {
    /// How a finger drives a transition played from this spec.
    public struct FingerSetup: Hashable, Sendable {
        /// The pan: its direction, edge zone and distance, in points.
        public var pan: InteractionSession.PanConfiguration
        /// The spec's completion policy; nil without an interaction.
        public var completion: CompletionPolicy?
        /// True when the spec has no interaction for the operation and the default stands in.
        public var isDefault: Bool
        /// The completion timing after a release: the spec's spring when it is timed by one (it then
        /// receives the finger's velocity), nil to keep the animator's own curves (UIKit's default).
        public var releaseTiming: TimingCurve?
    }

    /// The spec's interaction for `transition`'s operation and the direction it was asked for (pan
    /// mapped to that direction, so `tabBack`, which plays the other way, keeps the pan the file
    /// gives it; distance evaluated in its container); `pan` overrides the finger's direction (a pan
    /// on the other axis swaps W and H in the distance). Without one, the default: a pan the way the
    /// views move, over the container, and no policy of its own.
    public func fingerSetup(for transition: SpecTransition, pan override: Direction? = nil) -> FingerSetup {
        let requested = requestedDirection(for: transition.operation, played: transition.direction)
        if let found = interaction(for: transition.operation, direction: requested) {
            var distance = found.distance
            if let override, override.isHorizontal != found.pan.isHorizontal { distance = distance.swappingAxes }
            return FingerSetup(
                pan: .init(direction: override ?? found.pan, edgeZone: found.edgeZone, distance: distance.value(in: transition.container)),
                completion: found.completion, isDefault: false, releaseTiming: releaseTiming)
        }
        return FingerSetup(pan: .init(direction: override ?? Self.defaultPan(for: transition)), completion: nil, isDefault: true, releaseTiming: releaseTiming)
    }

    /// A spec timed by a spring releases into that spring.
    var releaseTiming: TimingCurve? {
        switch timing {
        case .spring, .springFilling: timing
        case .cubic: nil
        }
    }

    /// The default pan: the way the views move (the played direction; its opposite for a reverse
    /// operation such as dismiss or pop), `fromRight` for a spec without a direction.
    public static func defaultPan(for transition: SpecTransition) -> Direction {
        let played = transition.direction ?? .fromRight
        let reverses = !transition.operation.isForward && transition.operation != .tabBack
        return reverses ? played.opposite : played
    }
}

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
        if let reason = reasonIgnored(step, fingerDown: finger.isTouching) {
            if case .wait = step {} else { ignore("\(step): \(reason)", at: finger.time) }
        }
        for input in try inputs(for: step, with: &finger) { apply(input) }
        switch step {
        case .wait, .drag, .dragAcross, .release: advance(to: finger.time)
        case .play, .finish, .cancel, .touch, .touchAt: break
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
