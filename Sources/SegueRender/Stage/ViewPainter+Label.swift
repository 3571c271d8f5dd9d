import Foundation
import SegueEngine

/// A view's label: where it goes inside its view, and which of its cells it owns on the stage.
///
/// A label belongs to one view and is clipped by it: it lies in the view's interior, on the title
/// bar's row when the view has one, and a cell of it shows only where its view is the one seen
/// there (`resolveLabels`), so the labels of two views never run into one word.
extension ViewPainter {
    /// A label's row, first column and characters, and which of its cells it shows: `shows[0]` is
    /// the cell before it and the last the cell after it (its margins, which it clears of the
    /// view's content and of what is under the view), the others its characters.
    struct Label {
        var row: Int
        var start: Int
        var glyphs: [Unicode.Scalar]
        var shows: [Bool]

        /// Columns from the margin before the label to the margin after it.
        var span: ClosedRange<Int> { start - 1...start + glyphs.count }
    }

    /// Whether the view has the stand-in title bar its label sits on.
    var hasTitleBar: Bool { view.style.kind == .content && view.style.showsContent && !facingAway }

    /// What the content shows in the cell at column x (fractional) of `row`.
    func content(x: Double, row: Int) -> CellContent {
        let column = mapping.terms(x: x)
        let y = Double(row)
        return CellContent(
            top: mapping.v(column, mapping.terms(y: y)), bottom: mapping.v(column, mapping.terms(y: y + 1)),
            centre: mapping.v(column, mapping.terms(y: y + 0.5)), scroll: scroll)
    }

    /// The label's place: centred on its anchor (the title bar, or the middle of a card or of a
    /// view's back), shifted and shortened to stay inside the view. A title bar's label takes a row
    /// of the bar above its rule, else the row the rule crosses (the rule then moves a row down,
    /// `paintView`), and only when the bar has no row inside the view one below it.
    func placeLabel() -> Label? {
        let anchor = mapping.point(u: 0.5, v: hasTitleBar ? Self.titleBar / 2 : 0.5)
        guard anchor.x.isFinite, anchor.y.isFinite else { return nil }
        let anchorRow = Int(floor(anchor.y.clamped(to: -1e6...1e6)))
        let anchorColumn = Int(floor(anchor.x.clamped(to: -1e6...1e6)))
        // On the anchor's row (or the nearest below or above it), the visible inside cell nearest
        // the anchor: a view half off-stage keeps its label on the part that shows.
        func nearestInside(row: Int) -> Int? {
            let start = min(max(anchorColumn, columns.lowerBound), columns.upperBound - 1)
            for distance in 0..<columns.count {
                if isInterior(start - distance, row) { return start - distance }
                if isInterior(start + distance, row) { return start + distance }
            }
            return nil
        }
        var candidates = [anchorRow, anchorRow + 1, anchorRow - 1, anchorRow + 2]
        if hasTitleBar {
            // 0: in the bar, above its rule; 1: the rule's row; 2: any other.
            func rank(_ row: Int) -> Int {
                let c = content(x: anchor.x, row: row)
                return c.inTitleBar ? (c.crossesTitleBar ? 1 : 0) : 2
            }
            let ranked = candidates.enumerated().map { (rank: rank($0.element), order: $0.offset, row: $0.element) }
            candidates = ranked.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.map { $0.row }
        }
        guard let (row, col) = candidates.lazy.compactMap({ row in nearestInside(row: row).map { (row, $0) } }).first else { return nil }
        var lo = col
        var hi = col
        while isInterior(lo - 1, row) { lo -= 1 }
        while isInterior(hi + 1, row) { hi += 1 }
        let text = Self.fittedLabel(view.label, facingAway: facingAway, room: hi - lo + 1)
        guard !text.isEmpty else { return nil }
        let centred = Int((anchor.x.clamped(to: -1e6...1e6) - Double(text.count) / 2).rounded())
        let start = min(max(centred, lo), hi - text.count + 1)
        return Label(row: row, start: start, glyphs: text, shows: Array(repeating: true, count: text.count + 2))
    }

    /// The label as it fits in `room` cells: whole, with " (back)" when the view is seen from
    /// behind and that fits; else shortened in the middle, keeping its start and its end, so
    /// labels that begin alike stay apart ("presenting" → "pres~ing", "presented" → "pres~ted");
    /// in two cells its first and last letters ("pg", "pd"), in one its first letter.
    static func fittedLabel(_ label: String, facingAway: Bool, room: Int) -> [Unicode.Scalar] {
        guard room > 0 else { return [] }
        let whole = CellGrid.columns(of: label)
        if facingAway {
            let back = CellGrid.columns(of: "\(label) (back)")
            if back.count <= room { return back }
        }
        guard whole.count > room else { return whole }
        // A cut through a wide character leaves a space (`CellGrid.repaired`).
        guard room >= 3 else { return CellGrid.repaired(Array(whole.prefix(1)) + (room == 2 ? Array(whole.suffix(1)) : [])) }
        let tail = (room - 1) / 2
        let head = room - 1 - tail
        return CellGrid.repaired(Array(whole.prefix(head)) + ["~"] + Array(whole.suffix(tail)))
    }

    // MARK: Which view a cell shows

    /// A dimming layer or a blur: it darkens or veils what is under it, labels included, and has no
    /// label of its own.
    var isLayer: Bool { view.style.kind == .dim || view.style.kind == .blur }

    /// Whether the view draws on cell (col, row): a cell of its snapped box, or one with a quadrant
    /// inside its shape.
    func paints(_ col: Int, _ row: Int) -> Bool {
        guard columns.contains(col), rows.contains(row) else { return false }
        guard let map else { return true }
        return map.quadrants(col, row).inside != 0
    }

    /// For each painter (back to front), which cells of its label show: those where its view is
    /// the one seen, i.e. the frontmost view drawing there at an opacity of 0.5 or more (what the
    /// compositor lets hide the glyphs under it), else the frontmost drawing there at all. Layers
    /// (dimming, blur) are left out: a label shows through them, dimmed or veiled.
    static func resolveLabels(_ painters: inout [ViewPainter]) {
        for i in painters.indices {
            guard let label = painters[i].label else { continue }
            painters[i].label!.shows = label.span.map { col in
                var seen: Int? = nil
                for j in painters.indices.reversed() where !painters[j].isLayer && painters[j].paints(col, label.row) {
                    if painters[j].alpha >= 0.5 {
                        seen = j
                        break
                    }
                    if seen == nil { seen = j }
                }
                return seen == i
            }
        }
    }
}
