#if canImport(UIKit)
    import UIKit
#else
    import SegueUIKit
#endif

/// A card slides up from the bottom over a black 50 % dimming view, while the screen behind tilts
/// back in 3D and then settles: two halves, the second started from the first one's completion.
/// Each half animates the whole `layer.transform`, with a perspective (m34) in it.
final class TrolleyTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    /// Seconds for the whole present; each tilt half takes half of it.
    let duration: TimeInterval = 0.5

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        // `.custom` leaves the presenting view where it is: reach it through its controller.
        guard let card = transitionContext.view(forKey: .to), let behind = transitionContext.viewController(forKey: .from)?.view else {
            transitionContext.completeTransition(false)
            return
        }
        let bounds = container.bounds
        let height = bounds.width / 638 * 893

        let dimming = UIView(frame: bounds)
        dimming.backgroundColor = .black
        dimming.alpha = 0
        container.addSubview(dimming)
        card.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: height)
        container.addSubview(card)

        UIView.animate(
            withDuration: duration, delay: 0, options: .curveEaseInOut,
            animations: {
                card.frame.origin.y = bounds.height - height
                dimming.alpha = 0.5
            },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        UIView.animate(
            withDuration: duration / 2, delay: 0, options: .curveEaseInOut,
            animations: { behind.layer.transform = TrolleyTransition.tilted },
            completion: { _ in
                UIView.animate(
                    withDuration: self.duration / 2, delay: 0, options: .curveEaseInOut,
                    animations: { behind.layer.transform = TrolleyTransition.settled })
            })
    }

    /// The eye 6000 pt away.
    static var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 6000
        return t
    }

    /// Pushed 100 pt away, tilted back 15° about x, shrunk to 85 %, seen in perspective.
    static var tilted: CATransform3D {
        let away = CATransform3DMakeTranslation(0, 0, -100)
        let tilt = CATransform3DMakeRotation(15 * .pi / 180, 1, 0, 0)
        let shrink = CATransform3DMakeScale(0.85, 0.85, 1)
        return CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(away, tilt), shrink), perspective)
    }

    /// Flat again at 85 %, raised 20 pt, still in perspective.
    static var settled: CATransform3D {
        CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(0.85, 0.85, 1), CATransform3DMakeTranslation(0, -20, 0)), perspective)
    }
}
