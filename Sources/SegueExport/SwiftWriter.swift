/// Lines of Swift with indentation, four spaces a level.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    /// One line at the current depth (an empty line stays empty).
    mutating func line(_ s: String = "") {
        if s.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: depth) + s + "\n"
        }
    }

    /// `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// Writes `body`, preceded by `let width` and `let height` from `bounds` for those it uses.
    mutating func sized(_ bounds: String, _ body: (inout SwiftWriter) -> Void) {
        var inner = SwiftWriter()
        inner.depth = depth
        body(&inner)
        for name in ["width", "height"] where Self.uses(inner.text, name) { line("let \(name) = \(bounds).\(name)") }
        text += inner.text
    }

    /// Whether `code` reads the variable `name` (not a label `name:` nor a member `.name`).
    static func uses(_ code: String, _ name: String) -> Bool {
        let chars = Array(code)
        let word = Array(name)
        var i = 0
        while i + word.count <= chars.count {
            if Array(chars[i..<i + word.count]) == word {
                let before = i > 0 ? chars[i - 1] : " "
                let after = i + word.count < chars.count ? chars[i + word.count] : " "
                if !(before.isLetter || before.isNumber || before == "." || before == "_"), !(after.isLetter || after.isNumber || after == ":" || after == "_")
                {
                    return true
                }
            }
            i += 1
        }
        return false
    }

    /// A `///` comment, wrapped at 100 columns.
    mutating func doc(_ paragraph: String, prefix: String = "/// ") {
        let width = 100 - depth * 4 - prefix.count
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            if !current.isEmpty, current.count + 1 + word.count > width {
                line(prefix + current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        line(current.isEmpty ? String(prefix.dropLast()) : prefix + current)
    }

    /// A `//` comment, wrapped.
    mutating func comment(_ paragraph: String) { doc(paragraph, prefix: "// ") }
}
