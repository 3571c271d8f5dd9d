#if canImport(UIKit)
    import UIKit
#else
    import SegueUIKit
#endif

/// A navigation push and pop on one `UIViewPropertyAnimator`: the new screen slides in from the
/// right edge while the old one slides out to the left by the same distance, at the same speed
/// (0.5 s, ease in and out). Set it as the navigation controller's delegate.
final class PushTransition: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    /// Seconds.
    let duration: TimeInterval = 0.5
    /// The operation the navigation controller asked for last.
    private var operation: UINavigationController.Operation = .push

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self.operation = operation
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        // A push brings the new screen from the right; a pop brings the old one back from the left.
        let sign: CGFloat = operation == .pop ? -1 : 1
        if let toController = transitionContext.viewController(forKey: .to) {
            to.frame = transitionContext.finalFrame(for: toController)
        }
        if operation == .pop {
            container.insertSubview(to, belowSubview: from)
        } else {
            container.addSubview(to)
        }
        to.transform = CGAffineTransform(translationX: sign * width, y: 0)
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
            to.transform = .identity
            from.transform = CGAffineTransform(translationX: -sign * width, y: 0)
        }
        animator.addCompletion { _ in
            from.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}
