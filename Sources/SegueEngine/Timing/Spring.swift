import Foundation
import SegueText

/// A damped harmonic oscillator, m·x″ + c·x′ + k·x = 0, in closed form.
///
/// The spring animates progress from 0 to 1: x is the displacement from the target, starting at
/// x₀ = −1, so `value(at: t) = 1 + x(t)`. `initialVelocity` is in UIKit's unit convention: the whole
/// distance per second, positive toward the target (`UISpringTimingParameters`, `CASpringAnimation`).
/// Time is in seconds. Under-, critically and over-damped springs are all exact; a band of
/// |ζ − 1| < 1e-4 uses the critical form so the value is continuous across ζ = 1.
///
/// Ways to build one live in `Spring+….swift`, one file per parameterisation.
public struct Spring: Hashable, Sendable {
    /// Kilograms in UIKit's unitless sense: the moving mass, above 0.
    public let mass: Double
    /// The spring constant, above 0 (per second squared for mass 1).
    public let stiffness: Double
    /// The damping coefficient, 0 or more (per second for mass 1).
    public let damping: Double
    /// Initial velocity in distances per second toward the target.
    public let initialVelocity: Double

    /// ω₀ = √(k/m), radians per second.
    public let naturalFrequency: Double
    /// ζ = c / (2√(km)).
    public let dampingRatio: Double

    /// Builds a spring from mass, stiffness and damping (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`).
    ///
    /// - Throws: `TimingError` when mass or stiffness is not > 0, damping is not > 0 (an undamped
    ///   spring never settles), a value is not finite, or ω₀ = √(k/m) or ζ is not finite (e.g. mass
    ///   1e-300 with stiffness 1e300), which would make every value NaN. See `checkSettles()` for
    ///   springs that settle too slowly to play.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws(TimingError) {
        for (name, v) in [("mass", mass), ("stiffness", stiffness), ("damping", damping), ("initialVelocity", initialVelocity)] where !v.isFinite {
            throw .notFinite(parameter: name, value: v)
        }
        guard abs(initialVelocity) <= Self.maximumInitialVelocity else {
            throw .springParameterOutOfRange(
                parameter: "initialVelocity", value: initialVelocity,
                expected:
                    "within ±\(Self.maximumInitialVelocity.shortestDescription) distances per second (a finger's release hands over at most ±\(maximumHandoffVelocity.shortestDescription))"
            )
        }
        guard mass > 0 else { throw .springParameterOutOfRange(parameter: "mass", value: mass, expected: "greater than 0") }
        guard stiffness > 0 else { throw .springParameterOutOfRange(parameter: "stiffness", value: stiffness, expected: "greater than 0") }
        guard damping > 0 else {
            throw .springParameterOutOfRange(
                parameter: "damping", value: damping, expected: "greater than 0 (an undamped spring oscillates forever and never settles)")
        }
        self.init(unchecked: mass, stiffness, damping, initialVelocity)
        guard naturalFrequency.isFinite, naturalFrequency > 0, dampingRatio.isFinite, dampingRatio > 0 else {
            throw .springParameterOutOfRange(
                parameter: "stiffness", value: stiffness,
                expected: "such that √(stiffness/mass) and the damping ratio are finite numbers above 0 (with mass \(mass) and damping \(damping) they are not)"
            )
        }
    }

    /// Throws when the spring takes longer than `Self.maximumSettlingSeconds` to settle: it would
    /// keep a transition running (or never end it, in practice) however it is played. Specs call
    /// this when they are parsed.
    public func checkSettles() throws(TimingError) {
        let settling = settlingDuration
        guard settling.isFinite, settling <= Self.maximumSettlingSeconds else {
            throw .springParameterOutOfRange(
                parameter: "damping", value: damping,
                expected:
                    "high enough for the spring to settle within \(Self.maximumSettlingSeconds.shortestDescription) s (it takes \(settling.isFinite ? settling.rounded().shortestDescription : "forever") s; damping ratio \(dampingRatio))"
            )
        }
    }

    init(unchecked mass: Double, _ stiffness: Double, _ damping: Double, _ initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        naturalFrequency = (stiffness / mass).squareRoot()
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    }

    /// The same spring started with another initial velocity (distances per second toward the target).
    public func withInitialVelocity(_ v: Double) -> Spring {
        Spring(unchecked: mass, stiffness, damping, v.isFinite ? v : 0)
    }

    /// The period of the undamped oscillation, 2π/ω₀, in seconds (SwiftUI's and UIKit's "response").
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// How the spring settles: oscillating (ζ < 1), critically (ζ = 1) or creeping (ζ > 1).
    public enum Regime: String, Sendable { case underdamped, critical, overdamped }

    /// The regime of its damping ratio; within the critical band it counts as critical.
    public var regime: Regime {
        if abs(dampingRatio - 1) < Spring.criticalBand { return .critical }
        return dampingRatio < 1 ? .underdamped : .overdamped
    }

    static let criticalBand = 1e-4

    // MARK: Evaluation

    /// Displacement from the target and its velocity at `t` seconds, for x₀ = −1 and v₀ = initialVelocity.
    public func state(at t: Double) -> (displacement: Double, velocity: Double) {
        Spring.state(at: t, x0: -1, v0: initialVelocity, omega: naturalFrequency, zeta: dampingRatio)
    }

    /// Progress at `t` seconds: 0 at t = 0, settling on 1. Before 0 it is 0; far beyond the settling
    /// time (even at t = 1e308) it is exactly 1, never NaN.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 + state(at: t).displacement
    }

    /// Velocity in progress per second at `t` seconds.
    public func velocity(at t: Double) -> Double {
        state(at: max(0, t)).velocity
    }

    /// The closed forms of `docs/timing.md` ("Closed forms in the three regimes") for any x₀, v₀.
    /// Once the decaying exponential underflows to 0 the spring is at rest: the state is exactly
    /// (0, 0), rather than 0 × an overflowing oscillation (NaN).
    static func state(at t: Double, x0: Double, v0: Double, omega w0: Double, zeta: Double) -> (displacement: Double, velocity: Double) {
        if abs(zeta - 1) < criticalBand {
            let e = exp(-w0 * t)
            if e == 0 { return (0, 0) }
            let b = v0 + w0 * x0
            return (e * (x0 + b * t), e * (v0 - w0 * b * t))
        }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = zeta * w0
            let e = exp(-a * t)
            if e == 0 { return (0, 0) }
            let c = cos(wd * t)
            let s = sin(wd * t)
            let x = e * (x0 * c + ((v0 + a * x0) / wd) * s)
            let v = e * (v0 * c - ((a * v0 + w0 * w0 * x0) / wd) * s)
            return (x, v)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root)
        let r2 = -w0 * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        let c1 = x0 - c2
        let e1 = exp(r1 * t)
        let e2 = exp(r2 * t)
        if e1 == 0, e2 == 0 { return (0, 0) }
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    // MARK: Settling

    /// The settling threshold: 0.1 % of the distance (`docs/timing.md`, "Settling time").
    public static let settlingThreshold = 1e-3

    /// Seconds until the spring stays within 0.1 % of the distance for good: the last t with
    /// |x(t)| ≥ 0.001 (the exact threshold crossing, found by a scan and bisection).
    public var settlingDuration: Double {
        Spring.settlingTime(x0: -1, v0: initialVelocity, omega: naturalFrequency, zeta: dampingRatio)
    }

    static func settlingTime(x0: Double, v0: Double, omega w0: Double, zeta: Double, threshold: Double = settlingThreshold) -> Double {
        // An upper bound from the closed form's envelope, then a backward scan for the last crossing.
        func envelope(_ t: Double) -> Double {
            if abs(zeta - 1) < criticalBand {
                return (abs(x0) + abs(v0 + w0 * x0) * t) * exp(-w0 * t)
            }
            if zeta < 1 {
                let wd = w0 * (1 - zeta * zeta).squareRoot()
                let a = zeta * w0
                return (x0 * x0 + ((v0 + a * x0) / wd) * ((v0 + a * x0) / wd)).squareRoot() * exp(-a * t)
            }
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
        guard w0 > 0, w0.isFinite else { return 0 }
        var upper = 1 / w0
        var guardCount = 0
        while envelope(upper) >= threshold, guardCount < 200 {
            upper *= 1.5
            guardCount += 1
        }
        func magnitude(_ t: Double) -> Double { abs(state(at: t, x0: x0, v0: v0, omega: w0, zeta: zeta).displacement) }
        let steps = 4000
        let dt = upper / Double(steps)
        var k = steps
        while k > 0, magnitude(Double(k) * dt) < threshold { k -= 1 }
        if k == steps { return upper }
        if k == 0 && magnitude(0) < threshold { return 0 }
        // The crossing lies in [k·dt, (k+1)·dt]: |x| ≥ threshold at the left end, below at the right.
        var lo = Double(k) * dt
        var hi = Double(k + 1) * dt
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if magnitude(mid) >= threshold { lo = mid } else { hi = mid }
        }
        return hi
    }
}
