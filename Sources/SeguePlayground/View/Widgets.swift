import SegueEngine
import SegueRender

/// Small drawing helpers shared by the playground's panels.
enum Widgets {
    /// `text` cut to `width` columns (terminal columns: a wide character takes two), with an
    /// ellipsis when cut.
    static func fit(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        // No more bytes than columns: no more columns either (the common case, without
        // counting graphemes).
        if text.utf8.count <= width || text.terminalColumns <= width { return text }
        return prefix(text, columns: width - 1) + "…"
    }

    /// The longest start of `text` that takes at most `columns` terminal columns.
    static func prefix(_ text: some StringProtocol, columns: Int) -> String {
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
    static func wrap(_ text: String, _ width: Int) -> [String] {
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

    /// A section title: bold, followed by a thin rule.
    static func title(_ text: String, into grid: inout CellGrid, x: Int, y: Int, width: Int) {
        let t = fit(text, width)
        grid.put(t, x: x, y: y, foreground: Style.accent, attributes: [.bold])
        let columns = t.terminalColumns
        if width > columns + 1 {
            grid.fill(x: x + columns + 1, y: y, width: width - columns - 1, height: 1, with: Cell("─", foreground: Style.dim))
        }
    }

    /// A bordered box with a title, its inside cleared.
    static func box(into grid: inout CellGrid, x: Int, y: Int, width: Int, height: Int, title: String, ascii: Bool) {
        guard width >= 2, height >= 2 else { return }
        let (h, v, tl, tr, bl, br) = ascii ? ("-", "|", "+", "+", "+", "+") : ("─", "│", "╭", "╮", "╰", "╯")
        grid.fill(x: x, y: y, width: width, height: height, with: Cell(" "))
        grid.put(tl + String(repeating: h, count: width - 2) + tr, x: x, y: y, foreground: Style.accent)
        for row in 1..<(height - 1) {
            grid.put(v, x: x, y: y + row, foreground: Style.accent)
            grid.put(v, x: x + width - 1, y: y + row, foreground: Style.accent)
        }
        grid.put(bl + String(repeating: h, count: width - 2) + br, x: x, y: y + height - 1, foreground: Style.accent)
        grid.put(" " + fit(ascii ? ASCIISpelling.spell(title) : title, width - 4) + " ", x: x + 1, y: y, attributes: [.bold])
    }

    /// The progress bar: filled part with eighth blocks, the threshold `┊`, the landing point `◆`.
    /// The progress a column of `bar(width:…)` stands for (the mouse's inverse of the bar): its
    /// brackets are 0 and 1, an inner cell the middle of what it covers; nil outside the bar.
    static func barProgress(atColumn column: Int, width: Int) -> Double? {
        guard width >= 3, (0..<width).contains(column) else { return nil }
        let inner = width - 2
        if column == 0 { return 0 }
        if column == width - 1 { return 1 }
        return (Double(column - 1) + 0.5) / Double(inner)
    }

    static func bar(width: Int, progress: Double, threshold: Double, landing: Double?, ascii: Bool) -> CellGrid {
        var grid = CellGrid(width: width, height: 1)
        guard width >= 3 else { return grid }
        let inner = width - 2
        grid.put(ascii ? "[" : "▕", x: 0, y: 0, foreground: Style.dim)
        grid.put(ascii ? "]" : "▏", x: width - 1, y: 0, foreground: Style.dim)
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
            grid.put(glyph, x: 1 + i, y: 0, foreground: cover > 0 ? Style.accent : Style.dim)
        }
        let t = 1 + Int((threshold.clamped(to: 0...1) * Double(inner - 1)).rounded())
        grid.put(ascii ? "|" : "┊", x: t, y: 0, foreground: RGBColor.white, attributes: [.bold])
        if let landing, landing.isFinite {
            let l = 1 + Int((landing.clamped(to: 0...1) * Double(inner - 1)).rounded())
            grid.put(ascii ? "*" : "◆", x: l, y: 0, foreground: landing > threshold ? Style.finish : Style.cancel, attributes: [.bold])
        }
        return grid
    }
}
