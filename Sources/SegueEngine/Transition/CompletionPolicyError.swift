import SegueText

/// Why a completion policy spec or parameter was rejected: where, and what was expected.
public struct CompletionPolicyError: SyntaxError {
    /// The spec text (or the policy name when setting a parameter).
    public var spec: String
    /// 0-based character offset of the problem in `spec`.
    public var offset: Int
    /// What was expected there, e.g. "a number after 'threshold:'".
    public var expected: String

    /// The spec, as `SyntaxError` names it.
    public var input: String { spec }

    /// Makes the error at `offset` (0-based) of `spec`.
    public init(spec: String, offset: Int, expected: String) {
        self.spec = spec
        self.offset = offset
        self.expected = expected
    }

    /// `policy "flick(x)" (offset 6): expected a number …`
    public var description: String { "policy \"\(Excerpt.of(spec))\" (offset \(offset)): expected \(expected)" }
}
