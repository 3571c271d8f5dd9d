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

    /// Parses `text`. A text longer than `Limits.expressionCharacters` or nested deeper than
    /// `Limits.expressionDepth` is refused, so no expression is deep enough to exhaust the stack
    /// when it is evaluated, compared or printed (each of which recurses once per operator).
    public init(parsing text: String) throws(ParseError) {
        guard text.isWithin(characters: Limits.expressionCharacters) else {
            throw ParseError(offset: Limits.expressionCharacters, message: "expression longer than \(Limits.expressionCharacters) characters", input: text)
        }
        var parser = ExpressionParser(Array(text))
        self = try parser.parseAll()
    }

    /// The value for a container of `width` × `height` points.
    public func value(width w: Double, height h: Double) -> Double {
        switch self {
        case let .number(v): v
        case .width: w
        case .height: h
        case let .negate(a): -a.value(width: w, height: h)
        case let .add(a, b): a.value(width: w, height: h) + b.value(width: w, height: h)
        case let .subtract(a, b): a.value(width: w, height: h) - b.value(width: w, height: h)
        case let .multiply(a, b): a.value(width: w, height: h) * b.value(width: w, height: h)
        case let .divide(a, b): a.value(width: w, height: h) / b.value(width: w, height: h)
        case let .squareRoot(a): a.value(width: w, height: h).squareRoot()
        }
    }

    /// The value for a container of `container` size, in points.
    public func value(in container: Size) -> Double { value(width: container.width, height: container.height) }

    /// Whether the expression mentions `W` or `H` (a plain number does not).
    public var dependsOnContainer: Bool {
        switch self {
        case .number: false
        case .width, .height: true
        case let .negate(a), let .squareRoot(a): a.dependsOnContainer
        case let .add(a, b), let .subtract(a, b), let .multiply(a, b), let .divide(a, b):
            a.dependsOnContainer || b.dependsOnContainer
        }
    }

    /// The expression as preset files write it (`-0.5*H`), with `W` and `H` for the container.
    public var description: String {
        switch self {
        case let .number(v): v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
        case .width: "W"
        case .height: "H"
        case let .negate(a): "-\(a.parenthesized)"
        case let .add(a, b): "\(a) + \(b)"
        case let .subtract(a, b): "\(a) - \(b.parenthesizedUnlessProduct)"
        case let .multiply(a, b): "\(a.parenthesizedUnlessProduct)*\(b.parenthesized)"
        case let .divide(a, b): "\(a.parenthesizedUnlessProduct)/\(b.parenthesized)"
        case let .squareRoot(a): "sqrt(\(a))"
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

/// Recursive descent over unicode scalars: sum := product (('+'|'-') product)*,
/// product := unary (('*'|'/') unary)*, unary := '-' unary | '+' unary | atom,
/// atom := number | 'W' | 'H' | '(' sum ')' | 'sqrt' '(' sum ')'.
private struct ExpressionParser {
    typealias ParseError = LengthExpression.ParseError
    let text: [Character]
    var i = 0
    var depth = 0

    init(_ text: [Character]) { self.text = text }

    func fail(offset: Int, message: String) -> ParseError {
        ParseError(offset: offset, message: message, input: String(text))
    }

    mutating func parseAll() throws(ParseError) -> LengthExpression {
        skipSpaces()
        if i == text.count { throw fail(offset: 0, message: "empty expression; expected a number or W or H") }
        let e = try sum()
        skipSpaces()
        if i < text.count {
            throw fail(offset: i, message: "unexpected '\(text[i])'; expected an operator (+ - * /) or the end")
        }
        return e
    }

    mutating func skipSpaces() {
        while i < text.count, text[i] == " " || text[i] == "\t" { i += 1 }
    }

    mutating func sum() throws(ParseError) -> LengthExpression {
        var left = try product()
        while true {
            skipSpaces()
            guard i < text.count, text[i] == "+" || text[i] == "-" else { return left }
            let op = text[i]
            i += 1
            let right = try product()
            left = op == "+" ? .add(left, right) : .subtract(left, right)
        }
    }

    mutating func product() throws(ParseError) -> LengthExpression {
        var left = try unary()
        while true {
            skipSpaces()
            guard i < text.count, text[i] == "*" || text[i] == "/" else { return left }
            let op = text[i]
            i += 1
            let right = try unary()
            left = op == "*" ? .multiply(left, right) : .divide(left, right)
        }
    }

    mutating func unary() throws(ParseError) -> LengthExpression {
        skipSpaces()
        guard i < text.count else { throw fail(offset: i, message: "expression ends early; expected a number or W or H") }
        if text[i] == "-" || text[i] == "+" {
            let negative = text[i] == "-"
            try enter()
            i += 1
            let operand = try unary()
            depth -= 1
            return negative ? .negate(operand) : operand
        }
        return try atom()
    }

    mutating func enter() throws(ParseError) {
        depth += 1
        if depth > Limits.expressionDepth { throw fail(offset: i, message: "expression nested too deeply (more than \(Limits.expressionDepth) levels)") }
    }

    mutating func atom() throws(ParseError) -> LengthExpression {
        let c = text[i]
        switch c {
        case "W": i += 1; return .width
        case "H": i += 1; return .height
        case "(":
            let open = i
            try enter()
            i += 1
            let inner = try sum()
            skipSpaces()
            guard i < text.count, text[i] == ")" else {
                throw fail(offset: i < text.count ? i : open, message: i < text.count
                    ? "unexpected '\(text[i])'; expected ')'" : "unclosed '('")
            }
            i += 1
            depth -= 1
            return inner
        case "0"..."9", ".":
            let start = i
            guard let (end, v) = NumberLiteral.scan(text, from: i, signed: false) else {
                throw fail(offset: start, message: "'.' is not a number")
            }
            i = end
            let literal = Excerpt.of(String(text[start..<end]))
            guard v.isFinite, abs(v) <= Limits.expressionMagnitude else {
                throw fail(offset: start, message: "'\(literal)' is too large (limit ±\(Limits.expressionMagnitude.shortestDescription))")
            }
            return .number(v)
        default:
            if c.isASCII, c.isLetter {
                var j = i
                while j < text.count, text[j].isASCII, text[j].isLetter { j += 1 }
                let word = Excerpt.of(String(text[i..<j]))
                if word == "sqrt" {
                    i = j
                    skipSpaces()
                    guard i < text.count, text[i] == "(" else { throw fail(offset: i, message: "expected '(' after sqrt") }
                    return .squareRoot(try atom())
                }
                let hint = word.lowercased() == "w" || word.lowercased() == "width" ? "; did you mean 'W'?"
                    : word.lowercased() == "h" || word.lowercased() == "height" ? "; did you mean 'H'?" : ""
                throw fail(offset: i, message: "unknown name '\(word)'; only W (container width) and H (container height) are allowed\(hint)")
            }
            throw fail(offset: i, message: "unexpected '\(c)'; expected a number or W or H")
        }
    }
}
