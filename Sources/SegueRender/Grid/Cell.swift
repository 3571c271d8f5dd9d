import SegueEngine

/// One terminal cell: a glyph (one column wide) and its style.
///
/// The glyph is a single Unicode scalar (every glyph Segue draws is one), which keeps `Cell` a
/// trivial value: a grid of them is copied, compared and freed without reference counting.
public struct Cell: Hashable, Sendable {
    /// The character shown, one column wide.
    public var glyph: Unicode.Scalar
    /// Foreground colour; nil is the terminal's default.
    public var foreground: RGBColor?
    /// Background colour; nil is the terminal's default.
    public var background: RGBColor?
    /// Bold, dim, reverse, underline, italic.
    public var attributes: CellAttributes

    /// A cell showing `glyph` (a blank by default) in these colours and attributes.
    public init(_ glyph: Unicode.Scalar = " ", foreground: RGBColor? = nil, background: RGBColor? = nil, attributes: CellAttributes = []) {
        self.glyph = glyph
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// A space in the terminal's default colours.
    public static let blank = Cell()

    /// Field by field, written out so other modules inline it: the terminal compares every cell of
    /// every frame with the last one drawn.
    @inlinable
    public static func == (a: Cell, b: Cell) -> Bool {
        a.glyph == b.glyph && a.attributes.rawValue == b.attributes.rawValue
            && sameColor(a.foreground, b.foreground) && sameColor(a.background, b.background)
    }

    /// Whether two cell colours are the same (nil is the terminal's default colour).
    @inlinable
    public static func sameColor(_ a: RGBColor?, _ b: RGBColor?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a.red == b.red && a.green == b.green && a.blue == b.blue
        default: false
        }
    }
}

/// Text attributes of a cell.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    /// One bit per attribute.
    public let rawValue: UInt8
    /// The attributes whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (bright) text.
    public static let bold = CellAttributes(rawValue: 1 << 0)
    /// Faint text.
    public static let dim = CellAttributes(rawValue: 1 << 1)
    /// Foreground and background swapped.
    public static let reverse = CellAttributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = CellAttributes(rawValue: 1 << 3)
    /// Italic text.
    public static let italic = CellAttributes(rawValue: 1 << 4)
}
