/// UIKit's own modal animation, used when the transitioning delegate supplies no animator:
/// `.coverVertical` slides the presented view up from the bottom edge (down on dismissal),
/// `.crossDissolve` fades it in while the view under it fades out (and back). Apple publishes
/// neither the duration nor the curve: Segue uses 0.5 s ease-in-out, as its cover-vertical and
/// cross-dissolve presets do. The other styles play as `.coverVertical`, noted.
final class UIKitAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        if style != .coverVertical, style != .crossDissolve {
            UIKitHost.current.approximate(.modalTransitionStyle, "modalTransitionStyle \(style)")
        }
        let container = context.containerView
        guard let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to) else { return }
        let moving: UIView = presenting ? (context.view(forKey: .to) ?? to.view) : (context.view(forKey: .from) ?? from.view)
        let under = presenting ? context.view(forKey: .from) : context.view(forKey: .to)
        if presenting {
            container.addSubview(moving)
            moving.frame = context.finalFrame(for: to)
        } else if let under, under.superview !== container {
            container.insertSubview(under, belowSubview: moving)
            under.frame = context.finalFrame(for: to)
        }
        let height = container.bounds.height
        let dissolve = style == .crossDissolve
        if dissolve, !presenting { under?.alpha = 0 }
        if presenting {
            if dissolve {
                moving.alpha = 0
            } else {
                moving.frame = moving.frame.offsetBy(dx: 0, dy: height)
            }
        }
        let duration = transitionDuration(using: context)
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                if dissolve {
                    moving.alpha = self.presenting ? 1 : 0
                    under?.alpha = self.presenting ? 0 : 1
                } else {
                    moving.frame = moving.frame.offsetBy(dx: 0, dy: self.presenting ? -height : height)
                }
            },
            completion: { _ in
                if dissolve, self.presenting { under?.alpha = 1 }
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
