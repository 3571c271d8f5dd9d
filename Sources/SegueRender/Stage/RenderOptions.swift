/// How the stage is drawn: colour depth, character set, labels.
public struct RenderOptions: Hashable, Sendable {
    /// `.none` draws glyphs only (alpha becomes shade density); any other depth fills cells with
    /// 24-bit colours that the encoder quantises.
    public var colorDepth: ColorDepth
    /// Only ASCII characters (`--ascii`), for terminals without Unicode.
    public var ascii: Bool
    /// Whether views carry their label (`presenting`, `presented`, a preset's own name).
    public var showsLabels: Bool

    /// Options; by default 24-bit colour, Unicode glyphs and labels.
    public init(colorDepth: ColorDepth = .truecolor, ascii: Bool = false, showsLabels: Bool = true) {
        self.colorDepth = colorDepth
        self.ascii = ascii
        self.showsLabels = showsLabels
    }
}
