/// A minimal text edit of a preset file: one value is replaced where it stands (or one member is
/// added next to a sibling), and every other character of the file stays as it was, so a saved
/// edit shows in a `git diff` as exactly the values that changed.
public enum PresetPatch {
    /// One step of a path into the document: a member of an object, or an element of an array.
    public enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The text with the value at `path` replaced by `literal` (JSON text, e.g. `0.5` or
    /// `"easeOut"`). When the last step names a member the object lacks, the member is added right
    /// after the member `after` (on its own line, indented like it, when that member starts a line).
    ///
    /// - Throws: `Failure` when `text` is not JSON, or the path (or `after`) leads nowhere.
    public static func setting(_ literal: String, at path: [Step], in text: String, after: String? = nil) throws(Failure) -> String {
        let root: JSONValue
        do { root = try JSONParser.parse(text) } catch { throw Failure(message: "the file is not valid JSON: \(error)") }
        return try setting(literal, at: path, in: text, parsed: root, after: after)
    }

    /// `setting(_:at:in:after:)` on a text already parsed: `root` is `text`'s parse tree.
    public static func setting(_ literal: String, at path: [Step], in text: String, parsed root: JSONValue, after: String? = nil) throws(Failure)
        -> String
    {
        let scalars = Array(text.unicodeScalars)
        guard let last = path.last else { throw Failure(message: "an empty path") }
        let parent = try value(at: path.dropLast(), in: root)
        if let target = try? value(at: [last], in: parent) {
            let start = offset(of: target.location, in: scalars)
            let end = endOfValue(startingAt: start, in: scalars)
            return splice(scalars, start..<end, literal)
        }
        guard case .key(let name) = last, case .object(let members) = parent.kind else {
            throw Failure(message: "no value at \(describe(path))")
        }
        guard let after, let sibling = members.first(where: { $0.key == after }) else {
            throw Failure(message: "no member '\(after ?? "")' to add '\(name)' after")
        }
        let siblingKey = offset(of: sibling.keyLocation, in: scalars)
        let siblingEnd = endOfValue(startingAt: offset(of: sibling.value.location, in: scalars), in: scalars)
        var lineStart = siblingKey
        while lineStart > 0, scalars[lineStart - 1] == " " || scalars[lineStart - 1] == "\t" { lineStart -= 1 }
        let startsLine = lineStart == 0 || scalars[lineStart - 1] == "\n"
        let separator = startsLine ? ",\n" + String(String.UnicodeScalarView(scalars[lineStart..<siblingKey])) : ", "
        return splice(scalars, siblingEnd..<siblingEnd, separator + quoted(name) + ": " + literal)
    }

    /// `s` as a JSON string literal.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count) + String(u.value, radix: 16)
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    /// `x` as a JSON number in its shortest form, whole numbers without ".0".
    public static func number(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
        return "\(x)"
    }

    static func value(at path: ArraySlice<Step>, in root: JSONValue) throws(Failure) -> JSONValue {
        var v = root
        for step in path {
            switch (step, v.kind) {
            case (.key(let k), .object(let members)):
                guard let m = members.first(where: { $0.key == k }) else { throw Failure(message: "no member '\(k)'") }
                v = m.value
            case (.index(let i), .array(let items)):
                guard items.indices.contains(i) else { throw Failure(message: "no element \(i)") }
                v = items[i]
            default:
                throw Failure(message: "\(v.kindName) has no \(step)")
            }
        }
        return v
    }

    static func describe(_ path: [Step]) -> String {
        path.map { step in
            switch step {
            case .key(let k): "." + k
            case .index(let i): "[\(i)]"
            }
        }.joined()
    }

    /// The scalar offset of a 1-based line and column.
    static func offset(of location: SourceLocation, in scalars: [Unicode.Scalar]) -> Int {
        var line = 1
        var i = 0
        while line < location.line, i < scalars.count {
            if scalars[i] == "\n" { line += 1 }
            i += 1
        }
        return i + location.column - 1
    }

    /// The offset just past the value that starts at `start` (the text is valid JSON).
    static func endOfValue(startingAt start: Int, in s: [Unicode.Scalar]) -> Int {
        var i = start
        var depth = 0
        var inString = false
        while i < s.count {
            let c = s[i]
            if inString {
                if c == "\\" {
                    i += 2
                    continue
                }
                if c == "\"" {
                    inString = false
                    if depth == 0 { return i + 1 }
                }
            } else {
                switch c {
                case "\"": inString = true
                case "{", "[": depth += 1
                case "}", "]":
                    depth -= 1
                    if depth == 0 { return i + 1 }
                case ",", " ", "\t", "\n", "\r":
                    if depth == 0 { return i }
                default: break
                }
                if depth < 0 { return i }
            }
            i += 1
        }
        return i
    }

    static func splice(_ s: [Unicode.Scalar], _ range: Range<Int>, _ literal: String) -> String {
        var out = String.UnicodeScalarView()
        out.append(contentsOf: s[..<range.lowerBound])
        out.append(contentsOf: literal.unicodeScalars)
        out.append(contentsOf: s[range.upperBound...])
        return String(out)
    }
}
