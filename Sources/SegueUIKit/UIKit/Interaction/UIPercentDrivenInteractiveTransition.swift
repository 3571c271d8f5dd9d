import SegueEngine

/// UIKit's percent-driven interaction controller, on both of UIKit's paths (docs/uikit-layer.md,
/// "Interaction"; docs/uikit-contract.md, "Percent-driven interaction"):
///
/// - **Interruptible**: when the animator's `interruptibleAnimator(using:)` gives one, that animator
///   is paused at the start (started, when `wantsInteractiveStart` is false), `update` scrubs its
///   `fractionComplete`, `finish`/`cancel` run it on (reversed for a cancel) and `pause` grabs it again.
/// - **Core Animation**: otherwise `animateTransition(using:)` runs on a paused timeline; `update`
///   moves that timeline's time to p × duration (each animation keeps its own curve), and
///   `finish`/`cancel` run the remaining (1 − p)·duration or the elapsed p·duration at
///   `completionSpeed` along `completionCurve`. A cancelled run's animations go when it is back at the
///   start, and their completions run then.
///
/// `update` is ignored unless the transition is interactive and clamps to 0…1; a finish or cancel
/// before the start is applied at the start; after completion nothing acts (logged).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// An interaction controller.
    public override init() { super.init() }

    /// The transition's context while it runs.
    private(set) weak var context: UIViewControllerContextTransitioning?
    /// The interruptible animator, on that path (UIKit keeps it for the whole transition).
    private var animator: UIViewImplicitlyAnimating?
    /// The paused timeline, on the Core Animation path.
    private var timeline: MediaTimeline?
    /// A finish (true) or cancel (false) asked for before the start.
    private var pending: Bool?

    /// The animator's duration, seconds, read at the start.
    open private(set) var duration: CGFloat = 0
    /// The last value given to `update` (or read at `pause`), 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// The speed of the completion after `finish()` or `cancel()`; 1 for values ≤ 0.
    open var completionSpeed: CGFloat {
        get { storedSpeed > 0 && storedSpeed.isFinite ? storedSpeed : 1 }
        set { storedSpeed = newValue }
    }
    private var storedSpeed: CGFloat = 1
    /// The curve of the completion on the Core Animation path (ease-in-out, as documented).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the completion of an interruptible transition; nil keeps the animator's.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts interactive (true).
    open var wantsInteractiveStart = true

    /// Whether the transition runs on an interruptible animator (known once started).
    public var isInterruptible: Bool { animator != nil }

    /// What drives the views and where they stand along the transition at host time `now`, 0…1
    /// (a live run's status); nil before the start.
    func driving(at now: Double) -> (driver: LiveStatus.Driver, fraction: Double)? {
        if let animator {
            let state: AnimatorState =
                switch animator.state {
                case .inactive: .inactive
                case .active: .active
                case .stopped: .stopped
                }
            let driver = LiveStatus.Driver.interruptibleAnimator(state, isRunning: animator.isRunning, isReversed: animator.isReversed)
            return (driver, Double(animator.fractionComplete))
        }
        guard let timeline else { return nil }
        let paused = if case .paused = timeline.mode { true } else { false }
        let fraction = duration > 0 ? ((timeline.localTime(at: now) - timeline.origin) / Double(duration)).clamped(to: 0...1) : 0
        return (.coreAnimation(paused: paused), fraction)
    }

    /// Starts the transition on the path its animator allows; without an animator it is logged
    /// (UIKit raises "there is no animator").
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let host = UIKitHost.current
        guard let transitioning = (transitionContext as? TransitioningContext)?.animator else {
            host.note(.error, "Attempt to start a percent driven interactive transition but there is no animator: nothing runs")
            return
        }
        duration = CGFloat(transitioning.transitionDuration(using: transitionContext))
        let interruptible = transitioning.interruptibleAnimator(using: transitionContext)
        if !(interruptible is NoInterruptibleAnimator) {
            animator = interruptible
            if wantsInteractiveStart { interruptible.pauseAnimation() } else { interruptible.startAnimation() }
        } else {
            let t = host.makeTimeline()
            timeline = t
            host.liveTimeline = t
            if !wantsInteractiveStart { t.run(to: t.origin + Double(duration), now: host.now, duration: Double(duration), curve: .linear) }
            transitioning.animateTransition(using: transitionContext)
        }
        if let pending {
            self.pending = nil
            pending ? finish() : cancel()
        }
    }

    /// Reports progress `percentComplete`, clamped to 0…1; ignored unless interactive.
    open func update(_ percentComplete: CGFloat) {
        guard let context else { return UIKitHost.current.note(.warning, "update(_:) before the transition started: ignored, as UIKit ignores it") }
        let p = min(max(percentComplete.isFinite ? percentComplete : 0, 0), 1)
        guard context.isInteractive, UIKitHost.current.interactionPhase(of: context) == .interactive else {
            context.updateInteractiveTransition(p)  // recorded and logged as ignored
            return
        }
        self.percentComplete = p
        if let animator {
            animator.fractionComplete = p
        } else if let timeline {
            timeline.pause(at: timeline.origin + Double(p * duration), now: UIKitHost.current.now)
        }
        context.updateInteractiveTransition(p)
    }

    /// The interaction ends toward the end.
    open func finish() { end(finishing: true) }

    /// The interaction ends toward the start.
    open func cancel() { end(finishing: false) }

    private func end(finishing: Bool) {
        guard let context else {
            pending = finishing
            return
        }
        let host = UIKitHost.current
        guard host.interactionPhase(of: context) == .interactive else {
            return finishing ? context.finishInteractiveTransition() : context.cancelInteractiveTransition()
        }
        if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        let p = percentComplete
        let share = finishing ? 1 - p : p
        if let animator {
            animator.isReversed = !finishing
            if timingCurve == nil, completionSpeed == 1 {
                animator.startAnimation()
            } else {
                animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: share / completionSpeed)
            }
        } else if let timeline {
            let seconds = Double(share * duration / completionSpeed)
            let target = finishing ? timeline.origin + Double(duration) : timeline.origin
            timeline.run(to: target, now: host.now, duration: seconds, curve: completionCurve.timing)
            if !finishing {
                host.schedule(at: host.now + seconds) { [weak host] in
                    guard let host, !timeline.isFlushed else { return }
                    host.capture.removeAll(onTimeline: timeline.id, at: timeline.origin)
                    timeline.flush(now: host.now)
                }
            }
        }
    }

    /// Grabs an interruptible transition: the animator pauses (not reversed), its fraction becomes
    /// `percentComplete`, and the transition is interactive again. Without one it does nothing (logged).
    open func pause() {
        guard let context, let animator else {
            return UIKitHost.current.note(.note, "pause() acts only on a transition with an interruptible animator: ignored, as in UIKit")
        }
        guard UIKitHost.current.interactionPhase(of: context) != .completed else { return context.pauseInteractiveTransition() }
        animator.pauseAnimation()
        animator.isReversed = false
        percentComplete = animator.fractionComplete
        context.pauseInteractiveTransition()
    }
}
