#if canImport(UIKit)
    import UIKit
#else
    import SegueUIKit
#endif

/// A pop driven by the left screen edge, through UIPercentDrivenInteractiveTransition: the top
/// screen slides off to the right while the one under it comes in from a third of the way left.
/// On release it finishes when more than half way, or when the finger moves right faster than
/// 100 pt/s, unless it moves back left faster than 5 pt/s.
final class EdgePanPopTransition: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    /// Seconds.
    let duration: TimeInterval = 0.35
    /// The interaction while a finger drives the pop; nil otherwise.
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    /// Each release's verdict, true = finish (for tests and logs).
    private(set) var decisions: [Bool] = []
    private weak var navigationController: UINavigationController?

    /// Lets the left edge of `navigationController`'s view pop its top controller.
    func attach(to navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = self
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        #if canImport(UIKit)
            edge.addTarget(self, action: #selector(edgePanned(_:)))
        #else
            edge.addTarget(self, action: Selector(Self.handleEdge(_:)))
        #endif
        navigationController.view.addGestureRecognizer(edge)
    }

    /// Follows the finger: progress is the translation over the screen's width.
    func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let percent = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        let velocity = gesture.velocity(in: view).x
        switch gesture.state {
        case .began:
            guard (navigationController?.viewControllers.count ?? 0) > 1 else { return }
            interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interaction?.update(percent)
        case .ended, .cancelled:
            guard let interaction else { return }
            let finishes = gesture.state == .ended && (percent > 0.5 || velocity > 100) && velocity > -5
            decisions.append(finishes)
            if finishes { interaction.finish() } else { interaction.cancel() }
            self.interaction = nil
        default: break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? self : nil
    }

    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let width = transitionContext.containerView.bounds.width
        transitionContext.containerView.insertSubview(to, belowSubview: from)
        to.frame.origin.x = -width / 3
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveLinear,
            animations: {
                from.frame.origin.x = width
                to.frame.origin.x = 0
            },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

#if canImport(UIKit)
    extension EdgePanPopTransition {
        @objc private func edgePanned(_ gesture: UIScreenEdgePanGestureRecognizer) { handleEdge(gesture) }
    }
#endif
