import SegueEngine
import SegueRender

/// The Events panel: the newest log lines that fit under its title, coloured by tone.
struct EventLogWidget {
    let pane: PaneSnapshot

    /// Draws the title and the newest lines in `rect`.
    func render(into grid: inout CellGrid, _ rect: CellRect) {
        guard rect.height >= 2 else { return }
        Widgets.title("Events", into: &grid, x: rect.x, y: rect.y, width: rect.width)
        let visible = pane.log.suffix(rect.height - 1)
        for (i, line) in visible.enumerated() {
            grid.put(Widgets.fit(line.shown, rect.width), x: rect.x, y: rect.y + 1 + i, foreground: Style.color(of: line.tone))
        }
    }
}
