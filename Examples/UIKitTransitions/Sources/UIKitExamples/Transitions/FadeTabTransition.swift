#if canImport(UIKit)
    import UIKit
#else
    import SegueUIKit
#endif

/// A tab switch that fades the new tab in over the old one (0.5 s, ease in and out). Set it as the
/// tab bar controller's delegate.
final class FadeTabTransition: NSObject, UITabBarControllerDelegate, UIViewControllerAnimatedTransitioning {
    /// Seconds.
    let duration: TimeInterval = 0.5

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to), let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        to.frame = transitionContext.finalFrame(for: toController)
        to.alpha = 0
        transitionContext.containerView.addSubview(to)
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveEaseInOut,
            animations: { to.alpha = 1 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
