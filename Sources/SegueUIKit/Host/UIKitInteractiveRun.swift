import SegueEngine

/// A UIKit transition played live, with the code's own interaction (docs/uikit-layer.md, "A live
/// run"): a host runs the scenario's set-up, Segue's finger goes to the code's recognizers, and the
/// code decides (its `update`, `finish`, `cancel` and `pause` calls are kept as records). Time and
/// touches come in as arguments; nothing reads a clock.
///
/// For `.present` the transition starts when the code starts it (from a recognizer's action) or
/// when `trigger()` runs the scenario's trigger; for `.dismiss` the trigger's presentation runs
/// without animation first, and the code's gesture (or `trigger()`) dismisses.
@preconcurrency @MainActor
public final class UIKitInteractiveRun {
    /// Where the transition stands.
    public enum State: Hashable, Sendable, CustomStringConvertible {
        /// Set up; no transition has started.
        case idle
        /// Started and driven by the code's interaction (or by its finger).
        case interactive
        /// Running on its own: after a finish or cancel, or started non-interactively.
        case running
        /// `completeTransition(_:)` was called: true when it finished, false when cancelled.
        case completed(Bool)

        /// `idle`, `interactive`, `running`, `completed(true)`.
        public var description: String {
            switch self {
            case .idle: "idle"
            case .interactive: "interactive"
            case .running: "running"
            case .completed(let finished): "completed(\(finished))"
            }
        }
    }

    /// A transition the code never finished or cancelled after the finger lifted (the freeze users
    /// report): when the finger lifted, when it was found, and the code's last calls.
    public struct Hang: Hashable, Sendable, CustomStringConvertible {
        /// Virtual seconds of the lift.
        public var liftedAt: Double
        /// Virtual seconds at which it became a hang (10 s after the lift).
        public var foundAt: Double
        /// Whether the code called finish or cancel (and then never completed).
        public var decided: Bool
        /// The code's last calls, up to five, oldest first.
        public var lastCalls: [InteractionCall]

        /// Words for the finding.
        public var description: String {
            let what = decided ? "never called completeTransition(_:) after finishing or cancelling" : "never finished or cancelled"
            let calls = lastCalls.isEmpty ? "no calls" : lastCalls.map(\.description).joined(separator: "; ")
            return
                "hang: the transition \(what) within \(UIKitInteractiveRun.hangLimit.formatted(digits: 0)) s after the finger lifted at \(liftedAt.formatted(digits: 3)) s; last calls: \(calls)"
        }
    }

    /// What became of one touch event.
    public enum TouchOutcome: Hashable, Sendable {
        /// It went to the code's recognizers.
        case delivered
        /// The transition runs and cannot be grabbed; the touch went nowhere, as on iOS.
        case refused(String)
    }

    /// Virtual seconds after the lift before a transition still not completed is a hang.
    nonisolated public static let hangLimit = 10.0

    /// The world the code runs in.
    public let host: UIKitHost
    /// The operation played.
    public let operation: TransitionOperation
    /// The host's clock once the set-up has run, seconds.
    public let startTime: Double
    private let trigger: @MainActor () -> Void
    private let firstTransition: Int
    private let firstCall: Int
    private var liftedAt: Double?
    private var refusingTouch = false
    /// The finding, once made.
    public private(set) var hang: Hang?
    /// Touches refused while the transition could not be grabbed, with the reason.
    public private(set) var refusals: [(time: Double, reason: String)] = []
    /// When the transition started (virtual seconds) and whether it started interactively.
    public private(set) var began: (time: Double, interactive: Bool)?
    /// Each time a transition began while the finger was scrolling a scroll view, in time order:
    /// the finger went from the content to the transition (`docs/uikit-layer.md`, "Hand-off").
    public internal(set) var handOffs: [HandOff] = []
    /// The scroll views under the window at the last touch down, with their offsets then (points).
    var offsetsAtTouchDown: [(view: UIScrollView, offset: CGPoint)] = []

    /// Runs `transition`'s scenario on a fresh host of its container's size.
    public convenience init(_ transition: UIKitTransition) {
        self.init(operation: transition.operation, container: transition.container, scenario: transition.scenario)
    }

    /// Runs `scenario`'s set-up (and, for `.dismiss`, its presentation without animation) on a fresh
    /// host of `container` points; the clock is then where the set-up left it.
    public init(operation: TransitionOperation, container: Size = .phonePortrait, scenario: UIKitTransition.Scenario) {
        self.operation = operation
        host = UIKitHost(screenSize: CGSize(container))
        host.window.makeKeyAndVisible()
        let trigger = scenario(host.window)
        Self.settle(host)
        if !operation.isForward {
            host.forwardStepsWithoutAnimation = true
            trigger()
            Self.settle(host)
            host.forwardStepsWithoutAnimation = false
        }
        self.trigger = trigger
        startTime = host.now
        firstTransition = host.transitions.count
        firstCall = host.interactionCalls.count
    }

    private static func settle(_ host: UIKitHost) {
        let limit = host.now + UIKitTransition.Capture.setUpLimit
        while let next = host.nextEventTime, next <= limit { host.advance(to: next) }
    }

    /// Starts the transition as the scenario does (for `.dismiss`, dismisses the top presented
    /// controller), now; does nothing once one has started.
    public func trigger(at time: Double) {
        tick(to: time)
        guard record == nil else { return }
        host.makeCurrent()
        if operation.isForward {
            trigger()
        } else {
            var top = host.window.rootViewController?.presentedViewController
            while let next = top?.presentedViewController { top = next }
            top?.dismiss(animated: true)
        }
        host.runDueEvents()
        noteBegan()
    }

    /// Keeps when the transition started, the first time one has.
    private func noteBegan() {
        guard began == nil, let record else { return }
        began = (host.now, record.context.isInteractive)
    }

    /// The transition the run plays, once started.
    var record: TransitionRecord? { host.transitions.count > firstTransition ? host.transitions[firstTransition] : nil }

    /// Moves the clock to `time`, running what falls due; then looks for a hang.
    public func tick(to time: Double) {
        host.makeCurrent()
        host.advance(to: time)
        noteBegan()
        findHang()
    }

    /// Delivers one finger event to the code's recognizers, unless the transition runs and cannot be
    /// grabbed (then the whole touch, down to lift, is refused with the reason).
    @discardableResult
    public func touch(_ event: TouchEvent) -> TouchOutcome {
        host.makeCurrent()
        if event.phase == .down, let reason = grabRefusal() {
            refusingTouch = true
            refusals.append((event.time, reason))
            host.note(.note, "touch refused: \(reason)")
            tick(to: event.time)
            return .refused(reason)
        }
        if refusingTouch {
            if event.phase == .up { refusingTouch = false }
            tick(to: event.time)
            return .refused(refusals.last?.reason ?? "")
        }
        if event.phase == .down { offsetsAtTouchDown = Self.scrollViews(in: host.window).map { ($0, $0.contentOffset) } }
        let beganBefore = began != nil
        host.touch(event)
        if event.phase == .up, state != .idle, !state.isCompleted { liftedAt = host.now }
        if event.phase == .down { liftedAt = nil }
        noteBegan()
        if !beganBefore, began != nil { noteHandOff() }
        if event.phase == .up { offsetsAtTouchDown = [] }
        findHang()
        return .delivered
    }

    /// Why a touch now cannot grab the running transition, or nil when it can (or nothing runs).
    private func grabRefusal() -> String? {
        guard let record, state == .running else { return nil }
        guard let controller = record.context.interactionController else {
            return "the transition runs without an interaction controller (plain animations): UIKit cannot grab it"
        }
        if let percent = controller as? UIPercentDrivenInteractiveTransition, !percent.isInterruptible {
            return "the transition runs UIView.animate animations on the Core Animation path (no interruptible animator): UIKit cannot grab it"
        }
        return nil
    }

    /// Where the transition stands now.
    public var state: State {
        guard let record else { return .idle }
        if let done = record.didComplete { return .completed(done) }
        switch host.interactionPhase(of: record.context) {
        case .interactive: return record.context.isInteractive ? .interactive : .running
        case .finishing, .cancelling: return .running
        case .completed: return .completed(record.context.completedWith ?? false)
        }
    }

    /// The code's calls on the transition's context since the set-up, in order.
    public var calls: [InteractionCall] { Array(host.interactionCalls[firstCall...]) }

    /// The last progress the code reported (0 before any update).
    public var progress: Double { calls.last { $0.kind == .update && $0.accepted }.map(\.progress) ?? 0 }

    /// What is on screen now.
    public func scene() -> Scene { host.scene() }

    /// What the host logged, in order.
    public var log: [UIKitLogEntry] { host.log }

    private func findHang() {
        guard hang == nil, let lifted = liftedAt, !state.isCompleted, state != .idle, host.now - lifted >= Self.hangLimit else { return }
        let decided = calls.contains { ($0.kind == .finish || $0.kind == .cancel) && $0.accepted && $0.time >= lifted }
        hang = Hang(liftedAt: lifted, foundAt: lifted + Self.hangLimit, decided: decided, lastCalls: Array(calls.suffix(5)))
        host.note(.error, hang!.description)
    }
}

extension UIKitInteractiveRun.State {
    /// Whether the transition completed (either way).
    public var isCompleted: Bool { if case .completed = self { true } else { false } }
}
