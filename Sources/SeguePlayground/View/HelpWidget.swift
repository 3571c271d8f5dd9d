import SegueEngine
import SegueRender

/// The help (`?`): every key map's bindings in a centred box, in one or two columns, scrolled
/// when taller than the screen.
struct HelpWidget {
    /// The standard keys, listed by group.
    let keyMap: KeyMap
    /// Every other map, titled by when it applies, after the standard keys.
    let overlays: [(title: String, map: KeyMap)]
    /// First row shown when the help is taller than the screen.
    let scroll: Int
    /// Whether the box is drawn in ASCII.
    let ascii: Bool

    /// A row of the help: a group title, or a binding's keys and (a line of) its description.
    typealias Row = (key: String, text: String, isTitle: Bool)

    /// Columns of the help's key column, the gap included.
    static let keyColumn = 9

    /// The help's rows for a column `width` cells wide: group titles, then each binding's keys and
    /// its description, wrapped under the description column; drag mode and the mouse last.
    func rows(width: Int) -> [Row] {
        var sections: [(String, [(String, String)])] = KeyBinding.Group.allCases.compactMap { group in
            let bindings = keyMap.bindings.filter { $0.group == group }
            return bindings.isEmpty ? nil : (group.rawValue, bindings.map { ($0.keyLabel, $0.description) })
        }
        for (title, map) in overlays {
            sections.append((title, map.listed.map { ($0.keyLabel, $0.description) }))
        }
        sections.append(("Mouse", [("drag", "Press on the stage and drag: a real pan with real velocity; releasing lets the policy decide")]))
        var rows: [Row] = []
        for (title, entries) in sections {
            rows.append((title, "", true))
            for (key, text) in entries {
                for (i, part) in Widgets.wrap(text, max(10, width - Self.keyColumn)).enumerated() {
                    rows.append((i == 0 ? key : "", part, false))
                }
            }
        }
        return rows
    }

    /// The help box on a `columns` × `rows` screen: its width, its rows, where the second column
    /// starts (`split`; the row count when there is one column), and how many rows it needs and shows.
    func geometry(columns: Int, rows: Int) -> (width: Int, columnCount: Int, lines: [Row], split: Int, rowsNeeded: Int, visibleRows: Int) {
        let natural = ([keyMap] + overlays.map(\.map)).flatMap(\.listed).map(\.description.count).max().map { $0 + Self.keyColumn + 4 } ?? 40
        let visibleRows = max(0, rows - 5)
        // A box that would leave a margin of one column takes the whole width instead: the screen
        // behind must not show down its sides (the stage's corner beside the box's).
        func fill(_ width: Int) -> Int { width >= columns - 2 ? columns : width }
        // Two columns when one would need scrolling and each column still gets 56 cells.
        let oneColumnWidth = fill(min(columns - 2, natural))
        let oneColumn = self.rows(width: oneColumnWidth - 4)
        if oneColumn.count > visibleRows, columns - 2 >= 2 * 56 {
            let width = fill(min(columns - 2, 2 * natural))
            let lines = self.rows(width: width / 2 - 4)
            // The second column starts at a title or a binding, never inside a wrapped description,
            // and never just after a title: a title goes with its first binding.
            var split = lines.indices.first { $0 >= (lines.count + 1) / 2 && !lines[$0].key.isEmpty } ?? lines.count
            while split > 0, split < lines.count, lines[split - 1].isTitle { split -= 1 }
            let needed = max(split, lines.count - split)
            return (width, 2, lines, split, needed, min(visibleRows, needed))
        }
        return (oneColumnWidth, 1, oneColumn, oneColumn.count, oneColumn.count, min(visibleRows, oneColumn.count))
    }

    /// Draws the box centred on `grid`.
    func render(into grid: inout CellGrid) {
        let help = geometry(columns: grid.width, rows: grid.height)
        let width = help.width
        let rowsNeeded = help.rowsNeeded
        let visibleRows = help.visibleRows
        let height = visibleRows + 3
        let x = (grid.width - width) / 2
        let y = (grid.height - height) / 2
        let scroll = min(self.scroll, max(0, rowsNeeded - visibleRows))
        Widgets.box(into: &grid, x: x, y: y, width: width, height: height, title: "Keys — ? or Esc closes", ascii: ascii, border: Style.accent)
        if rowsNeeded > visibleRows {
            let hint = " ↑/↓ scroll · \(scroll + 1)–\(scroll + visibleRows) of \(rowsNeeded) "
            let shown = ascii ? ASCIISpelling.spell(hint) : hint
            grid.put(Widgets.fit(shown, width - 4), x: x + max(2, width - shown.count - 2), y: y + height - 1, foreground: Style.dim)
        }
        let columnWidth = help.columnCount == 2 ? width / 2 : width
        for (i, line) in help.lines.enumerated() {
            let column = i < help.split ? 0 : 1
            let row = (i < help.split ? i : i - help.split) - scroll
            guard row >= 0, row < visibleRows else { continue }
            let cx = x + 2 + column * columnWidth
            let cy = y + 1 + row
            let avail = columnWidth - 4
            if line.isTitle {
                grid.put(Widgets.fit(line.key, avail), x: cx, y: cy, foreground: Style.accent, attributes: [.bold, .underline])
            } else {
                grid.put(Widgets.fit(line.key, Self.keyColumn - 1), x: cx, y: cy, attributes: [.bold])
                grid.put(Widgets.fit(line.text, avail - Self.keyColumn), x: cx + Self.keyColumn, y: cy)
            }
        }
    }
}

extension PlaygroundPane {
    /// The help's rows for a column `width` cells wide (see `HelpWidget.rows(width:)`).
    func helpRows(width: Int) -> [HelpWidget.Row] { HelpWidget(self).rows(width: width) }

    /// The help box on a `columns` × `rows` screen (see `HelpWidget.geometry(columns:rows:)`).
    func helpGeometry(columns: Int, rows: Int) -> (width: Int, columnCount: Int, lines: [HelpWidget.Row], split: Int, rowsNeeded: Int, visibleRows: Int) {
        HelpWidget(self).geometry(columns: columns, rows: rows)
    }
}
