@preconcurrency import CNcursesw
import SegueEngine
import SegueRender

extension Terminal {
    /// Shows `grid`, top-left aligned and clipped to the terminal; does nothing when `grid` equals
    /// the last grid drawn (and the terminal has not been resized since).
    ///
    /// Erases the virtual screen, writes every non-blank cell, then refreshes, so ncurses sends only
    /// the differences. The bottom-right cell is never written (writing it can scroll the screen).
    public func draw(_ grid: CellGrid) {
        if let lastDrawn, lastDrawn == grid { return }
        if pairs.startFrame() { clearok(window, true) }
        werase(window)
        let maxRow = Int(getmaxy(window)), maxColumn = Int(getmaxx(window))
        let rows = min(grid.height, maxRow), columns = min(grid.width, maxColumn)
        var character = cchar_t()
        var text = [wchar_t](repeating: 0, count: 6)
        for y in 0..<rows {
            for x in 0..<columns where !(y == maxRow - 1 && x == maxColumn - 1) {
                let cell = grid[x, y]
                if cell == .blank { continue }
                fill(&text, with: cell.glyph)
                var pair = colorPair(for: cell)
                setcchar(&character, text, attributes(cell.attributes), 0, &pair)
                mvwadd_wch(window, Int32(y), Int32(x), &character)
            }
        }
        wrefresh(window)
        lastDrawn = grid
    }

    /// Forgets the last frame, so the next `draw` repaints even an identical grid (after Ctrl-L).
    public func invalidate() {
        lastDrawn = nil
        clearok(window, true)
    }

    private func fill(_ text: inout [wchar_t], with glyph: Character) {
        let shown = isUnicode ? glyph : ASCIIFallback.glyph(for: glyph)
        var count = 0
        for scalar in shown.unicodeScalars where count < 5 {
            text[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        text[count] = 0
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
