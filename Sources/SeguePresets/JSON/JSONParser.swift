import SegueEngine
import SegueText

/// A strict JSON parser (RFC 8259) that keeps the line and column of every value.
///
/// Limits keep hostile files harmless: nesting deeper than `maximumDepth` and numbers whose
/// magnitude exceeds `maximumMagnitude` are errors, not crashes or infinities.
public struct JSONParser: Sendable {
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var location: SourceLocation
        public var message: String
        public var description: String { "\(location): \(message)" }
    }

    /// Deepest nesting of JSON objects and arrays in a preset file.
    public static let maximumDepth = 64
    /// Largest magnitude of a JSON number in a preset file.
    public static let maximumMagnitude = 1e12

    /// Parses one JSON document.
    public static func parse(_ text: String) throws(ParseError) -> JSONValue {
        var reader = Reader(Array(text.unicodeScalars))
        reader.skipSpace()
        if reader.atEnd { throw reader.error("empty file; expected a JSON object") }
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        if !reader.atEnd { throw reader.error("unexpected '\(reader.peek!)' after the end of the document") }
        return value
    }
}

private struct Reader {
    typealias ParseError = JSONParser.ParseError
    let s: [Unicode.Scalar]
    var i = 0
    var line = 1
    var column = 1

    init(_ s: [Unicode.Scalar]) { self.s = s }

    var atEnd: Bool { i >= s.count }
    var peek: Unicode.Scalar? { i < s.count ? s[i] : nil }
    var here: SourceLocation { SourceLocation(line: line, column: column) }

    func error(_ message: String, at location: SourceLocation? = nil) -> ParseError {
        ParseError(location: location ?? here, message: message)
    }

    mutating func advance() {
        if s[i] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        i += 1
    }

    mutating func skipSpace() {
        while let c = peek, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
    }

    func describe(_ c: Unicode.Scalar?) -> String {
        guard let c else { return "end of the file" }
        if c == "\n" { return "a line break" }
        if c.value < 0x20 { return "control character U+\(String(c.value, radix: 16, uppercase: true))" }
        return "'\(c)'"
    }

    mutating func value(depth: Int) throws(ParseError) -> JSONValue {
        let start = here
        guard let c = peek else { throw error("unexpected end of the file; expected a value") }
        switch c {
        case "{":
            guard depth < JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
            return JSONValue(kind: .object(try object(depth: depth + 1)), location: start)
        case "[":
            guard depth < JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
            return JSONValue(kind: .array(try array(depth: depth + 1)), location: start)
        case "\"": return JSONValue(kind: .string(try string()), location: start)
        case "-", "0"..."9": return JSONValue(kind: .number(try number()), location: start)
        default:
            for (word, kind) in [("true", JSONValue.Kind.bool(true)), ("false", .bool(false)), ("null", .null)] where matches(word) {
                for _ in word.unicodeScalars { advance() }
                return JSONValue(kind: kind, location: start)
            }
            if c == "'" { throw error("strings use double quotes (\"), not single quotes") }
            throw error("unexpected \(describe(c)); expected a value (object, array, string, number, true, false or null)")
        }
    }

    func matches(_ word: String) -> Bool {
        var j = i
        for u in word.unicodeScalars {
            guard j < s.count, s[j] == u else { return false }
            j += 1
        }
        if j < s.count, ("a"..."z").contains(s[j]) || ("A"..."Z").contains(s[j]) { return false }
        return true
    }

    mutating func object(depth: Int) throws(ParseError) -> [JSONValue.Member] {
        advance()  // {
        var members: [JSONValue.Member] = []
        skipSpace()
        if peek == "}" {
            advance()
            return members
        }
        while true {
            skipSpace()
            let keyLocation = here
            guard peek == "\"" else {
                if peek == "}" { throw error("trailing comma before '}'") }
                throw error("unexpected \(describe(peek)); expected a member name in double quotes")
            }
            let key = try string()
            if members.contains(where: { $0.key == key }) { throw error("duplicate member '\(Excerpt.of(key))'", at: keyLocation) }
            skipSpace()
            guard peek == ":" else { throw error("unexpected \(describe(peek)); expected ':' after \"\(Excerpt.of(key))\"") }
            advance()
            skipSpace()
            members.append(JSONValue.Member(key: key, keyLocation: keyLocation, value: try value(depth: depth)))
            skipSpace()
            if peek == "," {
                advance()
                continue
            }
            if peek == "}" {
                advance()
                return members
            }
            throw error("unexpected \(describe(peek)); expected ',' or '}'")
        }
    }

    mutating func array(depth: Int) throws(ParseError) -> [JSONValue] {
        advance()  // [
        var items: [JSONValue] = []
        skipSpace()
        if peek == "]" {
            advance()
            return items
        }
        while true {
            skipSpace()
            if peek == "]" { throw error("trailing comma before ']'") }
            items.append(try value(depth: depth))
            skipSpace()
            if peek == "," {
                advance()
                continue
            }
            if peek == "]" {
                advance()
                return items
            }
            throw error("unexpected \(describe(peek)); expected ',' or ']'")
        }
    }

    mutating func string() throws(ParseError) -> String {
        let start = here
        advance()  // "
        var out = String.UnicodeScalarView()
        while true {
            guard let c = peek else { throw error("unterminated string", at: start) }
            if c == "\"" {
                advance()
                return String(out)
            }
            if c.value < 0x20 { throw error("\(describe(c)) inside a string; write it as an escape (\\n, \\t, …)") }
            if c != "\\" {
                out.append(c)
                advance()
                continue
            }
            advance()
            guard let e = peek else { throw error("unterminated string", at: start) }
            let simple: [Unicode.Scalar: Unicode.Scalar] = ["\"": "\"", "\\": "\\", "/": "/", "b": "\u{8}", "f": "\u{c}", "n": "\n", "r": "\r", "t": "\t"]
            if let r = simple[e] {
                out.append(r)
                advance()
                continue
            }
            guard e == "u" else { throw error("unknown escape '\\\(e)'") }
            advance()
            var code = try hex4()
            if (0xD800...0xDBFF).contains(code) {
                guard peek == "\\" else { throw error("lone surrogate \\u\(String(code, radix: 16)) in a string") }
                advance()
                guard peek == "u" else { throw error("lone surrogate \\u\(String(code, radix: 16)) in a string") }
                advance()
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair in a string") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape in a string") }
            out.append(scalar)
        }
    }

    mutating func hex4() throws(ParseError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let c = peek, let d = Int(String(c), radix: 16) else { throw error("expected four hex digits after \\u") }
            v = v * 16 + UInt32(d)
            advance()
        }
        return v
    }

    mutating func number() throws(ParseError) -> Double {
        let start = here
        let from = i
        if peek == "-" { advance() }
        func digits(_ r: inout Reader) -> Int {
            var n = 0
            while let c = r.peek, ("0"..."9").contains(c) {
                r.advance()
                n += 1
            }
            return n
        }
        let firstDigit = peek
        let intDigits = digits(&self)
        guard intDigits > 0 else { throw error("expected a digit after '-'") }
        if firstDigit == "0", intDigits > 1 { throw error("numbers do not start with 0 (leading zeros are not JSON)", at: start) }
        if peek == "." {
            advance()
            guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
        }
        if peek == "e" || peek == "E" {
            advance()
            if peek == "+" || peek == "-" { advance() }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
        }
        let literal = String(String.UnicodeScalarView(s[from..<i]))
        guard literal.count <= 40, let v = Double(literal), v.isFinite, abs(v) <= JSONParser.maximumMagnitude else {
            throw error("number \(literal.count > 40 ? String(literal.prefix(20)) + "…" : literal) is out of range (limit ±1e12)", at: start)
        }
        return v
    }
}
