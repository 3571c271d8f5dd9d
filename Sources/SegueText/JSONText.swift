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
    ///
    /// A recording quotes every frame, so this makes no allocation of its own and takes no branch
    /// per byte: `out` grows once by the worst case, each byte's quoted form (one, two or six bytes,
    /// from `quotedForms`) is stored as one 8-byte word and the end advances by its length, and
    /// what was not used is dropped.
    public static func appendQuoted(_ text: [UInt8], to out: inout [UInt8]) {
        let start = out.count
        let room = text.count * 6 + 2 + 7  // six bytes per byte at worst, the quotes, a word's tail
        out.append(contentsOf: repeatElement(0, count: room))
        var end = 0
        quotedForms.withUnsafeBufferPointer { forms in
            out.withUnsafeMutableBufferPointer { buffer in
                let o = UnsafeMutableRawPointer(buffer.baseAddress! + start)
                o.storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
                end = 1
                for byte in text {
                    let form = forms[Int(byte)]
                    o.storeBytes(of: form.littleEndian, toByteOffset: end, as: UInt64.self)
                    end &+= Int(truncatingIfNeeded: form >> 56)
                }
                o.storeBytes(of: UInt8(ascii: "\""), toByteOffset: end, as: UInt8.self)
                end += 1
            }
        }
        out.removeLast(room - end)
    }

    /// Each byte's quoted form: its bytes from the lowest, and their count in the top byte. Every
    /// byte that needs escaping is ASCII, so the bytes of non-ASCII characters pass through whole.
    private static let quotedForms: [UInt64] = (0...255).map { (byte: UInt8) -> UInt64 in
        let form: [UInt8]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): form = [UInt8(ascii: "\\"), byte]
        case UInt8(ascii: "\n"): form = Array(#"\n"#.utf8)
        case UInt8(ascii: "\t"): form = Array(#"\t"#.utf8)
        case UInt8(ascii: "\r"): form = Array(#"\r"#.utf8)
        case ..<0x20: form = Array(#"\u00"#.utf8) + [hexDigit(byte >> 4), hexDigit(byte & 0xF)]
        default: form = [byte]
        }
        return form.enumerated().reduce(UInt64(form.count) << 56) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    /// The lowercase hex digit of `value` (0…15).
    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x57 + value }

    /// A JSON number rounded to `decimals` decimal places (9 by default), in the shortest form that
    /// reads back (`Double.shortestDescription`: `1`, not `1.0`); `null` when not finite.
    public static func number(_ value: Double, decimals: Int = 9) -> String {
        value.isFinite ? value.shortestDescription(decimals: decimals) : "null"
    }

    /// Appends `number(value, decimals:)` to `out`, byte for byte the same text, without building a
    /// `String` where it can: a recording stamps every frame. Rounded to `decimals` places, a value
    /// of at least 0.0001 (below that the shortest text is exponential) and under 10¹⁵ units of
    /// the last place is exactly the nearest double to its decimal digits, so those digits without
    /// trailing zeros are its shortest text.
    public static func appendNumber(_ value: Double, decimals: Int = 9, to out: inout [UInt8]) {
        let scale = Double.decimalScale(decimals)
        let units = (value * scale).rounded()
        guard value.isFinite, decimals <= 15, units >= 0.0001 * scale, units < 1e15 else {
            out.append(contentsOf: number(value, decimals: decimals).utf8)
            return
        }
        var whole = UInt64(units)
        var places = decimals
        // Trailing zeros go, and the point with them when nothing is left after it.
        while places > 0 && whole % 10 == 0 {
            whole /= 10
            places -= 1
        }
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // 32 bytes: 16 digits and a point
        withUnsafeMutableBytes(of: &digits) { room in
            var end = room.count
            var written = 0
            repeat {
                if written == places && places > 0 {
                    end -= 1
                    room[end] = UInt8(ascii: ".")
                }
                end -= 1
                room[end] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
                written += 1
            } while whole > 0 || written <= places
            out.append(contentsOf: room[end...])
        }
    }
}
