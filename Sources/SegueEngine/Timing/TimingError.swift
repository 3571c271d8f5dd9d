/// Why a timing curve or spring could not be built.
public enum TimingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A cubic Bézier control point's x left [0, 1], so the curve would not be a function of time.
    case controlPointOutOfRange(parameter: String, value: Double)
    /// A spring parameter is out of its range (mass, stiffness > 0; damping ≥ 0; …).
    case springParameterOutOfRange(parameter: String, value: Double, expected: String)
    /// NaN or an infinity.
    case notFinite(parameter: String, value: Double)

    /// The problem in words, one line, for an error message.
    public var description: String {
        switch self {
        case .controlPointOutOfRange(let parameter, let value):
            return "\(parameter) must be between 0 and 1 (got \(value)); a timing curve's x control points stay in [0, 1]"
        case .springParameterOutOfRange(let parameter, let value, let expected):
            return "\(parameter) must be \(expected) (got \(value))"
        case .notFinite(let parameter, let value):
            return "\(parameter) must be a finite number (got \(value))"
        }
    }
}
