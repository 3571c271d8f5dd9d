/// Points at a column of a one-line input in an error message (a curve spec, a policy, a gesture
/// script), the way compilers do.
public enum Caret {
    /// Two lines: `text` indented by two spaces (tabs and line breaks shown as spaces, so the columns
    /// stay put), and a `^` under the character at `offset` (or just past the end).
    public static func under(_ text: String, at offset: Int) -> String {
        let shown = String(text.map { $0.isWhitespace ? " " : $0 })
        return "  " + shown + "\n  " + String(repeating: " ", count: max(0, min(offset, shown.count))) + "^"
    }
}
