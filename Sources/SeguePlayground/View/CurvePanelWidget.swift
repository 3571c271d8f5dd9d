import SegueEngine
import SegueRender

/// The curve panel: the timing curve's name, its plot over the transition's duration, and the
/// playhead on it.
struct CurvePanelWidget {
    let pane: PaneSnapshot

    /// The plot in `rect` (the whole panel, title included) now; nil when no plot shows.
    func plot(_ rect: CellRect) -> CurvePanelPlot? {
        guard rect.height >= 6, rect.width >= 20, let session = pane.session else { return nil }
        return CurvePanelPlot(
            width: rect.width, height: rect.height - 1, ascii: pane.ascii, curve: pane.preset?.timing ?? .easeInOut,
            duration: session.driver.interaction.duration)
    }

    /// Draws the title, and `plot` (the plot of `plot(rect)`) marked at the playhead, in `rect`.
    func render(into grid: inout CellGrid, _ rect: CellRect, plot panel: CurvePanelPlot) {
        // An edited preset's curve as its file writes it: a curve turned into `cubic-bezier(…)` (or
        // another spring form) with the same motion is named as written, not as the motion's name.
        Widgets.title("Curve  \(pane.editedCurveSpec ?? panel.curve.spec)", into: &grid, x: rect.x, y: rect.y, width: rect.width)
        // The playhead: the current progress, at the time fraction where the curve reaches it (so
        // the dot sits on the curve when the transition runs on its own).
        let value = pane.shownProgress.clamped(to: 0...1)
        grid.blit(panel.plot.marked(at: panel.timing.fraction(forProgress: value), value: value, color: Style.accent), x: rect.x, y: rect.y + 1)
    }
}
