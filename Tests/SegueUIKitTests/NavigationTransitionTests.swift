import SegueEngine
import SegueUIKit
import Testing

/// Push, pop and tab switches through the delegates' animators (docs/uikit-layer.md, "Navigation and
/// tab bar transitions").
@Suite("Navigation and tab bar transitions")
@MainActor
struct NavigationTransitionTests {
    /// A navigation and tab bar delegate and animator that records what UIKit asks of it, adds the to
    /// view and fades the from view out over 0.3 s.
    final class Recorder: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate, UIViewControllerAnimatedTransitioning,
        UIViewControllerInteractiveTransitioning
    {
        var calls: [String] = []
        var context: UIViewControllerContextTransitioning?
        var completes = true
        var interactive = false
        var givesAnimator = true
        /// Whether the to view was in the container when animateTransition began.
        var toViewWasInContainer: Bool?

        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            calls.append("willShow")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            calls.append("didShow")
        }
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            calls.append("animationControllerFor(\(operation == .push ? "push" : "pop"))")
            return givesAnimator ? self : nil
        }
        func navigationController(
            _ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? {
            calls.append("interactionControllerFor")
            return interactive ? self : nil
        }
        func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            calls.append("animationControllerForTransitionFrom")
            return givesAnimator ? self : nil
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            calls.append("animateTransition")
            self.context = context
            toViewWasInContainer = context.view(forKey: .to)?.superview === context.containerView
            if let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
            UIView.animate(
                withDuration: 0.3, animations: { context.view(forKey: .from)?.alpha = 0 },
                completion: { _ in
                    self.calls.append("completeTransition")
                    context.view(forKey: .from)?.alpha = 1
                    context.completeTransition(self.completes)
                })
        }
        func animationEnded(_ transitionCompleted: Bool) { calls.append("animationEnded(\(transitionCompleted))") }
        func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
            calls.append("startInteractiveTransition")
            context = transitionContext
        }
    }

    /// Records its appearance calls.
    final class Screen: UIViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
    }

    struct Nav {
        let host: UIKitHost
        let nav: UINavigationController
        let root: Screen
        let next: Screen
        let recorder: Recorder
    }

    func nav() -> Nav {
        let host = freshHost()
        let root = Screen()
        let nav = UINavigationController(rootViewController: root)
        host.window.rootViewController = nav
        let recorder = Recorder()
        nav.delegate = recorder
        return Nav(host: host, nav: nav, root: root, next: Screen(), recorder: recorder)
    }

    @Test("push: willShow, the delegate's animator for .push, animateTransition, completeTransition, animationEnded, didShow")
    func pushOrder() {
        let w = nav()
        w.nav.pushViewController(w.next, animated: true)
        #expect(w.nav.topViewController === w.next && w.nav.viewControllers.count == 2)
        w.host.advance(to: 1)
        #expect(
            w.recorder.calls == [
                "willShow", "animationControllerFor(push)", "interactionControllerFor", "animateTransition", "completeTransition", "animationEnded(true)",
                "didShow",
            ])
        #expect(w.root.calls == ["willDisappear", "didDisappear"] && w.next.calls == ["willAppear", "didAppear"])
    }

    @Test("push's context: the navigation controller's view holds the from view; the to view has its final frame, not yet added")
    func pushContext() {
        let w = nav()
        w.nav.pushViewController(w.next, animated: true)
        let c = w.recorder.context!
        #expect(c.containerView === w.nav.view)
        #expect(c.viewController(forKey: .from) === w.root && c.viewController(forKey: .to) === w.next)
        #expect(c.view(forKey: .from) === w.root.view && w.root.view.superview === w.nav.view)
        #expect(c.view(forKey: .to) === w.next.view && w.next.view.frame == w.nav.view.bounds && w.recorder.toViewWasInContainer == false)
        #expect(c.initialFrame(for: w.root) == w.nav.view.bounds && c.finalFrame(for: w.root) == .zero)
        #expect(c.initialFrame(for: w.next) == .zero && c.finalFrame(for: w.next) == w.nav.view.bounds)
        #expect(c.presentationStyle == .none && c.isAnimated && !c.isInteractive)
        w.host.advance(to: 1)
        #expect(w.root.view.superview == nil && w.next.view.superview === w.nav.view)
    }

    @Test("pop: the stack drops the top at once; the animator for .pop goes from the top to the one under; the top's view leaves")
    func pop() {
        let w = nav()
        w.nav.pushViewController(w.next, animated: false)
        w.recorder.calls = []
        let popped = w.nav.popViewController(animated: true)
        #expect(popped === w.next && w.nav.viewControllers.count == 1 && w.nav.topViewController === w.root)
        let c = w.recorder.context!
        #expect(c.viewController(forKey: .from) === w.next && c.viewController(forKey: .to) === w.root)
        #expect(c.view(forKey: .from) === w.next.view && c.view(forKey: .to) === w.root.view)
        w.host.advance(to: 1)
        #expect(w.recorder.calls.first == "willShow" && w.recorder.calls.contains("animationControllerFor(pop)") && w.recorder.calls.last == "didShow")
        #expect(w.next.view.superview == nil && w.root.view.superview === w.nav.view)
    }

    @Test("a cancelled push puts the stack back and takes the to view away; didShow is not called")
    func cancelledPush() {
        let w = nav()
        w.recorder.completes = false
        w.nav.pushViewController(w.next, animated: true)
        w.host.advance(to: 1)
        #expect(w.nav.viewControllers.count == 1 && w.nav.topViewController === w.root && w.next.parent == nil)
        #expect(w.next.view.superview == nil && w.root.view.superview === w.nav.view)
        #expect(w.recorder.calls.last == "animationEnded(false)" && !w.recorder.calls.contains("didShow"))
        #expect(w.next.calls == ["willAppear", "willDisappear", "didDisappear"] && w.root.calls == ["willDisappear", "willAppear", "didAppear"])
    }

    @Test("a cancelled pop keeps the top controller on the stack and its view on screen")
    func cancelledPop() {
        let w = nav()
        w.nav.pushViewController(w.next, animated: false)
        w.recorder.completes = false
        w.nav.popViewController(animated: true)
        w.host.advance(to: 1)
        #expect(w.nav.viewControllers.count == 2 && w.nav.topViewController === w.next)
        #expect(w.next.view.superview === w.nav.view && w.root.view.superview == nil)
    }

    @Test("not animated, or without the delegate's animator: the stack changes at once; UIKit's own slide is a gap")
    func atOnce() {
        let w = nav()
        w.nav.pushViewController(w.next, animated: false)
        #expect(!w.recorder.calls.contains { $0.hasPrefix("animationControllerFor") })
        #expect(w.recorder.calls == ["willShow", "didShow"] && w.next.view.superview === w.nav.view && w.root.view.superview == nil)
        #expect(!w.host.gaps.contains(.defaultNavigationAnimation))
        w.recorder.givesAnimator = false
        w.nav.popViewController(animated: true)
        #expect(w.root.view.superview === w.nav.view && w.next.view.superview == nil)
        #expect(w.host.gaps.contains(.defaultNavigationAnimation))
    }

    @Test("the delegate's interaction controller starts the transition interactively instead of animateTransition")
    func interactive() {
        let w = nav()
        w.recorder.interactive = true
        w.nav.pushViewController(w.next, animated: true)
        #expect(w.recorder.calls.suffix(2) == ["interactionControllerFor", "startInteractiveTransition"])
        #expect(w.recorder.context?.isInteractive == true && !w.recorder.calls.contains("animateTransition"))
    }

    @Test("pushing a controller already on the stack, or a push during a push, is logged and ignored")
    func ignored() {
        let w = nav()
        w.nav.pushViewController(w.root, animated: true)
        #expect(w.nav.viewControllers.count == 1 && w.host.log.contains { $0.level == .error })
        w.nav.pushViewController(w.next, animated: true)
        w.nav.pushViewController(Screen(), animated: true)
        #expect(w.nav.viewControllers.count == 2 && w.host.log.contains { $0.message.contains("while another one runs") })
    }
}
