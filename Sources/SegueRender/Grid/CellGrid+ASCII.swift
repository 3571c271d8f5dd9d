extension CellGrid {
    /// Replaces every non-ASCII glyph with its one-character ASCII form (`ASCIISpelling`), keeping
    /// colours and attributes: the last step of a screen drawn for an ASCII-only terminal.
    public mutating func spellInASCII() {
        for index in cells.indices where !cells[index].glyph.isASCII || cells[index].isContinuation {
            // A wide character becomes one `?`; its right half a space.
            self[index: index].glyph = cells[index].isContinuation ? " " : ASCIISpelling.character(for: cells[index].glyph)
        }
    }
}
