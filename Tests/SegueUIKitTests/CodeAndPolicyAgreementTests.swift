import SegueEngine
import SegueTestSupport
import SegueUIKit
import Testing

/// Code and policy agree where they should (docs/uikit-layer.md, "A live run"): UIKit code written
/// with a library's rule decides exactly as the engine's policy for that rule, on the same seeded
/// fingers (one velocity tracker, one hysteresis).
@Suite("Interaction: the code's rule agrees with the engine's policy")
@MainActor
struct CodeAndPolicyAgreementTests {
    @Test("EasyTransitions' rule in UIKit code decides as percent-or-velocity on 30 seeded drags")
    func easyTransitions() {
        var random = SeededRandom(seed: 0xE5)
        var finishes = 0
        for _ in 0..<30 {
            let events = seededDrag(&random)
            let run = UIKitInteractiveRun(operation: .dismiss, scenario: easyDismissScenario())
            let interaction = easyInteraction(of: run)!
            for e in events { run.touch(e) }
            var pan = PanRecognizer(direction: .fromLeft, container: .phonePortrait)
            pan.handle(events)
            let policy = CompletionPolicy(.percentOrVelocity).decide(pan.completionInput)
            #expect(pan.state == .ended)
            #expect(interaction.decisions == [policy.finishes], "\(events.last!) \(policy)")
            run.tick(to: events.last!.time + 2)
            #expect(run.state == .completed(policy.finishes))
            if policy.finishes { finishes += 1 }
        }
        #expect(finishes > 3 && finishes < 27)
    }

    /// AlertTransition's drag-to-dismiss as app code writes it: the view follows the finger; on
    /// release more than 70 pt on either axis dismisses, else it springs back.
    @MainActor
    final class DragToDismiss: NSObject {
        weak var controller: UIViewController?
        var dismissed: [Bool] = []
        var origin = CGPoint.zero

        func handle(_ pan: UIPanGestureRecognizer) {
            guard let view = controller?.view else { return }
            let t = pan.translation(in: view.superview)
            switch pan.state {
            case .began: origin = view.frame.origin
            case .changed: view.frame.origin = CGPoint(x: origin.x + t.x, y: origin.y + t.y)
            case .ended, .cancelled:
                let dismiss = abs(t.x) > 70 || abs(t.y) > 70
                dismissed.append(dismiss)
                if dismiss {
                    controller?.dismiss(animated: true)
                } else {
                    UIView.animate(
                        withDuration: 0.33, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                        animations: { view.frame.origin = self.origin })
                }
            default: break
            }
        }
    }

    @Test("AlertTransition's 70 pt drag rule in UIKit code decides as the engine's direct manipulation on 30 seeded drags")
    func alertTransitionDrag() {
        var random = SeededRandom(seed: 0xA7)
        var dismissals = 0
        for _ in 0..<30 {
            let drag = DragToDismiss()
            let run = UIKitInteractiveRun(operation: .dismiss) { window in
                let root = UIViewController()
                window.rootViewController = root
                let presented = UIViewController()
                presented.modalPresentationStyle = .overFullScreen
                drag.controller = presented
                presented.view.addGestureRecognizer(UIPanGestureRecognizer(target: drag, action: Selector(DragToDismiss.handle(_:))))
                return { root.present(presented, animated: true) }
            }
            let dx = Double.random(in: -120...120, using: &random)
            let dy = Double.random(in: -120...120, using: &random)
            let start = Point(x: 196, y: 426)
            run.touch(TouchEvent(.down, at: start, time: 1))
            for i in 1...10 {
                let f = Double(i) / 10
                run.touch(TouchEvent(.move, at: Point(x: start.x + dx * f, y: start.y + dy * f), time: 1 + f * 0.2))
            }
            run.touch(TouchEvent(.up, at: Point(x: start.x + dx, y: start.y + dy), time: 1.2))
            let rule = DirectManipulation.Rule.alertTransition.decide(offset: Point(x: dx, y: dy))
            #expect(drag.dismissed == [rule.outcome == .run], "(\(dx), \(dy)) \(rule)")
            #expect((run.state != .idle) == (rule.outcome == .run))
            if rule.outcome == .run { dismissals += 1 }
        }
        #expect(dismissals > 3 && dismissals < 27)
    }
}
