/// The characters the stage is drawn with: Unicode (box drawing, blocks, quadrants) or plain ASCII.
public struct GlyphSet: Hashable, Sendable {
    /// Box corners and edges: top-left, top-right, bottom-right, bottom-left, horizontal, vertical.
    public var corners: [Character]
    public var roundedCorners: [Character]
    public var horizontal: Character
    public var vertical: Character
    /// Left and right tees, where the title bar's separator meets a border.
    public var teeLeft: Character
    public var teeRight: Character
    /// The container's frame (the device): top-left, top-right, bottom-right, bottom-left.
    public var frameCorners: [Character]
    /// Partial coverage, indexed by a 4-bit mask: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right.
    public var quadrants: [Character]
    /// Shades from light to dense (alpha without colour): `░▒▓█`.
    public var shades: [Character]
    /// A stand-in list row, the title-bar separator, the hatch of a view's back.
    public var row: Character
    public var separator: Character
    public var hatch: Character
    /// The veil of a blur.
    public var veil: Character

    public static let unicode = GlyphSet(
        corners: ["┌", "┐", "┘", "└"], roundedCorners: ["╭", "╮", "╯", "╰"], horizontal: "─", vertical: "│",
        teeLeft: "├", teeRight: "┤", frameCorners: ["╭", "╮", "╯", "╰"],
        quadrants: [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"],
        shades: ["░", "▒", "▓", "█"], row: "▬", separator: "─", hatch: "╱", veil: "░")

    public static let ascii = GlyphSet(
        corners: ["+", "+", "+", "+"], roundedCorners: ["+", "+", "+", "+"], horizontal: "-", vertical: "|",
        teeLeft: "+", teeRight: "+", frameCorners: ["+", "+", "+", "+"],
        quadrants: [" ", "'", "'", "-", ".", "|", "/", "/", ".", "\\", "|", "\\", "-", "\\", "/", "#"],
        shades: [".", ":", "*", "#"], row: "=", separator: "-", hatch: "/", veil: ".")

    /// The shade standing for opacity `alpha` (0 < alpha < 1): light, medium or dense.
    func shade(_ alpha: Double) -> Character {
        alpha < 0.4 ? shades[0] : alpha < 0.7 ? shades[1] : shades[2]
    }

    func isShade(_ c: Character) -> Bool {
        c.isSameGlyph(veil) || c.isSameGlyph(hatch) || shades.contains { c.isSameGlyph($0) }
    }
}
