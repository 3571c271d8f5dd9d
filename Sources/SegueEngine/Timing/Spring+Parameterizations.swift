/// The ways UIKit and SwiftUI describe a spring, converted as `docs/timing.md` ("Converting between descriptions") gives them.
extension Spring {
    /// (ζ, response) → m = 1, k = (2π/response)², c = 4πζ/response (SwiftUI `response`/`dampingFraction`).
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) throws(TimingError) {
        guard dampingRatio.isFinite else { throw .notFinite(parameter: "dampingRatio", value: dampingRatio) }
        guard response.isFinite else { throw .notFinite(parameter: "response", value: response) }
        guard dampingRatio > 0 else {
            throw .springParameterOutOfRange(
                parameter: "dampingRatio", value: dampingRatio, expected: "greater than 0 (an undamped spring oscillates forever and never settles)")
        }
        guard response > 0 else { throw .springParameterOutOfRange(parameter: "response", value: response, expected: "greater than 0") }
        let k = (2 * Double.pi / response) * (2 * Double.pi / response)
        let c = 4 * Double.pi * dampingRatio / response
        guard k.isFinite else {
            throw .springParameterOutOfRange(parameter: "response", value: response, expected: "large enough for a finite stiffness (2π/response)²")
        }
        guard c.isFinite else {
            throw .springParameterOutOfRange(
                parameter: "dampingRatio", value: dampingRatio, expected: "small enough for a finite damping 4π·dampingRatio/response")
        }
        try self.init(mass: 1, stiffness: k, damping: c, initialVelocity: initialVelocity)
    }

    /// iOS 17's (duration, bounce): ζ = 1 − b for b ≥ 0, 1/(1 + b) for b < 0; response = duration.
    /// `bounce` runs from −1 to 1, both exclusive: 0 is critically damped, negative over-damped; 1
    /// would be undamped, which never settles.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) throws(TimingError) {
        guard bounce.isFinite else { throw .notFinite(parameter: "bounce", value: bounce) }
        guard bounce > -1, bounce < 1 else {
            throw .springParameterOutOfRange(
                parameter: "bounce", value: bounce, expected: "greater than -1 and less than 1 (bounce 1 is undamped: it never settles)")
        }
        guard duration.isFinite else { throw .notFinite(parameter: "duration", value: duration) }
        guard duration > 0 else { throw .springParameterOutOfRange(parameter: "duration", value: duration, expected: "greater than 0") }
        try self.init(dampingRatio: Spring.dampingRatio(bounce: bounce), response: duration, initialVelocity: initialVelocity)
    }

    /// UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)` inside an animator of
    /// `duration` seconds. UIKit does not publish how it fills the duration; Segue (`docs/uikit-contract.md`,
    /// "Timing") chooses m = 1 and the ω₀ whose settling time (0.1 %, `docs/timing.md`, from
    /// rest) equals the duration, so the spring lands when the animator ends.
    public init(dampingRatio: Double, fittingDuration duration: Double, initialVelocity: Double = 0) throws(TimingError) {
        guard dampingRatio.isFinite else { throw .notFinite(parameter: "dampingRatio", value: dampingRatio) }
        guard duration.isFinite else { throw .notFinite(parameter: "duration", value: duration) }
        guard dampingRatio > 0 else { throw .springParameterOutOfRange(parameter: "dampingRatio", value: dampingRatio, expected: "greater than 0") }
        guard duration > 0 else { throw .springParameterOutOfRange(parameter: "duration", value: duration, expected: "greater than 0") }
        // Settling time scales as 1/ω₀ for a spring from rest, so one evaluation at ω₀ = 1 suffices.
        let unitSettle = Spring.settlingTime(x0: -1, v0: 0, omega: 1, zeta: dampingRatio)
        let omega = unitSettle / duration
        guard (omega * omega).isFinite, (2 * dampingRatio * omega).isFinite else {
            throw .springParameterOutOfRange(parameter: "duration", value: duration, expected: "long enough for a spring with a finite stiffness")
        }
        try self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, initialVelocity: initialVelocity)
    }

    /// bounce → ζ, UIKit's observed mapping.
    public static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// ζ → bounce, the inverse of `dampingRatio(bounce:)`.
    public var bounce: Double {
        dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// `CASpringAnimation`'s defaults: mass 1, stiffness 100, damping 10.
    public static let caSpringDefault = Spring(unchecked: 1, 100, 10, 0)
    /// `UISpringTimingParameters()`: mass 3, stiffness 1000, damping 500 (ζ ≈ 4.56).
    public static let uiKitDefault = Spring(unchecked: 3, 1000, 500, 0)
}
