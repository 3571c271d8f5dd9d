import SegueEngine

/// Where a view's stand-in rows are when its content scrolls (`SceneView.scroll`): the rows of a
/// list run the content's length and move up by the offset, those of a carousel repeat page by
/// page and move left; both are clipped to the view (a list's also to below its title bar).
struct RowScroll {
    /// The offset in view lengths along the axis.
    var shift = 0.0
    /// Rows of a list, or pages of a carousel.
    var count = ViewPainter.rowLengths.count
    /// True for a carousel.
    var horizontal = false

    /// No scrolling: the eight rows of a still view.
    static let none = RowScroll()

    init() {}

    init(_ scroll: SceneView.Scroll?) {
        guard let scroll, scroll.viewLength > 0, scroll.offset.isFinite, scroll.contentLength.isFinite else { return }
        let extent = min(max(scroll.contentLength / scroll.viewLength, 1), 1000)
        shift = (scroll.offset / scroll.viewLength).clamped(to: -1000...1000)
        horizontal = scroll.horizontal
        if horizontal {
            count = Int((extent - 1e-6).rounded(.up))
        } else {
            // The rows of a still view run from 0.2 to 0.9: one per 0.1 to 0.1 short of the end.
            count = Int(((extent - 0.1 - ViewPainter.firstRow) / ViewPainter.rowSpacing + 1e-6).rounded(.down)) + 1
        }
    }

    /// The line (unit v) of row `k` of a list, moved by the offset.
    func line(_ k: Int) -> Double {
        ViewPainter.firstRow + Double(k) * ViewPainter.rowSpacing - (horizontal ? 0 : shift)
    }

    /// Whether unit u of row `k` (of length `length`) shows a row: for a carousel on the page under
    /// u, moved by the offset.
    func covers(u: Double, row k: Int) -> Bool {
        guard horizontal else { return u >= 0.1 && u < 0.1 + ViewPainter.rowLengths[k % ViewPainter.rowLengths.count] }
        let x = u + shift
        let page = x.rounded(.down)
        guard page >= 0, page < Double(count), u >= 0, u < 1 else { return false }
        let local = x - page
        let length = ViewPainter.rowLengths[(k + Int(page)) % ViewPainter.rowLengths.count]
        return local >= 0.1 && local < 0.1 + length
    }
}
