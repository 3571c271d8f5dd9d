import SegueEngine
import SeguePlayground
import SegueRender
import SegueText
import SegueUIKit
import Testing

/// A UIKit transition with its own interaction in the playground: the keyboard's finger goes to
/// the code's recognizer, the stage shows what the code puts on screen, and the inspector puts the
/// code's verdict beside the policy's.
@Suite("Playground: the code's own gestures decide")
@MainActor
struct PlaygroundLiveUIKitTests {
    /// Slides the presented view off to the right over 0.5 s: a rightward pan dismisses it, and on
    /// release it always finishes (unless `decides` is false: then it forgets to).
    final class AlwaysFinish: UIPercentDrivenInteractiveTransition, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        weak var controller: UIViewController?
        var inProgress = false
        var decides = true

        func handle(_ pan: UIPanGestureRecognizer) {
            guard let view = pan.view else { return }
            switch pan.state {
            case .began:
                inProgress = true
                controller?.dismiss(animated: true)
            case .changed: update(min(max(pan.translation(in: view).x / view.bounds.width, 0), 0.99))
            case .ended, .cancelled: if decides { finish() }
            default: break
            }
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            inProgress ? self : nil
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let from = context.view(forKey: .from)!
            if let to = context.view(forKey: .to), to.superview !== context.containerView { context.containerView.insertSubview(to, belowSubview: from) }
            UIView.animate(
                withDuration: 0.5, delay: 0, options: .curveLinear, animations: { from.frame.origin.x = context.containerView.bounds.width },
                completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }
    }

    static func transition(decides: Bool = true) -> UIKitTransition {
        UIKitTransition(name: "always-finish", operation: .dismiss, interaction: TransitionInteraction(pan: .init(direction: .fromLeft))) { window in
            let root = UIViewController()
            window.rootViewController = root
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen
            let slide = AlwaysFinish()
            slide.decides = decides
            slide.controller = presented
            window.addGestureRecognizer(UIPanGestureRecognizer(target: slide, action: Selector(AlwaysFinish.handle(_:))))
            presented.transitioningDelegate = slide
            return {
                _ = slide
                root.present(presented, animated: true)
            }
        }
    }

    /// The keyboard's finger down, `steps` fine drags forward 1/60 s apart, held, lifted; then `after` seconds of ticks.
    static func drag(_ playground: inout PlaygroundPane, steps: Int, after: Double = 2) {
        var now = 0.0
        func tick() {
            now += 1.0 / 60
            _ = playground.handle(.tick(now: now))
        }
        _ = playground.perform(.startDrag)
        for _ in 0..<steps {
            tick()
            _ = playground.perform(.dragForward)
        }
        for _ in 0..<10 { tick() }
        _ = playground.perform(.lift)
        for _ in 0..<Int(after * 60) { tick() }
    }

    static func playground(_ transition: UIKitTransition) -> PlaygroundPane {
        var playground = PlaygroundPane(presets: [], codedTransitions: [transition], options: .init(render: RenderOptions(colorDepth: .none)))
        _ = playground.handle(.resize(columns: 120, rows: 40))
        _ = playground.handle(.tick(now: 0))
        return playground
    }

    @Test("a short drag: the code finishes where percent(0.5) would cancel, and the inspector shows both")
    func verdicts() {
        var playground = Self.playground(Self.transition())
        #expect(playground.playsLive)
        Self.drag(&playground, steps: 6)
        let lines = playground.log.map(\.text)
        #expect(lines.contains { $0.hasPrefix("your code: finish") }, "\(lines)")
        #expect(lines.contains("percent(0.5) would: cancel"), "\(lines)")
        #expect(lines.contains("completed at end"), "\(lines)")
        let screen = playground.view(columns: 120, rows: 40).text
        #expect(screen.contains("your code: finish · percent(0.5) would: cancel"), "\(screen)")
        // The stage is the code's (finished), not the policy's session (cancelled: the views are back).
        let code = playground.liveScene!
        #expect(code != playground.session!.scene(at: playground.time))
        #expect(playground.stageGrid(width: 40, height: 20) == StageRenderer(options: RenderOptions(colorDepth: .none)).render(code, width: 40, height: 20))
    }

    @Test("code that never decides: after 10 s the hang is logged as a finding with the last calls")
    func hang() {
        var playground = Self.playground(Self.transition(decides: false))
        Self.drag(&playground, steps: 20, after: 11)
        let hang = playground.log.map(\.text).first { $0.hasPrefix("hang:") }
        #expect(hang?.contains("never finished or cancelled within 10 s") == true, "\(playground.log.map(\.text))")
        #expect(hang?.contains("last calls:") == true)
    }

    /// The inspector's line `name`, as shown.
    static func inspector(_ name: String, _ playground: PlaygroundPane) -> String? {
        playground.view(columns: 120, rows: 40).text.split(separator: "\n").lazy.compactMap { row -> String? in
            guard let range = row.range(of: name + " ") else { return nil }
            return String(row[range.upperBound...]).trimmingCharacters(in: .whitespaces)
        }.first
    }

    @Test("the inspector's animator, progress and timeline figures are the code's own: its timeline, its fraction, its operation")
    func codeFigures() {
        var playground = Self.playground(Self.transition())
        #expect(Self.inspector("operation", playground)?.hasPrefix("dismiss") == true)
        #expect(Self.inspector("animator", playground) == "ready (your code)")
        var now = 0.0
        _ = playground.perform(.startDrag)
        for _ in 0..<12 {
            now += 1.0 / 60
            _ = playground.handle(.tick(now: now))
            _ = playground.perform(.dragForward)
        }
        now += 1.0 / 60
        _ = playground.handle(.tick(now: now))
        // Finger down: the code's UIView.animate runs on the percent-driven controller's paused
        // timeline, at the fraction the code last gave to update(_:).
        #expect(Self.inspector("animator", playground) == "Core Animation · paused · interactive")
        let reported = playground.shownProgress
        #expect(reported > 0.05 && reported < 0.5, "\(reported)")
        #expect(Self.inspector("progress", playground)?.hasPrefix("fraction \((reported * 100).fixed(1)) %  t ") == true)
        _ = playground.perform(.lift)
        for _ in 0..<120 {
            now += 1.0 / 60
            _ = playground.handle(.tick(now: now))
        }
        // The code finished (the policy's session cancelled): the figures say the code's outcome.
        #expect(Self.inspector("animator", playground) == "Core Animation · ✓ finished")
        #expect(playground.shownProgress == 1)
        #expect(playground.progress == 0, "the policy's own session is back at the start")
        #expect(Self.inspector("progress", playground)?.hasPrefix("fraction 100.0 %  t 0.50 of 0.50 s") == true)
        let screen = playground.view(columns: 120, rows: 40).text
        #expect(screen.contains("100.0%"), "the timeline's bar shows the code's fraction\n\(screen)")
    }
}
