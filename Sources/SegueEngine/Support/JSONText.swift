/// Writing JSON values as text, for every JSON Segue prints (`list --json`, `simulate --json`,
/// `render --format json`, asciicast recordings): one quoting rule and one number rule.
public enum JSONText {
    /// A JSON string literal: `"`, `\` and the control characters below U+0020 escaped (`\n`, `\r`,
    /// `\t` by name, the others as `\u00XX`, so ESC is `\u001b`); everything else, non-ASCII
    /// included, stays as it is (the output is UTF-8).
    public static func quote(_ s: String) -> String { quoteUTF8(Array(s.utf8)) }

    /// `quote` for text given as UTF-8 bytes (a recording's frame, built as bytes).
    public static func quoteUTF8(_ text: [UInt8]) -> String {
        var out: [UInt8] = []
        appendQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` (UTF-8 bytes) to `out` as a JSON string literal, quoted as `quote` does.
    public static func appendQuoted(_ text: [UInt8], to out: inout [UInt8]) {
        // Byte by byte: every byte that needs escaping is ASCII, and the bytes of non-ASCII
        // characters pass through whole. Written through a pointer into room for the worst case
        // (six bytes per byte), then trimmed: a recording quotes every frame.
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: text.count * 6 + 2))
        let written = out.withUnsafeMutableBufferPointer { buffer -> Int in
            var o = start
            buffer[o] = UInt8(ascii: "\""); o += 1
            for byte in text {
                if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                    buffer[o] = byte; o += 1
                    continue
                }
                buffer[o] = UInt8(ascii: "\\"); o += 1
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): buffer[o] = byte; o += 1
                case UInt8(ascii: "\n"): buffer[o] = UInt8(ascii: "n"); o += 1
                case UInt8(ascii: "\t"): buffer[o] = UInt8(ascii: "t"); o += 1
                case UInt8(ascii: "\r"): buffer[o] = UInt8(ascii: "r"); o += 1
                default:
                    buffer[o] = UInt8(ascii: "u")
                    buffer[o + 1] = UInt8(ascii: "0")
                    buffer[o + 2] = UInt8(ascii: "0")
                    buffer[o + 3] = hexDigits[Int(byte >> 4)]
                    buffer[o + 4] = hexDigits[Int(byte & 0xF)]
                    o += 5
                }
            }
            buffer[o] = UInt8(ascii: "\""); o += 1
            return o
        }
        out.removeSubrange(written...)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A JSON number rounded to `decimals` decimal places (9 by default), in the shortest form that
    /// reads back (`Double.shortestDescription`: `1`, not `1.0`); `null` when not finite.
    public static func number(_ value: Double, decimals: Int = 9) -> String {
        value.isFinite ? value.shortestDescription(decimals: decimals) : "null"
    }
}
