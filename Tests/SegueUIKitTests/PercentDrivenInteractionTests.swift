import SegueEngine
import SegueUIKit
import Testing

/// `UIPercentDrivenInteractiveTransition` on both of UIKit's paths (docs/uikit-layer.md,
/// "Interaction"): the Core Animation path scrubs time, the interruptible path the animator.
@Suite("Interaction: percent-driven, both paths")
@MainActor
struct PercentDrivenInteractionTests {
    /// What both slides share: the interaction controller, the set-up and the completion.
    class SlideBase: NSObject, UIViewControllerTransitioningDelegate {
        let interaction = UIPercentDrivenInteractiveTransition()
        var completions: [Bool] = []

        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        { self as? UIViewControllerAnimatedTransitioning }

        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

        func setUp(_ context: UIViewControllerContextTransitioning) -> UIView {
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.frame = context.finalFrame(for: context.viewController(forKey: .to)!).offsetBy(dx: 393, dy: 0)
            return to
        }

        func complete(_ context: UIViewControllerContextTransitioning) {
            completions.append(!context.transitionWasCancelled)
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    /// Slides the presented view in from the right over 0.5 s with UIView.animate on `curve`.
    final class Slide: SlideBase, UIViewControllerAnimatedTransitioning {
        var curve: UIView.AnimationOptions = .curveLinear

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let to = setUp(context)
            UIView.animate(
                withDuration: 0.5, delay: 0, options: curve, animations: { to.frame.origin.x = 0 },
                completion: { _ in self.complete(context) })
        }
    }

    /// The same slide on one interruptible ease-in-out property animator.
    final class InterruptibleSlide: SlideBase, UIViewControllerAnimatedTransitioning {
        var animator: UIViewPropertyAnimator?

        func animateTransition(using context: UIViewControllerContextTransitioning) { interruptibleAnimator(using: context).startAnimation() }

        func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            if let animator { return animator }
            let to = setUp(context)
            let a = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { to.frame.origin.x = 0 }
            a.addCompletion { _ in self.complete(context) }
            animator = a
            return a
        }
    }

    /// Presents with `slide` at t = 1 and returns the presented controller.
    func present(_ slide: SlideBase, on host: UIKitHost) -> UIViewController {
        let root = UIViewController()
        host.window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = slide
        host.advance(to: 1)
        root.present(presented, animated: true)
        return presented
    }

    func x(_ view: UIView) -> Double { Double(view.layer.presentation()!.frame.origin.x) }

    @Test("Core Animation path: update scrubs time (linear here), finish runs (1 − p)·D along ease-in-out, then completes")
    func coreAnimationFinish() {
        let host = freshHost()
        let slide = Slide()
        let presented = present(slide, on: host)
        #expect(!slide.interaction.isInterruptible)
        #expect(close(x(presented.view), 393))
        slide.interaction.update(0.4)
        host.advance(to: 3)
        #expect(close(x(presented.view), 393 * 0.6, 1e-6))
        slide.interaction.finish()
        host.advance(to: 3.15)
        let mid = 0.4 + 0.6 * CubicBezier.easeInOut.value(at: 0.5)
        #expect(close(x(presented.view), 393 * (1 - mid), 1e-6))
        #expect(slide.completions.isEmpty)
        host.advance(to: 3.3)
        #expect(slide.completions == [true])
        #expect(close(x(presented.view), 0))
        #expect(host.interactionCalls.map(\.kind) == [.update, .finish, .complete])
        #expect(host.interactionCalls.map(\.time) == [1, 3, 3.3])
    }

    @Test("Core Animation path: each animation keeps its own curve while scrubbed")
    func coreAnimationKeepsCurves() {
        let host = freshHost()
        let slide = Slide()
        slide.curve = .curveEaseIn
        let presented = present(slide, on: host)
        slide.interaction.update(0.5)
        #expect(close(x(presented.view), 393 * (1 - CubicBezier.easeIn.value(at: 0.5)), 1e-6))
    }

    @Test("Core Animation path: cancel runs p·D/speed back, removes the animations, then the completion reports the cancel")
    func coreAnimationCancel() {
        let host = freshHost()
        let slide = Slide()
        let presented = present(slide, on: host)
        slide.interaction.completionSpeed = 2
        slide.interaction.update(0.3)
        slide.interaction.cancel()
        host.advance(to: 1.07)
        #expect(slide.completions.isEmpty)
        #expect(x(presented.view) > 393 * 0.7 && x(presented.view) < 393)
        host.advance(to: 1.075)
        #expect(slide.completions == [false])
        #expect(presented.view.window == nil)
        #expect(presented.presentingViewController == nil)
    }

    @Test("Interruptible path: the same animator is paused, scrubbed linearly, finished on its own curve, and grabbed by pause")
    func interruptible() {
        let host = freshHost()
        let slide = InterruptibleSlide()
        let presented = present(slide, on: host)
        #expect(slide.interaction.isInterruptible)
        let animator = slide.animator!
        #expect(animator.state == .active && !animator.isRunning)
        slide.interaction.update(0.5)
        #expect(close(animator.fractionComplete, 0.5))
        #expect(close(x(presented.view), 393 * 0.5, 1e-6))
        slide.interaction.finish()
        #expect(animator.isRunning && !animator.isReversed)
        host.advance(to: 1.1)
        slide.interaction.pause()
        #expect(!animator.isRunning)
        let grabbed = Double(slide.interaction.percentComplete)
        #expect(grabbed > 0.5 && grabbed < 1)
        slide.interaction.update(0.2)
        slide.interaction.cancel()
        #expect(animator.isReversed)
        host.advance(to: 2)
        #expect(slide.completions == [false])
        #expect(host.interactionCalls.map(\.kind) == [.update, .finish, .pause, .update, .cancel, .complete])
    }

    @Test("wantsInteractiveStart false: the interruptible animator runs at once; a pause makes it interactive")
    func notInteractiveStart() {
        let host = freshHost()
        let slide = InterruptibleSlide()
        slide.interaction.wantsInteractiveStart = false
        _ = present(slide, on: host)
        #expect(slide.animator!.isRunning)
        host.advance(to: 1.25)
        slide.interaction.pause()
        #expect(close(slide.interaction.percentComplete, 0.5, 1e-6))
        slide.interaction.finish()
        host.advance(to: 2)
        #expect(slide.completions == [true])
    }

    @Test("Bad calls behave as UIKit and are logged: update after finish, finish twice, anything after completion")
    func badCalls() {
        let host = freshHost()
        let slide = Slide()
        _ = present(slide, on: host)
        slide.interaction.update(0.6)
        slide.interaction.finish()
        slide.interaction.update(0.1)
        slide.interaction.finish()
        host.advance(to: 3)
        slide.interaction.cancel()
        #expect(slide.completions == [true])
        #expect(host.interactionCalls.filter { !$0.accepted }.map(\.kind) == [.update, .finish, .cancel])
        #expect(host.log.contains { $0.message.contains("updateInteractiveTransition(_:) called after finish") })
        #expect(host.log.contains { $0.message.contains("finishInteractiveTransition() called twice") })
        #expect(host.log.contains { $0.message.contains("after the transition completed") })
    }
}
