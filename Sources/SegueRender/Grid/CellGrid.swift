import SegueEngine

/// A rectangle of terminal cells: what one frame of the playground (or `segue render`) shows.
///
/// Pure value: the terminal layer copies it to the screen, tests compare it as text.
/// Writes outside the grid are ignored, so drawing code never needs to clip by hand.
public struct CellGrid: Hashable, Sendable {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// Row by row, `width × height` cells.
    public private(set) var cells: [Cell]

    /// A grid of `width` × `height` cells (negative sizes count as 0), each `fill`.
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        // Filled through a pointer: a frame makes a 200 × 60 grid 60 times a second.
        self.cells = [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.initialize(repeating: fill, count: count)
            initialized = count
        }
    }

    @inlinable
    /// Whether column `x`, row `y` is inside the grid.
    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// The cell at column `x`, row `y`; reading outside the grid gives a blank cell.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set { if contains(x: x, y: y) { cells[y * width + x] = newValue } }
    }

    /// The cell at `index` (row by row), for renderers that have clipped already.
    subscript(index index: Int) -> Cell {
        get { cells[index] }
        set { cells[index] = newValue }
    }

    /// Runs `body` on the cells (row by row) without bounds checks, for renderers that have clipped
    /// already: one uniqueness check for all the writes instead of one per cell.
    mutating func withUnsafeMutableCells<R>(_ body: (UnsafeMutableBufferPointer<Cell>) throws -> R) rethrows -> R {
        try cells.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// Writes `text` from (x, y) to the right, clipped to the grid, each character (grapheme) in
    /// the columns a terminal gives it (`terminalColumns`): one cell, or for a wide character its
    /// glyph and a `Cell.continuation` after it (a wide character that does not fit before the
    /// edge is a space); a character of several scalars shows its first, and one that draws
    /// nothing shows `Cell.replacement`. A wide character whose half the text overwrites becomes a
    /// space, so the terminal's columns always match the grid's.
    public mutating func put(_ text: String, x: Int, y: Int, foreground: RGBColor? = nil, background: RGBColor? = nil, attributes: CellAttributes = []) {
        guard y >= 0, y < height, x < width else { return }
        let cell = Cell(" ", foreground: foreground, background: background, attributes: attributes)
        let row = y * width
        var column = x
        // Scalar by scalar while each is a narrow character of its own (almost every text Segue
        // draws); at the first that may not be, the text is written again character by character.
        var simple = true
        for scalar in text.unicodeScalars {
            guard Self.standsAlone(scalar) else {
                simple = false
                break
            }
            if column >= width { break }
            if column >= 0 { write(cell, scalar, at: row + column, first: column == x) }
            column += 1
        }
        if simple { return closePair(after: column, row: row) }
        column = x
        for character in text {
            if column >= width { break }
            let scalar = character.unicodeScalars.first!
            switch scalar.terminalColumns {
            case 2:
                if column + 1 >= width {
                    if column >= 0 { write(cell, " ", at: row + column, first: column == x) }
                    column += 1
                    break
                }
                if column >= 0 { write(cell, scalar, at: row + column, first: column == x) }
                if column + 1 >= 0 { write(cell, Cell.continuation, at: row + column + 1, first: column + 1 == x) }
                column += 2
            case 0:
                if column >= 0 { write(cell, Cell.replacement, at: row + column, first: column == x) }
                column += 1
            default:
                if column >= 0 { write(cell, scalar, at: row + column, first: column == x) }
                column += 1
            }
        }
        closePair(after: column, row: row)
    }

    /// Writes `glyph` in `cell`'s style at `index`; the text's first cell breaks a wide character
    /// it lands on the right half of.
    @inline(__always)
    private mutating func write(_ cell: Cell, _ glyph: Unicode.Scalar, at index: Int, first: Bool) {
        if first, cells[index].isContinuation, index % width > 0 { cells[index - 1].glyph = " " }
        var cell = cell
        cell.glyph = glyph
        cells[index] = cell
    }

    /// After text ends before `column`: a continuation left there lost its wide character.
    @inline(__always)
    private mutating func closePair(after column: Int, row: Int) {
        if column > 0, column < width, cells[row + column].isContinuation { cells[row + column].glyph = " " }
    }

    /// The glyphs `put` writes for `text`, one per column (a wide character's continuation too).
    public static func columns(of text: String) -> [Unicode.Scalar] {
        if isOneScalarPerCharacter(text) { return Array(text.unicodeScalars) }
        var glyphs: [Unicode.Scalar] = []
        for character in text {
            let scalar = character.unicodeScalars.first!
            switch scalar.terminalColumns {
            case 2: glyphs += [scalar, Cell.continuation]
            case 0: glyphs.append(Cell.replacement)
            default: glyphs.append(scalar)
            }
        }
        return glyphs
    }

    /// `glyphs` (from `columns(of:)`) after cutting: a wide character without its continuation,
    /// or a continuation without its character, becomes a space.
    public static func repaired(_ glyphs: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var out = glyphs
        for i in out.indices {
            if out[i] == Cell.continuation, i == 0 || out[i - 1].terminalColumns != 2 { out[i] = " " }
            if out[i].terminalColumns == 2, i + 1 >= out.count || out[i + 1] != Cell.continuation { out[i] = " " }
        }
        return out
    }

    /// True when every scalar of `text` is a character of its own, which holds when all of them are
    /// printable Latin-1/Latin Extended or from the symbol blocks Segue draws with (general
    /// punctuation, arrows, box drawing, blocks, geometric shapes, braille): none of those extends,
    /// joins or pairs with a neighbour in Unicode's grapheme rules. Saves grapheme breaking per glyph.
    static func isOneScalarPerCharacter(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(standsAlone)
    }

    /// Whether `scalar` is one of those scalars.
    @inline(__always)
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2200...0x22FF,
            0x2500...0x25FF, 0x2800...0x28FF:
            true
        default: false
        }
    }

    /// Fills a rectangle of cells (clipped).
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with cell: Cell) {
        let x0 = max(0, x)
        let y0 = max(0, y)
        let x1 = min(width, x + w)
        let y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 { for col in x0..<x1 { cells[row * width + col] = cell } }
    }

    /// Copies `other` with its top-left corner at (x, y), clipped.
    public mutating func blit(_ other: CellGrid, x: Int, y: Int) {
        let firstColumn = max(0, -x)
        let lastColumn = min(other.width, width - x)
        guard firstColumn < lastColumn else { return }
        let width = self.width
        cells.withUnsafeMutableBufferPointer { target in
            other.cells.withUnsafeBufferPointer { source in
                for row in max(0, -y)..<max(max(0, -y), min(other.height, height - y)) {
                    (target.baseAddress! + (y + row) * width + x + firstColumn)
                        .update(from: source.baseAddress! + row * other.width + firstColumn, count: lastColumn - firstColumn)
                }
            }
        }
    }

    /// One row's glyphs as a string (a wide character once, as a terminal shows it).
    public func line(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var scalars = String.UnicodeScalarView()
        for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation { scalars.append(cell.glyph) }
        return String(scalars)
    }

    /// All rows as text, one line per row, every row exactly `width` columns (no trimming).
    public var text: String { (0..<height).map(line).joined(separator: "\n") }

    /// All rows with trailing blanks trimmed, as `tmux capture-pane -p` shows a screen.
    public var trimmedText: String {
        (0..<height).map { String(line($0).reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }
}
