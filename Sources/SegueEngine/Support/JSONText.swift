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
        // (six bytes per byte, left uninitialised), then appended: a recording quotes every frame.
        let quoted = [UInt8](unsafeUninitializedCapacity: text.count * 6 + 2) { buffer, count in
            var o = buffer.baseAddress!
            o.pointee = UInt8(ascii: "\""); o += 1
            text.withUnsafeBufferPointer { text in
                for byte in text {
                    if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                        o.pointee = byte; o += 1
                        continue
                    }
                    o.pointee = UInt8(ascii: "\\"); o += 1
                    switch byte {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): o.pointee = byte; o += 1
                    case UInt8(ascii: "\n"): o.pointee = UInt8(ascii: "n"); o += 1
                    case UInt8(ascii: "\t"): o.pointee = UInt8(ascii: "t"); o += 1
                    case UInt8(ascii: "\r"): o.pointee = UInt8(ascii: "r"); o += 1
                    default:
                        o[0] = UInt8(ascii: "u")
                        o[1] = UInt8(ascii: "0")
                        o[2] = UInt8(ascii: "0")
                        o[3] = hexDigit(byte >> 4)
                        o[4] = hexDigit(byte & 0xF)
                        o += 5
                    }
                }
            }
            o.pointee = UInt8(ascii: "\""); o += 1
            count = o - buffer.baseAddress!
        }
        out.append(contentsOf: quoted)
    }

    /// The lowercase hex digit of `value` (0…15).
    @inline(__always)
    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x57 + value }

    /// A JSON number rounded to `decimals` decimal places (9 by default), in the shortest form that
    /// reads back (`Double.shortestDescription`: `1`, not `1.0`); `null` when not finite.
    public static func number(_ value: Double, decimals: Int = 9) -> String {
        value.isFinite ? value.shortestDescription(decimals: decimals) : "null"
    }
}
