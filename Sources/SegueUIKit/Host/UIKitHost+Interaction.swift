import SegueEngine

/// One call the code made on a transition's context: what, when (virtual seconds) and at which
/// progress (docs/uikit-layer.md, "Interaction"). Calls UIKit ignores are kept too, marked.
public struct InteractionCall: Hashable, Sendable, CustomStringConvertible {
    /// The context's calls, and the transition's completion.
    public enum Kind: String, Hashable, Sendable {
        /// `updateInteractiveTransition(_:)`.
        case update
        /// `finishInteractiveTransition()`.
        case finish
        /// `cancelInteractiveTransition()`.
        case cancel
        /// `pauseInteractiveTransition()`.
        case pause
        /// `completeTransition(_:)`: progress 1 when it completed, 0 when cancelled.
        case complete
    }

    /// What was called.
    public var kind: Kind
    /// Virtual seconds.
    public var time: Double
    /// The progress given (update), the last progress (finish, cancel, pause) or the outcome (complete).
    public var progress: Double
    /// False when UIKit ignores the call (and Segue logged why).
    public var accepted: Bool

    /// `0.25 s update 0.4`.
    public var description: String {
        "\(time.formatted(digits: 3)) s \(kind.rawValue) \(progress.formatted(digits: 3))\(accepted ? "" : " (ignored)")"
    }
}

extension UIKitHost {
    /// Where a transition's interaction stands, from its context's calls.
    enum InteractionPhase {
        case interactive, finishing, cancelling, completed
    }

    /// Records a context call and says whether UIKit acts on it: after `completeTransition(_:)`
    /// nothing is; after a finish or cancel, only a pause (a grab) is; an update while not
    /// interactive is ignored. What is ignored is logged.
    @discardableResult
    func interactionCall(_ kind: InteractionCall.Kind, _ progress: CGFloat, on context: UIViewControllerContextTransitioning) -> Bool {
        let key = ObjectIdentifier(context)
        let phase = interactionPhases[key] ?? .interactive
        var reason: String?
        switch (kind, phase) {
        case (.complete, _):
            interactionPhases[key] = .completed
            liveTimeline = nil
        case (_, .completed): reason = "after the transition completed"
        case (.update, .finishing), (.update, .cancelling):
            reason = "after \(phase == .finishing ? "finish" : "cancel") (UIKit ignores updates unless the transition is interactive)"
        case (.finish, .finishing), (.cancel, .cancelling): reason = "twice"
        case (.finish, .cancelling), (.cancel, .finishing): reason = "after \(phase == .finishing ? "finish" : "cancel"), before a pause"
        case (.finish, _): interactionPhases[key] = .finishing
        case (.cancel, _): interactionPhases[key] = .cancelling
        case (.pause, _), (.update, .interactive): interactionPhases[key] = .interactive
        }
        let accepted = reason == nil
        interactionCalls.append(InteractionCall(kind: kind, time: now, progress: Double(progress), accepted: accepted))
        if let reason {
            let name = kind == .update ? "updateInteractiveTransition(_:)" : "\(kind.rawValue)InteractiveTransition()"
            note(.warning, "\(name) called \(reason): ignored, as UIKit ignores it")
        }
        return accepted
    }

    /// The phase of the transition `context` belongs to.
    func interactionPhase(of context: UIViewControllerContextTransitioning) -> InteractionPhase {
        interactionPhases[ObjectIdentifier(context)] ?? .interactive
    }
}
