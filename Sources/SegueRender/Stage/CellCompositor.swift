import SegueEngine

/// The compositing rules: how a view's glyph and colours land on a cell of the stage, with colour
/// (alpha blends colours) or without (alpha becomes shade density).
///
/// Each rule rewrites one cell in place; the painter hands it cells inside the screen only.
struct CellCompositor {
    let glyphs: GlyphSet
    let usesColor: Bool
    /// The screen's background, under cells no view has drawn yet.
    let background: RGBColor

    /// Below this opacity, a view's blank cells let the glyphs under it show (with or without
    /// colour), so a translucent view never hides the one below.
    static let seeThroughAlpha = 0.9

    /// A cell fully covered by a view: its own glyph `glyph` (a space when it has none there) in
    /// `foreground` on `fill`, at opacity `alpha`. `force` draws the glyph whatever the opacity
    /// (borders, so the shape always shows). `clears` lets no glyph under it show through (a
    /// label's cells and margins).
    @inline(__always)
    func cover(
        _ cell: inout Cell, glyph: Unicode.Scalar, foreground: RGBColor, fill: RGBColor, alpha a: Double,
        attributes: CellAttributes = [], force: Bool = false, clears: Bool = false
    ) {
        let isBlank = GlyphSet.isBlank(glyph)
        if a >= 1 {
            // Opaque (the common case): nothing under it shows, and each blend below gives its
            // colour back unchanged, so the branches below come down to this.
            if !usesColor {
                cell = Cell(glyph)
            } else if isBlank {
                cell = Cell(" ", background: fill)
            } else {
                cell = Cell(glyph, foreground: foreground, background: fill, attributes: attributes)
            }
            return
        }
        coverTranslucent(&cell, glyph: glyph, foreground: foreground, fill: fill, alpha: a, attributes: attributes, force: force, clears: clears)
    }

    /// `cover` at opacity below 1, kept out of line so the painter's loop stays small.
    @inline(never)
    private func coverTranslucent(
        _ cell: inout Cell, glyph: Unicode.Scalar, foreground: RGBColor, fill: RGBColor, alpha a: Double,
        attributes: CellAttributes, force: Bool, clears: Bool
    ) {
        let isBlank = GlyphSet.isBlank(glyph)
        let old = cell
        let oldIsBlank = GlyphSet.isBlank(old.glyph)
        // Whether the old glyph is ink (not a blank, a shade, the veil or the hatch): asked only
        // when the answer matters, i.e. for a glyph drawn at low opacity.
        var oldIsInk: Bool { !oldIsBlank && !glyphs.isShade(old.glyph) }
        if usesColor {
            let newBackground = fill.blended(over: old.background ?? background, alpha: a)
            if !isBlank && (force || clears || a >= 0.5 || !oldIsInk) {
                cell = Cell(glyph, foreground: foreground.blended(over: newBackground, alpha: a), background: newBackground, attributes: attributes)
            } else if !clears && !oldIsBlank && a < Self.seeThroughAlpha {
                let oldForeground = old.foreground ?? foreground
                cell = Cell(
                    old.glyph, foreground: oldForeground.blended(over: newBackground, alpha: 1 - a), background: newBackground, attributes: old.attributes)
            } else {
                cell = Cell(" ", background: newBackground)
            }
        } else {
            if !isBlank && (force || clears || a >= 0.5 || !oldIsInk) {
                cell = Cell(glyph)
            } else if !clears && oldIsInk && a < Self.seeThroughAlpha {
                return  // what lies under a translucent view shows through it, as with colour
            } else {
                cell = Cell(a >= ViewPainter.opaqueAlpha ? " " : glyphs.shade(a))
            }
        }
    }

    /// A cell on the outline of a view that is not axis-aligned: the quadrants of the outline in
    /// `color`, on the view's `fill` when it covers most of the cell, else on what was there.
    func edge(_ cell: inout Cell, mask: Int, color: RGBColor, fill: RGBColor?, alpha a: Double) {
        let old = cell
        if usesColor {
            let base = old.background ?? background
            let newBackground = fill?.blended(over: base, alpha: a) ?? base
            cell = Cell(glyphs.quadrants[mask], foreground: color.blended(over: base, alpha: a), background: newBackground)
        } else {
            cell = Cell(glyphs.quadrants[mask])
        }
    }

    /// A cell under a dimming layer: what is there stays, darkened (without colour, blanks become
    /// shades).
    func dim(_ cell: inout Cell, color: RGBColor, alpha a: Double) {
        let old = cell
        if usesColor {
            let base = old.background ?? background
            cell = Cell(
                old.glyph, foreground: color.blended(over: old.foreground ?? base, alpha: a),
                background: color.blended(over: base, alpha: a), attributes: old.attributes)
        } else if GlyphSet.isBlank(old.glyph) {
            cell = Cell(glyphs.shade(a))
        }
    }

    /// A cell under a blur: a shaded veil that hides what is under it (faintly visible while the blur
    /// is weak).
    func veil(_ cell: inout Cell, color: RGBColor, alpha a: Double) {
        let old = cell
        let keepsOld = a < 0.3 && !GlyphSet.isBlank(old.glyph)
        if usesColor {
            let base = old.background ?? background
            let newBackground = color.blended(over: base, alpha: a * 0.6)
            if keepsOld {
                cell = Cell(old.glyph, foreground: (old.foreground ?? base).blended(over: newBackground, alpha: 1 - a), background: newBackground)
            } else {
                cell = Cell(glyphs.veil, foreground: color.blended(over: newBackground, alpha: a), background: newBackground)
            }
        } else if !keepsOld {
            cell = Cell(a < 0.7 ? glyphs.veil : glyphs.shades[1])
        }
    }
}
