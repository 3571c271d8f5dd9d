import SegueEngine

/// The grid being drawn, with the compositing rules: how a view's glyph and colours land on what is
/// already there, with colour (alpha blends colours) or without (alpha becomes shade density).
///
/// Only cells inside `screen` are ever changed, apart from the frame.
struct StageCanvas {
    var grid: CellGrid
    let screen: CellRect
    let glyphs: GlyphSet
    let usesColor: Bool
    let background: RGBColor

    static let frameColor = RGBColor(red: 140, green: 140, blue: 150)
    /// Below this opacity, a view's blank cells let the glyphs under it show (with or without
    /// colour), so a translucent view never hides the one below.
    static let seeThroughAlpha = 0.9

    /// The frame around the screen, and the screen's background.
    mutating func drawFrame(hasFrame: Bool) {
        grid.fill(
            x: screen.x, y: screen.y, width: screen.width, height: screen.height,
            with: Cell(" ", background: usesColor ? background : nil))
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

    /// A cell fully covered by a view: its own glyph `glyph` (a space when it has none there) in
    /// `foreground` on `fill`, at opacity `alpha`. `force` draws the glyph whatever the opacity
    /// (borders, so the shape always shows).
    mutating func cover(
        x: Int, y: Int, glyph: Unicode.Scalar, foreground: RGBColor, fill: RGBColor, alpha a: Double,
        attributes: CellAttributes = [], force: Bool = false
    ) {
        guard screen.contains(x: x, y: y) else { return }
        let i = y * grid.width + x // inside the screen, so inside the grid
        let old = grid[index: i]
        let oldIsBlank = GlyphSet.isBlank(old.glyph)
        // Whether the old glyph is ink (not a blank, a shade, the veil or the hatch): asked only
        // when the answer matters, i.e. for a glyph drawn at low opacity.
        var oldIsInk: Bool { !oldIsBlank && !glyphs.isShade(old.glyph) }
        let isBlank = GlyphSet.isBlank(glyph)
        if usesColor {
            let newBackground = fill.blended(over: old.background ?? background, alpha: a)
            if !isBlank && (force || a >= 0.5 || !oldIsInk) {
                grid[index: i] = Cell(glyph, foreground: foreground.blended(over: newBackground, alpha: a), background: newBackground, attributes: attributes)
            } else if !oldIsBlank && a < Self.seeThroughAlpha {
                let oldForeground = old.foreground ?? foreground
                grid[index: i] = Cell(old.glyph, foreground: oldForeground.blended(over: newBackground, alpha: 1 - a), background: newBackground, attributes: old.attributes)
            } else {
                grid[index: i] = Cell(" ", background: newBackground)
            }
        } else {
            if !isBlank && (force || a >= 0.5 || !oldIsInk) {
                grid[index: i] = Cell(glyph)
            } else if oldIsInk && a < Self.seeThroughAlpha {
                return // what lies under a translucent view shows through it, as with colour
            } else {
                grid[index: i] = Cell(a >= ViewPainter.opaqueAlpha ? " " : glyphs.shade(a))
            }
        }
    }

    /// A cell on the outline of a view that is not axis-aligned: the quadrants of the outline in
    /// `color`, on the view's `fill` when it covers most of the cell, else on what was there.
    mutating func edge(x: Int, y: Int, mask: Int, color: RGBColor, fill: RGBColor?, alpha a: Double) {
        guard screen.contains(x: x, y: y) else { return }
        let i = y * grid.width + x // inside the screen, so inside the grid
        let old = grid[index: i]
        if usesColor {
            let base = old.background ?? background
            let newBackground = fill?.blended(over: base, alpha: a) ?? base
            grid[index: i] = Cell(glyphs.quadrants[mask], foreground: color.blended(over: base, alpha: a), background: newBackground)
        } else {
            grid[index: i] = Cell(glyphs.quadrants[mask])
        }
    }

    /// A cell under a dimming layer: what is there stays, darkened (without colour, blanks become
    /// shades).
    mutating func dim(x: Int, y: Int, color: RGBColor, alpha a: Double) {
        guard screen.contains(x: x, y: y) else { return }
        let i = y * grid.width + x // inside the screen, so inside the grid
        let old = grid[index: i]
        if usesColor {
            let base = old.background ?? background
            grid[index: i] = Cell(
                old.glyph, foreground: color.blended(over: old.foreground ?? base, alpha: a),
                background: color.blended(over: base, alpha: a), attributes: old.attributes)
        } else if GlyphSet.isBlank(old.glyph) {
            grid[index: i] = Cell(glyphs.shade(a))
        }
    }

    /// A cell under a blur: a shaded veil that hides what is under it (faintly visible while the blur
    /// is weak).
    mutating func veil(x: Int, y: Int, color: RGBColor, alpha a: Double) {
        guard screen.contains(x: x, y: y) else { return }
        let i = y * grid.width + x // inside the screen, so inside the grid
        let old = grid[index: i]
        let keepsOld = a < 0.3 && !GlyphSet.isBlank(old.glyph)
        if usesColor {
            let base = old.background ?? background
            let newBackground = color.blended(over: base, alpha: a * 0.6)
            if keepsOld {
                grid[index: i] = Cell(old.glyph, foreground: (old.foreground ?? base).blended(over: newBackground, alpha: 1 - a), background: newBackground)
            } else {
                grid[index: i] = Cell(glyphs.veil, foreground: color.blended(over: newBackground, alpha: a), background: newBackground)
            }
        } else if !keepsOld {
            grid[index: i] = Cell(a < 0.7 ? glyphs.veil : glyphs.shades[1])
        }
    }
}
