/// Writing JSON values as text, for every JSON Segue prints (`list --json`, `simulate --json`,
/// `render --format json`, asciicast recordings): one quoting rule and one number rule.
public enum JSONText {
    /// A JSON string literal: `"`, `\` and the control characters below U+0020 escaped (`\n`, `\r`,
    /// `\t` by name, the others as `\u00XX`, so ESC is `\u001b`); everything else, non-ASCII
    /// included, stays as it is (the output is UTF-8).
    public static func quote(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        out.append("\"")
        for u in s.unicodeScalars {
            switch u {
            case "\"": out.append(contentsOf: #"\""#.unicodeScalars)
            case "\\": out.append(contentsOf: #"\\"#.unicodeScalars)
            case "\n": out.append(contentsOf: #"\n"#.unicodeScalars)
            case "\t": out.append(contentsOf: #"\t"#.unicodeScalars)
            case "\r": out.append(contentsOf: #"\r"#.unicodeScalars)
            default:
                if u.value < 0x20 {
                    out.append(contentsOf: #"\u00"#.unicodeScalars)
                    out.append(hexDigits[Int(u.value >> 4)])
                    out.append(hexDigits[Int(u.value & 0xF)])
                } else {
                    out.append(u)
                }
            }
        }
        out.append("\"")
        return String(out)
    }

    private static let hexDigits = Array("0123456789abcdef".unicodeScalars)

    /// A JSON number rounded to `decimals` decimal places (9 by default), in the shortest form that
    /// reads back (`Double.shortestDescription`: `1`, not `1.0`); `null` when not finite.
    public static func number(_ value: Double, decimals: Int = 9) -> String {
        value.isFinite ? value.shortestDescription(decimals: decimals) : "null"
    }
}
