/// A navigation stack: the top controller's view fills the navigation controller's view. An animated
/// push or pop asks the delegate for an animator and plays it, as UIKit does (docs/uikit-layer.md,
/// "Navigation and tab bar transitions"); without one the stack and the view change at once.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// What a navigation transition does.
    public enum Operation: Int, Hashable, Sendable {
        /// Nothing.
        case none
        /// A controller is pushed.
        case push
        /// The top controller is popped.
        case pop
    }

    /// Supplies animators and interaction controllers for push and pop.
    open weak var delegate: UINavigationControllerDelegate?
    /// The pan from the left edge that pops.
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false

    /// A stack with `rootViewController` at its bottom.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// From an archive: an empty stack.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, bottom first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The top of the stack.
    open var topViewController: UIViewController? { children.last }
    /// The controller shown: the presented one if any, else the top.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Replaces the stack; the top controller's view fills the navigation controller's view. When the
    /// top changes, animated, in a window, the delegate's animator plays a push (the new top was not
    /// in the stack) or a pop; the stack says the new top at once and is put back if it is cancelled.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let host = UIKitHost.current
        guard runningTransition == nil else {
            host.note(.warning, "UINavigationController: a push or pop while another one runs is ignored")
            return
        }
        let old = children
        let oldTop = topViewController
        adopt(controllers)
        guard let oldTop, let newTop = topViewController, newTop !== oldTop else { return show(top: topViewController, replacing: oldTop) }
        let operation: Operation = old.contains { $0 === newTop } ? .pop : .push
        if operation == .push {
            host.lastForwardStep = UIKitHost.ForwardStep(operation: .push) { [weak self] in self?.popViewController(animated: true) }
        }
        let animated = animated && !host.forwardStepsWithoutAnimation && isViewLoaded && view.window != nil
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        guard animated, let animator = delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop) else {
            if animated { host.approximate(.defaultNavigationAnimation) }
            show(top: newTop, replacing: oldTop)
            delegate?.navigationController(self, didShow: newTop, animated: animated)
            return
        }
        runningTransition = operation
        ChildTransitionFlow.run(
            operation == .push ? .push : .pop, in: self, from: oldTop, to: newTop, animator: animator,
            interaction: delegate?.navigationController(self, interactionControllerFor: animator),
            undo: { [weak self] in self?.adopt(old) },
            ended: { [weak self] didComplete in
                guard let self else { return }
                runningTransition = nil
                if didComplete { delegate?.navigationController(self, didShow: newTop, animated: true) }
            })
    }

    /// The push or pop being played, if any.
    private var runningTransition: Operation?

    /// Pushes `viewController` on the stack (a controller already in it is logged and ignored: UIKit
    /// raises).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === viewController }) else {
            UIKitHost.current.note(.error, "UINavigationController: pushing a controller that is already in the stack (UIKit raises); ignored")
            return
        }
        setViewControllers(children + [viewController], animated: animated)
    }

    /// Pops the top controller (not the root); returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        setViewControllers(Array(children.dropLast()), animated: animated)
        return top
    }

    /// Pops down to the root; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard children.count > 1 else { return nil }
        let popped = Array(children.dropFirst())
        setViewControllers([children[0]], animated: animated)
        return popped
    }

    /// Makes `controllers` the children, in order.
    private func adopt(_ controllers: [UIViewController]) {
        for c in children where !controllers.contains(where: { $0 === c }) { c.removeFromParent() }
        for c in controllers where c.parent !== self { addChild(c) }
        children = controllers
    }

    private func show(top: UIViewController?, replacing old: UIViewController?) {
        guard top !== old else { return }
        if let old, old.isViewLoaded, old.view.superview === view { old.view.removeFromSuperview() }
        guard let top else { return }
        top.view.frame = view.bounds
        top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(top.view)
    }
}

/// A navigation controller's delegate; every method optional in UIKit, with UIKit's defaults here.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Before a controller is shown.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After a controller was shown.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The orientations supported (all but upside down).
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    /// The preferred orientation (portrait).
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation
    /// The interaction controller for an animator (none).
    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    /// The animator of a push or pop (none: UIKit's own).
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
}

extension UINavigationControllerDelegate {
    /// Nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    /// All but upside down.
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    /// Portrait.
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        .portrait
    }
    /// None.
    public func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    /// None.
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
}
