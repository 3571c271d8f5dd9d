import SegueEngine

/// Writes direct manipulation (docs/direct-manipulation.md) as its own pan handler: the view
/// follows the finger in both axes, and on release the distance rule runs the operation from where
/// the view was dropped, or the view springs back home. Velocity plays no part, as in the preset.
struct DirectDragWriter {
    let names: ExportNames
    let drag: TransitionSpec.DirectInteraction

    /// The drag handler's class: `EasyAllDrag` beside `EasyAllTransition`.
    var className: String { String(names.interaction.dropLast("Interaction".count)) + "Drag" }

    func write(_ w: inout SwiftWriter) {
        let rule = drag.rule
        let threshold = SwiftCode.number(rule.threshold)
        w.doc(
            "Drags the \(drag.view) view with the finger (direct manipulation, not a percent-driven scrub): released more than \(threshold) pt from home on either axis, it runs the \(drag.operation.rawValue) from where it was dropped; otherwise it springs back in \(SwiftCode.number(rule.springBackDuration)) s."
        )
        w.line("@MainActor")
        w.block("final class \(className): NSObject {") { w in
            w.doc("The recognizer; add it with `attach(to:)` to the \(drag.view) view.")
            w.line("let recognizer = UIPanGestureRecognizer()")
            w.doc("Runs the \(drag.operation.rawValue), animated (e.g. `presented.dismiss(animated: true)`), when a release is past the rule.")
            w.line("var begin: (() -> Void)?")
            w.doc("The view's centre when the finger came down.")
            w.line("private var home = CGPoint.zero")
            w.line()
            w.block("override init() {") { w in
                w.line("super.init()")
                PanHandlerCode.addTarget(&w)
            }
            w.line()
            w.doc("Adds the recognizer to `view`, the view the finger moves.")
            w.line("func attach(to view: UIView) { view.addGestureRecognizer(recognizer) }")
            w.line()
            w.doc("Moves the view with the finger's translation; on release the rule decides.")
            w.block("func handlePan(_ recognizer: UIPanGestureRecognizer) {") { w in
                w.line("guard let view = recognizer.view else { return }")
                w.line("let translation = recognizer.translation(in: view.superview)")
                w.line("switch recognizer.state {")
                for l in [
                    "case .began:", "    home = view.center", "case .changed:",
                    "    view.center = CGPoint(x: home.x + translation.x, y: home.y + translation.y)",
                    "case .ended:", "    if Self.shouldRun(offset: translation) {", "        begin?()", "    } else {",
                    "        let back = UIViewPropertyAnimator(duration: \(SwiftCode.number(rule.springBackDuration)), timingParameters: \(TimingCode.parameters(rule.springBackTiming)))",
                    "        let home = self.home", "        back.addAnimations { view.center = home }", "        back.startAnimation()", "    }",
                    "case .cancelled, .failed:", "    view.center = home", "default:", "    break",
                ] {
                    w.line(l)
                }
                w.line("}")
            }
            w.line()
            w.doc("`\(rule.summary)`: whether a view dropped `offset` points from home runs the \(drag.operation.rawValue).")
            w.block("static func shouldRun(offset: CGPoint) -> Bool {") { w in
                w.comment("Each axis on its own, strictly more than \(threshold) pt; the speed of the release does not count.")
                w.line("return abs(offset.x) > \(threshold) || abs(offset.y) > \(threshold)")
            }
        }
        w.line()
        PanHandlerCode.objcForwarder(&w, for: className)
    }
}
