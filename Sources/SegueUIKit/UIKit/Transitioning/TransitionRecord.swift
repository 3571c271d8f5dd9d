import SegueEngine

/// One transition as the host saw it (a presentation, a dismissal, a push, a pop or a tab switch):
/// who took part, the context, its coordinator, and when and how it completed. The capture reads
/// roles from it (docs/uikit-layer.md, "Scene").
@MainActor
final class TransitionRecord {
    /// What started it. `operation` is the engine's name for it.
    enum Kind {
        case present, dismiss, push, pop, tabForward, tabBack

        var operation: TransitionOperation {
            switch self {
            case .present: .present
            case .dismiss: .dismiss
            case .push: .push
            case .pop: .pop
            case .tabForward: .tabForward
            case .tabBack: .tabBack
            }
        }
    }

    let kind: Kind
    /// The controller under: the presenting one, the lower one of a navigation stack, the earlier tab.
    let presenting: UIViewController
    /// The controller over it: the presented one, the upper one of the stack, the later tab.
    let presented: UIViewController
    /// The navigation or tab bar controller a push, pop or tab switch happens in.
    let containerController: UIViewController?
    let context: TransitioningContext
    let animator: UIViewControllerAnimatedTransitioning
    /// The transitionDuration(using:) the animator gave, seconds.
    let duration: Double
    let started: Double
    var completedAt: Double?
    var didComplete: Bool?
    /// `transitionCoordinator` of the controllers taking part while it runs.
    private(set) lazy var coordinator = TransitionCoordinator(record: self)
    /// The controllers whose views appear and disappear, told at the start and at the end.
    private var appearing: UIViewController?
    private var disappearing: UIViewController?

    /// A transition starting now: the animator's duration is read from it with the context.
    init(
        kind: Kind, presenting: UIViewController, presented: UIViewController, containerController: UIViewController? = nil,
        context: TransitioningContext, animator: UIViewControllerAnimatedTransitioning
    ) {
        self.kind = kind
        self.presenting = presenting
        self.presented = presented
        self.containerController = containerController
        self.context = context
        self.animator = animator
        duration = animator.transitionDuration(using: context)
        started = UIKitHost.current.now
    }

    /// Tells the controllers their views will appear or disappear (`viewWillAppear(_:)`,
    /// `viewWillDisappear(_:)`), before the animation starts.
    func beginAppearance(appearing: UIViewController?, disappearing: UIViewController?) {
        self.appearing = appearing
        self.disappearing = disappearing
        appearing?.beginAppearanceTransition(true, animated: context.isAnimated)
        disappearing?.beginAppearanceTransition(false, animated: context.isAnimated)
    }

    /// `completeTransition(_:)` was called, now: the appearance ends (reversed when cancelled:
    /// the view that was to appear disappears again) and the coordinator's completions run.
    func ended(_ didComplete: Bool) {
        completedAt = UIKitHost.current.now
        self.didComplete = didComplete
        if !didComplete {
            appearing?.beginAppearanceTransition(false, animated: false)
            disappearing?.beginAppearanceTransition(true, animated: false)
        }
        appearing?.endAppearanceTransition()
        disappearing?.endAppearanceTransition()
        coordinator.ended()
    }

    /// Whether `controller` or one of its ancestors takes part, as `transitionCoordinator` asks.
    func involves(_ controller: UIViewController) -> Bool {
        var c: UIViewController? = controller
        while let current = c {
            if current === presenting || current === presented || current === containerController { return true }
            c = current.parent
        }
        return false
    }

    /// The role of `view`: the presenting controller's view presents, the
    /// presented controller's view is presented, and a view of the container other than those that
    /// covers it with a colour or a blur is the background (a dimming view).
    func role(of view: UIView) -> ViewRole? {
        if presenting.viewIfLoaded === view { return .presenting }
        if presented.viewIfLoaded === view || presented.presentationController?.presentedView === view { return .presented }
        let container = context.containerView
        guard view.superview === container else { return nil }
        let covers = view.frame.insetBy(dx: -0.5, dy: -0.5).contains(container.bounds)
        let fills = view is UIVisualEffectView || (view.backgroundColor?.value.alpha ?? 0) > 0
        return covers && fills ? .background : nil
    }
}
