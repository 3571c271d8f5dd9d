#if canImport(UIKit)
    import UIKit
#else
    import SegueUIKit
#endif

/// A 355 × 370 pt sheet 10 pt from the left and bottom edges, over a black dimming view that
/// fades to 50 % as the sheet rises.
final class SheetPresentationController: UIPresentationController {
    /// The sheet's size, points.
    static let sheetSize = CGSize(width: 355, height: 370)

    let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = .black
        view.alpha = 0
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let size = SheetPresentationController.sheetSize
        return CGRect(x: 10, y: container.bounds.height - size.height - 10, width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        UIView.animate(
            withDuration: SheetTransition.duration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
            animations: { self.dimmingView.alpha = 0.5 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let container = containerView { dimmingView.frame = container.bounds }
    }
}
