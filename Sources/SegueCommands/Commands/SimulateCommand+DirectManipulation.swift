import SegueEngine

/// `segue simulate` on an operation the preset drives by direct manipulation: the script's drags
/// move the view (down by default, `--pan` turns them), and the log shows the drag, the distance
/// rule's decision with its reason, and the completion.
extension SimulateCommand {
    /// The direct-manipulation session for the preset's operation, or nil when its interaction is a
    /// percent-driven pan. `--policy` does not apply to it.
    func directSession(_ spec: TransitionSpec, _ transition: SpecTransition) throws(CommandFailure) -> InteractionSession? {
        guard let session = InteractionSession.direct(spec, transition, dragDirection: pan) else { return nil }
        if policy != nil {
            throw .usage(UsageError("'\(spec.name)' drives \(transition.operation.rawValue) by direct manipulation (a distance rule), so --policy does not apply",
                                    command: Self.interface.name, optionHelp: HelpText.optionLine(Self.policyOption)))
        }
        return session
    }

    /// `easy-all dismiss, 0.25 s, container 393x852 pt; direct: presented follows the finger, |dx| or |dy| > 70 pt, else spring back in 0.33 s; drags fromTop`
    static func directHeader(spec: TransitionSpec, transition: SpecTransition, session: InteractionSession, direct: DirectManipulation) -> String {
        "\(spec.name) \(transition.operation.rawValue), \(number(transition.duration)) s, container \(number(transition.container.width))x\(number(transition.container.height)) pt; "
            + "direct: \(direct.view) follows the finger, \(direct.rule.summary); drags \(session.pan.direction.rawValue)"
    }

    static func directName(_ event: DirectManipulation.Event) -> String {
        switch event {
        case .dragBegan: "drag-began"
        case .dropped: "dropped"
        case .decided: "decision"
        }
    }

    /// The JSON fields of a direct-manipulation event (after t, event and progress).
    static func directFields(_ event: DirectManipulation.Event) -> [(String, String)] {
        switch event {
        case let .dragBegan(view):
            [("view", JSONText.quote(view))]
        case let .dropped(offset, velocity):
            [("dx", JSONText.number(offset.x)), ("dy", JSONText.number(offset.y)), ("vx", JSONText.number(velocity.x)), ("vy", JSONText.number(velocity.y))]
        case let .decided(decision, operation):
            [("outcome", JSONText.quote(decision.outcome == .run ? operation.rawValue : decision.outcome.rawValue)),
             ("rule", JSONText.quote("direct")), ("reason", JSONText.quote(decision.reason))]
        }
    }
}
