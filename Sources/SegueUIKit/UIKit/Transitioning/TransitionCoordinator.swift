/// The coordinator a running transition gives its controllers (`transitionCoordinator`,
/// docs/uikit-layer.md, "Transition coordinator"). Animations given to
/// `animate(alongsideTransition:completion:)` before the animator's `animateTransition(using:)` has
/// run (from `viewWillAppear(_:)`, `presentationTransitionWillBegin()`, or within it) run in one
/// animation block right after it, over the transition's duration on ease-in-out; animations given
/// later run at once over what remains of the duration. Completions run when `completeTransition(_:)`
/// is called, with the context (`isCancelled` true for a cancelled transition).
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private unowned let record: TransitionRecord
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Whether `animateTransition(using:)` (or the interaction's start) has run.
    private var began = false

    init(record: TransitionRecord) {
        self.record = record
        super.init()
    }

    private var context: TransitioningContext { record.context }

    var isCancelled: Bool { context.transitionWasCancelled || record.didComplete == false }
    var isAnimated: Bool { context.isAnimated }
    var isInteractive: Bool { context.isInteractive }
    private(set) var initiallyInteractive = false
    var isInterruptible: Bool { false }
    var containerView: UIView { context.containerView }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var transitionDuration: TimeInterval { record.duration }
    var percentComplete: CGFloat { context.percentComplete }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var completionVelocity: CGFloat { 1 }
    var targetTransform: CGAffineTransform { context.targetTransform }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard record.completedAt == nil else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if began {
            run([animation], over: record.started + record.duration - UIKitHost.current.now)
        } else {
            alongside.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// The animator's `animateTransition(using:)` has returned (or the interaction started): the
    /// waiting alongside animations run now, over the transition's duration.
    func animatorBegan() {
        began = true
        initiallyInteractive = context.isInteractive
        let blocks = alongside
        alongside = []
        run(blocks, over: record.duration)
    }

    /// `completeTransition(_:)` was called: the completions run once, in the order given.
    func ended() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    private func run(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void], over duration: Double) {
        guard !blocks.isEmpty else { return }
        let animations = { for block in blocks { block(self) } }
        if context.isAnimated, duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: animations)
        } else {
            UIView.performWithoutAnimation(animations)
        }
    }
}
