import Foundation
import SegueText

/// A policy in words, for the people watching it decide: its parameters named with their units,
/// and its rule with its values filled in.
extension CompletionPolicy {
    /// The parameters by name with units, e.g. `threshold 0.5, velocity 100 pt/s, backward -5 pt/s`.
    public var parameterText: String {
        parameters.map { "\($0.name) \($0.value.specText)\(Self.unit(of: $0.name))" }.joined(separator: ", ")
    }

    /// The rule with its values, e.g. for `percent-or-velocity(0.5, 100, -5)`:
    /// `finish when p > 0.50 or v > 100 pt/s; cancel when v ≤ -5 pt/s`. p is the progress at
    /// release and v the finger's speed along the pan (pt/s, positive toward the end).
    public var explanation: String {
        let threshold = Self.fixed(percentThreshold)
        switch kind {
        case .percent:
            return "finish when p > \(threshold), else cancel"
        case .percentOrVelocity:
            return "finish when p > \(threshold) or v > \(Self.speed(values[1])) pt/s; cancel when v ≤ \(Self.speed(values[2])) pt/s"
        case .flick:
            return "a flick ≥ \(Self.speed(values[1])) pt/s along the pan decides by its way; else finish when p > \(threshold)"
        case .projection:
            let glide = Self.projectedDistance(velocity: 1000, decelerationRate: values[0])
            return "finish when p + glide / pan distance > \(threshold); glide = v × \((glide / 1000).fixed(3)) s (rate \(values[0].specText))"
        case .nearestEnd:
            return "finish when p + (v / pan distance) / \(values[0].specText) ≥ \(threshold)"
        case .forwardFlick:
            return "finish on a flick > \(Self.speed(values[1])) pt/s toward the end, or when p > \(threshold) whatever the velocity"
        }
    }

    private static func unit(of parameter: String) -> String {
        ["velocity", "backward", "flick"].contains(parameter) ? " pt/s" : ""
    }
}
