/// The one character cursor of Segue's small languages (timing-curve specs, completion policies):
/// blanks, single characters, words and numbers (`NumberLiteral`), with the offset every
/// `SyntaxError` reports.
struct TextScanner {
    /// The text being read, whole.
    let input: String
    let chars: [Character]
    /// The next character to read, 0-based; `chars.count` at the end.
    var offset = 0

    init(_ input: String) {
        self.input = input
        chars = Array(input)
    }

    var atEnd: Bool { offset >= chars.count }

    /// The next character, nil at the end.
    var current: Character? { offset < chars.count ? chars[offset] : nil }

    mutating func skipBlanks() {
        while let c = current, c.isWhitespace { offset += 1 }
    }

    /// Reads `char` when it comes next.
    mutating func take(_ char: Character) -> Bool {
        guard current == char else { return false }
        offset += 1
        return true
    }

    /// Letters, digits, `-` and `_`, starting with a letter; empty (nothing read) when none.
    mutating func word() -> String {
        guard let first = current, first.isLetter else { return "" }
        let start = offset
        while let c = current, c.isLetter || c.isNumber || c == "-" || c == "_" { offset += 1 }
        return String(chars[start..<offset])
    }

    /// A signed number (`NumberLiteral`), or nil with nothing read.
    mutating func number() -> Double? {
        guard let (end, value) = NumberLiteral.scan(chars, from: offset, signed: true) else { return nil }
        offset = end
        return value
    }
}
