/// The one character cursor of Segue's small languages (timing-curve specs, completion policies,
/// length expressions, gesture scripts): blanks, single characters, words and numbers
/// (`NumberLiteral`), with the offset every `SyntaxError` reports.
struct TextScanner {
    /// Which characters `skipBlanks` passes over.
    enum Blanks {
        /// Any `Character.isWhitespace` (curve specs, policies, gesture scripts).
        case whitespace
        /// Only space and tab (length expressions).
        case spaceAndTab
    }

    /// The text being read, whole.
    let input: String
    let chars: [Character]
    /// The next character to read, 0-based; `chars.count` at the end.
    var offset = 0
    let blanks: Blanks

    init(_ input: String, blanks: Blanks = .whitespace) {
        self.input = input
        chars = Array(input)
        self.blanks = blanks
    }

    /// Whether `char` is a blank under this scanner's `blanks`.
    func isBlank(_ char: Character) -> Bool {
        switch blanks {
        case .whitespace: char.isWhitespace
        case .spaceAndTab: char == " " || char == "\t"
        }
    }

    var atEnd: Bool { offset >= chars.count }

    /// The next character, nil at the end.
    var current: Character? { offset < chars.count ? chars[offset] : nil }

    mutating func skipBlanks() {
        while let c = current, isBlank(c) { offset += 1 }
    }

    /// Reads the next character when it is one of `choices`, and returns it.
    mutating func take(oneOf choices: String) -> Character? {
        guard let c = current, choices.contains(c) else { return nil }
        offset += 1
        return c
    }

    /// ASCII letters only; empty (nothing read) when none.
    mutating func asciiLetters() -> String {
        let start = offset
        while let c = current, c.isASCII, c.isLetter { offset += 1 }
        return String(chars[start..<offset])
    }

    /// The non-blank characters up to the next blank, `stop` or the end; empty when none.
    mutating func run(upTo stop: Character) -> String {
        let start = offset
        while let c = current, c != stop, !isBlank(c) { offset += 1 }
        return String(chars[start..<offset])
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

    /// A number (`NumberLiteral`; with a leading sign unless `signed` is false), or nil with nothing read.
    mutating func number(signed: Bool = true) -> Double? {
        guard let (end, value) = NumberLiteral.scan(chars, from: offset, signed: signed) else { return nil }
        offset = end
        return value
    }
}
