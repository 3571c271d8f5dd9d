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

    static let frameColor = RGBColor(red: 140, green: 140, blue: 150)

    init(grid: CellGrid, screen: CellRect, glyphs: GlyphSet, usesColor: Bool, background: RGBColor) {
        self.grid = grid
        self.screen = screen
        compositor = CellCompositor(glyphs: glyphs, usesColor: usesColor, background: background)
    }

    var glyphs: GlyphSet { compositor.glyphs }
    var usesColor: Bool { compositor.usesColor }
    var background: RGBColor { compositor.background }

    /// The frame around the screen, and the screen's background.
    mutating func drawFrame(hasFrame: Bool) {
        // The screen lies inside the grid (see `StageLayout`): filled row by row without checks.
        let blank = Cell(" ", background: usesColor ? background : nil)
        let width = grid.width
        grid.withUnsafeMutableCells { cells in
            for row in screen.y..<screen.maxY {
                UnsafeMutableBufferPointer(rebasing: cells[row * width + screen.x ..< row * width + screen.maxX])
                    .update(repeating: blank)
            }
        }
        guard hasFrame else { return }
        let fg = usesColor ? Self.frameColor : nil
        let x0 = screen.x - 1, y0 = screen.y - 1, x1 = screen.maxX, y1 = screen.maxY
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
