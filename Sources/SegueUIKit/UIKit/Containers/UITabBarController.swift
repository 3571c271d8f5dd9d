/// Tabs of controllers: the selected one's view fills the controller's view. Selecting another tab
/// while in a window asks the delegate for an animator and plays it, as UIKit does
/// (docs/uikit-layer.md, "Navigation and tab bar transitions"); without one the view changes at once.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// Supplies animators and interaction controllers for tab switches.
    open weak var delegate: UITabBarControllerDelegate?

    /// The tabs' controllers.
    open var viewControllers: [UIViewController]? {
        didSet {
            for c in children { c.removeFromParent() }
            for c in viewControllers ?? [] { addChild(c) }
            restoring = true
            selectedIndex = min(selectedIndex, max(0, (viewControllers?.count ?? 1) - 1))
            restoring = false
            showSelected(replacing: nil)
        }
    }

    /// The selected tab. Setting it switches tabs: through the delegate's animator when it gives
    /// one, the selection saying the new tab at once and put back if the switch is cancelled.
    open var selectedIndex = 0 {
        didSet {
            guard oldValue != selectedIndex, !restoring else { return }
            switchTab(from: oldValue)
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { controller(at: selectedIndex) }
        set {
            if let c = newValue, let i = viewControllers?.firstIndex(where: { $0 === c }) { selectedIndex = i }
        }
    }

    /// True while the selection is set without switching (a cancelled switch put back).
    private var restoring = false
    /// True while a switch is played.
    private var switching = false

    private func controller(at index: Int) -> UIViewController? {
        viewControllers.flatMap { $0.indices.contains(index) ? $0[index] : nil }
    }

    private func switchTab(from oldIndex: Int) {
        let host = UIKitHost.current
        let old = controller(at: oldIndex)
        guard let old, let new = selectedViewController, old !== new else { return showSelected(replacing: old) }
        if switching {
            host.note(.warning, "UITabBarController: a tab switch while another one runs is ignored")
            return setSelection(oldIndex)
        }
        host.lastForwardStep = UIKitHost.ForwardStep(operation: .tabForward) { [weak self] in self?.selectedIndex = oldIndex }
        let newIndex = selectedIndex
        guard !host.forwardStepsWithoutAnimation, isViewLoaded, view.window != nil,
            let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new)
        else { return showSelected(replacing: old) }
        switching = true
        ChildTransitionFlow.run(
            newIndex > oldIndex ? .tabForward : .tabBack, in: self, from: old, to: new, animator: animator,
            interaction: delegate?.tabBarController(self, interactionControllerFor: animator),
            undo: { [weak self] in self?.setSelection(oldIndex) }, ended: { [weak self] _ in self?.switching = false })
    }

    /// Sets the selection without switching.
    private func setSelection(_ index: Int) {
        restoring = true
        selectedIndex = index
        restoring = false
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
