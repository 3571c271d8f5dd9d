import SegueEngine

/// How many colours a terminal can show, from none to 24-bit.
///
/// Ordered: a lower depth is a fallback of a higher one (`min(detected, requested)`).
public enum ColorDepth: Int, Comparable, Hashable, Sendable, CaseIterable {
    /// No colour: attributes (bold, reverse, …) only.
    case none = 0
    /// The 8 ANSI colours (indices 0–7).
    case ansi8
    /// The 8 ANSI colours and their bright variants (indices 0–15).
    case ansi16
    /// The xterm 256-colour palette; Segue picks only from 16–255 (the cube and the grey ramp), whose
    /// values are fixed, never from 0–15, whose values depend on the user's theme.
    case palette256
    /// 24-bit RGB.
    case trueColor

    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }

    /// The terminal colour number for `color` at this depth: a palette index for `ansi8`, `ansi16`
    /// and `palette256`, `0xRRGGBB` for `trueColor`, nil for `none`.
    public func colorNumber(for color: RGBColor) -> Int? {
        switch self {
        case .none: return nil
        case .ansi8: return ColorQuantization.nearestANSIIndex(color, count: 8)
        case .ansi16: return ColorQuantization.nearestANSIIndex(color, count: 16)
        case .palette256: return ColorQuantization.nearestXterm256Index(color)
        case .trueColor: return Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
        }
    }

    /// The colour the terminal shows for `color` at this depth (xterm's default palette for
    /// indexed colours), nil for `none`.
    public func displayed(_ color: RGBColor) -> RGBColor? {
        switch self {
        case .none: return nil
        case .trueColor: return color
        case .ansi8, .ansi16, .palette256: return colorNumber(for: color).map(ColorQuantization.xterm256Color)
        }
    }
}
