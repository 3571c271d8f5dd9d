import SegueText

/// Why a timing-curve SPEC string (see `TimingCurve(spec:)`) could not be read.
///
/// It carries the spec, the character offset (0-based, in `Character`s) where reading went wrong and
/// what was expected there. `description` shows the spec with a caret under that column, followed by
/// the accepted forms, ready to print as a usage error.
public struct TimingCurveSpecError: SyntaxError {
    /// The spec as given.
    public let spec: String
    /// Character offset of the problem: 0 is the first character, `spec.count` the end.
    public let offset: Int
    /// What the parser expected at `offset`, e.g. "a number (y1)" or "x1 between 0 and 1".
    public let expected: String
    /// For a well-formed spec whose value is out of range: the curve's own error.
    public let underlying: TimingError?

    /// The spec, as `SyntaxError` names it.
    public var input: String { spec }

    /// The curve's own error for a value out of range, else what was expected.
    public var problem: String { underlying?.description ?? "expected \(expected)" }

    /// Makes the error at `offset` (0-based, in characters) of `spec`, with the curve's own error when the
    /// value is out of range.
    public init(spec: String, offset: Int, expected: String, underlying: TimingError? = nil) {
        self.spec = spec
        self.offset = offset
        self.expected = expected
        self.underlying = underlying
    }

    /// One line: what went wrong and where.
    public var summary: String {
        "invalid timing curve at offset \(offset): \(problem)"
    }

    /// The summary, the spec with a caret under the offending column, and the accepted forms.
    public var description: String {
        var lines = [summary, caret, "accepted forms:"]
        lines += TimingCurve.acceptedSpecForms.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}
