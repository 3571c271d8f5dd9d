import SegueEngine
import SegueRender

/// The fewest bytes a terminal needs to go from one frame to the next, by a simple rule: for each
/// run of changed cells in a row, one cursor move (`ESC[row;colH`), then for each cell the SGR
/// that switches from the style in force (only when it differs) and the glyph's UTF-8 bytes.
///
/// Cells are compared as the terminal shows them: colours quantised to `depth`, and a space's
/// foreground ignored unless it is underlined or reversed (it shows no ink), so a space takes
/// whatever foreground is in force. The style in force carries over from run to run, starting from
/// the default at the top of the frame.
struct MinimalEncoding {
    var depth: ColorDepth

    typealias Style = ANSIEncoder.Style

    /// Cells that differ, and the bytes of the minimal update from `old` to `new` (same size).
    func update(from old: CellGrid, to new: CellGrid) -> (changedCells: Int, bytes: Int) {
        var changed = 0
        var bytes = 0
        var current = Style.plain
        for y in 0..<new.height {
            var inRun = false
            for x in 0..<new.width {
                let cell = new[x, y]
                var wanted = style(cell)
                if cell.glyph == old[x, y].glyph && wanted == style(old[x, y]) {
                    inRun = false
                    continue
                }
                if Self.hidesForeground(cell) { wanted.foreground = current.foreground }
                changed += 1
                if !inRun {
                    bytes += Self.cursorMoveBytes(row: y, column: x)
                    inRun = true
                }
                if wanted != current {
                    bytes += sgrBytes(from: current, to: wanted)
                    current = wanted
                }
                bytes += cell.glyph.utf8.count
            }
        }
        return (changed, bytes)
    }

    /// How the cell looks: quantised colours, no foreground for a space that shows none.
    func style(_ cell: Cell) -> Style {
        guard depth.usesColor else { return Style(foreground: nil, background: nil, attributes: cell.attributes) }
        return Style(
            foreground: Self.hidesForeground(cell) ? nil : cell.foreground?.quantized(to: depth),
            background: cell.background?.quantized(to: depth), attributes: cell.attributes)
    }

    /// A space shows no foreground unless underlined or reversed.
    static func hidesForeground(_ cell: Cell) -> Bool {
        cell.glyph == " " && cell.attributes.isDisjoint(with: [.underline, .reverse])
    }

    /// `ESC [ row ; col H`, 1-based.
    static func cursorMoveBytes(row: Int, column: Int) -> Int {
        4 + String(row + 1).utf8.count + String(column + 1).utf8.count
    }

    /// `ESC [ codes m` from `ANSIEncoder`, the same sequence the encoder writes; 0 when nothing changes.
    func sgrBytes(from old: Style, to new: Style) -> Int {
        old == new ? 0 : ANSIEncoder(colorDepth: depth).sgr(from: old, to: new).utf8.count
    }
}
