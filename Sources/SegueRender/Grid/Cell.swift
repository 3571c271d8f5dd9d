import SegueEngine

/// One terminal cell: a glyph (one column wide, or the left half of a wide character whose right
/// half is the next cell, a `continuation`) and its style.
///
/// The glyph is a single Unicode scalar (every glyph Segue draws is one), which keeps `Cell` a
/// trivial value: a grid of them is copied, compared and freed without reference counting.
///
/// Stored as four 32-bit words with no padding (glyph, foreground, background, attributes), so two
/// cells are equal exactly when their bytes are: `ScreenEncoder` compares whole rows of a frame
/// with one `memcmp`.
public struct Cell: Hashable, Sendable {
    /// The character shown, one column wide.
    public var glyph: Unicode.Scalar
    /// `RGBColor.packed` of the foreground, or 0 for the terminal's default.
    @usableFromInline var foregroundBits: UInt32
    /// `RGBColor.packed` of the background, or 0 for the terminal's default.
    @usableFromInline var backgroundBits: UInt32
    /// `attributes.rawValue`, widened so the cell has no padding.
    @usableFromInline var attributeBits: UInt32

    /// Foreground colour; nil is the terminal's default.
    @inlinable
    public var foreground: RGBColor? {
        get { Self.color(foregroundBits) }
        set { foregroundBits = Self.bits(newValue) }
    }

    /// Background colour; nil is the terminal's default.
    @inlinable
    public var background: RGBColor? {
        get { Self.color(backgroundBits) }
        set { backgroundBits = Self.bits(newValue) }
    }

    /// Bold, dim, reverse, underline, italic.
    @inlinable
    public var attributes: CellAttributes {
        get { CellAttributes(rawValue: UInt8(truncatingIfNeeded: attributeBits)) }
        set { attributeBits = UInt32(newValue.rawValue) }
    }

    /// A cell showing `glyph` (a blank by default) in these colours and attributes.
    @inlinable
    public init(_ glyph: Unicode.Scalar = " ", foreground: RGBColor? = nil, background: RGBColor? = nil, attributes: CellAttributes = []) {
        self.glyph = glyph
        foregroundBits = Self.bits(foreground)
        backgroundBits = Self.bits(background)
        attributeBits = UInt32(attributes.rawValue)
    }

    /// A space in the terminal's default colours.
    public static let blank = Cell()

    /// The glyph of the cell after a wide (two-column) character: the terminal fills it with the
    /// character's right half, so encoders write nothing for it (docs/terminal-output.md).
    public static let continuation: Unicode.Scalar = "\u{0}"
    /// What a character the terminal draws nothing for (a lone combining mark, a control) is
    /// drawn as: one column, so the text after it stays in its cells.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Whether this cell is the right half of a wide character.
    @inlinable
    public var isContinuation: Bool { glyph == Cell.continuation }

    /// Word by word, written out so other modules inline it: the terminal compares every cell of
    /// every frame with the last one drawn.
    @inlinable
    public static func == (a: Cell, b: Cell) -> Bool {
        a.glyph == b.glyph && a.foregroundBits == b.foregroundBits && a.backgroundBits == b.backgroundBits && a.attributeBits == b.attributeBits
    }

    /// Hashes the four words `==` compares.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(glyph.value)
        hasher.combine(foregroundBits)
        hasher.combine(backgroundBits)
        hasher.combine(attributeBits)
    }

    /// Whether two cell colours are the same (nil is the terminal's default colour).
    @inlinable
    public static func sameColor(_ a: RGBColor?, _ b: RGBColor?) -> Bool { bits(a) == bits(b) }

    @inlinable
    static func bits(_ color: RGBColor?) -> UInt32 {
        guard let color else { return 0 }
        return 0x0100_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    @inlinable
    static func color(_ bits: UInt32) -> RGBColor? {
        bits == 0
            ? nil : RGBColor(red: UInt8(truncatingIfNeeded: bits >> 16), green: UInt8(truncatingIfNeeded: bits >> 8), blue: UInt8(truncatingIfNeeded: bits))
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
