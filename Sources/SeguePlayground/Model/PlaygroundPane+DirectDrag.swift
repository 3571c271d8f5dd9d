import SegueEngine

/// Drag mode for presets whose operation is driven by direct manipulation (AlertTransition's
/// drag-to-dismiss): the finger moves the view itself, in both axes, by points rather than by
/// shares of a pan distance, and on release the distance rule decides (`DirectManipulation`).
/// The keyboard's finger takes its keys from `KeyMap.directDrag` and its strokes (the points its
/// actions carry) from
/// `dragStroke(for:panDirection:panDistance:)`, as drag mode does. The mouse needs nothing of its
/// own here: a press on the view takes it, dragging moves it.
extension PlaygroundPane {
    /// The timeline's second line for a direct session: the live verdict while the view is held,
    /// else the rule.
    func directTimelineLine(_ session: InteractionSession, _ direct: DirectManipulation) -> (String, RGBColor) {
        if let verdict = session.directVerdict(at: time) {
            let offset = session.directOffset(at: time)
            let outcome = verdict.outcome == .run ? session.driver.context.operation.rawValue : verdict.outcome.rawValue
            return (
                "offset (\(Int(offset.x.rounded())), \(Int(offset.y.rounded()))) pt · release now → \(outcome): \(verdict.reason)",
                verdict.outcome == .run ? Style.finish : Style.cancel
            )
        }
        return ("drag the view to \(session.driver.context.operation.rawValue): \(direct.rule.summary)", Style.dim)
    }

    /// Whether the completion policy decides this session's release, so that `c`, `[`, `]`, `{`
    /// and `}` mean something; in a direct session the distance rule decides, and this says so
    /// (once) instead of changing a policy nobody asks.
    mutating func policyApplies() -> Bool {
        guard let direct = session?.direct else { return true }
        noteOnce("the \(operation.rawValue) follows the finger and its rule decides (\(direct.rule.summary)): c and the threshold keys do not apply")
        return false
    }

    /// The rule in the inspector's policy line.
    static func ruleText(_ direct: DirectManipulation) -> String { "direct: \(direct.rule.summary)" }
}
