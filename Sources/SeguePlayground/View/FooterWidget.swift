import SegueEngine
import SegueRender

/// The footer: a waiting question alone, else the recording's file, the last export, and the keys
/// that fit (`? more` when some do not).
struct FooterWidget {
    let pane: PaneSnapshot

    /// Draws the footer's row, `rect`.
    func render(into grid: inout CellGrid, _ rect: CellRect) {
        if let promptText = pane.promptText {
            grid.put(Widgets.fit(pane.uiText(promptText), rect.width), x: rect.x, y: rect.y, foreground: Style.accent, attributes: [.bold])
            return
        }
        var x = rect.x
        if let mark = pane.recordingMark {
            // While recording, the file's name comes first: it must not be lost off the right edge.
            let shown = Widgets.fit(mark, rect.width)
            grid.put(shown, x: x, y: rect.y, foreground: Style.cancel, attributes: [.bold])
            x += shown.count + 2
        }
        if let file = pane.exported {
            let shown = Widgets.fit(pane.uiText("→ \(file)"), rect.width - (x - rect.x))
            grid.put(shown, x: x, y: rect.y, foreground: Style.accent)
            x += shown.count + 2
        }
        let bindings = pane.footerBindings
        for (i, binding) in bindings.enumerated() {
            let item = "\(binding.keyLabel) \(binding.shortLabel)"
            let isLast = i == bindings.count - 1
            // Columns are counted within the footer's own width (a pane of compare mode starts to the right).
            if x - rect.x + item.count + (isLast ? 0 : 8) > rect.width {
                grid.put("? more", x: x, y: rect.y, foreground: Style.dim)
                return
            }
            grid.put(binding.keyLabel, x: x, y: rect.y, foreground: Style.accent, attributes: [.bold])
            grid.put(binding.shortLabel, x: x + binding.keyLabel.count + 1, y: rect.y, foreground: Style.dim)
            x += item.count + 2
        }
    }
}
