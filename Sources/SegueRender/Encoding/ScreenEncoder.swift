import Foundation
import SegueEngine

/// The bytes that bring a terminal's screen from one frame to the next: what the playground writes
/// to the terminal every frame, and what a recording stores (`docs/terminal-output.md`).
///
/// - Only cells that look different are written: colours are compared as the terminal shows them
///   (quantised to `colorDepth`), and a space takes whatever foreground is in force unless it is
///   underlined or reversed, since it shows no ink.
/// - Each run of such cells in a row is one cursor move (`ESC[row;colH`, 1-based) and the cells'
///   glyphs, with an SGR sequence only where the style changes. The style carries over from run to
///   run and row to row; a frame that leaves it anything but plain ends with `ESC[0m`, so between
///   frames the terminal is always in the plain style.
/// - With no previous frame (the first, after a resize, after output was lost) the screen is reset
///   to the plain style, cleared (`ESC[H ESC[2J`) and every cell that is not a default blank written.
///
/// Stateless apart from a colour cache: the caller keeps the frame the terminal shows.
public struct ScreenEncoder: Sendable {
    /// The colours the terminal shows; `.none` writes no colour at all.
    public let colorDepth: ColorDepth
    /// An 8-colour palette: the eight bright ANSI colours fold onto the first eight.
    public let foldsBrightColors: Bool
    /// Glyphs spelled in ASCII (`ASCIISpelling`), for a terminal whose locale is not UTF-8.
    public let ascii: Bool
    /// Never write the bottom-right cell of the visible screen: on a terminal that wraps at the
    /// margin, writing it scrolls the screen.
    public let skipsBottomRightCell: Bool

    /// An encoder for a terminal of `colorDepth`.
    public init(colorDepth: ColorDepth, foldsBrightColors: Bool = false, ascii: Bool = false, skipsBottomRightCell: Bool = false) {
        self.colorDepth = colorDepth
        self.foldsBrightColors = foldsBrightColors
        self.ascii = ascii
        self.skipsBottomRightCell = skipsBottomRightCell
    }

    /// How a cell looks, in the terminal's terms: colours as SGR values (0 is the default colour,
    /// else `ColorDepth.colorNumber` + 1: a palette index, or 0xRRGGBB in true colour) and the
    /// attribute bits.
    struct Look: Equatable {
        var foreground: UInt32
        var background: UInt32
        var attributes: UInt8
        static let plain = Look(foreground: 0, background: 0, attributes: 0)
    }

    /// Appends to `out` the bytes that update a screen showing `previous` to show `frame`.
    /// `previous` nil, or of another size, repaints the whole screen. Only the top-left
    /// `visibleColumns` × `visibleRows` cells are written (the terminal's size, when the frame is
    /// larger). Appends nothing when the screen would not change.
    public func update(from previous: CellGrid?, to frame: CellGrid, visibleColumns: Int = .max, visibleRows: Int = .max, into out: inout [UInt8]) {
        let columns = min(frame.width, visibleColumns)
        let rows = min(frame.height, visibleRows)
        guard columns > 0, rows > 0 else { return }
        let old = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
        var current = Look.plain
        if old == nil { out.append(contentsOf: Self.clearScreen) }
        var cache = QuantizationCache()
        let width = frame.width
        frame.cells.withUnsafeBufferPointer { cellBuffer in
            (old?.cells ?? []).withUnsafeBufferPointer { oldBuffer in
                let cells = cellBuffer.baseAddress!
                let oldCells = old == nil ? nil : oldBuffer.baseAddress
                for y in 0..<rows {
                    let row = y * width
                    let lastColumn = skipsBottomRightCell && y == rows - 1 ? columns - 1 : columns
                    // A row the same as before is skipped with one memcmp; inside a row that is
                    // not, runs of `Self.chunk` cells the same as before are too.
                    if let oldCells, Self.same(cells + row, oldCells + row, count: lastColumn) { continue }
                    // The column the cursor stands on after the last glyph written in this row.
                    var cursor = -1
                    var x = 0
                    /// The cell at `x` must be written even if unchanged: the terminal lost it (a
                    /// narrow glyph went over the wide character it was the right half of).
                    var rewrite = false
                    while x < lastColumn {
                        let i = row + x
                        if let oldCells, !rewrite {
                            if x + Self.chunk <= lastColumn, Self.sameChunk(cells + i, oldCells + i) {
                                x += Self.chunk
                                continue
                            }
                            if oldCells[i] == cells[i] {
                                x += 1
                                continue
                            }
                        }
                        var cell = cells[i]
                        var look = self.look(of: cell, cache: &cache)
                        if let oldCells {
                            let before = oldCells[i]
                            if !rewrite, before.glyph == cell.glyph && Self.shown(self.look(of: before, cache: &cache), before) == Self.shown(look, cell) {
                                x += 1
                                continue
                            }
                        } else if cell.glyph == " " && look.background == 0 && look.attributes == 0 {
                            // The cleared screen shows default blanks.
                            x += 1
                            continue
                        }
                        // The right half of a wide character, now or on the screen before: the
                        // terminal writes (and clears) such a character whole, from its left half.
                        var at = x
                        if !ascii, x > 0, cursor != x, cell.isContinuation || oldCells?[i].isContinuation == true {
                            at = x - 1
                            cell = cells[i - 1]
                            look = self.look(of: cell, cache: &cache)
                        }
                        if cursor != at {
                            Self.appendCursorMove(row: y, column: at, to: &out)
                        }
                        var wanted = look
                        if Self.hidesForeground(cell) { wanted.foreground = current.foreground }
                        if wanted != current {
                            appendSGR(from: current, to: wanted, to: &out)
                            current = wanted
                        }
                        var glyph = ascii ? ASCIISpelling.character(for: cell.glyph) : cell.glyph
                        x = at + 1
                        if glyph.value >= 0x1100 || glyph == Cell.continuation {
                            // Two columns only with its continuation beside it on screen; else a space.
                            if glyph == Cell.continuation {
                                glyph = " "
                            } else if !ascii, glyph.terminalColumns == 2 {
                                if at + 1 < lastColumn, cells[row + at + 1].isContinuation { x = at + 2 } else { glyph = " " }
                            }
                        }
                        if glyph.value < 0x80 { out.append(UInt8(truncatingIfNeeded: glyph.value)) } else { UTF8.encode(glyph) { out.append($0) } }
                        // A narrow glyph over the left half of a wide character: the terminal
                        // cleared its right half, which must be written again.
                        rewrite = !ascii && x == at + 1 && x < lastColumn && oldCells?[row + at].glyph.terminalColumns == 2
                        cursor = x
                    }
                }
            }
        }
        if current != .plain { out.append(contentsOf: Self.plainStyle) }
    }

    /// Cells compared with one `memcmp` inside a row that changed.
    static let chunk = 8

    /// Whether the `chunk` cells from `a` and from `b` are the same, compared as 64-bit words
    /// (inlined: a call to `memcmp` per chunk cost more than the comparison).
    @inline(__always)
    static func sameChunk(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>) -> Bool {
        let a = UnsafeRawPointer(a)
        let b = UnsafeRawPointer(b)
        var difference: UInt64 = 0
        for word in 0..<(chunk * MemoryLayout<Cell>.stride / 8) {
            difference |= a.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
        }
        return difference == 0
    }

    /// Whether `count` cells from `a` and from `b` are the same (a `Cell` has no padding, so equal
    /// bytes are equal cells).
    @inline(__always)
    static func same(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>, count: Int) -> Bool {
        count <= 0 || memcmp(a, b, count * MemoryLayout<Cell>.stride) == 0
    }

    /// Reset to the plain style, cursor home, clear the screen.
    static let clearScreen: [UInt8] = Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
    static let plainStyle: [UInt8] = Array("\u{1B}[0m".utf8)

    /// `look` as it shows on the screen: without the foreground of a space that shows none.
    @inline(__always)
    static func shown(_ look: Look, _ cell: Cell) -> Look {
        var shown = look
        if hidesForeground(cell) { shown.foreground = 0 }
        return shown
    }

    /// A space shows no foreground unless underlined or reversed.
    @inline(__always)
    static func hidesForeground(_ cell: Cell) -> Bool {
        cell.glyph == " " && cell.attributes.isDisjoint(with: [.underline, .reverse])
    }

    @inline(__always)
    func look(of cell: Cell, cache: inout QuantizationCache) -> Look {
        guard colorDepth.usesColor else { return Look(foreground: 0, background: 0, attributes: cell.attributes.rawValue) }
        return Look(
            foreground: cache.value(for: cell.foregroundBits, self), background: cache.value(for: cell.backgroundBits, self),
            attributes: cell.attributes.rawValue)
    }

    /// The SGR value of a cell colour (`Cell`'s packed bits; 0 is the default colour).
    func sgrValue(_ bits: UInt32) -> UInt32 {
        guard bits != 0, let color = Cell.color(bits), var number = colorDepth.colorNumber(for: color) else { return 0 }
        if foldsBrightColors, colorDepth == .ansi16 { number &= 7 }
        return UInt32(number) + 1
    }

    /// The last colours quantised in this frame: most cells share a few colours, and finding an
    /// ANSI palette entry is a search.
    struct QuantizationCache {
        private var keys = [UInt32](repeating: 0, count: 64)
        private var values = [UInt32](repeating: 0, count: 64)
        /// The colour asked for last, and its value: neighbouring cells mostly share colours.
        private var lastKey: UInt32 = 0, lastValue: UInt32 = 0

        @inline(__always)
        mutating func value(for bits: UInt32, _ encoder: ScreenEncoder) -> UInt32 {
            guard bits != 0 else { return 0 }
            // True colour needs no search: `sgrValue` of the packed bits without the cache.
            if encoder.colorDepth == .truecolor { return (bits & 0xFF_FFFF) + 1 }
            if bits == lastKey { return lastValue }
            let slot = Int((bits &* 0x9E37_79B1) >> 26)
            let value: UInt32
            if keys[slot] == bits {
                value = values[slot]
            } else {
                value = encoder.sgrValue(bits)
                keys[slot] = bits
                values[slot] = value
            }
            lastKey = bits
            lastValue = value
            return value
        }
    }

    /// `ESC [ row ; column H`, 1-based.
    @inline(__always)
    static func appendCursorMove(row: Int, column: Int, to out: inout [UInt8]) {
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
        appendNumber(row + 1, to: &out)
        out.append(UInt8(ascii: ";"))
        appendNumber(column + 1, to: &out)
        out.append(UInt8(ascii: "H"))
    }

    @inline(__always)
    static func appendNumber(_ value: Int, to out: inout [UInt8]) {
        if value < 10 {
            out.append(UInt8(truncatingIfNeeded: 0x30 + value))
        } else if value < 100 {
            out.append(UInt8(truncatingIfNeeded: 0x30 + value / 10))
            out.append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
        } else if value < 1000 {
            out.append(UInt8(truncatingIfNeeded: 0x30 + value / 100))
            out.append(UInt8(truncatingIfNeeded: 0x30 + value / 10 % 10))
            out.append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
        } else {
            out.append(contentsOf: String(value).utf8)
        }
    }

    /// The SGR sequence from `old` to `new`: a reset first when an attribute has to go off, then
    /// the attributes added, the foreground and the background that changed.
    func appendSGR(from old: Look, to new: Look, to out: inout [UInt8]) {
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
        var separated = false
        var old = old
        if old.attributes & ~new.attributes != 0 {
            Self.appendCode(0, separated: &separated, to: &out)
            old = .plain
        }
        let added = new.attributes & ~old.attributes
        if added != 0 {
            for (flag, value) in Self.attributeCodes where added & flag.rawValue != 0 { Self.appendCode(value, separated: &separated, to: &out) }
        }
        if new.foreground != old.foreground { appendColor(new.foreground, background: false, separated: &separated, to: &out) }
        if new.background != old.background { appendColor(new.background, background: true, separated: &separated, to: &out) }
        out.append(UInt8(ascii: "m"))
    }

    /// One parameter of an SGR sequence, after a `;` unless it is the first.
    @inline(__always)
    static func appendCode(_ value: Int, separated: inout Bool, to out: inout [UInt8]) {
        if separated { out.append(UInt8(ascii: ";")) }
        separated = true
        appendNumber(value, to: &out)
    }

    static let attributeCodes: [(CellAttributes, Int)] = [(.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7)]

    private func appendColor(_ value: UInt32, background: Bool, separated: inout Bool, to out: inout [UInt8]) {
        guard value != 0 else { return Self.appendCode(background ? 49 : 39, separated: &separated, to: &out) }
        switch colorDepth {
        case .none:
            return
        case .truecolor:
            Self.appendCode(background ? 48 : 38, separated: &separated, to: &out)
            Self.appendCode(2, separated: &separated, to: &out)
            let rgb = value - 1
            Self.appendCode(Int(rgb >> 16 & 0xFF), separated: &separated, to: &out)
            Self.appendCode(Int(rgb >> 8 & 0xFF), separated: &separated, to: &out)
            Self.appendCode(Int(rgb & 0xFF), separated: &separated, to: &out)
        case .ansi256:
            Self.appendCode(background ? 48 : 38, separated: &separated, to: &out)
            Self.appendCode(5, separated: &separated, to: &out)
            Self.appendCode(Int(value) - 1, separated: &separated, to: &out)
        case .ansi16:
            let index = Int(value) - 1
            Self.appendCode(index < 8 ? (background ? 40 : 30) + index : (background ? 100 : 90) + index - 8, separated: &separated, to: &out)
        }
    }
}
