@preconcurrency import CNcursesw
import SegueEngine
import SegueRender

extension Terminal {
    /// Shows `grid`, top-left aligned and clipped to the terminal; does nothing when `grid` equals
    /// the last grid drawn (and the terminal has not been resized since).
    ///
    /// Writes into ncurses' virtual screen only the cells that differ from the last grid drawn (all
    /// of them after a resize, `invalidate()` or a renumbering of the colour pairs, on an erased
    /// screen), then refreshes, so ncurses sends only the differences. The bottom-right cell is
    /// never written (writing it can scroll the screen).
    public func draw(_ grid: CellGrid) {
        var previous = lastDrawn.flatMap { $0.width == grid.width && $0.height == grid.height ? $0 : nil }
        if pairs.startFrame() {
            clearok(window, true)
            previous = nil
        }
        if previous == nil { werase(window) }
        let maxRow = Int(getmaxy(window)), maxColumn = Int(getmaxx(window))
        let rows = min(grid.height, maxRow), columns = min(grid.width, maxColumn)
        // The columns to look at in each row: the span that changed, or every cell that is not
        // blank on the erased screen.
        let spans = previous.map { grid.changedColumns(since: $0) }
        var changed = previous == nil
        var character = cchar_t()
        var text: (wchar_t, wchar_t) = (0, 0) // one glyph, then the terminating 0
        // Neighbouring cells mostly share their colours: remember the last cell's colours and pair.
        var lastColors: Cell?
        var lastPair: Int32 = 0
        grid.cells.withUnsafeBufferPointer { cells in
            (previous?.cells ?? []).withUnsafeBufferPointer { old in
                for y in 0..<rows {
                    let span: Range<Int>
                    if let spans {
                        guard let changedSpan = spans[y] else { continue }
                        span = changedSpan.clamped(to: 0..<columns)
                    } else {
                        span = 0..<columns
                    }
                    for x in span where !(y == maxRow - 1 && x == maxColumn - 1) {
                        let i = y * grid.width + x
                        let cell = cells[i]
                        if old.isEmpty ? cell == .blank : old[i] == cell { continue }
                        changed = true
                        text.0 = wchar_t(bitPattern: (isUnicode ? cell.glyph : ASCIISpelling.character(for: cell.glyph)).value)
                        // A space shows no foreground (unless underlined or reversed), so it keeps the
                        // pair in force when the background matches: no colour change to send.
                        let showsForeground = cell.glyph != " " || !cell.attributes.isDisjoint(with: [.underline, .reverse])
                        if let last = lastColors, last.sameBackground(as: cell), !showsForeground || last.sameForeground(as: cell) {
                            // the pair in force draws this cell as it should look
                        } else {
                            lastPair = colorPair(for: cell)
                            lastColors = cell
                        }
                        var pair = lastPair
                        withUnsafeMutablePointer(to: &text) {
                            $0.withMemoryRebound(to: wchar_t.self, capacity: 2) { _ = setcchar(&character, $0, attributes(cell.attributes), 0, &pair) }
                        }
                        mvwadd_wch(window, Int32(y), Int32(x), &character)
                    }
                }
            }
        }
        if changed || refreshPending { refresh() }
        lastDrawn = grid
    }

    /// Forgets the last frame, so the next `draw` repaints even an identical grid (after Ctrl-L).
    public func invalidate() {
        lastDrawn = nil
        clearok(window, true)
    }

    private func attributes(_ a: CellAttributes) -> attr_t {
        var result = segue_A_NORMAL()
        if a.contains(.bold) { result |= segue_A_BOLD() }
        if a.contains(.dim) { result |= segue_A_DIM() }
        if a.contains(.reverse) { result |= segue_A_REVERSE() }
        if a.contains(.underline) { result |= segue_A_UNDERLINE() }
        if a.contains(.italic) { result |= segue_A_ITALIC() }
        return result
    }

    private func colorPair(for cell: Cell) -> Int32 {
        guard colorDepth != .none, cell.foreground != nil || cell.background != nil else { return 0 }
        let foreground = cell.foreground.map(terminalColor) ?? -1
        let background = cell.background.map(terminalColor) ?? -1
        switch pairs.pair(foreground: foreground, background: background) {
        case .existing(let pair): return pair
        case .new(let pair):
            init_extended_pair(pair, foreground, background)
            return pair
        case .exhausted: return 0
        }
    }

    private func terminalColor(_ color: RGBColor) -> Int32 {
        guard let number = colorDepth.colorNumber(for: color) else { return -1 }
        // Direct-colour terminfo entries treat 0–7 as ANSI colours: nudge near-black blues past them.
        if colorDepth == .truecolor, number < 8 { return 8 }
        if colorDepth == .ansi16, paletteSize < 16 { return Int32(number & 7) }
        return Int32(number)
    }
}
