/// How many colours the output may use.
///
/// The renderer only distinguishes `none` (glyphs carry everything: shades stand for alpha) from the
/// others (cells carry 24-bit colours); the ANSI encoder and the ncurses shell quantise to the depth.
public enum ColorDepth: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
    /// Plain text, no colour.
    case none
    /// The 16 ANSI colours (SGR 30–37, 90–97).
    case ansi16
    /// The xterm 256-colour palette (SGR 38;5;n).
    case ansi256
    /// 24-bit colour (SGR 38;2;r;g;b).
    case truecolor

    /// Whether any colour is drawn (every depth but `.none`).
    public var usesColor: Bool { self != .none }

    /// Fewer colours first: none, 16, 256, truecolor.
    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rank < b.rank }
    private var rank: Int {
        switch self {
        case .none: 0
        case .ansi16: 1
        case .ansi256: 2
        case .truecolor: 3
        }
    }
}

/// The `--color auto|always|never` choice.
public enum ColorChoice: String, Hashable, Sendable, CaseIterable, Codable {
    /// `auto`: colour only on a terminal without `NO_COLOR` or `TERM=dumb`; `always`: colour even without a
    /// terminal; `never`: plain text (`ColorDepth.detect(choice:environment:isTTY:)`).
    case auto, always, never
}

extension ColorDepth {
    /// The colour depth to use, as a pure function of the terminal's capabilities.
    ///
    /// - `never` gives `.none`; `always` gives colour even without a TTY or with `NO_COLOR` (an
    ///   explicit flag beats the environment), at least `.ansi16`.
    /// - `auto` gives `.none` when the output is not a TTY, when `NO_COLOR` is set and non-empty
    ///   (no-color.org; an empty `NO_COLOR` is ignored), or when `TERM` is `dumb`.
    /// - The depth: `COLORTERM` `truecolor` or `24bit` (or a `TERM` ending in `-direct`) → truecolor;
    ///   a `TERM` containing `256color` → 256; otherwise 16.
    public static func detect(choice: ColorChoice, environment: [String: String], isTTY: Bool) -> ColorDepth {
        let term = (environment["TERM"] ?? "").lowercased()
        let colorterm = (environment["COLORTERM"] ?? "").lowercased()
        let capability: ColorDepth
        if colorterm == "truecolor" || colorterm == "24bit" || term.hasSuffix("-direct") {
            capability = .truecolor
        } else if term.contains("256color") {
            capability = .ansi256
        } else {
            capability = .ansi16
        }
        switch choice {
        case .never:
            return .none
        case .always:
            return capability
        case .auto:
            if !isTTY || term == "dumb" { return .none }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            return capability
        }
    }
}
