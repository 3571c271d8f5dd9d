#if canImport(UIKit)
    import UIKit
#else
    import SegueUIKit
#endif

/// Presents a view controller as a sheet (`SheetPresentationController`): the sheet rises from
/// below the bottom edge on a spring (damping 0.8) in 1 s.
final class SheetTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    /// Seconds.
    static let duration: TimeInterval = 1

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    {
        SheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { SheetTransition.duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let sheet = transitionContext.view(forKey: .to), let presented = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let final = transitionContext.finalFrame(for: presented)
        sheet.frame = final.offsetBy(dx: 0, dy: final.height + 10)
        transitionContext.containerView.addSubview(sheet)
        UIView.animate(
            withDuration: SheetTransition.duration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
            animations: { sheet.frame = final },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
