/// A bad value as an error message quotes it: whole when short, else its first characters and `…`,
/// at most `characters` in all, so a 4 MiB value is never echoed whole.
public enum Excerpt {
    /// Most characters of a bad value an error message quotes (the rest is cut at `…`): 80.
    public static let characters = 80

    /// `text`, or its first `limit − 1` characters followed by `…`.
    public static func of(_ text: some StringProtocol, limit: Int = characters) -> String {
        var end = text.startIndex
        var count = 0
        while end < text.endIndex, count < limit {
            end = text.index(after: end)
            count += 1
        }
        if end == text.endIndex { return String(text) }
        return String(text[..<text.index(text.startIndex, offsetBy: limit - 1)]) + "…"
    }
}
