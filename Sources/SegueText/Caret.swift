/// Points at a column of a one-line input in an error message (a curve spec, a policy, a gesture
/// script), the way compilers do.
public enum Caret {
    /// Two lines: `text` indented by two spaces (tabs and line breaks shown as spaces, so the columns
    /// stay put), and a `^` under the character at `offset` (or just past the end). A text longer
    /// than `Excerpt.characters` shows only that many characters around the offset, with `…`
    /// where it is cut.
    public static func under(_ text: String, at offset: Int) -> String {
        let chars = Array(text)
        let limit = Excerpt.characters
        let at = max(0, min(offset, chars.count))
        var lower = 0
        var upper = chars.count
        if chars.count > limit {
            lower = max(0, min(at - limit / 2, chars.count - limit))
            upper = min(chars.count, lower + limit)
        }
        let shown = String(chars[lower..<upper].map { $0.isWhitespace ? " " : $0 })
        let head = lower > 0 ? "…" : ""
        let tail = upper < chars.count ? "…" : ""
        return "  " + head + shown + tail + "\n  " + String(repeating: " ", count: head.count + at - lower) + "^"
    }
}
