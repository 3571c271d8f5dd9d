import Foundation
import SegueEngine

/// One view, ready to rasterise: its quad in cell coordinates, the projective mapping of its content,
/// the cells it may touch and its label's place — all computed once per view, so the per-cell work is
/// a few multiply-adds and no allocation.
///
/// Coverage is sampled at the centres of the four quadrants of each cell: a fully covered cell takes
/// the view's fill and content, a partly covered one shows the covered quadrants (`▗▄▟…`), which
/// draws slanted edges at twice the cell resolution. An axis-aligned view is snapped to whole cells
/// and gets a crisp box-drawing border.
struct ViewPainter {
    /// At or above this opacity a view counts as opaque (no shade without colour).
    static let opaqueAlpha = 0.97
    /// Height of the stand-in title bar, in unit coordinates of the view.
    static let titleBar = 0.1
    /// The stand-in list rows: their lines in unit coordinates (v) and lengths (u, from 0.1).
    static let firstRow = 0.2, rowSpacing = 0.1
    static let rowLengths: [Double] = [0.72, 0.55, 0.66, 0.42, 0.7, 0.5, 0.62, 0.46]

    private struct Sides: OptionSet {
        let rawValue: UInt8
        static let top = Sides(rawValue: 1), right = Sides(rawValue: 2), bottom = Sides(rawValue: 4), left = Sides(rawValue: 8)
    }

    let view: SceneView
    let mapping: QuadMapping
    /// The snapped cells of an axis-aligned view; nil for any other shape.
    let rect: CellRect?
    let columns: Range<Int>
    let rows: Range<Int>
    private let screen: CellRect
    /// The rows and columns of an axis-aligned view's box sides (`Int.min` for a side on the
    /// screen's edge, which the frame draws, and for every side of any other shape).
    private let edges: (top: Int, bottom: Int, left: Int, right: Int)
    var map: SubcellMap? = nil
    let alpha: Double
    let facingAway: Bool
    /// The label's place, and which of its cells show (`ViewPainter+Label.swift`).
    var label: Label? = nil
    /// Where the stand-in rows are (scrolled content moves them).
    let scroll: RowScroll

    /// nil when there is nothing to draw: alpha 0 (or not a number), a corner not finite, a view seen
    /// edge-on, or no cell of the screen touched.
    init?(view: SceneView, layout: StageLayout, showsLabel: Bool) {
        let alpha = view.alpha.clamped(to: 0...1)
        guard alpha > 0.005 else { return nil }
        let q = view.quad.corners.map(layout.cellPoint)
        guard let mapping = QuadMapping(q) else { return nil }
        self.view = view
        self.mapping = mapping
        self.alpha = alpha
        scroll = view.scroll == nil ? .none : RowScroll(view.scroll)
        facingAway = view.isFacingAway

        let screen = layout.screen
        self.screen = screen
        let xs = q.map(\.x)
        let ys = q.map(\.y)
        let minX = xs.min()!
        let maxX = xs.max()!
        let minY = ys.min()!
        let maxY = ys.max()!
        let tolerance = 0.02
        let axisAligned = (0..<4).allSatisfy { i in
            let a = q[i]
            let b = q[(i + 1) % 4]
            return abs(a.x - b.x) <= tolerance || abs(a.y - b.y) <= tolerance
        }
        func clampedInt(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
            Int(v.clamped(to: Double(lo)...Double(hi)))
        }
        if axisAligned {
            let x0 = clampedInt(minX.rounded(), screen.x - 2, screen.maxX + 2)
            let y0 = clampedInt(minY.rounded(), screen.y - 2, screen.maxY + 2)
            var x1 = clampedInt(maxX.rounded(), screen.x - 2, screen.maxX + 2)
            var y1 = clampedInt(maxY.rounded(), screen.y - 2, screen.maxY + 2)
            // A view at least half a cell across keeps at least one cell.
            if x1 == x0 && maxX - minX >= 0.5 { x1 += 1 }
            if y1 == y0 && maxY - minY >= 0.5 { y1 += 1 }
            guard x1 > x0, y1 > y0 else { return nil }
            rect = CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            edges = (
                top: y0 > screen.y ? y0 : .min, bottom: y1 - 1 < screen.maxY - 1 ? y1 - 1 : .min,
                left: x0 > screen.x ? x0 : .min, right: x1 - 1 < screen.maxX - 1 ? x1 - 1 : .min
            )
            columns = max(x0, screen.x)..<max(x0, screen.x, min(x1, screen.maxX))
            rows = max(y0, screen.y)..<max(y0, screen.y, min(y1, screen.maxY))
        } else {
            rect = nil
            edges = (.min, .min, .min, .min)
            columns = max(screen.x, clampedInt(floor(minX), screen.x, screen.maxX))..<min(screen.maxX, clampedInt(ceil(maxX), screen.x, screen.maxX))
            rows = max(screen.y, clampedInt(floor(minY), screen.y, screen.maxY))..<min(screen.maxY, clampedInt(ceil(maxY), screen.y, screen.maxY))
        }
        guard !columns.isEmpty, !rows.isEmpty else { return nil }
        if rect == nil { map = SubcellMap(mapping: mapping, columns: columns, rows: rows) }

        if showsLabel, view.style.kind != .dim, view.style.kind != .blur {
            label = placeLabel()
        }
    }

    // MARK: Coverage

    /// For an axis-aligned view: the sides of its box this cell lies on, leaving out sides that fall
    /// on the screen's edge (the frame draws those). None for any other shape.
    @inline(__always)
    private func sides(_ col: Int, _ row: Int) -> Sides {
        var sides: Sides = []
        if row == edges.top { sides.insert(.top) }
        if row == edges.bottom { sides.insert(.bottom) }
        if col == edges.left { sides.insert(.left) }
        if col == edges.right { sides.insert(.right) }
        return sides
    }

    func isInterior(_ col: Int, _ row: Int) -> Bool {
        guard columns.contains(col), rows.contains(row) else { return false }
        if rect != nil { return sides(col, row).isEmpty }
        guard let map else { return false }
        let q = map.quadrants(col, row)
        return q.inside == 15 && q.outline == 0
    }

    // MARK: Painting

    /// What a view's content shows in one cell, from the unit v at the cell's top, bottom and centre.
    struct CellContent {
        /// The title bar's bottom line runs through the cell.
        var crossesTitleBar = false
        /// The cell's centre is in the title bar.
        var inTitleBar = false
        /// The length (in u, from 0.1) of the stand-in row whose line runs through the cell; 0 for none.
        var rowLength = 0.0
        /// The index of that row.
        var row = 0

        init() {}

        init(top: Double, bottom: Double, centre: Double, scroll: RowScroll) {
            let vLow = min(top, bottom)
            let vHigh = max(top, bottom)
            crossesTitleBar = vLow <= ViewPainter.titleBar + 1e-7 && ViewPainter.titleBar + 1e-7 < vHigh
            inTitleBar = centre < ViewPainter.titleBar
            (rowLength, row) = ViewPainter.rowLength(from: vLow, to: vHigh, scroll: scroll)
        }
    }

    /// Draws the view's cells onto `canvas`, each through the canvas's compositing rules. The cells
    /// are the view's clipped `rows` × `columns`, all inside the screen. A view too faint to hide
    /// what is under it (opacity below 0.5) draws no glyph on the labels already there, which
    /// stay whole; its own label's cells are added to them.
    func paint(on canvas: inout StageCanvas) {
        let compositor = canvas.compositor
        let width = canvas.grid.width
        let labels = alpha < 0.5 ? canvas.labels : StageCanvas.LabelCells()
        canvas.grid.withUnsafeMutableCells { cells in
            if isLayer {
                paintLayer(on: cells, width: width, compositor)
            } else {
                paintView(on: cells, width: width, compositor, keepingLabels: labels)
            }
        }
        if let label {
            for (k, col) in label.span.enumerated() where label.shows[k] { canvas.labels.insert(col: col, row: label.row, width: width) }
        }
    }

    /// A dimming layer or a blur: what is under it, darkened or veiled.
    private func paintLayer(on cells: UnsafeMutableBufferPointer<Cell>, width: Int, _ compositor: CellCompositor) {
        let color = view.style.fill
        let dims = view.style.kind == .dim
        for row in rows {
            for col in columns {
                // A shape that is not axis-aligned covers the cells it mostly covers.
                if let map, map.quadrants(col, row).inside.nonzeroBitCount < 2 { continue }
                if dims {
                    compositor.dim(&cells[row * width + col], color: color, alpha: alpha)
                } else {
                    compositor.veil(&cells[row * width + col], color: color, alpha: alpha)
                }
            }
        }
    }

    /// Any other view: its fill, border or outline, title bar, stand-in rows, label and back.
    private func paintView(
        on cells: UnsafeMutableBufferPointer<Cell>, width: Int, _ compositor: CellCompositor, keepingLabels labels: StageCanvas.LabelCells
    ) {
        let style = view.style
        let glyphs = compositor.glyphs
        let fill = facingAway ? RGBColor.black.blended(over: style.fill, alpha: 0.45) : style.fill
        let titleFill = RGBColor.black.blended(over: fill, alpha: 0.25)
        let ink = RGBColor.white.blended(over: fill, alpha: 0.4)
        let border = RGBColor.white.blended(over: fill, alpha: 0.6)
        let labelInk = Self.luminance(titleFill) < 140 ? RGBColor.white : RGBColor.black
        let corners = style.cornerRadius > 0 ? glyphs.roundedCorners : glyphs.corners
        let hasContent = style.kind == .content && style.showsContent && !facingAway
        let labelGlyphs = label?.glyphs ?? []
        let labelShows = label?.shows ?? []
        let labelRow = label?.row ?? Int.min
        // When v does not depend on x, the content is the same along a row: every column's x terms
        // are ±0 (x > 0), so v comes out the same to the last bit.
        let contentByRow = hasContent && mapping.vIsIndependentOfX
        // Content the same along a row gives the label's row to the label alone; a rule it would
        // sit on moves one row down, so the title stays above its rule.
        let ruleMoves = contentByRow && label.map { content(x: Double(columns.lowerBound) + 0.5, row: $0.row).crossesTitleBar } ?? false
        let map = self.map

        // One loop, compiled once per common case with its constants folded in (an opaque view, where
        // compositing comes down to writing the cell; content by row or by cell), so each copy stays
        // small; the last call takes any other case.
        @inline(__always) func paintRows(alpha: Double, contentByRow: Bool) {
            for row in rows {
                // Unit coordinates across a cell: v at its top and bottom, u and v at its centre.
                let y = Double(row)
                let top = mapping.terms(y: y)
                let bottom = mapping.terms(y: y + 1)
                let middle = mapping.terms(y: y + 0.5)
                func content(_ x: QuadMapping.Terms) -> CellContent {
                    CellContent(top: mapping.v(x, top), bottom: mapping.v(x, bottom), centre: mapping.v(x, middle), scroll: scroll)
                }
                var rowContent = contentByRow ? content(mapping.terms(x: Double(columns.lowerBound) + 0.5)) : CellContent()
                if row == labelRow {
                    rowContent.crossesTitleBar = false
                    rowContent.rowLength = 0
                } else if ruleMoves && row == labelRow + 1 {
                    rowContent.crossesTitleBar = true
                    rowContent.rowLength = 0
                }
                let quadrantRow = map?.offset(row: row) ?? 0
                let line = cells.baseAddress! + row * width
                // The label's cells and its margins, from one before it to one after it.
                let labelStart = row == labelRow ? label!.start : Int.min
                let labelEnd = labelStart == Int.min ? Int.min : labelStart + labelGlyphs.count

                let keepsLabels = labels.rows.contains(row)
                for col in columns {
                    let cell = line + col
                    if keepsLabels && labels.cells.contains(row &* width &+ col) {
                        // Another view's label: this view's colour over it, not its glyphs.
                        if map?.quadrants(at: quadrantRow &+ 2 &* col).inside == 0 { continue }
                        compositor.cover(&cell.pointee, glyph: " ", foreground: ink, fill: fill, alpha: alpha)
                        continue
                    }
                    // Coverage: box sides for an axis-aligned view, quadrants for any other shape.
                    var boxSides: Sides = []
                    if let map {
                        // Wrapping arithmetic: the index is inside `flags`, so it cannot overflow.
                        let q = map.quadrants(at: quadrantRow &+ 2 &* col)
                        if q.inside == 0 { continue }
                        if q.outline != 0 {
                            compositor.edge(
                                &cell.pointee, mask: q.outline, color: border,
                                fill: q.inside.nonzeroBitCount >= 2 ? fill : nil, alpha: alpha)
                            continue
                        }
                    } else {
                        boxSides = sides(col, row)
                    }

                    let content = contentByRow || !hasContent ? rowContent : content(mapping.terms(x: Double(col) + 0.5))
                    let background = content.inTitleBar ? titleFill : fill

                    if !boxSides.isEmpty {
                        let glyph: Unicode.Scalar
                        let vertical = boxSides.contains(.left) || boxSides.contains(.right)
                        let horizontal = boxSides.contains(.top) || boxSides.contains(.bottom)
                        if vertical && horizontal {
                            glyph =
                                boxSides.contains(.top)
                                ? (boxSides.contains(.left) ? corners[0] : corners[1])
                                : (boxSides.contains(.left) ? corners[3] : corners[2])
                        } else if horizontal {
                            glyph = glyphs.horizontal
                        } else if content.crossesTitleBar {
                            glyph = boxSides.contains(.left) ? glyphs.teeLeft : glyphs.teeRight
                        } else {
                            glyph = glyphs.vertical
                        }
                        compositor.cover(&cell.pointee, glyph: glyph, foreground: border, fill: background, alpha: alpha, force: true)
                        continue
                    }

                    var glyph: Unicode.Scalar = " "
                    var foreground = ink
                    var attributes: CellAttributes = []
                    // Where the label shows (`resolveLabels`): its characters, and its margins
                    // cleared, so nothing of this view or under it runs into the label.
                    var clears = false
                    if labelStart != Int.min, col >= labelStart &- 1, col <= labelEnd, labelShows[col &- labelStart &+ 1] {
                        clears = true
                        if col >= labelStart && col < labelEnd {
                            glyph = labelGlyphs[col &- labelStart]
                            foreground = labelInk
                            attributes = .bold
                        }
                    } else if hasContent {
                        if content.crossesTitleBar {
                            glyph = glyphs.separator
                        } else if content.rowLength > 0 {
                            let u = mapping.u(mapping.terms(x: Double(col) + 0.5), middle)
                            if scroll.covers(u: u, row: content.row) { glyph = glyphs.row }
                        }
                    } else if facingAway, (col + row) % 3 == 0 {
                        glyph = glyphs.hatch
                    }
                    compositor.cover(
                        &cell.pointee, glyph: glyph, foreground: foreground, fill: background, alpha: alpha, attributes: attributes, clears: clears)
                }
            }
        }
        switch (alpha >= 1, contentByRow) {
        case (true, true): paintRows(alpha: 1, contentByRow: true)
        case (true, false): paintRows(alpha: 1, contentByRow: false)
        default: paintRows(alpha: alpha, contentByRow: contentByRow)
        }
    }

    /// The length and index of the stand-in row whose line lies in [vLow, vHigh); length 0 when
    /// there is none. Scrolled rows show only below the title bar and inside the view.
    private static func rowLength(from vLow: Double, to vHigh: Double, scroll: RowScroll) -> (Double, Int) {
        guard vLow.isFinite, vHigh.isFinite else { return (0, 0) }
        let shift = scroll.horizontal ? 0 : scroll.shift
        // This runs for every content cell, so no libm call: inputs are finite, so min/max clamp
        // exactly as `clamped(to:)`, and on [-2, 10000] ceil is the truncation, plus 1 below x.
        let x = min(max((vLow + shift - firstRow) / rowSpacing, -1), 10000) - 1e-9
        let truncated = Int(x)
        let k = max(0, Double(truncated) < x ? truncated + 1 : truncated)
        guard k < scroll.count else { return (0, 0) }
        // Nudged off exact cell boundaries (the middle row of a view centred on the stage).
        let line = scroll.line(k) + 1e-7
        if shift != 0, line <= titleBar || line >= 1 { return (0, 0) }
        return line >= vLow && line < vHigh ? (rowLengths[k % rowLengths.count], k) : (0, 0)
    }

    private static func luminance(_ c: RGBColor) -> Double {
        0.299 * Double(c.red) + 0.587 * Double(c.green) + 0.114 * Double(c.blue)
    }
}
