import SegueEngine
import SegueRender

/// Small drawing helpers shared by the playground's panels.
enum Widgets {
    /// `text` cut to `width` columns, with an ellipsis when cut.
    static func fit(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        // No more bytes than columns: no more characters either (the common case, without
        // counting graphemes).
        if text.utf8.count <= width || text.count <= width { return text }
        return String(text.prefix(max(0, width - 1))) + "…"
    }

    /// `text` broken into lines of at most `width` columns, at spaces where it can (a word longer
    /// than a line is cut).
    static func wrap(_ text: String, _ width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            if line.isEmpty {
                while word.count > width {
                    lines.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                }
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                while word.count > width {
                    lines.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                }
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
        if width > t.count + 1 {
            grid.fill(x: x + t.count + 1, y: y, width: width - t.count - 1, height: 1, with: Cell("─", foreground: Style.dim))
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
