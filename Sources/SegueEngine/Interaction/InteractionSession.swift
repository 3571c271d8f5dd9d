/// One interactive transition driven by a finger: the pan recogniser turns touches into percent,
/// the driver scrubs, and on release the completion policy decides between finish and cancel.
///
/// This is the glue of the design's "one gesture, as data", shared by `segue simulate` and the
/// playground. A touch on a running transition grabs it (interruption); dragging scrubs from where
/// it was grabbed; releasing lets the policy decide, and the completion continues from the
/// finger's velocity when the release timing is a spring (`handoffVelocity`).
public struct InteractionSession: Sendable {
    /// The finger's side of the interaction (`PanConfiguration`, which a transition states in its
    /// `TransitionInteraction`).
    public typealias PanConfiguration = SegueEngine.PanConfiguration

    /// The driver that runs the transition and keeps its clock.
    public internal(set) var driver: TransitionDriver
    /// Decides finish or cancel on release (docs/completion-policies.md).
    public var policy: CompletionPolicy
    /// How the finger drives the transition: direction, edge zone and distance.
    public let pan: PanConfiguration
    /// Completion timing after a release; nil keeps the animator's own curves (UIKit's default).
    /// A spring here receives the finger's velocity.
    public var releaseTiming: TimingCurve?
    /// Turns touches into percent; made anew at each touch down.
    public private(set) var recognizer: PanRecognizer
    /// Progress when the current touch went down; the drag adds to it.
    public internal(set) var progressAtTouch: Double = 0
    /// True while a finger is down.
    public internal(set) var isTouching = false
    /// The event stream: everything that happened, in order (`InteractionSession+Event.swift`;
    /// `Record.text` and its siblings say it in words and JSON).
    public private(set) var log: [Record] = []
    /// Set for a direct-manipulation session: touches move a view instead of scrubbing, and the
    /// distance rule replaces `policy` and `pan`'s percent (`InteractionSession+DirectManipulation.swift`).
    public internal(set) var direct: DirectManipulation?
    /// The call (`play`, `finish`, `cancel`) that took the transition from the finger still down:
    /// its drags and its release no longer act, and a script shows them as ignored.
    public internal(set) var takenFromFinger: String?
    /// Set for a session whose views hold scroll content: the finger is shared between the pan and
    /// the content (`InteractionSession+Scroll.swift`).
    public internal(set) var scroll: ScrollArena?
    /// A direct session's spring back came home: that completed the transition (at its start).
    var springBackCompleted = false

    /// True once the transition has completed (at its end, at its start, or, in a direct session,
    /// with the view home after a spring back): it completes exactly once, and nothing acts after.
    public var isCompleted: Bool { driver.isCompleted || springBackCompleted }

    /// Starts a session on `transition` for `operation`, waiting for a finger. A nil `releaseTiming` keeps
    /// the animator's own curves on release.
    public init(
        transition: any Transition, operation: TransitionOperation = .present, pan: PanConfiguration, policy: CompletionPolicy,
        releaseTiming: TimingCurve? = nil
    ) {
        driver = TransitionDriver(transition: transition, operation: operation)
        self.pan = pan
        self.policy = policy
        self.releaseTiming = releaseTiming
        recognizer = Self.makeRecognizer(pan, container: transition.container, backward: false)
    }

    private static func makeRecognizer(_ pan: PanConfiguration, container: Size, backward: Bool) -> PanRecognizer {
        var r = PanRecognizer(direction: pan.direction, container: container, edgeZone: backward ? nil : pan.edgeZone, panDistance: pan.distance)
        r.allowsBackwardStart = backward
        return r
    }

    /// Points of finger travel for progress 1.
    public var panDistance: Double { recognizer.panDistance }

    /// The fraction complete at `now` (seconds): 0…1, beyond while a spring overshoots.
    public func progress(at now: Double) -> Double { driver.progress(at: now) }

    /// Where the views are at `now` (seconds), as progress along the lead track.
    public func visualProgress(at now: Double) -> Double { driver.visualProgress(at: now) }

    /// The views as drawn at `now` (seconds), with a directly manipulated view where the finger put it.
    public func scene(at now: Double) -> Scene {
        let scene = direct.map { $0.composed(onto: driver.scene(at: now), at: now) } ?? driver.scene(at: now)
        return scroll.map { $0.composed(onto: scene, at: now) } ?? scene
    }

    /// Where a finger starts a pan in this container (inside the edge zone when there is one).
    public var touchStartPoint: Point {
        if direct != nil { return directTouchPoint }
        if pan.edgeZone == nil, let point = scroll?.setup.touchPoint { return point }
        return pan.direction.startTouchPoint(in: driver.transition.container, inset: min(2, (pan.edgeZone ?? 4) / 2))
    }

    // MARK: Programmatic calls

    /// A button tap: starts the transition running on its own (from a finger still down, which
    /// then acts no more; not while a finger holds a directly manipulated view).
    public mutating func play(at now: Double) {
        advance(to: now)
        guard !isCompleted, driver.interaction.phase == .waiting, direct?.isHeld != true else { return }
        if isTouching { takenFromFinger = "play" }
        record(driver.begin(interactive: false, at: now))
    }

    /// `finishInteractiveTransition`, called by code rather than decided on release.
    public mutating func finish(at now: Double) { call(finishing: true, at: now) }

    /// `cancelInteractiveTransition`, called by code rather than decided on release.
    public mutating func cancel(at now: Double) { call(finishing: false, at: now) }

    /// Turns a running transition around: it runs to the other end, as a finish or a cancel call
    /// would take it there, and the log says it was reversed. Does nothing unless it is running.
    public mutating func reverse(at now: Double) {
        advance(to: now)
        guard !isCompleted, case .animating(let finishing) = driver.interaction.phase else { return }
        append(.reversed(toward: finishing ? .start : .end), at: now)
        record(finishing ? driver.cancel(at: now) : driver.finish(at: now))
    }

    /// A call on a finger's transition takes it from the finger. In a direct session nothing
    /// waits for a start: `finish` runs the operation (taking a held view from the finger, where it
    /// was dropped), `cancel` springs a held view back and has nothing else to do before the start.
    private mutating func call(finishing: Bool, at now: Double) {
        advance(to: now)
        guard !isCompleted else { return }
        if var manipulation = direct, driver.interaction.phase == .waiting {
            guard finishing || manipulation.isHeld else { return }
            append(finishing ? .finishCalled : .cancelCalled, at: now)
            if manipulation.isHeld {
                takenFromFinger = finishing ? "finish" : "cancel"
                if finishing { manipulation.handOff() } else { manipulation.springBack(at: now) }
                direct = manipulation
            }
            if finishing { record(driver.begin(interactive: false, at: now)) }
            return
        }
        if isTouching { takenFromFinger = finishing ? "finish" : "cancel" }
        append(finishing ? .finishCalled : .cancelCalled, at: now)
        record(finishing ? driver.finish(at: now) : driver.cancel(at: now))
    }

    /// Scrubs to `percent` by hand (arrow keys): starts the transition interactively, or grabs it
    /// if it is running, then moves it. No finger is involved and no policy decides.
    public mutating func scrub(to percent: Double, at now: Double) {
        advance(to: now)
        switch driver.interaction.phase {
        case .waiting:
            record(driver.begin(interactive: true, at: now))
        case .animating:
            record(driver.grab(at: now))
        case .interactive, .completed:
            break
        }
        driver.update(percent, at: now)
    }

    /// Grabs a running transition without a finger (pause): it freezes where it is drawn.
    public mutating func grab(at now: Double) {
        advance(to: now)
        record(driver.grab(at: now))
    }

    /// What the policy would decide if the finger lifted now, from the recogniser's progress and velocity.
    public func verdict(at now: Double) -> (input: CompletionInput, decision: CompletionDecision)? {
        if let scroll { return scrollVerdict(scroll, at: now) }
        guard isTouching, recognizer.state.isActive else { return nil }
        let input = CompletionInput(
            progress: progressAtTouch + recognizer.percent, velocity: pan.direction.component(of: recognizer.tracker.velocity(at: now)),
            panDistance: panDistance, direction: pan.direction, velocity2D: recognizer.tracker.velocity(at: now))
        return (input, policy.decide(input))
    }

    /// Moves time on; records the completion when it happens. Returns the new records.
    @discardableResult
    public mutating func advance(to now: Double) -> [Record] {
        let before = log.count
        advanceDirect(to: now)
        record(driver.advance(to: now))
        return Array(log[before...])
    }

    // MARK: The finger

    /// Feeds one touch (time in seconds, location in points) to the session: it may begin, grab, scrub or
    /// release the transition, and every effect is logged. Returns the new records.
    @discardableResult
    public mutating func handle(_ touch: TouchEvent) -> [Record] {
        let before = log.count
        take(touch)
        return Array(log[before...])
    }

    private mutating func take(_ touch: TouchEvent) {
        let now = touch.time
        advance(to: now)
        // Once completed nothing acts; once a call took the transition, not this finger (a new
        // touch is a new finger).
        let taken = touch.phase == .down ? nil : takenFromFinger
        if touch.phase != .move { takenFromFinger = nil }
        guard !isCompleted, taken == nil else {
            if touch.phase == .up { isTouching = false }
            return
        }
        if direct != nil { return handleDirect(touch) }
        if scroll != nil { return handleScroll(touch) }
        switch touch.phase {
        case .down:
            // A finger on a running transition grabs it at once (Touchwonders' zero-delay long press).
            let running: Bool
            if case .animating = driver.interaction.phase { running = true } else { running = false }
            if running {
                record(driver.grab(at: now))
            }
            let resumed = running || driver.interaction.phase == .interactive
            recognizer = Self.makeRecognizer(pan, container: driver.transition.container, backward: resumed)
            // Unclamped: a grab in a spring's overshoot drags on from beyond the end.
            progressAtTouch = driver.interaction.phase == .waiting ? 0 : driver.progress(at: now)
            isTouching = true
            _ = recognizer.handle(touch)
            if recognizer.state == .failed { ignore("outside the \(Int(pan.edgeZone ?? 0)) pt edge zone", at: now) }
        case .move:
            guard isTouching else { return }
            let before = recognizer.state
            let state = recognizer.handle(touch)
            if state == .failed, before != .failed {
                ignore("moved the wrong way before the pan began", at: now)
                return
            }
            guard state.isActive else { return }
            if driver.interaction.phase == .waiting {
                record(driver.begin(interactive: true, at: now))
                // A `finish` or `cancel` given before the start applies now: it has the transition.
                if case .animating(let finishing) = driver.interaction.phase {
                    takenFromFinger = finishing ? "finish" : "cancel"
                    ignore("'\(takenFromFinger!)', called before the start, takes the transition from the finger", at: now)
                    return
                }
            }
            driver.update(progressAtTouch + recognizer.percent, at: now)
        case .up:
            guard isTouching else { return }
            let wasActive = recognizer.state.isActive
            _ = recognizer.handle(touch)
            isTouching = false
            if wasActive || driver.interaction.phase == .interactive {
                release(at: now, velocity: recognizer.velocity)
            } else if case .ignored = log.last?.event {
                // Already said why this touch does nothing.
            } else {
                ignore("a tap, not a pan", at: now)
            }
        }
    }

    /// Carries `old`'s finger over to this session: the same interaction rebuilt on an edited
    /// transition and already brought to `old`'s progress (a live edit; the playground keeps the
    /// finger and the interaction going across it). A finger down stays down: with the same pan it
    /// keeps its recogniser (its translation and velocity) and the progress it went down at;
    /// with a changed pan it goes down afresh at `point` (container points) and drags on from
    /// here. A held, springing-back or handed-off view keeps its offset and phase under this
    /// session's rule. Nothing is logged.
    public mutating func carryFinger(from old: InteractionSession, at point: Point, time now: Double) {
        if let manipulation = old.direct, let rule = direct {
            direct = manipulation.governed(by: rule)
            return
        }
        guard old.isTouching, old.direct == nil, direct == nil else { return }
        if old.pan == pan, old.panDistance == panDistance {
            recognizer = old.recognizer
            progressAtTouch = old.progressAtTouch
            isTouching = true
            return
        }
        let count = log.count
        handle(TouchEvent(.down, at: point, time: now))
        log.removeSubrange(count...)
    }

    /// Lifts the finger: the policy decides, and the completion starts from the finger's velocity.
    private mutating func release(at now: Double, velocity v: Double) {
        release(at: now, progress: progressAtTouch + recognizer.percent, velocity: v, velocity2D: recognizer.velocity2D)
    }

    /// Lifts the finger with the pan at progress `p` and velocity `v` (pt/s along the pan).
    mutating func release(at now: Double, progress p: Double, velocity v: Double, velocity2D: Point) {
        guard driver.interaction.phase == .interactive else { return }
        append(.released(velocity: v), at: now)
        let input = CompletionInput(progress: p, velocity: v, panDistance: panDistance, direction: pan.direction, velocity2D: velocity2D)
        let decision = policy.decide(input)
        append(.decision(decision, policy: policy), at: now)
        let shown = driver.interaction.percentComplete
        let timing = releaseTiming.map { handingOff($0, velocity: v, progress: shown, finishing: decision.finishes) }
        record(decision.finishes ? driver.finish(at: now, timing: timing) : driver.cancel(at: now, timing: timing))
    }

    /// A spring release timing carries the finger's velocity in units of the remaining distance.
    private func handingOff(_ timing: TimingCurve, velocity v: Double, progress p: Double, finishing: Bool) -> TimingCurve {
        let unit = handoffVelocity(fingerVelocity: v, progress: p, panDistance: panDistance, finishing: finishing)
        switch timing {
        case .spring(let spring): return .spring(spring.withInitialVelocity(unit))
        case .springFilling(let zeta, _): return .springFilling(dampingRatio: zeta, initialVelocity: unit)
        case .cubic: return timing
        }
    }

    // MARK: Log

    /// Logs something that had no effect, and why.
    mutating func ignore(_ reason: String, at now: Double) {
        append(.ignored(reason: reason), at: now)
    }

    mutating func append(_ event: Event, at now: Double) {
        log.append(Record(time: now, event: event, progress: driver.progress(at: now), visualProgress: driver.visualProgress(at: now)))
    }

    mutating func record(_ events: [TransitionDriver.Event]) {
        log += events.map(Record.init)
    }
}
