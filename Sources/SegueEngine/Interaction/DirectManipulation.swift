import SegueText

/// The second kind of interaction, beside `PercentDrivenInteraction`: direct manipulation with a
/// distance rule and a spring back (AlertTransition's drag-to-dismiss; `docs/direct-manipulation.md`).
///
/// The finger does not scrub the transition. One view follows the finger's raw translation in both
/// axes (its frame moves; the transition stays at its start). On release the distance rule decides:
/// beyond `threshold` points on either axis, the operation's normal, non-interactive animation runs
/// from where the view was dropped (the offset stays on the view until it completes); otherwise the
/// view springs back home over `springBackDuration` along `springBackTiming`. Velocity is ignored.
///
/// A value with explicit time, like the other interaction controllers: nothing here reads a clock.
public struct DirectManipulation: Hashable, Sendable {
    /// The rule as data: the numbers a preset gives.
    public struct Rule: Hashable, Sendable {
        /// Points; the operation runs when |dx| > threshold or |dy| > threshold (each axis on its own,
        /// strictly more).
        public var threshold: Double
        /// Seconds the spring back lasts.
        public var springBackDuration: Double
        /// How the offset returns to zero over `springBackDuration` (a spring filling the duration).
        public var springBackTiming: TimingCurve

        /// A rule: dismiss beyond `threshold` points, else spring back over `springBackDuration` seconds.
        public init(threshold: Double, springBackDuration: Double, springBackTiming: TimingCurve) {
            self.threshold = threshold
            self.springBackDuration = springBackDuration
            self.springBackTiming = springBackTiming
        }

        /// AlertTransition's `EasyPercentDrivenTransition`: 70 pt; spring back 0.33 s with damping 0.5
        /// and velocity 0.
        public static let alertTransition = Rule(
            threshold: 70, springBackDuration: 0.33, springBackTiming: .springFilling(dampingRatio: 0.5, initialVelocity: 0))

        /// Decides for a view dropped at `offset` (points from home).
        public func decide(offset: Point) -> Decision {
            let dx = abs(offset.x)
            let dy = abs(offset.y)
            let t = Self.text(threshold)
            if dx > threshold || dy > threshold {
                let axis = dx > threshold ? "|dx| \(shown(dx))" : "|dy| \(shown(dy))"
                return Decision(.run, reason: "\(axis) > \(t) pt")
            }
            return Decision(.springBack, reason: "|dx| \(shown(dx)), |dy| \(shown(dy)) ≤ \(t) pt")
        }

        /// A distance in a reason: to 0.1 pt, or in full when that would read as the threshold
        /// itself (70.04 > 70 must not print as 70 > 70).
        private func shown(_ value: Double) -> String {
            let text = Self.text(value)
            return text == Self.text(threshold) && value != threshold ? value.shortestDescription : text
        }

        /// `|dx| or |dy| > 70 pt, else spring back in 0.33 s`
        public var summary: String {
            "|dx| or |dy| > \(Self.text(threshold)) pt, else spring back in \(springBackDuration.shortestDescription) s"
        }

        /// Whole points as integers, others to 0.1 pt (a reason must not print 70.4 as 70).
        static func text(_ value: Double) -> String { value.shortestDescription(decimals: 1) }
    }

    /// The distance rule's verdict on release, and why (for the HUD and `segue simulate`).
    public struct Decision: Hashable, Sendable {
        /// Whether the operation runs or the view goes home.
        public enum Outcome: String, Hashable, Sendable {
            /// The operation's normal animation runs from the dragged position.
            case run
            /// The view returns home; the transition never starts.
            case springBack = "spring back"
        }

        /// Run or spring back.
        public var outcome: Outcome
        /// The comparison that decided, e.g. `|dy| 71 > 70 pt` or `|dx| 12, |dy| 69 ≤ 70 pt`.
        public var reason: String

        /// A decision for `outcome`, explained by `reason`.
        public init(_ outcome: Outcome, reason: String) {
            self.outcome = outcome
            self.reason = reason
        }
    }

    /// Where the manipulation stands.
    public enum Phase: Hashable, Sendable {
        /// The view is home and free to take.
        case resting
        /// A finger holds the view; it went down at `touch` (container points).
        case dragging(touch: Point)
        /// Returning home from `from`, started at time `since`.
        case springingBack(from: Point, since: Double)
        /// Released beyond the threshold: the operation runs and the offset stays as it was dropped.
        case handedOff
    }

    /// The id of the view the finger moves (a `SceneView.id`).
    public let view: String
    /// The distance rule and the spring back.
    public let rule: Rule
    /// Resting, dragging, springing back or handed off.
    public private(set) var phase: Phase = .resting
    /// The finger's velocity, reported on release and never used by the rule.
    public private(set) var tracker = VelocityTracker()
    /// The offset while dragging or handed off, points.
    private var held: Point = .zero
    private let springBack: ResolvedTiming

    /// The finger moves `view` under `rule`.
    public init(view: String = "presented", rule: Rule) {
        self.view = view
        self.rule = rule
        springBack = rule.springBackTiming.resolved(duration: rule.springBackDuration)
    }

    /// Whether a finger may take the view now (not while it springs back or once handed off: the
    /// view ignores touches while it animates, as UIKit's view animations do by default).
    public var acceptsTouches: Bool { phase == .resting }

    /// The view's offset from home at `now`, points (container axes, y down).
    public func offset(at now: Double) -> Point {
        switch phase {
        case .resting: return .zero
        case .dragging, .handedOff: return held
        case .springingBack(let from, let since):
            let g = rule.springBackDuration > 0 ? (now - since) / rule.springBackDuration : 1
            return from * (1 - springBack.progress(at: g))
        }
    }

    /// The finger goes down on the view at `point` at time `now`. Returns false when the view does
    /// not take touches.
    public mutating func touchDown(at point: Point, time now: Double) -> Bool {
        guard acceptsTouches else { return false }
        phase = .dragging(touch: point)
        held = .zero
        tracker.reset()
        tracker.add(point, at: now)
        return true
    }

    /// The finger moved to `point` at `now`: the view follows its raw translation.
    public mutating func drag(to point: Point, at now: Double) {
        guard case .dragging(let touch) = phase, point.x.isFinite, point.y.isFinite else { return }
        held = point - touch
        tracker.add(point, at: now)
    }

    /// The finger lifts at `now`: the rule decides; a spring back starts at once. Nil when no finger
    /// held the view.
    public mutating func release(at now: Double) -> Decision? {
        guard case .dragging = phase else { return nil }
        let decision = rule.decide(offset: held)
        switch decision.outcome {
        case .run: phase = .handedOff
        case .springBack: phase = .springingBack(from: held, since: now)
        }
        return decision
    }

    /// A call takes the view from the finger (`finish`): it stays where it was dropped while the
    /// operation runs, as after a release beyond the threshold. Nothing unless a finger holds it.
    public mutating func handOff() {
        guard case .dragging = phase else { return }
        phase = .handedOff
    }

    /// A call takes the view from the finger (`cancel`): it springs back from where it is, as
    /// after a release short of the threshold. Nothing unless a finger holds it.
    public mutating func springBack(at now: Double) {
        guard case .dragging = phase else { return }
        phase = .springingBack(from: held, since: now)
    }

    /// Whether a finger holds the view.
    public var isHeld: Bool { if case .dragging = phase { true } else { false } }

    /// Moves time on. Returns the time the view came home when a spring back completed in this
    /// call (once per spring back), else nil.
    public mutating func advance(to now: Double) -> Double? {
        guard case .springingBack(_, let since) = phase, now >= since + rule.springBackDuration else { return nil }
        phase = .resting
        held = .zero
        return since + rule.springBackDuration
    }

    /// This manipulation's state (phase, offset, the finger's velocity) under `other`'s view and
    /// rule: an edited preset keeps a held view held, and a spring back running.
    public func governed(by other: DirectManipulation) -> DirectManipulation {
        var carried = other
        carried.phase = phase
        carried.tracker = tracker
        carried.held = held
        return carried
    }

    /// `scene` with the manipulated view moved by its offset at `now`. The offset moves the view's
    /// frame, so it adds to the projected corners (exact in a flat container, as the libraries use it).
    public func composed(onto scene: Scene, at now: Double) -> Scene {
        let offset = self.offset(at: now)
        guard offset != .zero, let index = scene.views.firstIndex(where: { $0.id == view }) else { return scene }
        var moved = scene
        let q = moved.views[index].quad
        moved.views[index].quad = Quad(
            topLeft: q.topLeft + offset, topRight: q.topRight + offset,
            bottomRight: q.bottomRight + offset, bottomLeft: q.bottomLeft + offset)
        return moved
    }
}
