/// Why a timing-curve SPEC string (see `TimingCurve(spec:)`) could not be read.
///
/// It carries the spec, the character offset (0-based, in `Character`s) where reading went wrong and
/// what was expected there. `description` shows the spec with a caret under that column, followed by
/// the accepted forms, ready to print as a usage error.
public struct TimingCurveSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The spec as given.
    public let spec: String
    /// Character offset of the problem: 0 is the first character, `spec.count` the end.
    public let offset: Int
    /// What the parser expected at `offset`, e.g. "a number (y1)" or "x1 between 0 and 1".
    public let expected: String
    /// For a well-formed spec whose value is out of range: the curve's own error.
    public let underlying: TimingError?

    public init(spec: String, offset: Int, expected: String, underlying: TimingError? = nil) {
        self.spec = spec
        self.offset = offset
        self.expected = expected
        self.underlying = underlying
    }

    /// One line: what went wrong and where.
    public var summary: String {
        if let underlying {
            return "invalid timing curve at offset \(offset): \(underlying.description)"
        }
        return "invalid timing curve at offset \(offset): expected \(expected)"
    }

    /// The summary, the spec with a caret under the offending column, and the accepted forms.
    public var description: String {
        var lines = [summary, Caret.under(spec, at: offset), "accepted forms:"]
        lines += TimingCurve.acceptedSpecForms.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}
