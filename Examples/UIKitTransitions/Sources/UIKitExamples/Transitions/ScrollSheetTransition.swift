#if canImport(UIKit)
    import UIKit
#else
    import SegueUIKit
#endif

/// A full-screen sheet holding a long list, dismissed by dragging down once the list is at its top. The
/// drag first scrolls the list; when the list reaches its top and the finger goes on down, the
/// same drag hands over to an interactive dismissal, and the list stays pinned at its top. On
/// release the sheet goes when the drag, projected with the normal deceleration rate, would carry
/// it past half of its height, as iOS's sheets decide.
final class ScrollSheetTransition: UIPercentDrivenInteractiveTransition, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning, UIScrollViewDelegate
{
    /// Seconds.
    let animationDuration: TimeInterval = 0.5
    /// The list's length, in screen heights.
    let listLength: CGFloat = 3
    /// Each release's verdict, true = dismiss (for tests and logs).
    private(set) var decisions: [Bool] = []
    /// The finger's travel (points) when the dismissal took it over; nil while the list has it.
    private(set) var handOffTranslation: CGFloat?
    private weak var sheet: UIViewController?
    private(set) weak var list: UIScrollView?

    /// Gives `sheet` a list that fills it, scrolled down `offset` points, and lets a downward drag
    /// on that list dismiss the sheet once the list is at its top.
    func attach(sheet: UIViewController, scrolledTo offset: CGFloat) {
        self.sheet = sheet
        sheet.modalPresentationStyle = .overFullScreen
        sheet.transitioningDelegate = self
        let list = UIScrollView(frame: sheet.view.bounds)
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: list.bounds.width, height: list.bounds.height * listLength)
        list.contentOffset = CGPoint(x: 0, y: offset)
        list.delegate = self
        #if canImport(UIKit)
            list.panGestureRecognizer.addTarget(self, action: #selector(panned(_:)))
        #else
            list.panGestureRecognizer.addTarget(self, action: Selector(Self.handlePan(_:)))
        #endif
        sheet.view.addSubview(list)
        self.list = list
    }

    /// Scrolls the list, then takes the finger over at the top.
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let list, let screen = list.superview else { return }
        let translation = recognizer.translation(in: screen).y
        switch recognizer.state {
        case .changed:
            if handOffTranslation == nil, list.contentOffset.y <= 0, recognizer.velocity(in: screen).y > 0 {
                handOffTranslation = translation
                sheet?.dismiss(animated: true)
            }
            if let start = handOffTranslation {
                update(max(0, translation - start) / screen.bounds.height)
            }
        case .ended, .cancelled:
            guard let start = handOffTranslation else { return }
            let velocity = recognizer.velocity(in: screen).y
            let rate = UIScrollView.DecelerationRate.normal.rawValue
            let projected = translation - start + velocity / 1000 * rate / (1 - rate)
            let dismisses = recognizer.state == .ended && projected > screen.bounds.height * 0.5
            decisions.append(dismisses)
            if dismisses { finish() } else { cancel() }
        default: break
        }
    }

    /// While the dismissal has the finger, the list stays at its top.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if handOffTranslation != nil, scrollView.contentOffset.y != 0 { scrollView.contentOffset.y = 0 }
    }

    /// A list let go while the sheet moves does not coast.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if handOffTranslation != nil { targetContentOffset.pointee = .zero }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        handOffTranslation != nil ? self : nil
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { animationDuration }

    /// The sheet slides down off the screen.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let sheetView = transitionContext.view(forKey: .from)
        UIView.animate(
            withDuration: animationDuration, delay: 0, options: .curveEaseInOut,
            animations: { sheetView?.frame.origin.y = container.bounds.height },
            completion: { _ in
                self.handOffTranslation = nil
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

#if canImport(UIKit)
    extension ScrollSheetTransition {
        @objc private func panned(_ recognizer: UIPanGestureRecognizer) { handlePan(recognizer) }
    }
#endif
