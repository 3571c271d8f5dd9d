import SegueEngine
import SegueText

/// Draws a `CellGrid` as an SVG image: what a terminal with the encoder's font and colours would
/// show, as a picture a browser or GitHub displays inline (`segue filmstrip`).
///
/// Each cell is `cellWidth` × `cellHeight` pixels, the grid framed by `padding` on every side over
/// the theme's background. Backgrounds are rectangles (runs of equal colour merged). Block
/// elements (`█▀▄▌▐`, eighths, quadrants, shades `░▒▓` as translucent fills, and the stage's `▬`
/// text lines) are rectangles, and box-drawing lines (light, heavy, double, dashed, rounded
/// corners drawn square) are strokes from the cell's centre to its edges, so both join up across
/// cells as they do on a terminal. Every other glyph is text in a monospace font, each character
/// placed at its cell. Attributes: bold is a bold font, dim a 60 % opacity, reverse swaps the
/// colours, underline and italic are the font's.
public struct SVGEncoder: Sendable {
    /// The colours a cell without its own takes.
    public struct Theme: Hashable, Sendable {
        /// Text without a colour of its own.
        public var foreground: RGBColor
        /// Cells without a colour of their own.
        public var background: RGBColor
        /// A theme of these two colours.
        public init(foreground: RGBColor, background: RGBColor) {
            self.foreground = foreground
            self.background = background
        }
        /// Light grey on near-black, as a dark terminal.
        public static let dark = Theme(foreground: RGBColor(red: 0xd4, green: 0xd4, blue: 0xd4), background: RGBColor(red: 0x1c, green: 0x1c, blue: 0x1c))
    }

    /// The default colours.
    public var theme: Theme
    /// Pixels per cell, horizontally.
    public var cellWidth: Int
    /// Pixels per cell, vertically.
    public var cellHeight: Int
    /// Pixels around the grid.
    public var padding: Int

    /// An encoder; sizes in pixels (at least 1 per cell).
    public init(theme: Theme = .dark, cellWidth: Int = 9, cellHeight: Int = 18, padding: Int = 9) {
        self.theme = theme
        self.cellWidth = max(1, cellWidth)
        self.cellHeight = max(1, cellHeight)
        self.padding = max(0, padding)
    }

    /// The image's size in pixels for `grid`.
    public func pixelSize(of grid: CellGrid) -> (width: Int, height: Int) {
        (grid.width * cellWidth + 2 * padding, grid.height * cellHeight + 2 * padding)
    }

    /// The SVG document, ending in a newline.
    public func encode(_ grid: CellGrid) -> String {
        let (width, height) = pixelSize(of: grid)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(theme.background.hex)\"/>\n"
        out += "<g font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" font-size=\"\(fontSize)\">\n"
        for y in 0..<grid.height { appendBackgrounds(row: y, of: grid, to: &out) }
        for y in 0..<grid.height { appendGlyphs(row: y, of: grid, to: &out) }
        out += "</g>\n</svg>\n"
        return out
    }

    // MARK: Cells

    var fontSize: String { JSONText.number(Double(cellHeight) * 0.8, decimals: 2) }

    /// The colours a cell is drawn with, reverse applied.
    func colors(of cell: Cell) -> (foreground: RGBColor, background: RGBColor?) {
        if cell.attributes.contains(.reverse) {
            return (cell.background ?? theme.background, cell.foreground ?? theme.foreground)
        }
        return (cell.foreground ?? theme.foreground, cell.background)
    }

    func appendBackgrounds(row y: Int, of grid: CellGrid, to out: inout String) {
        var x = 0
        while x < grid.width {
            guard let color = colors(of: grid[x, y]).background else {
                x += 1
                continue
            }
            var end = x + 1
            while end < grid.width, colors(of: grid[end, y]).background == color { end += 1 }
            out +=
                "<rect x=\"\(padding + x * cellWidth)\" y=\"\(padding + y * cellHeight)\" width=\"\((end - x) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(color.hex)\"/>\n"
            x = end
        }
    }

    func appendGlyphs(row y: Int, of grid: CellGrid, to out: inout String) {
        var x = 0
        while x < grid.width {
            let cell = grid[x, y]
            // A wide character's right half is drawn by the character (`Cell.continuation`).
            if cell.glyph == " " || cell.isContinuation {
                x += 1
                continue
            }
            let color = colors(of: cell).foreground
            let opacity = cell.attributes.contains(.dim) ? " fill-opacity=\"0.6\" stroke-opacity=\"0.6\"" : ""
            if let rects = Self.blockShape(cell.glyph) {
                appendRects(rects, x: x, y: y, color: color, extra: opacity, to: &out)
                x += 1
                continue
            }
            if let box = Self.boxShape(cell.glyph) {
                appendBox(box, x: x, y: y, color: color, extra: opacity, to: &out)
                x += 1
                continue
            }
            // A run of text glyphs of one style, each placed at its own cell.
            var end = x + 1
            while end < grid.width {
                let next = grid[end, y]
                if next.glyph == " " || next.isContinuation || next.attributes != cell.attributes || colors(of: next).foreground != color
                    || Self.blockShape(next.glyph) != nil || Self.boxShape(next.glyph) != nil
                {
                    break
                }
                end += 1
            }
            let xs = (x..<end).map { String(padding + $0 * cellWidth) }.joined(separator: " ")
            var style = ""
            if cell.attributes.contains(.bold) { style += " font-weight=\"bold\"" }
            if cell.attributes.contains(.italic) { style += " font-style=\"italic\"" }
            if cell.attributes.contains(.underline) { style += " text-decoration=\"underline\"" }
            var text = ""
            for column in x..<end { text += Self.escaped(grid[column, y].glyph) }
            let baseline = padding + y * cellHeight + cellHeight * 4 / 5 - 1
            out += "<text x=\"\(xs)\" y=\"\(baseline)\" fill=\"\(color.hex)\"\(opacity)\(style)>\(text)</text>\n"
            x = end
        }
    }

    func appendRects(_ rects: [BlockRect], x: Int, y: Int, color: RGBColor, extra: String, to out: inout String) {
        let left = Double(padding + x * cellWidth)
        let top = Double(padding + y * cellHeight)
        let w = Double(cellWidth)
        let h = Double(cellHeight)
        for r in rects {
            let n = { (v: Double) in JSONText.number(v, decimals: 2) }
            let alpha = r.opacity < 1 ? " fill-opacity=\"\(n(r.opacity))\"" : ""
            out +=
                "<rect x=\"\(n(left + r.x0 * w))\" y=\"\(n(top + r.y0 * h))\" width=\"\(n((r.x1 - r.x0) * w))\" height=\"\(n((r.y1 - r.y0) * h))\" fill=\"\(color.hex)\"\(alpha)\(extra)/>\n"
        }
    }

    func appendBox(_ box: BoxShape, x: Int, y: Int, color: RGBColor, extra: String, to out: inout String) {
        let left = Double(padding + x * cellWidth)
        let top = Double(padding + y * cellHeight)
        let cx = left + Double(cellWidth) / 2
        let cy = top + Double(cellHeight) / 2
        let right = left + Double(cellWidth)
        let bottom = top + Double(cellHeight)
        let n = { (v: Double) in JSONText.number(v, decimals: 2) }
        // Double lines: two strokes either side of the centre line. At a corner a stroke's
        // horizontal and vertical parts meet at (cx + s·o, cy + s·o), s = 1 for ╔ and ╝, -1 for ╗ and ╚.
        let offsets: [Double] = box.weight == .double ? [-1.5, 1.5] : [0]
        let s: Double = box.arms.contains(.right) == box.arms.contains(.down) ? 1 : -1
        let turns = !box.arms.isDisjoint(with: [.left, .right]) && !box.arms.isDisjoint(with: [.up, .down])
        var d = ""
        for o in offsets {
            let jx = turns ? cx + s * o : cx
            let jy = turns ? cy + s * o : cy
            if box.arms.contains(.left) { d += "M\(n(left)) \(n(cy + o))H\(n(jx))" }
            if box.arms.contains(.right) { d += "M\(n(jx)) \(n(cy + o))H\(n(right))" }
            if box.arms.contains(.up) { d += "M\(n(cx + o)) \(n(top))V\(n(jy))" }
            if box.arms.contains(.down) { d += "M\(n(cx + o)) \(n(jy))V\(n(bottom))" }
        }
        let width = box.weight == .heavy ? 2.5 : 1.2
        let dash = box.dashed ? " stroke-dasharray=\"\(n(box.arms.contains(.left) ? Double(cellWidth) / 4 : Double(cellHeight) / 4))\"" : ""
        out += "<path d=\"\(d)\" stroke=\"\(color.hex)\" stroke-width=\"\(n(width))\" stroke-linecap=\"square\" fill=\"none\"\(dash)\(extra)/>\n"
    }

    static func escaped(_ glyph: Unicode.Scalar) -> String {
        switch glyph {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        default: glyph.value < 0x20 || glyph.value == 0x7F ? " " : String(glyph)
        }
    }

    // MARK: Shapes

    /// A filled part of a cell, in fractions of the cell (0…1 from its top-left corner).
    struct BlockRect: Hashable {
        var x0, y0, x1, y1: Double
        var opacity = 1.0
    }

    /// The rectangles that draw a block element, or nil for other glyphs.
    static func blockShape(_ glyph: Unicode.Scalar) -> [BlockRect]? {
        let v = glyph.value
        switch v {
        case 0x2580: return [BlockRect(x0: 0, y0: 0, x1: 1, y1: 0.5)]
        case 0x2581...0x2588:
            let eighths = Double(v - 0x2580)
            return [BlockRect(x0: 0, y0: 1 - eighths / 8, x1: 1, y1: 1)]
        case 0x2589...0x258F:
            let eighths = Double(0x2590 - v)
            return [BlockRect(x0: 0, y0: 0, x1: eighths / 8, y1: 1)]
        case 0x2590: return [BlockRect(x0: 0.5, y0: 0, x1: 1, y1: 1)]
        case 0x2591...0x2593: return [BlockRect(x0: 0, y0: 0, x1: 1, y1: 1, opacity: Double(v - 0x2590) / 4)]
        case 0x2594: return [BlockRect(x0: 0, y0: 0, x1: 1, y1: 0.125)]
        case 0x2595: return [BlockRect(x0: 0.875, y0: 0, x1: 1, y1: 1)]
        case 0x2596...0x259F:
            // Quadrants: upper-left, upper-right, lower-left, lower-right.
            let masks: [UInt8] = [0b0100, 0b1000, 0b0001, 0b1101, 0b1001, 0b0111, 0b1011, 0b0010, 0b0110, 0b1110]
            let mask = masks[Int(v - 0x2596)]
            let quads = [(0.0, 0.0), (0.5, 0.0), (0.0, 0.5), (0.5, 0.5)]
            return quads.enumerated().compactMap { i, q in
                mask & (1 << UInt8(i)) != 0 ? BlockRect(x0: q.0, y0: q.1, x1: q.0 + 0.5, y1: q.1 + 0.5) : nil
            }
        case 0x25AC: return [BlockRect(x0: 0, y0: 0.38, x1: 1, y1: 0.62)]
        default: return nil
        }
    }

    /// A box-drawing glyph: the arms from the cell's centre, the line weight, dashes.
    struct BoxShape: Hashable {
        struct Arms: OptionSet, Hashable {
            let rawValue: UInt8
            static let up = Arms(rawValue: 1), down = Arms(rawValue: 2), left = Arms(rawValue: 4), right = Arms(rawValue: 8)
        }
        enum Weight: Hashable { case light, heavy, double }
        var arms: Arms
        var weight: Weight
        var dashed = false
    }

    /// The shape of a box-drawing glyph Segue's widgets use, or nil for other glyphs.
    static func boxShape(_ glyph: Unicode.Scalar) -> BoxShape? {
        let h: BoxShape.Arms = [.left, .right]
        let v: BoxShape.Arms = [.up, .down]
        switch glyph.value {
        case 0x2500: return BoxShape(arms: h, weight: .light)
        case 0x2501: return BoxShape(arms: h, weight: .heavy)
        case 0x2502: return BoxShape(arms: v, weight: .light)
        case 0x2503: return BoxShape(arms: v, weight: .heavy)
        case 0x2504, 0x2508, 0x254C: return BoxShape(arms: h, weight: .light, dashed: true)
        case 0x2505, 0x2509, 0x254D: return BoxShape(arms: h, weight: .heavy, dashed: true)
        case 0x2506, 0x250A, 0x254E: return BoxShape(arms: v, weight: .light, dashed: true)
        case 0x2507, 0x250B, 0x254F: return BoxShape(arms: v, weight: .heavy, dashed: true)
        case 0x250C, 0x256D: return BoxShape(arms: [.right, .down], weight: .light)
        case 0x2510, 0x256E: return BoxShape(arms: [.left, .down], weight: .light)
        case 0x2514, 0x2570: return BoxShape(arms: [.right, .up], weight: .light)
        case 0x2518, 0x256F: return BoxShape(arms: [.left, .up], weight: .light)
        case 0x250F: return BoxShape(arms: [.right, .down], weight: .heavy)
        case 0x2513: return BoxShape(arms: [.left, .down], weight: .heavy)
        case 0x2517: return BoxShape(arms: [.right, .up], weight: .heavy)
        case 0x251B: return BoxShape(arms: [.left, .up], weight: .heavy)
        case 0x251C: return BoxShape(arms: [.up, .down, .right], weight: .light)
        case 0x2524: return BoxShape(arms: [.up, .down, .left], weight: .light)
        case 0x252C: return BoxShape(arms: [.left, .right, .down], weight: .light)
        case 0x2534: return BoxShape(arms: [.left, .right, .up], weight: .light)
        case 0x253C: return BoxShape(arms: [.left, .right, .up, .down], weight: .light)
        case 0x2550: return BoxShape(arms: h, weight: .double)
        case 0x2551: return BoxShape(arms: v, weight: .double)
        case 0x2554: return BoxShape(arms: [.right, .down], weight: .double)
        case 0x2557: return BoxShape(arms: [.left, .down], weight: .double)
        case 0x255A: return BoxShape(arms: [.right, .up], weight: .double)
        case 0x255D: return BoxShape(arms: [.left, .up], weight: .double)
        default: return nil
        }
    }
}
