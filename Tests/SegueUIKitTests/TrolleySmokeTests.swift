import SegueEngine
import SegueUIKit
import Testing

/// An animator in the style of a completion-chained 3D present.
final class ChainedPresent: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let to = context.view(forKey: .to)!
        let from = context.viewController(forKey: .from)!.view!
        context.containerView.addSubview(to)
        to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        to.frame.origin.y = context.containerView.bounds.height
        UIView.animate(withDuration: 0.5) { to.transform = CGAffineTransform(translationX: 0, y: -to.frame.height) }
        UIView.animate(withDuration: 0.25, animations: {
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 6000
            from.layer.transform = CATransform3DScale(t, 0.85, 0.85, 1)
        }) { _ in
            UIView.animate(withDuration: 0.25, animations: { from.layer.transform = CATransform3DMakeScale(0.85, 0.85, 1) }) { done in
                context.completeTransition(done)
            }
        }
    }
}

@Suite("UIKit transition smoke")
@MainActor
struct TrolleySmokeTests {
    @Test("a chained custom present captures, completes, and draws both screens")
    func captures() {
        let animator = ChainedPresent()
        let t = UIKitTransition(name: "chained", operation: .present) { window in
            let root = UIViewController()
            window.rootViewController = root
            let alert = UIViewController()
            alert.modalPresentationStyle = .custom
            alert.transitioningDelegate = animator
            return { root.present(alert, animated: true) }
        }
        #expect(t.failure == nil)
        #expect(close(t.duration, 0.5))
        #expect(t.tracks.count == 4)
        let start = t.scene(at: 0)
        #expect(start["presenting"] != nil)
        #expect(start["presented"] != nil)
        let end = t.scene(at: 1)
        #expect(close(end["presented"]!.quad.topLeft, Point(x: 0, y: 0), 1e-6))
        print(t.log)
    }
}
