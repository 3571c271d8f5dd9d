#if canImport(UIKit)
    import UIKit
#else
    import SegueUIKit
#endif

/// A side menu pulled in from the left by a pan that starts within 40 pt of the left edge: the
/// menu follows the finger over its width (AlertTransition's menu: 511 pt for every 1136 pt of
/// screen height) and, on release, opens when more than half way out, else slides back.
final class SideMenuTransition: UIPercentDrivenInteractiveTransition, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    /// Seconds.
    let animationDuration: TimeInterval = 0.25
    /// Points from the left edge where the pan may start.
    let edgeZone: CGFloat = 40
    /// Each release's verdict, true = open (for tests and logs).
    private(set) var decisions: [Bool] = []
    private weak var presenter: UIViewController?
    private var menu: (() -> UIViewController)?
    private var isInteracting = false
    private let pan = UIPanGestureRecognizer()

    /// The menu's width in a screen of `bounds`.
    func menuWidth(in bounds: CGRect) -> CGFloat { bounds.height * 511 / 1136 }

    /// Lets a rightward pan on `presenter`'s view present the controller `menu` makes.
    func attach(to presenter: UIViewController, menu: @escaping () -> UIViewController) {
        self.presenter = presenter
        self.menu = menu
        #if canImport(UIKit)
            pan.addTarget(self, action: #selector(panned(_:)))
        #else
            pan.addTarget(self, action: Selector(Self.handlePan(_:)))
        #endif
        presenter.view.addGestureRecognizer(pan)
    }

    /// Presents the menu as a tap would (not interactively).
    func open() {
        guard let presenter, let menu = menu?() else { return }
        menu.modalPresentationStyle = .overFullScreen
        menu.transitioningDelegate = self
        presenter.present(menu, animated: true)
    }

    /// Follows the finger: progress is the translation over the menu's width.
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let view = recognizer.view else { return }
        let translation = recognizer.translation(in: view)
        let progress = min(max(translation.x / menuWidth(in: view.bounds), 0), 1)
        switch recognizer.state {
        case .began:
            let start = recognizer.location(in: view).x - translation.x
            guard start < edgeZone, presenter?.presentedViewController == nil else { return }
            isInteracting = true
            open()
        case .changed:
            if isInteracting { update(progress) }
        case .ended, .cancelled:
            guard isInteracting else { return }
            isInteracting = false
            let opens = recognizer.state == .ended && progress > 0.5
            decisions.append(opens)
            if opens { finish() } else { cancel() }
        default: break
        }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { self }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        isInteracting ? self : nil
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { animationDuration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let menu = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let bounds = transitionContext.containerView.bounds
        let width = menuWidth(in: bounds)
        menu.frame = CGRect(x: -width, y: 0, width: width, height: bounds.height)
        transitionContext.containerView.addSubview(menu)
        UIView.animate(
            withDuration: animationDuration, delay: 0, options: .curveLinear, animations: { menu.frame.origin.x = 0 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

#if canImport(UIKit)
    extension SideMenuTransition {
        @objc private func panned(_ recognizer: UIPanGestureRecognizer) { handlePan(recognizer) }
    }
#endif
