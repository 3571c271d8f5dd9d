/// Writing JSON values as text, for every JSON Segue prints (`list --json`, `simulate --json`,
/// `render --format json`, asciicast recordings): one quoting rule and one number rule.
public enum JSONText {
    /// A JSON string literal: `"`, `\` and the control characters below U+0020 escaped (`\n`, `\r`,
    /// `\t` by name, the others as `\u00XX`, so ESC is `\u001b`); everything else, non-ASCII
    /// included, stays as it is (the output is UTF-8).
    public static func quote(_ s: String) -> String { quoteUTF8(Array(s.utf8)) }

    /// `quote` for text given as UTF-8 bytes (a recording's frame, built as bytes).
    public static func quoteUTF8(_ text: [UInt8]) -> String {
        // Byte by byte: every byte that needs escaping is ASCII, and the bytes of non-ASCII
        // characters pass through whole.
        var out: [UInt8] = []
        out.reserveCapacity(text.count + 16)
        out.append(UInt8(ascii: "\""))
        for byte in text {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\t"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case UInt8(ascii: "\r"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case ..<0x20: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A JSON number rounded to `decimals` decimal places (9 by default), in the shortest form that
    /// reads back (`Double.shortestDescription`: `1`, not `1.0`); `null` when not finite.
    public static func number(_ value: Double, decimals: Int = 9) -> String {
        value.isFinite ? value.shortestDescription(decimals: decimals) : "null"
    }
}
