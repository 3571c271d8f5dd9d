/// The ASCII spelling of every symbol Segue's screens use: one table for `--ascii` and for
/// terminals whose locale is not UTF-8.
///
/// Text is spelled before it is laid out (`spell`), so a spelling may be longer than its symbol:
/// `↵` is `Enter`, `≥` is `>=`. Key labels (`.keys`) name the arrows and modifiers (`⇧→` is
/// `S-Right`); prose (`.prose`) draws them (`→` is `->`). A single cell that is already laid out
/// takes one character (`character(for:)`): box drawing becomes `+ - |`, blocks and shades `#`.
/// A character the table does not know is spelled `?`; `hasSpelling` says which ones it knows.
public enum ASCIISpelling {
    /// How the text reads: as key names (`←` is `Left`) or as prose (`←` is `<-`).
    public enum Style: Sendable { case prose, keys }

    /// `text` in ASCII only.
    public static func spell(_ text: String, as style: Style = .prose) -> String {
        guard !text.unicodeScalars.allSatisfy(\.isASCII) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else if style == .keys, let name = keyNames[scalar] {
                result += name
            } else if let word = words[scalar] {
                result += word
            } else {
                result.unicodeScalars.append(character(for: scalar))
            }
        }
        return result
    }

    /// One ASCII character standing for `scalar` in a single cell.
    public static func character(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII { return scalar }
        if let cell = cells[scalar] { return cell }
        switch scalar.value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A: return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B: return "|"
        case 0x250C...0x254B, 0x2552...0x256C, 0x256D...0x2570: return "+"  // corners, tees, crosses
        case 0x2571: return "/"
        case 0x2572: return "\\"
        case 0x2573: return "X"
        case 0x2580...0x259F: return "#"  // blocks, shades, quadrants
        case 0x2800: return " "
        case 0x2801...0x28FF: return "#"  // braille
        default: return "?"
        }
    }

    /// Whether the table spells `scalar` (anything else becomes `?`).
    public static func hasSpelling(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "?" || character(for: scalar) != "?"
    }

    /// Symbols whose single-cell form is a poor spelling in text: keys, arrows, relations, math.
    private static let words: [Unicode.Scalar: String] = [
        "←": "<-", "→": "->", "↑": "^", "↓": "v", "↔": "<->", "⇔": "<=>",
        "␣": "Space", "↵": "Enter", "⌫": "Backspace", "⇥": "Tab", "⇧": "Shift-",
        "≤": "<=", "≥": ">=", "≠": "!=", "≈": "~", "±": "+/-", "√": "sqrt", "∞": "inf",
        "…": "...", "×": "x", "÷": "/", "°": " deg", "²": "^2", "³": "^3",
        "π": "pi", "ε": "eps", "ζ": "zeta", "ω": "omega", "θ": "theta", "α": "alpha", "Δ": "delta",
        "✓": "ok", "✗": "x", "⚠": "!", "é": "e", "è": "e", "à": "a", "ü": "u", "ö": "o",
    ]

    /// Key names for key labels (`⇧→/L` is `S-Right/L`).
    private static let keyNames: [Unicode.Scalar: String] = [
        "←": "Left", "→": "Right", "↑": "Up", "↓": "Down", "⇧": "S-", "⌫": "Bksp",
    ]

    /// One character each, for cells and for the symbols that need no word.
    private static let cells: [Unicode.Scalar: Unicode.Scalar] = [
        "←": "<", "→": ">", "↑": "^", "↓": "v", "↔": "=", "⇔": "=",
        "◀": "<", "▶": ">", "◂": "<", "▸": ">", "▲": "^", "▼": "v", "◆": "*", "●": "@", "•": "*",
        "·": "|", "∙": ".", "⋅": ".", "—": "-", "–": "-", "−": "-", "‐": "-", "′": "'", "″": "\"",
        "‘": "'", "’": "'", "“": "\"", "”": "\"", "…": "~", "×": "x", "÷": "/", "±": "~",
        "≤": "<", "≥": ">", "≠": "#", "≈": "~", "°": "o", "²": "2", "³": "3",
        "␣": "_", "↵": "/", "⌫": "<", "⇥": ">", "⇧": "^", "✓": "+", "✗": "x", "⚠": "!",
        "▏": "_", "\u{00A0}": " ", "é": "e", "è": "e", "à": "a", "ü": "u", "ö": "o",
        "π": "p", "ε": "e", "ζ": "z", "ω": "w", "θ": "t", "α": "a", "Δ": "D", "√": "V", "∞": "8",
    ]
}
