import SegueEngine

/// The world UIKit code runs in: one window the size of Segue's container, a virtual clock, and the
/// run loop that calls completion handlers when their time comes. Nothing here reads a real clock or
/// starts a thread: time moves only when `advance(to:)` moves it.
///
/// UIKit's singletons (`UIScreen.main`, `UIApplication.shared.keyWindow`, `UIDevice.current`) and
/// animation capture belong to the current host (`UIKitHost.current`): the one made current last,
/// or a default portrait phone when none was.
@preconcurrency @MainActor
public final class UIKitHost {
    /// Virtual seconds since the host was made.
    public private(set) var now: TimeInterval = 0
    /// The screen size in points; the window fills it.
    public private(set) var screenSize: CGSize
    /// The key window.
    public let window: UIWindow
    /// What the code did that UIKit ignores or logs, and what cannot be drawn, in order.
    public private(set) var log: [UIKitLogEntry] = []
    /// Animation blocks, transactions and the animations they made.
    let capture = AnimationCapture()
    /// The recognizers of the finger that is down, if one is (UIKitHost+Touches).
    var touchArena: GestureArena?
    /// Every call the code made on a transition context's interaction, in order (UIKitHost+Interaction).
    public internal(set) var interactionCalls: [InteractionCall] = []
    /// Each context's interaction phase, by context.
    var interactionPhases: [ObjectIdentifier: InteractionPhase] = [:]
    /// Core Animation key paths the code animated that Segue cannot draw, in the order first seen.
    public internal(set) var notDrawn: [String] = []
    /// The property animators made on this host, by number. The host keeps them, as UIKit keeps a
    /// running animator alive: their blocks' animations read their progress.
    private(set) var animators: [UIViewPropertyAnimator] = []

    /// Registers a property animator; its number names its blocks' animations.
    func register(_ animator: UIViewPropertyAnimator) -> Int {
        animators.append(animator)
        return animators.count - 1
    }

    /// The property animator with that number.
    func animator(_ id: Int) -> UIViewPropertyAnimator? { animators.indices.contains(id) ? animators[id] : nil }

    private struct Event {
        var time: Double
        var order: Int
        /// The paused timeline whose local time `time` is on, if any.
        var timeline: MediaTimeline?
        var action: @MainActor () -> Void

        /// The host time it is due at; nil while its timeline cannot reach it.
        @MainActor var due: Double? { timeline.map { $0.hostTime(reaching: time) } ?? time }
    }

    /// The timelines of percent-driven transitions on the Core Animation path, by number.
    private(set) var timelines: [MediaTimeline] = []
    /// The timeline new animations and their completions join, while such a transition runs.
    var liveTimeline: MediaTimeline?

    /// A new timeline paused at now.
    func makeTimeline() -> MediaTimeline {
        let t = MediaTimeline(id: timelines.count, origin: now)
        timelines.append(t)
        return t
    }

    /// The time `animation` sees at host time `t`: its timeline's local time, or `t`.
    func localTime(of animation: CapturedAnimation, at t: Double) -> Double {
        guard let id = animation.timeline, timelines.indices.contains(id) else { return t }
        return timelines[id].localTime(at: t)
    }

    /// Runs `action` when an animation made now reaches `time` (host seconds, as if the clock ran
    /// on): on the live timeline while there is one (`time − now` after its local time now), else
    /// on the host's clock.
    func scheduleAnimationEvent(at time: Double, _ action: @escaping @MainActor () -> Void) {
        guard let timeline = liveTimeline else { return schedule(at: time, action) }
        let local = timeline.localTime(at: now) + (time.isFinite ? max(0, time - now) : 0)
        events.append(Event(time: local, order: nextOrder, timeline: timeline, action: action))
        nextOrder += 1
    }

    private var events: [Event] = []
    private var nextOrder = 0
    /// Main-queue work waiting for its dispatch group to empty (UIKitHost+MainQueue).
    var mainQueueWaits: [(group: DispatchGroup, work: DispatchWorkItem)] = []
    private var isRunningEvents = false

    /// The host UIKit calls go to.
    public static var current: UIKitHost {
        if let host = currentHost { return host }
        let host = UIKitHost()
        currentHost = host
        return host
    }

    private static var currentHost: UIKitHost?

    /// The current host if there is one, without making the default one.
    static var existing: UIKitHost? { currentHost }

    /// A host whose screen (and window) is `screenSize` points: 393 × 852 by default, a portrait phone.
    /// It becomes the current host.
    public init(screenSize: CGSize = CGSize(width: 393, height: 852)) {
        self.screenSize = screenSize
        window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        Self.currentHost = self
    }

    /// Makes this host the one UIKit calls go to.
    public func makeCurrent() { Self.currentHost = self }

    /// Turns the device or resizes the screen: the window follows, and layout runs.
    public func resize(to size: CGSize) {
        screenSize = size
        window.frame = CGRect(origin: .zero, size: size)
        window.layoutIfNeeded()
    }

    /// The presentations and dismissals run on this host, in order.
    private(set) var transitions: [TransitionRecord] = []

    /// While true, `present` runs as if called with `animated: false` (the forward step of a
    /// dismissal's set-up).
    var forwardStepsWithoutAnimation = false

    /// A transition starts.
    func begin(_ record: TransitionRecord) { transitions.append(record) }

    /// The transition running now (not completed) that `controller` or an ancestor takes part in.
    func runningTransition(involving controller: UIViewController) -> TransitionRecord? {
        transitions.last { $0.completedAt == nil && $0.involves(controller) }
    }

    /// A step forward the code took (a present, a push, a tab switch) and the step that takes it
    /// back, animated: a capture of `.dismiss`, `.pop` or `.tabBack` plays that one.
    struct ForwardStep {
        /// `.present`, `.push` or `.tabForward` (any tab switch).
        var operation: TransitionOperation
        var back: @MainActor () -> Void
    }

    /// The last step forward taken on this host.
    var lastForwardStep: ForwardStep?

    /// The gaps the code ran into, in the order first met (docs/uikit-gaps.md).
    public private(set) var gaps: [UIKitGap] = []

    /// Records that the code used something Segue approximates, and notes it (with `detail`) the
    /// first time.
    func approximate(_ gap: UIKitGap, _ detail: String? = nil) {
        guard !gaps.contains(gap) else { return }
        gaps.append(gap)
        note(.note, detail.map { "\($0): \(gap.description)" } ?? gap.description)
    }

    /// Notes something the code did, at the current virtual time.
    func note(_ level: UIKitLogEntry.Level, _ message: String) {
        log.append(UIKitLogEntry(time: now, level: level, message: message))
    }

    // MARK: Run loop

    /// Runs `action` when the clock reaches `time` (now, at the earliest: after what is running).
    func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
        let t = time.isFinite ? max(time, now) : now
        events.append(Event(time: t, order: nextOrder, timeline: nil, action: action))
        nextOrder += 1
    }

    /// The time of the next thing due, if any.
    var nextEventTime: Double? { events.compactMap(\.due).min() }

    /// Moves the clock to `time`, running everything due on the way in time order (ties in the order
    /// they were scheduled); things scheduled while running run too when they fall due. Each turn
    /// ends by committing the implicit transaction; main-queue work whose group has emptied runs
    /// after it, each piece a turn of its own (UIKitHost+MainQueue).
    public func advance(to time: TimeInterval) {
        guard !isRunningEvents else { return }
        isRunningEvents = true
        defer { isRunningEvents = false }
        runMainQueue()
        while let index = dueEventIndex(by: time) {
            let event = events.remove(at: index)
            now = max(now, event.due ?? now)
            event.action()
            capture.endTurn()
            didRunTurn?()
            runMainQueue()
        }
        if time.isFinite { now = max(now, time) }
    }

    /// Runs what is due now, without moving the clock.
    public func runDueEvents() { advance(to: now) }

    /// Called after every turn of the run loop (the capture takes a snapshot then).
    var didRunTurn: (@MainActor () -> Void)?

    private func dueEventIndex(by time: Double) -> Int? {
        var best: Int?
        var bestDue = 0.0
        for (i, e) in events.enumerated() {
            guard let due = e.due, due <= time else { continue }
            if best != nil, (bestDue, events[best!].order) <= (due, e.order) { continue }
            best = i
            bestDue = due
        }
        return best
    }
}
