import SegueText

/// Why a gesture script could not be read: which step, where, and what was expected.
public struct GestureScriptError: SyntaxError {
    /// 1-based number of the step (steps are separated by `;`).
    public var step: Int
    /// The step's text, trimmed.
    public var stepText: String
    /// 0-based character offset of the problem within the whole script.
    public var offset: Int
    /// What the parser expected there, e.g. "a duration like 120ms or 0.2s after 'over'".
    public var expected: String

    /// The whole script.
    public var input: String

    /// Makes the error for step `step` (1-based) whose trimmed text is `stepText`, at character `offset`
    /// (0-based) of the whole script `input`.
    public init(step: Int, stepText: String, offset: Int, expected: String, input: String) {
        self.input = input
        self.step = step
        self.stepText = stepText
        self.offset = offset
        self.expected = expected
    }

    /// `step 3 "drag 10pt over" (offset 25): expected a duration like 120ms or 0.2s after 'over'`
    public var description: String {
        "step \(step) \"\(Excerpt.of(stepText))\" (offset \(offset)): expected \(expected)"
    }
}
