import SeguePresets

/// One ←/→ press on each kind of value, in one table: the small step, and the big one with Shift.
struct EditStep: Hashable, Sendable {
    /// One press.
    var small: Double
    /// One press with Shift.
    var big: Double

    /// The step for `steps` presses.
    func by(_ steps: Int, coarse: Bool) -> Double { Double(steps) * (coarse ? big : small) }

    /// The duration, seconds.
    static let duration = EditStep(small: 0.01, big: 0.1)
    /// A track's range bounds, fractions of the transition.
    static let range = EditStep(small: 0.01, big: 0.1)
    /// A fraction (a Bézier point, a damping ratio, alpha, a policy's fraction, a spring back's seconds).
    static let fraction = EditStep(small: 0.01, big: 0.1)
    /// Points of an edge zone or a direct interaction's threshold.
    static let points = EditStep(small: 1, big: 10)
    /// Points of a pan's distance, or a keyframe's translation or depth.
    static let distance = EditStep(small: 10, big: 50)
    /// A completion policy's number of 10 or more (a velocity, points per second).
    static let velocity = EditStep(small: 10, big: 100)

    /// A timing parameter by its label.
    static func timing(_ label: String) -> EditStep {
        switch label {
        case "stiffness": EditStep(small: 10, big: 100)
        case "damping": EditStep(small: 1, big: 10)
        case "mass": EditStep(small: 0.1, big: 1)
        case "initialVelocity": EditStep(small: 0.5, big: 5)
        default: fraction
        }
    }

    /// A keyframe value: points for translations and depth, degrees for rotations, fractions for
    /// alpha and scale.
    static func keyframe(_ property: String) -> EditStep {
        if property.hasPrefix("translation") || property == "zPosition" { return distance }
        if property.hasPrefix("rotation") { return EditStep(small: 5, big: 45) }
        return EditStep(small: 0.05, big: 0.25)
    }

    /// A percent-driven pan's number.
    static func pan(_ key: PresetField.PanKey) -> EditStep { key == .edgeZone ? points : distance }

    /// A direct interaction's number.
    static func direct(_ key: PresetField.DirectKey) -> EditStep { key == .threshold ? points : fraction }

    /// A completion policy's argument of value `x`.
    static func policy(_ x: Double) -> EditStep { abs(x) >= 10 ? velocity : fraction }
}
