import SegueEngine
import SegueUIKit
import Testing

/// Presenting and dismissing through the transitioning protocols (docs/uikit-layer.md,
/// "Transitioning"): the order UIKit calls things in, the context, and the styles.
@Suite("Transitioning: present and dismiss")
@MainActor
struct TransitioningTests {
    /// A delegate and animator that records what UIKit asks of it and slides the view in.
    class Recorder: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        var calls: [String] = []
        var context: UIViewControllerContextTransitioning?
        var completes = true
        var completeTwice = false
        var makesPresentationController = false

        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        {
            calls.append("animationController(forPresented:)")
            return self
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            calls.append("animationController(forDismissed:)")
            return self
        }

        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
            -> UIPresentationController?
        {
            calls.append("presentationController(forPresented:)")
            return makesPresentationController ? Sheet(presentedViewController: presented, presenting: presenting) : nil
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            calls.append("transitionDuration")
            return 0.4
        }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            calls.append("animateTransition")
            self.context = context
            let presenting = context.viewController(forKey: .to)?.presentingViewController === context.viewController(forKey: .from)
            if presenting, let to = context.view(forKey: .to) {
                context.containerView.addSubview(to)
                to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
            }
            UIView.animate(
                withDuration: 0.4,
                animations: {
                    if presenting { context.view(forKey: .to)?.alpha = 1 } else { context.view(forKey: .from)?.alpha = 0 }
                },
                completion: { _ in
                    self.calls.append("completeTransition")
                    context.completeTransition(self.completes)
                    if self.completeTwice { context.completeTransition(true) }
                })
        }

        func animationEnded(_ transitionCompleted: Bool) { calls.append("animationEnded(\(transitionCompleted))") }
    }

    final class Sheet: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            let b = containerView!.bounds
            return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
        }
    }

    struct World {
        let host: UIKitHost
        let root: UIViewController
        let presented: UIViewController
        let recorder: Recorder
    }

    func world(_ style: UIModalPresentationStyle = .custom) -> World {
        let host = freshHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let presented = UIViewController()
        let recorder = Recorder()
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = recorder
        return World(host: host, root: root, presented: presented, recorder: recorder)
    }

    @Test("UIKit's order: the delegate, the animator's duration, animateTransition, completeTransition, animationEnded, the present's completion")
    func order() {
        let w = world()
        var completed = false
        w.root.present(w.presented, animated: true) { completed = true }
        #expect(w.root.presentedViewController === w.presented && w.presented.presentingViewController === w.root)
        w.host.advance(to: 1)
        #expect(
            w.recorder.calls == [
                "presentationController(forPresented:)", "animationController(forPresented:)", "transitionDuration", "animateTransition",
                "completeTransition", "animationEnded(true)",
            ])
        #expect(completed)
    }

    @Test("the context of a custom present: the container in the window, no from view, the to view, the frames")
    func customContext() {
        let w = world()
        w.recorder.makesPresentationController = true
        w.root.present(w.presented, animated: true)
        let c = w.recorder.context!
        #expect(c.containerView.window === w.host.window && c.containerView.frame == w.host.window.bounds)
        #expect(c.view(forKey: .from) == nil && c.view(forKey: .to) === w.presented.view)
        #expect(c.viewController(forKey: .from) === w.root && c.viewController(forKey: .to) === w.presented)
        #expect(c.initialFrame(for: w.presented) == .zero)
        #expect(c.finalFrame(for: w.presented) == CGRect(x: 0, y: 426, width: 393, height: 426))
        #expect(c.finalFrame(for: w.root) == w.root.view.frame)
        #expect(!c.isInteractive && !c.transitionWasCancelled && c.isAnimated && c.presentationStyle == .custom)
        w.host.advance(to: 1)
        #expect(w.root.view.window === w.host.window)
    }

    @Test("full screen: the presenting view is in the container, its final frame .zero, and it leaves the window once presented")
    func fullScreen() {
        let w = world(.fullScreen)
        w.root.present(w.presented, animated: true)
        let c = w.recorder.context!
        #expect(c.view(forKey: .from) === w.root.view && w.root.view.superview === c.containerView)
        #expect(c.finalFrame(for: w.root) == .zero && c.initialFrame(for: w.root) == w.host.window.bounds)
        #expect(!w.recorder.calls.contains("presentationController(forPresented:)"))
        w.host.advance(to: 1)
        #expect(w.root.view.window == nil)
    }

    @Test("over full screen keeps the presenting view in the window")
    func overFullScreen() {
        let w = world(.overFullScreen)
        w.root.present(w.presented, animated: true)
        #expect(w.recorder.context!.view(forKey: .from) == nil)
        w.host.advance(to: 1)
        #expect(w.root.view.window === w.host.window)
    }

    @Test("current context covers the controller that defines the context, and removes its view")
    func currentContext() {
        let w = world(.currentContext)
        let child = UIViewController()
        w.root.addChild(child)
        w.root.view.addSubview(child.view)
        child.definesPresentationContext = true
        child.present(w.presented, animated: true)
        #expect(w.presented.presentingViewController === child)
        w.host.advance(to: 1)
        #expect(child.view.window == nil)
    }

    @Test("dismiss: the delegate's dismissal animator, from the presented to the presenting controller, and the view leaves")
    func dismiss() {
        let w = world()
        w.root.present(w.presented, animated: true)
        w.host.advance(to: 1)
        w.recorder.calls = []
        var done = false
        w.presented.dismiss(animated: true) { done = true }
        let c = w.recorder.context!
        #expect(c.viewController(forKey: .from) === w.presented && c.view(forKey: .from) === w.presented.view && c.view(forKey: .to) == nil)
        #expect(c.finalFrame(for: w.presented) == .zero)
        w.host.advance(to: 2)
        #expect(w.recorder.calls.first == "animationController(forDismissed:)" && done)
        #expect(w.presented.view.window == nil && w.root.presentedViewController == nil && w.presented.presentingViewController == nil)
    }

    @Test("a cancelled presentation takes the presented view away and undoes the links")
    func cancelled() {
        let w = world()
        w.recorder.completes = false
        var completed = false
        w.root.present(w.presented, animated: true) { completed = true }
        w.host.advance(to: 1)
        #expect(!completed && w.root.presentedViewController == nil && w.presented.view.window == nil)
        #expect(w.recorder.calls.last == "animationEnded(false)")
    }

    @Test("completeTransition twice: the second is logged and ignored; animationEnded runs once")
    func completeTwice() {
        let w = world()
        w.recorder.completeTwice = true
        w.root.present(w.presented, animated: true)
        w.host.advance(to: 1)
        #expect(w.recorder.calls.filter { $0.hasPrefix("animationEnded") }.count == 1)
        #expect(w.host.log.contains { $0.level == .warning && $0.message.contains("completeTransition(_:) called again") })
    }

    @Test("presenting while already presenting is logged and ignored, as UIKit does")
    func alreadyPresenting() {
        let w = world()
        w.root.present(w.presented, animated: true)
        w.root.present(UIViewController(), animated: true)
        #expect(w.root.presentedViewController === w.presented)
        #expect(w.host.log.contains { $0.message.contains("already presenting") })
    }

    @Test("without a custom animator UIKit's cover vertical slides the view up from the bottom over 0.5 s")
    func defaultAnimation() {
        let host = freshHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let presented = UIViewController()
        root.present(presented, animated: true)
        host.advance(to: 0.25)
        #expect(close(presented.view.layer.presentation()!.frame.minY, 852 * (1 - CubicBezier.easeInOut.value(at: 0.5)), 1e-6))
        host.advance(to: 0.5)
        #expect(presented.view.frame.minY == 0 && root.view.window == nil)
    }

    @Test("not animated: the transition still runs its animator, with every change at once")
    func notAnimated() {
        let w = world()
        w.root.present(w.presented, animated: false)
        #expect(w.recorder.context?.isAnimated == false)
        w.host.runDueEvents()
        #expect(w.recorder.calls.contains("animationEnded(true)"))
    }
}
