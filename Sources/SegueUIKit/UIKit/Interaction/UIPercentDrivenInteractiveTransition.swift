/// UIKit's percent-driven interaction controller, declared with the state UIKit keeps
/// (docs/uikit-layer.md, "Interaction"): `update` clamps to 0…1, `completionSpeed` reads 1 for
/// values ≤ 0. Driving the transition's animations from it belongs to a later stage of SegueUIKit;
/// a transition started with one is run non-interactively, and noted.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// An interaction controller.
    public override init() { super.init() }

    /// The transition's context while it runs.
    private(set) weak var context: UIViewControllerContextTransitioning?

    /// The animator's duration, seconds (0 until a later stage drives the interaction).
    open private(set) var duration: CGFloat = 0
    /// The last value given to `update`, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// The speed of the completion after `finish()` or `cancel()`; 1 for values ≤ 0.
    open var completionSpeed: CGFloat {
        get { storedSpeed > 0 ? storedSpeed : 1 }
        set { storedSpeed = newValue }
    }
    private var storedSpeed: CGFloat = 1
    /// The curve of the completion (ease-in-out, as documented).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the completion of an interruptible transition; nil keeps the animator's.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts interactive (true).
    open var wantsInteractiveStart = true

    /// Keeps the context.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }

    /// Reports progress `percentComplete`, clamped to 0…1.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// The interaction ends toward the end.
    open func finish() { context?.finishInteractiveTransition() }

    /// The interaction ends toward the start.
    open func cancel() { context?.cancelInteractiveTransition() }

    /// Pauses an interruptible transition.
    open func pause() { context?.pauseInteractiveTransition() }
}
