import SegueEngine

/// `UIViewPropertyAnimator` on Segue's `PropertyAnimator` (docs/uikit-layer.md, "Property
/// animator"): the engine keeps the states and rules (docs/uikit-contract.md); this class runs the
/// blocks, captures their changes, and schedules the completions on the host's clock.
///
/// As in UIKit, blocks added to an inactive animator run when it becomes active (start, pause, or a
/// fraction set); blocks added to an active one run at once, over what remains. A call UIKit raises
/// on (finishing an animator that is not stopped, starting a stopped one) is logged and ignored.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    var engine: PropertyAnimator
    /// The parameters it was made with.
    public let timingParameters: UITimingCurveProvider?
    private(set) lazy var number = UIKitHost.current.register(self)
    private var pending: [(block: () -> Void, delayFactor: Double)] = []
    private var completionBlocks: [PropertyAnimator.CompletionID: (UIViewAnimatingPosition) -> Void] = [:]
    private var scheduledGeneration = 0
    /// Each block added to the engine: its capture group and the stretch of the animator's fraction
    /// it runs over (the capture turns their runs into time).
    private(set) var blocks: [(id: PropertyAnimator.AnimationID, group: Int, start: Double, end: Double)] = []
    /// The virtual times its runs started (after their delay), and whether anything but a start
    /// changed its course (a pause, a stop, a reversal, a new fraction, a continuation).
    private(set) var runStarts: [Double] = []
    private(set) var wasSteered = false

    /// An animator of `duration` seconds timed by `parameters`; not running.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        timingParameters = parameters
        engine = PropertyAnimator(duration: duration, timing: parameters.timingCurve)
        super.init()
    }

    /// An animator along one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along the cubic curve through `point1` and `point2`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a spring of damping ratio `ratio` that fills `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Starts an animator at once (interruptible unless made inside another animation block).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: State

    private var now: Double { UIKitHost.current.now }

    /// Seconds (a spring from mass, stiffness and damping brings its own).
    open var duration: TimeInterval { engine.duration }
    /// The delay of the last start, seconds.
    open var delay: TimeInterval { engine.delay }
    /// Inactive, active or stopped.
    open var state: UIViewAnimatingState {
        switch engine.state {
        case .inactive: .inactive
        case .active: .active
        case .stopped: .stopped
        }
    }
    /// Whether it is animating now.
    open var isRunning: Bool { engine.isRunning }
    /// Whether it runs (or will run) toward the start.
    open var isReversed: Bool {
        get { engine.isReversed }
        set { steer { $0.setReversed(newValue, at: now) } }
    }
    /// The position along the forward animation. Setting it activates an inactive animator, paused;
    /// while running it does nothing.
    open var fractionComplete: CGFloat {
        get { CGFloat(engine.fractionComplete(at: now)) }
        set {
            activate()
            steer { $0.setFractionComplete(Double(newValue), at: now) }
        }
    }
    /// Scrubbing maps the fraction linearly onto the animation (true by default).
    open var scrubsLinearly: Bool {
        get { engine.scrubsLinearly }
        set { engine.scrubsLinearly = newValue }
    }
    /// Stays active and paused at the end instead of completing (false by default).
    open var pausesOnCompletion: Bool {
        get { engine.pausesOnCompletion }
        set { engine.pausesOnCompletion = newValue }
    }
    /// Whether it can be paused or stopped once running (true by default); set only while not active.
    open var isInterruptible: Bool {
        get { engine.isInterruptible }
        set { configure { try $0.setInterruptible(newValue) } }
    }
    /// Whether touches reach the animated views (true by default); set only while not active.
    open var isUserInteractionEnabled: Bool {
        get { engine.isUserInteractionEnabled }
        set { configure { try $0.setUserInteractionEnabled(newValue) } }
    }
    /// Hit-testing follows the presentation by hand (false).
    open var isManualHitTestingEnabled = false

    // MARK: Blocks

    /// Adds a block: run when the animator becomes active, or at once over what remains if it is.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds a block that starts `delayFactor` of the way through (of what remains, when active).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = Double(delayFactor).clamped(to: 0...1)
        if engine.state == .active {
            run(animation, delayFactor: factor)
        } else {
            pending.append((animation, factor))
        }
    }

    /// Adds a block run once at the end, with the final position.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        let id = engine.addCompletion()
        completionBlocks[id] = completion
    }

    // MARK: Calls

    /// Starts (or resumes) now.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard engine.state != .stopped else {
            UIKitHost.current.note(.error, "UIViewPropertyAnimator: \(AnimatorError.cannotStartWhileStopped) (UIKit raises); ignored")
            return
        }
        activate()
        let wasRunning = engine.isRunning
        attempt { try $0.start(afterDelay: delay, at: now) }
        if engine.isRunning, !wasRunning { runStarts.append(now + max(0, delay)) }
    }

    /// Pauses; from inactive it starts paused.
    open func pauseAnimation() {
        activate()
        steer { try $0.pause(at: now) }
    }

    /// Stops where it is: `withoutFinishing` true ends it without completions.
    open func stopAnimation(_ withoutFinishing: Bool) {
        steer { try $0.stop(withoutFinishing: withoutFinishing, at: now) }
    }

    /// Finishes a stopped animator at `finalPosition`; completions run.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        let position: AnimatingPosition =
            switch finalPosition {
            case .end: .end
            case .start: .start
            case .current: .current
            }
        attempt { try $0.finish(at: position, now: now) }
    }

    /// Continues in its direction with new timing (nil keeps its own) over `durationFactor` times the
    /// original duration (0: the rest at the original pace).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        wasSteered = true
        attempt { try $0.continueAnimation(timing: parameters?.timingCurve, durationFactor: Double(durationFactor), at: now) }
    }

    // MARK: Internals

    /// Runs the blocks added while inactive: the animator is about to become active.
    private func activate() {
        guard engine.state == .inactive else { return }
        let blocks = pending
        pending = []
        for b in blocks { run(b.block, delayFactor: b.delayFactor) }
    }

    /// Adds a block to the engine and runs it in a capture frame of its own.
    private func run(_ block: () -> Void, delayFactor: Double) {
        let host = UIKitHost.current
        let id = engine.addAnimations(delayFactor: delayFactor, at: now)
        let frame = host.capture.open(.animator(id: number, block: id, duration: engine.duration, curve: engine.timingParameters))
        block()
        host.capture.close(frame, at: now)
        // Blocks that joined this one (a UIView.animate inside it) complete with the animator.
        for joined in frame.joined { addCompletion { joined($0 == .end) } }
        let stretch = engine.animations.first { $0.id == id }
        blocks.append((id, frame.group, stretch?.start ?? 0, stretch?.end ?? 1))
    }

    /// A call that changes the course of an active animator (the capture notes it).
    private func steer(_ call: (inout PropertyAnimator) throws -> [AnimatorEvent]) {
        if engine.state != .inactive { wasSteered = true }
        attempt(call)
    }

    private func attempt(_ call: (inout PropertyAnimator) throws -> [AnimatorEvent]) {
        do { deliver(try call(&engine)) } catch {
            UIKitHost.current.note(.error, "UIViewPropertyAnimator: \(error) (UIKit raises); ignored")
        }
    }

    private func configure(_ call: (inout PropertyAnimator) throws -> Void) {
        do { try call(&engine) } catch {
            UIKitHost.current.note(.error, "UIViewPropertyAnimator: \(error) (UIKit raises); ignored")
        }
    }

    /// Runs the completions the engine reports, and schedules the next natural end.
    private func deliver(_ events: [AnimatorEvent]) {
        for case .completed(let position, let ids, _) in events {
            let p: UIViewAnimatingPosition =
                switch position {
                case .end: .end
                case .start: .start
                case .current: .current
                }
            let blocks = ids.compactMap { completionBlocks.removeValue(forKey: $0) }
            for b in blocks { b(p) }
        }
        scheduledGeneration += 1
        guard let end = engine.endTime else { return }
        let generation = scheduledGeneration
        UIKitHost.current.schedule(at: end) { [weak self] in
            guard let self, self.scheduledGeneration == generation else { return }
            self.deliver(self.engine.advance(to: UIKitHost.current.now))
        }
    }
}
