/// A view controller: a view loaded on first use, children, and modal presentation
/// (`present`/`dismiss`, run by the transitioning machinery of `PresentationFlow`).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// A controller without a nib (there are no nibs here).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller from an archive: there are no archives here, so an empty controller.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A controller without a nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// The root view, loaded (`loadView()`, then `viewDidLoad()`) on first use.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded.
    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the view: by default a screen-sized view that follows its superview's size.
    open func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        loadedView = v
    }

    /// Loads the view if it is not loaded.
    open func loadViewIfNeeded() { _ = view }

    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Starts an appearance transition by hand (calls `viewWillAppear` or `viewWillDisappear`).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearing = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// Ends it (calls `viewDidAppear` or `viewDidDisappear`).
    open func endAppearanceTransition() {
        guard let isAppearing = appearing else { return }
        appearing = nil
        if isAppearing { viewDidAppear(false) } else { viewDidDisappear(false) }
    }

    private var appearing: Bool?

    // MARK: Modal presentation

    /// How it is shown when presented (`.automatic` by default, which Segue plays as `.fullScreen`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// UIKit's own animation when there is no custom animator (`.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Supplies the animator, interaction and presentation controllers of its presentation.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether a `.currentContext` presentation from a child covers this controller's view.
    open var definesPresentationContext = false
    /// Whether a presented controller takes over the status bar's appearance.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The size it prefers inside a container, points.
    open var preferredContentSize = CGSize.zero
    /// The title.
    open var title: String?

    /// The controller it presented, while it is presented.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presented it (or one of its ancestors), while it is presented.
    open internal(set) weak var presentingViewController: UIViewController?
    /// The presentation controller of its current (or last) presentation.
    open internal(set) var presentationController: UIPresentationController?
    /// The coordinator of the transition this controller or an ancestor takes part in, while it
    /// runs (docs/uikit-layer.md, "Transition coordinator"); nil otherwise.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        UIKitHost.existing?.runningTransition(involving: self)?.coordinator
    }

    /// Presents `viewControllerToPresent` modally, through its transitioning delegate's animator
    /// (docs/uikit-layer.md, "Transitioning"); `completion` runs once it is on screen.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        PresentationFlow.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or this one if it was presented.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        PresentationFlow.dismiss(from: self, animated: flag, completion: completion)
    }

    // MARK: Containment

    /// The parent in a container controller.
    open internal(set) weak var parent: UIViewController?
    /// The children, in order.
    open internal(set) var children: [UIViewController] = []

    /// Adds a child (its view is the caller's to place).
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes it from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before it moves to a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after it moved to a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest navigation controller among it and its ancestors.
    open var navigationController: UINavigationController? { ancestor(UINavigationController.self) }
    /// The nearest tab bar controller among it and its ancestors.
    open var tabBarController: UITabBarController? { ancestor(UITabBarController.self) }

    private func ancestor<T: UIViewController>(_ type: T.Type) -> T? {
        var c: UIViewController? = self
        while let current = c {
            if let found = current as? T { return found }
            c = current.parent
        }
        return nil
    }

    /// The status bar style it prefers.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// The orientations it supports.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
    /// Covers the screen; the presenting view is removed when it is on screen.
    case fullScreen = 0
    /// A card (played as `.fullScreen`, noted).
    case pageSheet
    /// A form (played as `.fullScreen`, noted).
    case formSheet
    /// Covers the presenting context's view; that view is removed when it is on screen.
    case currentContext
    /// Shown by the transitioning delegate's presentation controller; the presenting view stays.
    case custom
    /// Covers the screen; the presenting view stays.
    case overFullScreen
    /// Covers the context's view; that view stays.
    case overCurrentContext
    /// A popover (played as `.fullScreen`, noted).
    case popover
    /// No adaptation.
    case none = -1
    /// The system's choice (played as `.fullScreen`).
    case automatic = -2
}

/// UIKit's own modal animations.
public enum UIModalTransitionStyle: Int, Hashable, Sendable {
    /// Slides up from the bottom (the default).
    case coverVertical = 0
    /// A horizontal 3D flip.
    case flipHorizontal
    /// A cross-fade.
    case crossDissolve
    /// A page curl.
    case partialCurl
}

/// The status bar's style.
public enum UIStatusBarStyle: Int, Hashable, Sendable {
    /// The system's choice.
    case `default`
    /// Light content.
    case lightContent
    /// Dark content.
    case darkContent = 3
}
