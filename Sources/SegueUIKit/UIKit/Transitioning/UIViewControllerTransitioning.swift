/// The keys of the two controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// A key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller on screen when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller on screen when it ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of the two views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// A key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a running transition tells its animator (docs/uikit-layer.md, "Transitioning").
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the animation happens in.
    var containerView: UIView { get }
    /// False for a transition that should not animate.
    var isAnimated: Bool { get }
    /// Whether a gesture drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the presented controller.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports the interactive progress, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ends toward the end.
    func finishInteractiveTransition()
    /// The interaction ends toward the start.
    func cancelInteractiveTransition()
    /// The interruptible animation was paused.
    func pauseInteractiveTransition()
    /// Must be called once when the animation is over: `didComplete` false for a cancelled one.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`; nil means "do not touch it" (the presenting view of a custom presentation).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (the identity).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts, in the container; `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must end; `.zero` when it is removed.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An animator of a transition. `interruptibleAnimator(using:)` and `animationEnded(_:)` are
/// optional in UIKit: here they have default implementations (the first one's says "none").
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// Seconds; percent-driven interaction uses it.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the animation and calls `completeTransition(_:)` when it is over.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// The one animator of an interruptible transition.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    /// Called after `completeTransition(_:)`.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// None: the transition is not interruptible (UIKit's optional requirement not implemented).
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }

    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What `interruptibleAnimator(using:)` returns when the animator does not implement it.
final class NoInterruptibleAnimator: UIViewPropertyAnimator {
    static let shared = NoInterruptibleAnimator(duration: 0, timingParameters: UICubicTimingParameters())
}

/// Drives a transition interactively. `completionSpeed`, `completionCurve` and
/// `wantsInteractiveStart` are optional in UIKit: here they have UIKit's defaults.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interaction; the controller calls `animateTransition` itself if it needs to.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// 1 by default.
    var completionSpeed: CGFloat { get }
    /// `.easeInOut` by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// True by default: the transition starts interactive.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1.
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}

/// Supplies a presentation's animators and presentation controller. Every method is optional in
/// UIKit; here each has a default that returns nil (UIKit's own behaviour then).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator presenting `presented`.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    /// The animator dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller of an interactive presentation.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller of an interactive dismissal.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// nil: UIKit's own animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { nil }
    /// nil: UIKit's own animation.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// nil: not interactive.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        nil
    }
    /// nil: not interactive.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        nil
    }
    /// nil: a plain `UIPresentationController`.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    { nil }
}

/// What alongside animations and completions see of a running transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// Whether it is animated.
    var isAnimated: Bool { get }
    /// Whether it is interactive.
    var isInteractive: Bool { get }
    /// Whether it started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether its animator is interruptible (false: Segue's coordinator does not use one).
    var isInterruptible: Bool { get }
    /// The container view.
    var containerView: UIView { get }
    /// The presentation style of a presentation.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The animator's duration, seconds.
    var transitionDuration: TimeInterval { get }
    /// The interactive progress, 0…1.
    var percentComplete: CGFloat { get }
    /// The curve the rest of the transition follows once the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// The speed factor of the rest of the transition once the interaction ends.
    var completionVelocity: CGFloat { get }
    /// The rotation applied during the transition (the identity).
    var targetTransform: CGAffineTransform { get }
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a transition (docs/uikit-layer.md, "Transition coordinator").
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition and `completion` after it; false once it has ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same, for a view outside the container (Segue runs it as `animate(alongsideTransition:)`).
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}
