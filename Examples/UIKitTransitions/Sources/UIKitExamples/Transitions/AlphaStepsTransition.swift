#if canImport(UIKit)
    import UIKit
#else
    import SegueUIKit
#endif

/// Keyframes over the current screen: in the first half the old screen dims to 50 %; in the second
/// it comes back to full while the new one fades in to 80 %, staying translucent.
final class AlphaStepsTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    /// Seconds.
    let duration: TimeInterval = 1

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let new = transitionContext.view(forKey: .to), let old = transitionContext.viewController(forKey: .from)?.view else {
            transitionContext.completeTransition(false)
            return
        }
        new.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        new.alpha = 0
        transitionContext.containerView.addSubview(new)
        UIView.animateKeyframes(
            withDuration: duration, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { old.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    old.alpha = 1
                    new.alpha = 0.8
                }
            },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
