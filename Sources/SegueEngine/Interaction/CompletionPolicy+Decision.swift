import Foundation
import SegueText

/// What a completion policy sees at release.
public struct CompletionInput: Hashable, Sendable {
    /// Progress as dragged (unclamped; policies that want [0, 1] clamp it themselves).
    public var progress: Double
    /// Finger velocity along the pan direction, pt/s, positive toward finishing.
    public var velocity: Double
    /// Points of translation for progress 1 (> 0).
    public var panDistance: Double
    /// The finger's 2-D velocity, pt/s (x right, y down).
    public var velocity2D: Point
    /// The pan direction (the way the finger moves to finish).
    public var direction: Direction

    /// - Parameter velocity2D: nil = `velocity` along `direction`, nothing across it.
    public init(progress: Double, velocity: Double, panDistance: Double, direction: Direction = .fromLeft, velocity2D: Point? = nil) {
        self.progress = progress.isNaN ? 0 : progress
        self.velocity = velocity.isFinite ? velocity : 0
        self.panDistance = panDistance.isFinite && panDistance > 0 ? panDistance : 1
        self.direction = direction
        let unit = direction.unitVector
        self.velocity2D = velocity2D ?? Point(x: unit.dx * self.velocity, y: unit.dy * self.velocity)
    }

    /// Velocity in progress per second.
    public var progressVelocity: Double { velocity / panDistance }
}

/// Finish or cancel, and why (for the HUD and `segue simulate`).
public struct CompletionDecision: Hashable, Sendable, CustomStringConvertible {
    /// Which end the transition completes at.
    public enum Outcome: String, Hashable, Sendable {
        /// Complete at the end (progress 1) or back at the start (progress 0).
        case finish, cancel
    }

    /// Finish (to the end) or cancel (back to the start).
    public var outcome: Outcome
    /// The comparison that decided, e.g. "v 150 > 100 pt/s" or "p 0.62 > 0.50".
    public var reason: String

    /// A decision for `outcome`, explained by `reason`.
    public init(_ outcome: Outcome, reason: String) {
        self.outcome = outcome
        self.reason = reason
    }

    /// Whether the outcome is `finish`.
    public var finishes: Bool { outcome == .finish }

    /// `finish (v 150 > 100 pt/s)`
    public var description: String { "\(outcome.rawValue) (\(reason))" }
}

extension CompletionPolicy {
    /// Decides finish or cancel for a release; see the table on `CompletionPolicy`.
    public func decide(_ input: CompletionInput) -> CompletionDecision {
        let p = kind.usesClampedProgress ? input.progress.clamped(to: 0...1) : input.progress
        let v = input.velocity
        switch kind {
        case .percent:
            return Self.compare(p, "p", strictlyAbove: values[0])

        case .percentOrVelocity:
            let (threshold, velocity, backward) = (values[0], values[1], values[2])
            if !(v > backward) {
                return CompletionDecision(.cancel, reason: "v \(Self.speed(v)) ≤ \(Self.speed(backward)) pt/s")
            }
            if p > threshold {
                return CompletionDecision(.finish, reason: "p \(Self.fixed(p)) > \(Self.fixed(threshold))")
            }
            if v > velocity {
                return CompletionDecision(.finish, reason: "v \(Self.speed(v)) > \(Self.speed(velocity)) pt/s")
            }
            return CompletionDecision(.cancel, reason: "p \(Self.fixed(p)) ≤ \(Self.fixed(threshold)) and v \(Self.speed(v)) ≤ \(Self.speed(velocity)) pt/s")

        case .flick:
            let (threshold, flick) = (values[0], values[1])
            let v2 = input.velocity2D
            let magnitude = (v2.x * v2.x + v2.y * v2.y).squareRoot()
            // Touchwonders' dominant direction: |dx| > |dy| is horizontal, ties are vertical.
            let dominantIsHorizontal = abs(v2.x) > abs(v2.y)
            if magnitude >= flick, dominantIsHorizontal == input.direction.isHorizontal {
                let toward = input.direction.component(of: v2) > 0
                return CompletionDecision(
                    toward ? .finish : .cancel,
                    reason: "flick \(Self.speed(magnitude)) ≥ \(Self.speed(flick)) pt/s toward \(toward ? "finish" : "start")")
            }
            return Self.compare(p, "p", strictlyAbove: threshold)

        case .projection:
            return Self.compare(projectedLanding(input), "projection", strictlyAbove: values[1])

        case .forwardFlick:
            let (threshold, flick) = (values[0], values[1])
            let v2 = input.velocity2D
            let magnitude = (v2.x * v2.x + v2.y * v2.y).squareRoot()
            // Touchwonders' shape example: a flick counts only toward the end (`velocity.dy < 0` for
            // its upward pan); the distance rule holds whatever the velocity.
            if magnitude > flick, input.direction.component(of: v2) > 0 {
                return CompletionDecision(.finish, reason: "flick \(Self.speed(magnitude)) > \(Self.speed(flick)) pt/s toward finish")
            }
            return Self.compare(p, "p", strictlyAbove: threshold)

        case .nearestEnd:
            let (divisor, threshold) = (values[0], values[1])
            let projected = projectedLanding(input)
            let label = "p + v_p/\(divisor.specText) ="
            return projected >= threshold
                ? CompletionDecision(.finish, reason: "\(label) \(Self.fixed(projected)) ≥ \(Self.fixed(threshold))")
                : CompletionDecision(.cancel, reason: "\(label) \(Self.fixed(projected)) < \(Self.fixed(threshold))")
        }
    }

    /// Where this policy projects a release to land, in progress (1 is the end): for `projection`,
    /// p plus the momentum projection over the pan distance; for `nearestEnd`, p + v_p / divisor;
    /// for the kinds that do not project, p itself. `decide` compares this figure with the
    /// threshold, so a marker drawn here sits where the decision is made.
    public func projectedLanding(_ input: CompletionInput) -> Double {
        let p = kind.usesClampedProgress ? input.progress.clamped(to: 0...1) : input.progress
        switch kind {
        case .projection:
            return p + Self.projectedDistance(velocity: input.velocity, decelerationRate: values[0]) / input.panDistance
        case .nearestEnd:
            return p + input.progressVelocity / values[0]
        case .percent, .percentOrVelocity, .flick, .forwardFlick:
            return p
        }
    }

    /// Convenience for `decide(CompletionInput(...))`.
    public func decide(
        progress: Double,
        velocity: Double,
        panDistance: Double,
        direction: Direction = .fromLeft,
        velocity2D: Point? = nil
    ) -> CompletionDecision {
        decide(
            CompletionInput(
                progress: progress, velocity: velocity, panDistance: panDistance,
                direction: direction, velocity2D: velocity2D))
    }

    /// Apple's momentum projection (WWDC 2018): how far, in points, content moving at `velocity`
    /// pt/s travels while decelerating at `decelerationRate` per millisecond:
    /// (v / 1000) · r / (1 − r). 1000 pt/s → 499 pt at 0.998 (normal), 99 pt at 0.99 (fast).
    public static func projectedDistance(velocity: Double, decelerationRate: Double) -> Double {
        ScrollPhysics.projection(velocity: velocity, rate: decelerationRate)
    }

    private static func compare(_ value: Double, _ label: String, strictlyAbove threshold: Double) -> CompletionDecision {
        value > threshold
            ? CompletionDecision(.finish, reason: "\(label) \(fixed(value)) > \(fixed(threshold))")
            : CompletionDecision(.cancel, reason: "\(label) \(fixed(value)) ≤ \(fixed(threshold))")
    }

    /// Two decimals, never "-0.00".
    public static func fixed(_ value: Double) -> String {
        let text = value.fixed(2)
        return text == "-0.00" ? "0.00" : text
    }

    /// A speed in pt/s: whole numbers as such, else one decimal.
    public static func speed(_ value: Double) -> String { value.shortestDescription(decimals: 1) }
}
