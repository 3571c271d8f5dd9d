/// The characters the stage is drawn with: Unicode (box drawing, blocks, quadrants) or plain ASCII.
public struct GlyphSet: Hashable, Sendable {
    /// Box corners and edges: top-left, top-right, bottom-right, bottom-left, horizontal, vertical.
    public var corners: [Unicode.Scalar]
    /// Rounded box corners, in the order of `corners`.
    public var roundedCorners: [Unicode.Scalar]
    /// A box's horizontal edge.
    public var horizontal: Unicode.Scalar
    /// A box's vertical edge.
    public var vertical: Unicode.Scalar
    /// Left and right tees, where the title bar's separator meets a border.
    public var teeLeft: Unicode.Scalar
    /// The tee where the separator meets the right border.
    public var teeRight: Unicode.Scalar
    /// The container's frame (the device): top-left, top-right, bottom-right, bottom-left.
    public var frameCorners: [Unicode.Scalar]
    /// Partial coverage, indexed by a 4-bit mask: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right.
    public var quadrants: [Unicode.Scalar]
    /// Shades from light to dense (alpha without colour): `░▒▓█`.
    public var shades: [Unicode.Scalar]
    /// A stand-in list row, the title-bar separator, the hatch of a view's back.
    public var row: Unicode.Scalar
    /// The title bar's separator.
    public var separator: Unicode.Scalar
    /// The hatch of a view seen from behind.
    public var hatch: Unicode.Scalar
    /// The veil of a blur.
    public var veil: Unicode.Scalar

    /// Box drawing, block and quadrant characters.
    public static let unicode = GlyphSet(
        corners: ["┌", "┐", "┘", "└"], roundedCorners: ["╭", "╮", "╯", "╰"], horizontal: "─", vertical: "│",
        teeLeft: "├", teeRight: "┤", frameCorners: ["╭", "╮", "╯", "╰"],
        quadrants: [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"],
        shades: ["░", "▒", "▓", "█"], row: "▬", separator: "─", hatch: "╱", veil: "░")

    /// Plain ASCII (`--ascii`).
    public static let ascii = GlyphSet(
        corners: ["+", "+", "+", "+"], roundedCorners: ["+", "+", "+", "+"], horizontal: "-", vertical: "|",
        teeLeft: "+", teeRight: "+", frameCorners: ["+", "+", "+", "+"],
        quadrants: [" ", "'", "'", "-", ".", "|", "/", "/", ".", "\\", "|", "\\", "-", "\\", "/", "#"],
        shades: [".", ":", "*", "#"], row: "=", separator: "-", hatch: "/", veil: ".")

    /// The shade standing for opacity `alpha` (0 < alpha < 1): light, medium or dense.
    func shade(_ alpha: Double) -> Unicode.Scalar {
        alpha < 0.45 ? shades[0] : alpha < 0.75 ? shades[1] : shades[2]
    }

    /// Whether `c` is one of the shades, the veil or the hatch.
    func isShade(_ c: Unicode.Scalar) -> Bool {
        shadeScalars.contains(c)
    }

    private var shadeScalars: [Unicode.Scalar] = []

    init(
        corners: [Unicode.Scalar], roundedCorners: [Unicode.Scalar], horizontal: Unicode.Scalar, vertical: Unicode.Scalar,
        teeLeft: Unicode.Scalar, teeRight: Unicode.Scalar, frameCorners: [Unicode.Scalar], quadrants: [Unicode.Scalar],
        shades: [Unicode.Scalar], row: Unicode.Scalar, separator: Unicode.Scalar, hatch: Unicode.Scalar, veil: Unicode.Scalar
    ) {
        self.corners = corners
        self.roundedCorners = roundedCorners
        self.horizontal = horizontal
        self.vertical = vertical
        self.teeLeft = teeLeft
        self.teeRight = teeRight
        self.frameCorners = frameCorners
        self.quadrants = quadrants
        self.shades = shades
        self.row = row
        self.separator = separator
        self.hatch = hatch
        self.veil = veil
        shadeScalars = shades + [veil, hatch]
    }

    /// Whether `c` is a space.
    @inline(__always)
    static func isBlank(_ c: Unicode.Scalar) -> Bool { c == " " }
}
