import SegueText

/// A length written in terms of the container: numbers, `W` (container width), `H` (container
/// height), `+ − * /`, unary minus, parentheses and `sqrt(…)`, e.g. `-0.5*H`, `0.85*W`,
/// `(W - 40) / 2`, `2*sqrt(W*W/4 + H*H)` (a circle's diameter that covers the screen).
///
/// Preset files write frames and offsets this way so one file fits every container size. Parsing
/// reports the character offset of the first problem; evaluation takes the container size.
public indirect enum LengthExpression: Hashable, Sendable, CustomStringConvertible {
    /// A constant, in points (or degrees, or a plain factor, depending on the property).
    case number(Double)
    /// `W`: the container's width, points.
    case width
    /// `H`: the container's height, points.
    case height
    /// Unary minus.
    case negate(LengthExpression)
    /// `a + b`.
    case add(LengthExpression, LengthExpression)
    /// `a - b`.
    case subtract(LengthExpression, LengthExpression)
    /// `a * b`.
    case multiply(LengthExpression, LengthExpression)
    /// `a / b` (an infinity or NaN when b is 0, which preset validation refuses).
    case divide(LengthExpression, LengthExpression)
    /// The square root (NaN below 0, which preset validation refuses).
    case squareRoot(LengthExpression)

    /// Why a text is not an expression: the 0-based character offset and what was expected there.
    public struct ParseError: SyntaxError {
        /// 0-based character offset of the problem in `input`.
        public let offset: Int
        /// The problem in words, with what was expected (`unexpected 'x'; expected an operator …`).
        public let message: String
        /// The text that was parsed, whole.
        public let input: String
        /// The same as `message`.
        public var expected: String { message }
        /// The same as `message`.
        public var problem: String { message }
        /// `at character N: message`, with N 1-based.
        public var description: String { "at character \(offset + 1): \(message)" }

        /// Makes the error at `offset` (0-based) of `input`.
        public init(offset: Int, message: String, input: String) {
            self.offset = offset
            self.message = message
            self.input = input
        }
    }

    /// The constant 0.
    public static let zero = LengthExpression.number(0)

    /// Parses `text`. A text longer than `maximumCharacters` or nested deeper than
    /// `maximumDepth` is refused, so no expression is deep enough to exhaust the stack
    /// when it is evaluated, compared or printed (each of which recurses once per operator).
    public init(parsing text: String) throws(ParseError) {
        guard text.isWithin(characters: Self.maximumCharacters) else {
            throw ParseError(offset: Self.maximumCharacters, message: "expression longer than \(Self.maximumCharacters) characters", input: text)
        }
        var parser = ExpressionParser(text)
        self = try parser.parseAll()
    }

    /// The value for a container of `width` × `height` points.
    public func value(width w: Double, height h: Double) -> Double {
        switch self {
        case .number(let v): v
        case .width: w
        case .height: h
        case .negate(let a): -a.value(width: w, height: h)
        case .add(let a, let b): a.value(width: w, height: h) + b.value(width: w, height: h)
        case .subtract(let a, let b): a.value(width: w, height: h) - b.value(width: w, height: h)
        case .multiply(let a, let b): a.value(width: w, height: h) * b.value(width: w, height: h)
        case .divide(let a, let b): a.value(width: w, height: h) / b.value(width: w, height: h)
        case .squareRoot(let a): a.value(width: w, height: h).squareRoot()
        }
    }

    /// The value for a container of `container` size, in points.
    public func value(in container: Size) -> Double { value(width: container.width, height: container.height) }

    /// Whether the expression mentions `W` or `H` (a plain number does not).
    public var dependsOnContainer: Bool {
        switch self {
        case .number: false
        case .width, .height: true
        case .negate(let a), .squareRoot(let a): a.dependsOnContainer
        case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b), .divide(let a, let b):
            a.dependsOnContainer || b.dependsOnContainer
        }
    }

    /// The expression as preset files write it (`-0.5*H`), with `W` and `H` for the container.
    public var description: String {
        switch self {
        case .number(let v): v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
        case .width: "W"
        case .height: "H"
        case .negate(let a): "-\(a.parenthesized)"
        case .add(let a, let b): "\(a) + \(b)"
        case .subtract(let a, let b): "\(a) - \(b.parenthesizedUnlessProduct)"
        case .multiply(let a, let b): "\(a.parenthesizedUnlessProduct)*\(b.parenthesized)"
        case .divide(let a, let b): "\(a.parenthesizedUnlessProduct)/\(b.parenthesized)"
        case .squareRoot(let a): "sqrt(\(a))"
        }
    }

    private var parenthesized: String {
        switch self {
        case .number, .width, .height, .negate, .squareRoot: description
        default: "(\(description))"
        }
    }

    private var parenthesizedUnlessProduct: String {
        switch self {
        case .add, .subtract: "(\(description))"
        default: description
        }
    }
}

/// Recursive descent over characters (`TextScanner`; blanks are space and tab only):
/// sum := product (('+'|'-') product)*, product := unary (('*'|'/') unary)*,
/// unary := '-' unary | '+' unary | atom, atom := number | 'W' | 'H' | '(' sum ')' | 'sqrt' '(' sum ')'.
private struct ExpressionParser {
    typealias ParseError = LengthExpression.ParseError
    var s: TextScanner
    var depth = 0

    init(_ text: String) { s = TextScanner(text, blanks: .spaceAndTab) }

    func fail(offset: Int, message: String) -> ParseError {
        ParseError(offset: offset, message: message, input: s.input)
    }

    mutating func parseAll() throws(ParseError) -> LengthExpression {
        s.skipBlanks()
        if s.atEnd { throw fail(offset: 0, message: "empty expression; expected a number or W or H") }
        let e = try sum()
        s.skipBlanks()
        if let c = s.current {
            throw fail(offset: s.offset, message: "unexpected '\(c)'; expected an operator (+ - * /) or the end")
        }
        return e
    }

    mutating func sum() throws(ParseError) -> LengthExpression {
        var left = try product()
        while true {
            s.skipBlanks()
            guard let op = s.take(oneOf: "+-") else { return left }
            let right = try product()
            left = op == "+" ? .add(left, right) : .subtract(left, right)
        }
    }

    mutating func product() throws(ParseError) -> LengthExpression {
        var left = try unary()
        while true {
            s.skipBlanks()
            guard let op = s.take(oneOf: "*/") else { return left }
            let right = try unary()
            left = op == "*" ? .multiply(left, right) : .divide(left, right)
        }
    }

    mutating func unary() throws(ParseError) -> LengthExpression {
        s.skipBlanks()
        guard let c = s.current else { throw fail(offset: s.offset, message: "expression ends early; expected a number or W or H") }
        if c == "-" || c == "+" {
            try enter()
            _ = s.take(c)
            let operand = try unary()
            depth -= 1
            return c == "-" ? .negate(operand) : operand
        }
        return try atom()
    }

    mutating func enter() throws(ParseError) {
        depth += 1
        if depth > LengthExpression.maximumDepth {
            throw fail(offset: s.offset, message: "expression nested too deeply (more than \(LengthExpression.maximumDepth) levels)")
        }
    }

    mutating func atom() throws(ParseError) -> LengthExpression {
        guard let c = s.current else { throw fail(offset: s.offset, message: "expression ends early; expected a number or W or H") }
        switch c {
        case "W":
            _ = s.take(c)
            return .width
        case "H":
            _ = s.take(c)
            return .height
        case "(":
            let open = s.offset
            try enter()
            _ = s.take(c)
            let inner = try sum()
            s.skipBlanks()
            guard s.take(")") else {
                throw fail(offset: s.atEnd ? open : s.offset, message: s.current.map { "unexpected '\($0)'; expected ')'" } ?? "unclosed '('")
            }
            depth -= 1
            return inner
        case "0"..."9", ".":
            let start = s.offset
            guard let v = s.number(signed: false) else {
                throw fail(offset: start, message: "'.' is not a number")
            }
            let literal = Excerpt.of(String(s.chars[start..<s.offset]))
            guard v.isFinite, abs(v) <= LengthExpression.maximumMagnitude else {
                throw fail(offset: start, message: "'\(literal)' is too large (limit ±\(LengthExpression.maximumMagnitude.shortestDescription))")
            }
            return .number(v)
        default:
            if c.isASCII, c.isLetter {
                let nameOffset = s.offset
                let word = Excerpt.of(s.asciiLetters())
                if word == "sqrt" {
                    s.skipBlanks()
                    guard s.current == "(" else { throw fail(offset: s.offset, message: "expected '(' after sqrt") }
                    return .squareRoot(try atom())
                }
                let hint =
                    word.lowercased() == "w" || word.lowercased() == "width"
                    ? "; did you mean 'W'?"
                    : word.lowercased() == "h" || word.lowercased() == "height" ? "; did you mean 'H'?" : ""
                throw fail(offset: nameOffset, message: "unknown name '\(word)'; only W (container width) and H (container height) are allowed\(hint)")
            }
            throw fail(offset: s.offset, message: "unexpected '\(c)'; expected a number or W or H")
        }
    }
}
