#if canImport(UIKit)
    import UIKit
#else
    import SegueUIKit
#endif

/// A card 370 pt tall over the bottom of the screen, dismissed by dragging it down. The dismissal
/// runs on one interruptible UIViewPropertyAnimator, so a finger can catch the card mid-flight
/// and drag it again. On release it goes when more than half way down, or when the finger moves
/// down faster than 100 pt/s, unless it moves back up faster than 5 pt/s.
final class CardDismissTransition: UIPercentDrivenInteractiveTransition, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    /// Seconds.
    let animationDuration: TimeInterval = 0.4
    /// The card's height, points; also the drag's length for the whole dismissal.
    let cardHeight: CGFloat = 370
    /// Each release's verdict, true = dismiss (for tests and logs).
    private(set) var decisions: [Bool] = []
    private weak var card: UIViewController?
    private var animator: UIViewPropertyAnimator?
    private var isInteracting = false
    private let pan = UIPanGestureRecognizer()

    /// Lets a downward drag on `view` dismiss `card`. The view should stay put while the card moves
    /// (the window, or the presenting screen), so that a finger can catch the card mid-flight.
    func attach(card: UIViewController, dragsOn view: UIView) {
        self.card = card
        card.modalPresentationStyle = .overFullScreen
        card.transitioningDelegate = self
        #if canImport(UIKit)
            pan.addTarget(self, action: #selector(panned(_:)))
        #else
            pan.addTarget(self, action: Selector(Self.handlePan(_:)))
        #endif
        view.addGestureRecognizer(pan)
    }

    /// Follows the finger down; a touch while the card flies pauses it where it is.
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let view = recognizer.view else { return }
        let progress = min(max(recognizer.translation(in: view).y / cardHeight, 0), 1)
        let velocity = recognizer.velocity(in: view).y
        switch recognizer.state {
        case .began:
            if animator?.isRunning == true {
                pause()
                recognizer.setTranslation(CGPoint(x: 0, y: percentComplete * cardHeight), in: view)
                isInteracting = true
                return
            }
            guard velocity > 0, animator == nil else { return }
            isInteracting = true
            card?.dismiss(animated: true)
        case .changed:
            if isInteracting { update(progress) }
        case .ended, .cancelled:
            guard isInteracting else { return }
            isInteracting = false
            let dismisses = recognizer.state == .ended && (progress > 0.5 || velocity > 100) && velocity > -5
            decisions.append(dismisses)
            if dismisses { finish() } else { cancel() }
        default: break
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { self }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        isInteracting ? self : nil
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { animationDuration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The one animator of the transition: the card rises into place, or falls off the bottom.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let container = transitionContext.containerView
        let resting = CGRect(x: 0, y: container.bounds.height - cardHeight, width: container.bounds.width, height: cardHeight)
        let below = resting.offsetBy(dx: 0, dy: cardHeight)
        let animator: UIViewPropertyAnimator
        if let presented = transitionContext.view(forKey: .to) {
            presented.frame = below
            container.addSubview(presented)
            animator = UIViewPropertyAnimator(duration: animationDuration, curve: .easeOut) { presented.frame = resting }
        } else {
            let card = transitionContext.view(forKey: .from)
            animator = UIViewPropertyAnimator(duration: animationDuration, curve: .easeOut) { card?.frame = below }
        }
        animator.addCompletion { _ in
            self.animator = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }
}

#if canImport(UIKit)
    extension CardDismissTransition {
        @objc private func panned(_ recognizer: UIPanGestureRecognizer) { handlePan(recognizer) }
    }
#endif
