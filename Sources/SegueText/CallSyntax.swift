/// The shape the small languages' specs share: a name, optionally followed by arguments in
/// parentheses, each a value with an optional label, every part with its character offset:
///
///     call     := name [ "(" [argument ("," argument)*] ")" ]
///     argument := [word ":"] value
///     value    := number ["/" number] | word
///
/// `name` and `word` are `TextScanner.word()` (a letter, then letters, digits, `-` and `_`);
/// numbers are `NumberLiteral`s; blanks (any whitespace) are free between the parts. Timing
/// curves (`cubic-bezier(0.4, 0, 0.2, 1)`, `spring(mass: 1, stiffness: 100, damping: 10)`) and
/// completion policies (`flick(1/3, 1200)`, `projection(fast)`) are calls; what a call means is
/// its language's business. `text` prints a call back in canonical form, which reads back to an
/// equal call.
public struct CallSyntax: Hashable, Sendable {
    /// One argument: its label as written (nil when positional) and its value.
    public struct Argument: Hashable, Sendable {
        /// The label before `:`, as written; nil for a positional argument.
        public var label: String?
        /// Character offset of the label (or of the value, for a positional argument).
        public var offset: Int
        /// The value.
        public var value: Value
        /// Character offset of the value.
        public var valueOffset: Int

        /// An argument, `label: value` or a positional `value`, at the given offsets.
        public init(label: String? = nil, offset: Int = 0, value: Value, valueOffset: Int = 0) {
            self.label = label
            self.offset = offset
            self.value = value
            self.valueOffset = valueOffset
        }
    }

    /// An argument's value.
    public enum Value: Hashable, Sendable {
        /// A number (`0.5`, `-5`, `1e-3`).
        case number(Double)
        /// A fraction `numerator/denominator` (`1/3`), kept as written.
        case fraction(Double, Double)
        /// A word (`fast`).
        case word(String)

        /// The value as a number: a fraction divided out; nil for a word.
        public var number: Double? {
            switch self {
            case .number(let x): x
            case .fraction(let n, let d): n / d
            case .word: nil
            }
        }

        /// The value in canonical text: `0.5`, `1/3`, `fast`.
        public var text: String {
            switch self {
            case .number(let x): x.shortestDescription
            case .fraction(let n, let d): n.shortestDescription + "/" + d.shortestDescription
            case .word(let w): w
            }
        }
    }

    /// Why a text is not a call: where, and what was expected there.
    public struct Failure: SyntaxError {
        /// The text that was read.
        public var input: String
        /// Character offset of the problem.
        public var offset: Int
        /// What was expected there.
        public var expected: String

        /// `expected …` at offset `offset`.
        public var description: String { "expected \(expected) at offset \(offset)" }
    }

    /// The name before the arguments.
    public var name: String
    /// Character offset of the name.
    public var offset: Int
    /// The arguments; nil when the call has no parentheses (`linear`), empty for `name()`.
    public var arguments: [Argument]?

    /// A call of `name` with `arguments` (nil for none, not even parentheses).
    public init(name: String, offset: Int = 0, arguments: [Argument]? = nil) {
        self.name = name
        self.offset = offset
        self.arguments = arguments
    }

    /// Reads `text` whole as one call.
    ///
    /// - Throws: `Failure` at the first character that does not fit the grammar.
    public init(reading text: String) throws(Failure) {
        var scanner = TextScanner(text)
        func fail(_ expected: String) -> Failure { Failure(input: text, offset: scanner.offset, expected: expected) }
        scanner.skipBlanks()
        offset = scanner.offset
        name = scanner.word()
        guard !name.isEmpty else { throw fail("a name") }
        scanner.skipBlanks()
        if scanner.take("(") {
            var arguments: [Argument] = []
            scanner.skipBlanks()
            if !scanner.take(")") {
                while true {
                    arguments.append(try Self.argument(&scanner))
                    scanner.skipBlanks()
                    if scanner.take(")") { break }
                    guard scanner.take(",") else { throw fail("',' or ')'") }
                }
            }
            self.arguments = arguments
            scanner.skipBlanks()
        }
        guard scanner.atEnd else { throw fail(arguments == nil ? "'(' or the end" : "the end") }
    }

    private static func argument(_ scanner: inout TextScanner) throws(Failure) -> Argument {
        scanner.skipBlanks()
        let start = scanner.offset
        var label: String?
        let word = scanner.word()
        if !word.isEmpty {
            scanner.skipBlanks()
            if scanner.take(":") {
                label = word
            } else {
                return Argument(offset: start, value: .word(word), valueOffset: start)
            }
        }
        scanner.skipBlanks()
        let valueOffset = scanner.offset
        if label != nil {
            let word = scanner.word()
            if !word.isEmpty { return Argument(label: label, offset: start, value: .word(word), valueOffset: valueOffset) }
        }
        guard let numerator = scanner.number() else { throw Failure(input: scanner.input, offset: scanner.offset, expected: "a number or a word") }
        let afterNumerator = scanner.offset
        scanner.skipBlanks()
        guard scanner.take("/") else {
            scanner.offset = afterNumerator
            return Argument(label: label, offset: start, value: .number(numerator), valueOffset: valueOffset)
        }
        scanner.skipBlanks()
        guard let denominator = scanner.number() else {
            throw Failure(input: scanner.input, offset: scanner.offset, expected: "a number after '/'")
        }
        return Argument(label: label, offset: start, value: .fraction(numerator, denominator), valueOffset: valueOffset)
    }

    /// The call in canonical text: `name`, `name()` or `name(0.5, label: 1/3)`: no blanks but
    /// one space after each `,` and `:`, numbers in their shortest form (`Double.shortestDescription`).
    public var text: String {
        guard let arguments else { return name }
        return name + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.text }.joined(separator: ", ") + ")"
    }
}
