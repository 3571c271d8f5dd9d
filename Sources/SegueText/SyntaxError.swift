/// The one shape of an error in Segue's small languages (timing-curve specs, completion policies,
/// length expressions, gesture scripts): the input, the 0-based character offset where reading
/// went wrong, and what was expected there. The preset decoder turns it into a line and column,
/// the command line into a caret under the input, and the fuzz tests check it is located.
public protocol SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that was read, whole (a gesture script, not one step).
    var input: String { get }
    /// Character offset of the problem in `input`: 0 is the first character, `input.count` the end.
    var offset: Int { get }
    /// What the parser expected at `offset` (`a number (y1)`), or what is wrong there.
    var expected: String { get }
    /// The problem in words after the excerpt: `expected a number (y1)` by default.
    var problem: String { get }
}

extension SyntaxError {
    /// The default problem text: `expected ` followed by `expected`.
    public var problem: String { "expected \(expected)" }

    /// The input, shortened for a message (`Excerpt`).
    public var excerpt: String { Excerpt.of(input) }

    /// The input with a caret under `offset` (`Caret`), two lines.
    public var caret: String { Caret.under(input, at: offset) }
}
