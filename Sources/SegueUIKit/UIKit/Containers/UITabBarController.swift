/// Tabs of controllers. Declared with its state: the controllers and the selected one, whose view
/// fills the controller's view. Selecting changes the view at once, without the delegate's
/// animator (animated tab transitions belong to a later stage of SegueUIKit).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// Supplies animators and interaction controllers for tab switches.
    open weak var delegate: UITabBarControllerDelegate?

    /// The tabs' controllers.
    open var viewControllers: [UIViewController]? {
        didSet {
            for c in children { c.removeFromParent() }
            for c in viewControllers ?? [] { addChild(c) }
            selectedIndex = min(selectedIndex, max(0, (viewControllers?.count ?? 1) - 1))
            showSelected(replacing: nil)
        }
    }

    /// The selected tab.
    open var selectedIndex = 0 {
        didSet {
            guard oldValue != selectedIndex else { return }
            showSelected(replacing: viewControllers.flatMap { $0.indices.contains(oldValue) ? $0[oldValue] : nil })
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set {
            if let c = newValue, let i = viewControllers?.firstIndex(where: { $0 === c }) { selectedIndex = i }
        }
    }

    private func showSelected(replacing old: UIViewController?) {
        if let old, old.isViewLoaded, old.view.superview === view { old.view.removeFromSuperview() }
        for c in viewControllers ?? [] where c !== selectedViewController && c.isViewLoaded && c.view.superview === view { c.view.removeFromSuperview() }
        guard let selected = selectedViewController else { return }
        selected.view.frame = view.bounds
        selected.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(selected.view)
    }
}

/// A tab bar controller's delegate; every method optional in UIKit, with UIKit's defaults here.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the tab may be selected (true).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// After a tab was selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// Before the tabs are customised.
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// Before customising ends.
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// After customising ended.
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The orientations supported (all but upside down).
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
    /// The preferred orientation (portrait).
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation
    /// The interaction controller for an animator (none).
    func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The animator of a tab switch (none).
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
}

extension UITabBarControllerDelegate {
    /// True.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// Nothing.
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    /// Nothing.
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    /// Nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    /// All but upside down.
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask { .allButUpsideDown }
    /// Portrait.
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation { .portrait }
    /// None.
    public func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    /// None.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    )
        -> UIViewControllerAnimatedTransitioning?
    { nil }
}
