import SegueEngine

/// One presentation or dismissal as the host saw it: who took part, the context, and when and how
/// it completed. The capture reads roles from it (docs/uikit-layer.md, "Scene").
@MainActor
final class TransitionRecord {
    enum Kind { case present, dismiss }

    let kind: Kind
    let presenting: UIViewController
    let presented: UIViewController
    let context: TransitioningContext
    let animator: UIViewControllerAnimatedTransitioning
    /// The transitionDuration(using:) the animator gave, seconds.
    let duration: Double
    let started: Double
    var completedAt: Double?
    var didComplete: Bool?

    /// A transition starting now: the animator's duration is read from it with the context.
    init(kind: Kind, presenting: UIViewController, presented: UIViewController, context: TransitioningContext, animator: UIViewControllerAnimatedTransitioning)
    {
        self.kind = kind
        self.presenting = presenting
        self.presented = presented
        self.context = context
        self.animator = animator
        duration = animator.transitionDuration(using: context)
        started = UIKitHost.current.now
    }

    /// `completeTransition(_:)` was called, now.
    func ended(_ didComplete: Bool) {
        completedAt = UIKitHost.current.now
        self.didComplete = didComplete
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
