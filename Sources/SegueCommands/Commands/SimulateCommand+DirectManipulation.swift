import SegueEngine
import SegueText

/// `segue simulate` on an operation the preset drives by direct manipulation: the script's drags
/// move the view (down by default, `--pan` turns them), and the log shows the drag, the distance
/// rule's decision with its reason, and the completion.
extension SimulateCommand {
    /// The direct-manipulation session for the preset's operation, or nil when its interaction is a
    /// percent-driven pan. `--policy` does not apply to it.
    func directSession(_ spec: TransitionSpec, _ transition: SpecTransition) throws(CommandFailure) -> InteractionSession? {
        guard let session = InteractionSession.direct(spec, transition, dragDirection: pan) else { return nil }
        if policy != nil {
            throw .usage(
                UsageError(
                    "'\(spec.name)' drives \(transition.operation.rawValue) by direct manipulation (a distance rule), so --policy does not apply",
                    command: Self.interface.name, optionHelp: HelpText.optionLine(Self.policyOption)))
        }
        return session
    }

    /// `easy-all dismiss, 0.25 s, container 393x852 pt; direct: presented follows the finger, |dx| or |dy| > 70 pt, else spring back in 0.33 s; drags fromTop`
    static func directHeader(name: String, transition: any Transition, session: InteractionSession, direct: DirectManipulation) -> String {
        "\(name) \(transition.operation.rawValue), \(transition.duration.shortestDescription(decimals: 3)) s, container \(transition.container.width.shortestDescription(decimals: 3))x\(transition.container.height.shortestDescription(decimals: 3)) pt; "
            + "direct: \(direct.view) follows the finger, \(direct.rule.summary); drags \(session.pan.direction.rawValue)"
    }
}
