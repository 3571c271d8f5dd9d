import SegueEngine

/// Text helpers for drawing panels into a `CellGrid`: cutting and wrapping text to terminal
/// columns, a bordered box, and a one-row progress bar.
public enum Widgets {
    /// `text` cut to `width` columns (terminal columns: a wide character takes two), with an
    /// ellipsis when cut.
    public static func fit(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        // No more bytes than columns: no more columns either (the common case, without
        // counting graphemes).
        if text.utf8.count <= width || text.terminalColumns <= width { return text }
        return prefix(text, columns: width - 1) + "…"
    }

    /// The longest start of `text` that takes at most `columns` terminal columns.
    public static func prefix(_ text: some StringProtocol, columns: Int) -> String {
        var taken = 0
        var end = text.startIndex
        for index in text.indices {
            let width = max(1, text[index].unicodeScalars.first!.terminalColumns)
            if taken + width > columns { break }
            taken += width
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// `text` broken into lines of at most `width` columns, at spaces where it can (a word longer
    /// than a line is cut).
    public static func wrap(_ text: String, _ width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        /// Cuts lines of `width` columns off the front of `word` while it is longer.
        func cut(_ word: inout Substring) {
            while String(word).terminalColumns > width {
                var piece = prefix(word, columns: width)
                if piece.isEmpty { piece = String(word.prefix(1)) }
                lines.append(piece)
                word = word.dropFirst(piece.count)
            }
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            if line.isEmpty {
                cut(&word)
                line = String(word)
            } else if line.terminalColumns + 1 + String(word).terminalColumns <= width {
                line += " " + word
            } else {
                lines.append(line)
                cut(&word)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// A bordered box of `width` × `height` cells at (`x`, `y`) with a bold `title` on its top
    /// border, its inside cleared; the border in `border`, drawn in ASCII when `ascii`.
    public static func box(into grid: inout CellGrid, x: Int, y: Int, width: Int, height: Int, title: String, ascii: Bool, border: RGBColor?) {
        guard width >= 2, height >= 2 else { return }
        let (h, v, tl, tr, bl, br) = ascii ? ("-", "|", "+", "+", "+", "+") : ("─", "│", "╭", "╮", "╰", "╯")
        grid.fill(x: x, y: y, width: width, height: height, with: Cell(" "))
        grid.put(tl + String(repeating: h, count: width - 2) + tr, x: x, y: y, foreground: border)
        for row in 1..<(height - 1) {
            grid.put(v, x: x, y: y + row, foreground: border)
            grid.put(v, x: x + width - 1, y: y + row, foreground: border)
        }
        grid.put(bl + String(repeating: h, count: width - 2) + br, x: x, y: y + height - 1, foreground: border)
        grid.put(" " + fit(ascii ? ASCIISpelling.spell(title) : title, width - 4) + " ", x: x + 1, y: y, attributes: [.bold])
    }

    /// The colours of `bar(width:progress:threshold:landing:ascii:colors:)`.
    public struct BarColors: Hashable, Sendable {
        /// The brackets and the unfilled cells.
        public var track: RGBColor?
        /// The filled cells.
        public var fill: RGBColor?
        /// The threshold mark.
        public var threshold: RGBColor?
        /// The landing mark beyond the threshold (the transition would finish).
        public var finishes: RGBColor?
        /// The landing mark at or below the threshold (it would cancel).
        public var cancels: RGBColor?

        /// The colours of each part of the bar (nil: the terminal's own).
        public init(track: RGBColor?, fill: RGBColor?, threshold: RGBColor?, finishes: RGBColor?, cancels: RGBColor?) {
            self.track = track
            self.fill = fill
            self.threshold = threshold
            self.finishes = finishes
            self.cancels = cancels
        }
    }

    /// The progress a column of `bar(width:…)` stands for (the mouse's inverse of the bar): its
    /// brackets are 0 and 1, an inner cell the middle of what it covers; nil outside the bar.
    public static func barProgress(atColumn column: Int, width: Int) -> Double? {
        guard width >= 3, (0..<width).contains(column) else { return nil }
        let inner = width - 2
        if column == 0 { return 0 }
        if column == width - 1 { return 1 }
        return (Double(column - 1) + 0.5) / Double(inner)
    }

    /// A progress bar one row high and `width` cells wide, between brackets: the filled part
    /// (`progress`, 0…1) in eighth blocks, the `threshold` (0…1) as `┊`, and where a release would
    /// land (`landing`, 0…1) as `◆`; in ASCII when `ascii`.
    public static func bar(width: Int, progress: Double, threshold: Double, landing: Double?, ascii: Bool, colors: BarColors) -> CellGrid {
        var grid = CellGrid(width: width, height: 1)
        guard width >= 3 else { return grid }
        let inner = width - 2
        grid.put(ascii ? "[" : "▕", x: 0, y: 0, foreground: colors.track)
        grid.put(ascii ? "]" : "▏", x: width - 1, y: 0, foreground: colors.track)
        let filled = progress.clamped(to: 0...1) * Double(inner)
        let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        for i in 0..<inner {
            let cover = filled - Double(i)
            let glyph: String
            if cover >= 1 {
                glyph = ascii ? "=" : "█"
            } else if cover > 0 {
                glyph = ascii ? ">" : (eighths[Int(cover * 8)].isEmpty ? " " : eighths[Int(cover * 8)])
            } else {
                glyph = ascii ? "-" : "·"
            }
            grid.put(glyph, x: 1 + i, y: 0, foreground: cover > 0 ? colors.fill : colors.track)
        }
        let t = 1 + Int((threshold.clamped(to: 0...1) * Double(inner - 1)).rounded())
        grid.put(ascii ? "|" : "┊", x: t, y: 0, foreground: colors.threshold, attributes: [.bold])
        if let landing, landing.isFinite {
            let l = 1 + Int((landing.clamped(to: 0...1) * Double(inner - 1)).rounded())
            grid.put(ascii ? "*" : "◆", x: l, y: 0, foreground: landing > threshold ? colors.finishes : colors.cancels, attributes: [.bold])
        }
        return grid
    }
}
