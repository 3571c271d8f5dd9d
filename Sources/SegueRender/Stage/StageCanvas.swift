import SegueEngine

/// The grid being drawn: the frame around the screen, and the screen's cells that views are
/// composited onto (by `compositor`'s rules).
///
/// Only cells inside `screen` are ever changed, apart from the frame.
struct StageCanvas {
    var grid: CellGrid
    let screen: CellRect
    /// How a view's glyphs and colours land on what is already there.
    let compositor: CellCompositor
    /// The cells of the labels drawn so far, margins included (`ViewPainter.paint`).
    var labels = LabelCells()

    /// Cells holding a label, by index in the grid (row × width + column), and their rows.
    struct LabelCells {
        var cells: Set<Int> = []
        var rows: Set<Int> = []

        mutating func insert(col: Int, row: Int, width: Int) {
            cells.insert(row * width + col)
            rows.insert(row)
        }
    }

    static let frameColor = RGBColor(red: 140, green: 140, blue: 150)

    /// A stage of `width` × `height` cells: `screen` (inside the grid, or empty) in the background
    /// colour (without colour, blank), every other cell blank in the terminal's default colours.
    init(width: Int, height: Int, screen: CellRect, glyphs: GlyphSet, usesColor: Bool, background: RGBColor) {
        self.screen = screen
        compositor = CellCompositor(glyphs: glyphs, usesColor: usesColor, background: background)
        // The screen covers most of the stage: fill everything with its cell, then blank the rest.
        let screenCell = Cell(" ", background: usesColor ? background : nil)
        var grid = CellGrid(width: width, height: height, fill: screen.isEmpty ? .blank : screenCell)
        if !screen.isEmpty && usesColor {
            let width = grid.width
            let height = grid.height
            grid.withUnsafeMutableCells { cells in
                for row in 0..<height {
                    let line = row * width
                    if row < screen.y || row >= screen.maxY {
                        UnsafeMutableBufferPointer(rebasing: cells[line..<line + width]).update(repeating: .blank)
                    } else {
                        UnsafeMutableBufferPointer(rebasing: cells[line..<line + screen.x]).update(repeating: .blank)
                        UnsafeMutableBufferPointer(rebasing: cells[line + screen.maxX..<line + width]).update(repeating: .blank)
                    }
                }
            }
        }
        self.grid = grid
    }

    var glyphs: GlyphSet { compositor.glyphs }
    var usesColor: Bool { compositor.usesColor }

    /// The frame around the screen, when `hasFrame`.
    mutating func drawFrame(hasFrame: Bool) {
        guard hasFrame else { return }
        let fg = usesColor ? Self.frameColor : nil
        let x0 = screen.x - 1
        let y0 = screen.y - 1
        let x1 = screen.maxX
        let y1 = screen.maxY
        for x in screen.x..<screen.maxX {
            grid[x, y0] = Cell(glyphs.horizontal, foreground: fg)
            grid[x, y1] = Cell(glyphs.horizontal, foreground: fg)
        }
        for y in screen.y..<screen.maxY {
            grid[x0, y] = Cell(glyphs.vertical, foreground: fg)
            grid[x1, y] = Cell(glyphs.vertical, foreground: fg)
        }
        grid[x0, y0] = Cell(glyphs.frameCorners[0], foreground: fg)
        grid[x1, y0] = Cell(glyphs.frameCorners[1], foreground: fg)
        grid[x1, y1] = Cell(glyphs.frameCorners[2], foreground: fg)
        grid[x0, y1] = Cell(glyphs.frameCorners[3], foreground: fg)
    }
}
