import SegueEngine
import SegueRender

extension PlaygroundPane {
    /// The picker: the filter and the count of matches on its first row, the matches below (the
    /// chosen one kept in view), and on the bottom border how many more are above and below.
    func drawPicker(into grid: inout CellGrid, filter: String, selection: Int) {
        let matches = pickerMatches(filter)
        let width = min(grid.width - 4, 60)
        let height = min(grid.height - 2, max(6, min(matches.count, 16) + 4))
        let x = (grid.width - width) / 2
        let y = (grid.height - height) / 2
        Widgets.box(
            into: &grid, x: x, y: y, width: width, height: height, title: "Presets — type to filter, ↵ opens, Esc closes", ascii: options.render.ascii,
            border: Style.accent)
        let count = matches.isEmpty ? "0 of \(entryCount)" : "\(min(selection, matches.count - 1) + 1) of \(matches.count)"
        let countX = x + width - 2 - count.count
        grid.put(Widgets.fit("/ " + filter + "▏", max(0, countX - 1 - (x + 2))), x: x + 2, y: y + 1, attributes: [.bold])
        grid.put(count, x: countX, y: y + 1, foreground: Style.dim)
        let rows = height - 3
        let first = max(0, min(selection - rows / 2, matches.count - rows))
        for (row, index) in matches.dropFirst(first).prefix(rows).enumerated() {
            let entry =
                presets.indices.contains(index)
                ? "\(presets[index].name)  \(presets[index].title)"
                : "\(codedTransitions[index - presets.count].name)  \(codedTransitions[index - presets.count].card.kind)"
            let selected = first + row == selection
            let text = Widgets.fit(entry, width - 4)
            grid.put(text, x: x + 2, y: y + 2 + row, foreground: selected ? Style.accent : nil, attributes: selected ? [.reverse, .bold] : [])
        }
        if matches.isEmpty { grid.put("no preset matches", x: x + 2, y: y + 2, foreground: Style.dim) }
        let above = first
        let below = max(0, matches.count - first - rows)
        guard above + below > 0 else { return }
        let hint = [above > 0 ? "↑ \(above) more" : nil, below > 0 ? "↓ \(below) more" : nil].compactMap { $0 }.joined(separator: " · ")
        grid.put(" " + Widgets.fit(uiText(hint), width - 6) + " ", x: x + 2, y: y + height - 1, foreground: Style.dim)
    }
}
