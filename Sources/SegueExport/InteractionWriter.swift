import SegueEngine

/// Writes the interaction controller: a `UIPercentDrivenInteractiveTransition` subclass with its
/// pan recognizer and the completion policy as plain code.
struct InteractionWriter {
    let plan: ExportPlan
    let names: ExportNames
    let interaction: TransitionSpec.Interaction

    /// The edge a screen-edge pan starts from: the one the finger moves away from.
    private var edge: String {
        switch interaction.pan {
        case .fromLeft: "left"
        case .fromRight: "right"
        case .fromTop: "top"
        case .fromBottom: "bottom"
        }
    }

    /// The pan's progress along its direction: the translation's component the finger moves to finish.
    private func along(_ v: String) -> String {
        switch interaction.pan {
        case .fromLeft: "\(v).x"
        case .fromRight: "-\(v).x"
        case .fromTop: "\(v).y"
        case .fromBottom: "-\(v).y"
        }
    }

    func write(_ w: inout SwiftWriter) {
        let policy = interaction.completion
        let recognizer = interaction.edgeZone == nil ? "UIPanGestureRecognizer" : "UIScreenEdgePanGestureRecognizer"
        w.doc(
            "Drives `\(names.transition)` with a pan \(interaction.pan.rawValue)\(interaction.edgeZone.map { " from within \(SwiftCode.number($0)) pt of the \(edge) edge" } ?? " anywhere"): \(SwiftCode.length(interaction.distance)) of travel is the whole transition; on release, \(policy) decides."
        )
        w.block("final class \(names.interaction): UIPercentDrivenInteractiveTransition {") { w in
            w.doc("The recognizer; add it with `attach(to:)`.")
            w.line("let recognizer = \(recognizer)()")
            w.doc("Starts the transition (present, dismiss, push, pop or select) when the pan begins.")
            w.line("var begin: (() -> Void)?")
            w.doc("Whether a pan drives the transition now: the delegate returns this controller only then.")
            w.line("private(set) var isInteracting = false")
            w.line()
            w.block("override init() {") { w in
                w.line("super.init()")
                if let zone = interaction.edgeZone {
                    w.comment("UIKit's screen-edge zone is the system's (about 20 pt); the preset's is \(SwiftCode.number(zone)) pt.")
                    w.line("recognizer.edges = .\(edge)")
                }
                PanHandlerCode.addTarget(&w)
            }
            w.line()
            w.doc("Adds the recognizer to `view` (the presented or the navigation controller's view).")
            w.line("func attach(to view: UIView) { view.addGestureRecognizer(recognizer) }")
            w.line()
            w.doc("Follows the finger: progress is the translation along the pan over the pan distance.")
            w.block("func handlePan(_ recognizer: UIPanGestureRecognizer) {") { w in
                if interaction.distance.dependsOnContainer {
                    w.line("let bounds = recognizer.view?.bounds ?? .zero")
                    w.sized("bounds") { w in w.line("let distance = max(\(SwiftCode.length(interaction.distance)), 1)") }
                } else {
                    w.line("let distance: CGFloat = \(SwiftCode.length(interaction.distance))")
                }
                w.line("let translation = recognizer.translation(in: recognizer.view)")
                w.line("let velocity = recognizer.velocity(in: recognizer.view)")
                w.line("let progress = \(along("translation")) / distance")
                w.line("switch recognizer.state {")
                for l in [
                    "case .began:", "    isInteracting = true", "    begin?()", "case .changed:", "    update(progress)", "case .ended:",
                    "    isInteracting = false",
                    "    if Self.shouldFinish(progress: progress, velocity: velocity, distance: distance) { finish() } else { cancel() }",
                    "case .cancelled, .failed:", "    isInteracting = false", "    cancel()", "default:", "    break",
                ] {
                    w.line(l)
                }
                w.line("}")
            }
            w.line()
            writePolicy(&w, policy)
        }
        w.line()
        PanHandlerCode.objcForwarder(&w, for: names.interaction)
    }

    /// The completion policy as code, named in its comment as presets write it.
    private func writePolicy(_ w: inout SwiftWriter, _ policy: CompletionPolicy) {
        let v = policy.values.map { SwiftCode.number($0) }
        w.doc(
            "`\(policy)`: whether a release finishes the transition (else it cancels). `progress` is the pan's travel over `distance` (points), `velocity` in points per second."
        )
        w.block("static func shouldFinish(progress: CGFloat, velocity: CGPoint, distance: CGFloat) -> Bool {") { w in
            if policy.kind != .percent { w.line("let speed = \(along("velocity"))") }
            switch policy.kind {
            case .percent:
                w.comment("Past the threshold, whatever the speed.")
                w.line("return progress > \(v[0])")
            case .percentOrVelocity:
                w.comment("Never while moving back faster than \(v[2]) pt/s; else past \(v[0]) of the way, or faster than \(v[1]) pt/s.")
                w.line("guard speed > \(SwiftCode.operand(policy.values[2])) else { return false }")
                w.line("return progress > \(v[0]) || speed > \(v[1])")
            case .flick, .forwardFlick:
                let forward = policy.kind == .forwardFlick
                if !forward { w.line("let clamped = min(max(progress, 0), 1)") }
                w.line("let magnitude = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()")
                if forward {
                    w.comment("A flick faster than \(v[1]) pt/s toward the end finishes; otherwise past \(v[0]) of the way.")
                    w.line("if magnitude > \(v[1]), speed > 0 { return true }")
                    w.line("return progress > \(v[0])")
                } else {
                    let horizontal = interaction.pan.isHorizontal
                    w.comment("A flick of at least \(v[1]) pt/s along the pan's axis decides by its direction; otherwise past \(v[0]) of the way.")
                    w.line("let alongAxis = \(horizontal ? "abs(velocity.x) > abs(velocity.y)" : "!(abs(velocity.x) > abs(velocity.y))")")
                    w.line("if magnitude >= \(v[1]), alongAxis { return speed > 0 }")
                    w.line("return clamped > \(v[0])")
                }
            case .projection:
                w.comment("Where the finger would come to rest, decelerating at \(v[0]) per millisecond as a scroll view does, past \(v[1]) of the way.")
                w.line("let projected = (speed / 1000) * \(v[0]) / (1 - \(v[0]))")
                w.line("return progress + projected / distance > \(v[1])")
            case .nearestEnd:
                w.comment("The nearer end once the velocity's share (over \(v[0])) is added, at \(v[1]) or beyond.")
                w.line("let clamped = min(max(progress, 0), 1)")
                w.line("return clamped + speed / distance / \(v[0]) >= \(v[1])")
            }
        }
    }
}
