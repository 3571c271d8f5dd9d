/// The one character cursor of Segue's small languages (timing-curve specs, completion policies,
/// length expressions, gesture scripts): blanks, single characters, words and numbers
/// (`NumberLiteral`), with the offset every `SyntaxError` reports.
public struct TextScanner {
    /// Which characters `skipBlanks` passes over.
    public enum Blanks: Sendable {
        /// Any `Character.isWhitespace` (curve specs, policies, gesture scripts).
        case whitespace
        /// Only space and tab (length expressions).
        case spaceAndTab
    }

    /// The text being read, whole.
    public let input: String
    /// `input`'s characters, for reading by offset.
    public let chars: [Character]
    /// The next character to read, 0-based; `chars.count` at the end.
    public var offset = 0
    /// Which characters `skipBlanks` passes over.
    public let blanks: Blanks

    /// A scanner at the start of `input`.
    public init(_ input: String, blanks: Blanks = .whitespace) {
        self.input = input
        chars = Array(input)
        self.blanks = blanks
    }

    /// Whether `char` is a blank under this scanner's `blanks`.
    public func isBlank(_ char: Character) -> Bool {
        switch blanks {
        case .whitespace: char.isWhitespace
        case .spaceAndTab: char == " " || char == "\t"
        }
    }

    /// Whether everything was read.
    public var atEnd: Bool { offset >= chars.count }

    /// The next character, nil at the end.
    public var current: Character? { offset < chars.count ? chars[offset] : nil }

    /// Passes over blanks (`blanks`).
    public mutating func skipBlanks() {
        while let c = current, isBlank(c) { offset += 1 }
    }

    /// Reads the next character when it is one of `choices`, and returns it.
    public mutating func take(oneOf choices: String) -> Character? {
        guard let c = current, choices.contains(c) else { return nil }
        offset += 1
        return c
    }

    /// ASCII letters only; empty (nothing read) when none.
    public mutating func asciiLetters() -> String {
        let start = offset
        while let c = current, c.isASCII, c.isLetter { offset += 1 }
        return String(chars[start..<offset])
    }

    /// The non-blank characters up to the next blank, `stop` or the end; empty when none.
    public mutating func run(upTo stop: Character) -> String {
        let start = offset
        while let c = current, c != stop, !isBlank(c) { offset += 1 }
        return String(chars[start..<offset])
    }

    /// Reads `char` when it comes next.
    public mutating func take(_ char: Character) -> Bool {
        guard current == char else { return false }
        offset += 1
        return true
    }

    /// Letters, digits, `-` and `_`, starting with a letter; empty (nothing read) when none.
    public mutating func word() -> String {
        guard let first = current, first.isLetter else { return "" }
        let start = offset
        while let c = current, c.isLetter || c.isNumber || c == "-" || c == "_" { offset += 1 }
        return String(chars[start..<offset])
    }

    /// A number (`NumberLiteral`; with a leading sign unless `signed` is false), or nil with nothing read.
    public mutating func number(signed: Bool = true) -> Double? {
        guard let (end, value) = NumberLiteral.scan(chars, from: offset, signed: signed) else { return nil }
        offset = end
        return value
    }
}
