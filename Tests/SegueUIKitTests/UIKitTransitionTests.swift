import SegueEngine
import SegueUIKit
import Testing

/// Playing UIKit code as a Segue transition (docs/uikit-layer.md, "Playing it"), with the bad input
/// UIKit tolerates.
@Suite("UIKitTransition")
@MainActor
struct UIKitTransitionTests {
    /// An animator whose behaviour each test chooses.
    final class Animator: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        let body: (UIViewControllerContextTransitioning) -> Void
        init(_ body: @escaping (UIViewControllerContextTransitioning) -> Void) { self.body = body }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        { self }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { body(transitionContext) }
    }

    /// A custom present (or dismiss) driven by `animator`.
    func transition(_ animator: Animator, _ operation: TransitionOperation = .present, container: Size = .phonePortrait) -> UIKitTransition {
        UIKitTransition(name: "t", operation: operation, container: container) { window in
            let root = UIViewController()
            window.rootViewController = root
            let next = UIViewController()
            next.modalPresentationStyle = .custom
            next.transitioningDelegate = animator
            return { root.present(next, animated: true) }
        }
    }

    /// Fades the presented view in (or out on dismissal) over 0.5 s.
    static let fade = Animator { c in
        let presenting = c.view(forKey: .to) != nil
        if let to = c.view(forKey: .to) {
            c.containerView.addSubview(to)
            to.alpha = 0
        }
        UIView.animate(
            withDuration: 0.5,
            animations: {
                if presenting { c.view(forKey: .to)?.alpha = 1 } else { c.view(forKey: .from)?.alpha = 0 }
            }, completion: { _ in c.completeTransition(true) })
    }

    @Test("the captured animations become tracks: one per block, then the timeline")
    func tracks() {
        let t = transition(Self.fade)
        #expect(t.failure == nil && t.duration == 0.5)
        #expect(t.tracks.count == 2)
        #expect(t.tracks[0].curve == .easeInOut && t.tracks[1].curve == .linear)
        #expect(close(t.scene(at: 0)["presented"]!.alpha, 0) && close(t.scene(at: 0.5)["presented"]!.alpha, 0.5, 1e-12))
        #expect(close(t.scene(atTimeFraction: 0.5)["presented"]!.alpha, CubicBezier.easeInOut.value(at: 0.5), 1e-12))
        #expect(t.scene(at: 0.5)["presenting"]?.role == .presenting)
        #expect(t.animatorDuration == 0.5)
    }

    @Test("dismiss: the set-up presents without animation, then the presented controller is dismissed")
    func dismiss() {
        let t = transition(Self.fade, .dismiss)
        #expect(t.failure == nil)
        #expect(close(t.scene(at: 0)["presented"]!.alpha, 1) && close(t.scene(at: 1)["presented"]!.alpha, 0, 1e-12))
    }

    @Test("the window follows the container: captured again in landscape, the views fill it")
    func turning() {
        let t = transition(Self.fade)
        let landscape = t.inContainer(Size(width: 852, height: 393))
        #expect(landscape.container == Size(width: 852, height: 393))
        #expect(close(landscape.scene(at: 1)["presented"]!.quad.bottomRight, Point(x: 852, y: 393)))
        #expect(close(landscape.scene(at: 1)["presenting"]!.quad.bottomRight, Point(x: 852, y: 393)))
    }

    @Test("a transition that never calls completeTransition is reported with that reason, and the capture ends")
    func neverCompletes() {
        let t = transition(Animator { c in UIView.animate(withDuration: 0.5) { c.view(forKey: .to)?.alpha = 0.5 } })
        #expect(t.failure?.contains("never called completeTransition(_:) within its duration (0.5 s) plus 10 s") == true)
        #expect(close(t.duration, 0.5))
    }

    @Test("no animations: UIKit completes at once; so does Segue, and notes it")
    func noAnimations() {
        let t = transition(
            Animator { c in
                c.containerView.addSubview(c.view(forKey: .to)!)
                c.completeTransition(true)
            })
        #expect(t.failure == nil)
        #expect(t.log.contains { $0.message.contains("made no animations") })
        #expect(t.scene(at: 0)["presented"] != nil)
    }

    @Test("an animation of a view outside the window and a second completeTransition are logged, never fatal")
    func toleratedMistakes() {
        let t = transition(
            Animator { c in
                let stray = UIView()
                UIView.animate(
                    withDuration: 0.5, animations: { stray.alpha = 0 },
                    completion: { _ in
                        c.completeTransition(true)
                        c.completeTransition(true)
                    })
            })
        #expect(t.failure == nil)
        #expect(t.log.contains { $0.level == .warning && $0.message.contains("outside the window") })
        #expect(t.log.contains { $0.level == .warning && $0.message.contains("completeTransition(_:) called again") })
    }

    @Test("a Core Animation key path Segue cannot draw is listed as not drawn")
    func notDrawn() {
        let t = transition(
            Animator { c in
                let to = c.view(forKey: .to)!
                c.containerView.addSubview(to)
                let a = CABasicAnimation(keyPath: "shadowRadius")
                a.toValue = 10
                a.duration = 0.5
                to.layer.add(a, forKey: nil)
                UIView.animate(withDuration: 0.5, animations: { to.alpha = 0.5 }, completion: { _ in c.completeTransition(true) })
            })
        #expect(t.notDrawn == ["shadowRadius"])
    }

    @Test("a trigger that starts nothing is reported")
    func triggerStartsNothing() {
        let t = UIKitTransition(name: "nothing") { window in
            window.rootViewController = UIViewController()
            return {}
        }
        #expect(t.failure == "the trigger started no transition (presentation, dismissal, push, pop or tab switch)")
    }

    @Test("a property animator's blocks become tracks over their share of its run, on its curve")
    func propertyAnimator() {
        let t = transition(
            Animator { c in
                let to = c.view(forKey: .to)!
                c.containerView.addSubview(to)
                to.alpha = 0
                let a = UIViewPropertyAnimator(duration: 0.5, curve: .easeIn) { to.alpha = 1 }
                a.addAnimations({ to.center.y += 100 }, delayFactor: 0.5)
                a.addCompletion { _ in c.completeTransition(true) }
                a.startAnimation()
            })
        #expect(t.failure == nil && close(t.duration, 0.5))
        #expect(t.tracks.count == 3)
        #expect(t.tracks[1].range.start == 0.5 && t.tracks[1].curve == .easeIn)
        let played = TransitionDriver.played(t, at: 0.25).scene(at: 0.25)
        #expect(close(played["presented"]!.alpha, CubicBezier.easeIn.value(at: 0.5), 1e-9))
    }
}
