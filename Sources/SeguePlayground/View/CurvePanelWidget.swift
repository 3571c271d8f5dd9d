import SegueEngine
import SegueRender

/// The curve panel: the timing curve's name, its plot over the transition's duration, and the
/// playhead on it.
struct CurvePanelWidget {
    let pane: PaneSnapshot

    /// The plot in `rect` (the whole panel, title included) now: the pane's kept plot when it is
    /// drawn from the same, else a new one; nil when no plot shows.
    func plot(_ rect: CellRect) -> CurvePanelPlot? {
        CurvePanelPlot.plot(
            for: Self.key(rect, ascii: pane.ascii, curve: pane.preset?.timing, duration: pane.session?.driver.interaction.duration), kept: pane.keptPlot)
    }

    /// What the plot in `rect` is drawn from; nil when the panel is too small or nothing plays.
    static func key(_ rect: CellRect, ascii: Bool, curve: TimingCurve?, duration: Double?) -> CurvePanelPlot.Key? {
        guard rect.height >= 6, rect.width >= 20, let duration else { return nil }
        return CurvePanelPlot.Key(width: rect.width, height: rect.height - 1, ascii: ascii, curve: curve ?? .easeInOut, duration: duration)
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
