import SegueEngine

/// Turns a `CellGrid` into text for a terminal: exactly `height` lines of `width` cells, joined by
/// newlines, with SGR escape sequences for the colour depth.
///
/// Only changes are emitted (a colour is compared after quantisation, so cells that look the same
/// cost nothing), and every line that changed the style ends with a reset, so each line stands
/// alone. With `.none` the output is the plain glyphs: no escape sequence at all.
public struct ANSIEncoder: Sendable {
    /// The depth colours are quantised to; `.none` writes no escape sequence.
    public var colorDepth: ColorDepth

    /// An encoder for `colorDepth`.
    public init(colorDepth: ColorDepth) {
        self.colorDepth = colorDepth
    }

    /// What SGR controls: the colours (already quantised) and the attributes in force.
    package struct Style: Equatable {
        package var foreground: RGBColor?
        package var background: RGBColor?
        package var attributes: CellAttributes
        package init(foreground: RGBColor?, background: RGBColor?, attributes: CellAttributes) {
            self.foreground = foreground
            self.background = background
            self.attributes = attributes
        }
        package static let plain = Style(foreground: nil, background: nil, attributes: [])
    }

    /// The whole grid: `height` lines joined by newlines, with the escape sequences they need.
    public func encode(_ grid: CellGrid) -> String {
        guard colorDepth.usesColor else { return grid.text }
        var out: [UInt8] = []
        out.reserveCapacity(grid.width * grid.height * 4)
        for y in 0..<grid.height {
            if y > 0 { out.append(UInt8(ascii: "\n")) }
            appendLine(y, of: grid, columns: 0..<grid.width, to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Row `y` of `grid` as `encode` writes it (without a newline): it starts and ends in the plain
    /// style, so it can be written at any cursor position on its own.
    public func encodeLine(_ y: Int, of grid: CellGrid) -> String {
        var out: [UInt8] = []
        appendLine(y, of: grid, columns: 0..<grid.width, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The cells `columns` of row `y`, as UTF-8 appended to `out`, written as `encodeLine` writes
    /// the row (plain style at both ends), for a writer that updates only the changed part of a row.
    /// The SGR sequences are `ScreenEncoder`'s, so a frame reads the same here and on a terminal.
    public func appendLine(_ y: Int, of grid: CellGrid, columns: Range<Int>, to out: inout [UInt8]) {
        let screen = ScreenEncoder(colorDepth: colorDepth)
        var cache = ScreenEncoder.QuantizationCache()
        var current = ScreenEncoder.Look.plain
        for x in columns {
            let cell = grid[x, y]
            if colorDepth.usesColor {
                let wanted = screen.look(of: cell, cache: &cache)
                if wanted != current {
                    screen.appendSGR(from: current, to: wanted, to: &out)
                    current = wanted
                }
            }
            // The right half of a wide character is the character's own second column.
            if cell.isContinuation { continue }
            UTF8.encode(cell.glyph) { out.append($0) }
        }
        if current != .plain { out.append(contentsOf: ScreenEncoder.plainStyle) }
    }

    /// The shortest SGR sequence taking the terminal from `old` to `new` (a reset first when an
    /// attribute has to be switched off), as `ScreenEncoder` writes it; the colours are already
    /// quantised. (The benchmark counts the minimal update's bytes with it.)
    package func sgr(from old: Style, to new: Style) -> String {
        let screen = ScreenEncoder(colorDepth: colorDepth)
        func look(_ style: Style) -> ScreenEncoder.Look {
            ScreenEncoder.Look(
                foreground: screen.sgrValue(Cell.bits(style.foreground)), background: screen.sgrValue(Cell.bits(style.background)),
                attributes: style.attributes.rawValue)
        }
        var out: [UInt8] = []
        screen.appendSGR(from: look(old), to: look(new), to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
