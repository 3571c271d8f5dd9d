import SegueText

/// A finish-or-cancel rule for releasing an interactive transition, as data: a kind (its name),
/// its numeric parameters (each overridable), and `decide(_:)` (in `CompletionPolicy+Decision.swift`).
///
/// Kinds (`docs/completion-policies.md`; p = progress, v = release velocity along the pan in pt/s, positive
/// toward finishing, L = pan distance, v_p = v / L):
///
/// | Kind | Finish when | Parameters (positional order, defaults) | Source |
/// |---|---|---|---|
/// | `percent` | p > threshold | threshold 0.5 | AlertTransition menu |
/// | `percent-or-velocity` | (p > threshold ∨ v > velocity) ∧ v > backward, unclamped p | threshold 0.5, velocity 100, backward −5 | EasyTransitions |
/// | `flick` | \|v⃗\| ≥ flick on the pan axis: its direction decides; else clamped p > threshold | threshold 1/3, flick 1200 | Touchwonders |
/// | `projection` | p + (v/1000)·r/(1 − r) / L > threshold | rate r 0.998 (0.99 = fast), threshold 0.5 | WWDC 2018 |
/// | `nearest-end` | clamped p + v_p / divisor ≥ threshold (note ≥) | divisor 3, threshold 0.5 | MotionLayout view system |
/// | `forward-flick` | (\|v⃗\| > flick ∧ v > 0) ∨ p > threshold; a flick back never cancels | threshold 1/3, flick 1200 | Touchwonders' shape example |
public struct CompletionPolicy: Hashable, Sendable, CustomStringConvertible {
    /// The rule's name, as written in policy specs and on the command line.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The rules, documented in docs/completion-policies.md.
        case percent
        case percentOrVelocity = "percent-or-velocity"
        case flick
        case projection
        case nearestEnd = "nearest-end"
        case forwardFlick = "forward-flick"

        /// The name as written in specs and on the command line (`percent-or-velocity`).
        public var description: String { rawValue }

        /// The parameters in positional order.
        public var parameters: [Parameter] {
            switch self {
            case .percent:
                [.threshold(0.5, "finish when p > threshold")]
            case .percentOrVelocity:
                [
                    .threshold(0.5, "finish when p > threshold (unclamped p)"),
                    Parameter(
                        name: "velocity", defaultValue: 100, range: 0...100_000, role: .velocityThreshold,
                        summary: "or when v > velocity, pt/s"),
                    Parameter(
                        name: "backward", defaultValue: -5, range: -100_000...100_000, role: .other,
                        summary: "but only when v > backward, pt/s"),
                ]
            case .flick:
                [
                    .threshold(1.0 / 3.0, "without a flick, finish when clamped p > threshold"),
                    Parameter(
                        name: "flick", defaultValue: 1200, range: 1...100_000, role: .velocityThreshold,
                        summary: "a release at ≥ flick pt/s on the pan axis decides by its direction"),
                ]
            case .projection:
                [
                    Parameter(
                        name: "rate", defaultValue: 0.998, range: 0.001...0.9999, role: .other,
                        summary: "deceleration rate per ms: 0.998 normal, 0.99 fast"),
                    .threshold(0.5, "finish when p + projection / L > threshold"),
                ]
            case .nearestEnd:
                [
                    Parameter(
                        name: "divisor", defaultValue: 3, range: 0.001...1000, role: .other,
                        summary: "the projection adds v_p / divisor"),
                    .threshold(0.5, "finish when clamped p + v_p / divisor ≥ threshold"),
                ]
            case .forwardFlick:
                [
                    .threshold(1.0 / 3.0, "finish when p > threshold, whatever the velocity"),
                    Parameter(
                        name: "flick", defaultValue: 1200, range: 1...100_000, role: .velocityThreshold,
                        summary: "or on a release faster than flick pt/s moving toward the end"),
                ]
            }
        }

        /// Whether the rule reads progress clamped to [0, 1] (flick, nearest-end) or as dragged.
        public var usesClampedProgress: Bool { self == .flick || self == .nearestEnd }
    }

    /// One numeric parameter of a kind.
    public struct Parameter: Hashable, Sendable {
        /// What the playground may adjust it as.
        public enum Role: Hashable, Sendable { case percentThreshold, velocityThreshold, other }

        /// The name as written in a policy spec (`threshold`, `flick`).
        public var name: String
        /// The value when a spec leaves it out, in the parameter's unit (`summary` says which: progress 0…1,
        /// points per second, or a plain number).
        public var defaultValue: Double
        /// Accepted values (inclusive).
        public var range: ClosedRange<Double>
        /// What the playground may adjust it as.
        public var role: Role
        /// One line: what it does, with units.
        public var summary: String

        static func threshold(_ value: Double, _ summary: String) -> Parameter {
            Parameter(name: "threshold", defaultValue: value, range: 0...1, role: .percentThreshold, summary: summary)
        }
    }

    /// The rule the policy applies on release.
    public let kind: Kind
    /// The parameter values, in `kind.parameters` order.
    public internal(set) var values: [Double]

    /// The kind with its default parameters.
    public init(_ kind: Kind) {
        self.kind = kind
        self.values = kind.parameters.map(\.defaultValue)
    }

    /// The kind with `values` in positional order; missing trailing values take their defaults.
    public init(_ kind: Kind, values: [Double]) throws(CompletionPolicyError) {
        self.init(kind)
        let parameters = kind.parameters
        guard values.count <= parameters.count else {
            throw CompletionPolicyError(
                spec: "\(kind)", offset: 0,
                expected: "at most \(parameters.count) parameter(s) for \(kind), got \(values.count)")
        }
        for (index, value) in values.enumerated() {
            try set(parameters[index].name, to: value)
        }
    }

    /// Every kind with its defaults, in a stable order (for cycling in the playground).
    public static let all: [CompletionPolicy] = Kind.allCases.map { CompletionPolicy($0) }

    /// The policy after this one in `all` (wrapping), with default parameters.
    public var next: CompletionPolicy {
        let kinds = Kind.allCases
        let index = kinds.firstIndex(of: kind)!
        return CompletionPolicy(kinds[(index + 1) % kinds.count])
    }

    /// The kind's name (`flick`), as written in specs.
    public var name: String { kind.rawValue }

    /// Names and values, in positional order.
    public var parameters: [(name: String, value: Double)] {
        zip(kind.parameters, values).map { ($0.name, $1) }
    }

    /// The value of the parameter called `name`, or nil if the kind has none.
    public subscript(name: String) -> Double? {
        kind.parameters.firstIndex { $0.name == name }.map { values[$0] }
    }

    /// Sets a parameter, or throws if the kind has no such parameter or the value is out of range.
    public mutating func set(_ name: String, to value: Double) throws(CompletionPolicyError) {
        guard let index = kind.parameters.firstIndex(where: { $0.name == name }) else {
            throw CompletionPolicyError(
                spec: "\(kind)", offset: 0,
                expected: "a parameter of \(kind) (\(kind.parameters.map(\.name).joined(separator: ", "))), not '\(name)'")
        }
        let parameter = kind.parameters[index]
        guard value.isFinite, parameter.range.contains(value) else {
            throw CompletionPolicyError(
                spec: "\(kind)", offset: 0,
                expected:
                    "\(name) in \(parameter.range.lowerBound.shortestDescription)…\(parameter.range.upperBound.shortestDescription), not \(value.shortestDescription)"
            )
        }
        values[index] = value
    }

    private func index(of role: Parameter.Role) -> Int? {
        kind.parameters.firstIndex { $0.role == role }
    }

    /// The progress threshold (every kind has one), in [0, 1]; setting clamps into [0, 1].
    public var percentThreshold: Double {
        get { values[index(of: .percentThreshold)!] }
        set { values[index(of: .percentThreshold)!] = newValue.clamped(to: 0...1) }
    }

    /// The velocity threshold in pt/s, for `percent-or-velocity` (velocity) and `flick` (flick);
    /// nil for the others, where setting it does nothing. Setting clamps into the parameter's range.
    public var velocityThreshold: Double? {
        get { index(of: .velocityThreshold).map { values[$0] } }
        set {
            guard let index = index(of: .velocityThreshold), let newValue else { return }
            values[index] = newValue.clamped(to: kind.parameters[index].range)
        }
    }

    /// The canonical spec: every parameter, positional, e.g. `percent-or-velocity(0.5, 100, -5)`,
    /// `flick(1/3, 1200)`. `CompletionPolicy(parsing: description)` gives back this policy.
    public var description: String {
        "\(kind.rawValue)(\(values.map(\.specText).joined(separator: ", ")))"
    }
}
