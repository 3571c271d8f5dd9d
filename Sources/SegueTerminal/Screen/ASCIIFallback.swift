/// Replacement glyphs when the locale is not UTF-8 (ncurses would show every non-ASCII character as
/// a blank): box drawing becomes `+ - |`, blocks and shades `#`, dots `.`, anything else `?`.
public enum ASCIIFallback {
    public static func glyph(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII { return scalar }
        switch scalar.value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A: return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B: return "|"
        case 0x250C...0x254B, 0x2552...0x256C: return "+"
        case 0x256D...0x2570: return "+" // rounded corners
        case 0x2580...0x259F: return "#" // blocks and shades
        case 0x00B7, 0x2022, 0x2219, 0x22C5: return "."
        case 0x2190, 0x25C0, 0x25C2: return "<"
        case 0x2192, 0x25B6, 0x25B8: return ">"
        case 0x2191, 0x25B2: return "^"
        case 0x2193, 0x25BC: return "v"
        case 0x2800...0x28FF: return scalar.value == 0x2800 ? " " : "#" // braille
        case 0x00A0: return " "
        default: return "?"
        }
    }
}
