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
            // The common bytes first; each escape appends its bytes one by one (no array per escape).
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                out.append(byte)
                continue
            }
            out.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
            case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
            case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
            default:
                out.append(UInt8(ascii: "u"))
                out.append(UInt8(ascii: "0"))
                out.append(UInt8(ascii: "0"))
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
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
