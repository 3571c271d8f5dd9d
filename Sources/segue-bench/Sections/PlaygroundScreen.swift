import Foundation
import SegueEngine
import SegueRender

/// One whole playground screen for the render section.
///
/// The playground model (`SeguePlayground.Playground`, whose `view(columns:rows:)` draws the stage,
/// inspector, timeline, curve plot, log and footer) is not on main yet. Until it is, this builds a
/// stand-in with the same parts from what exists: the stage from `StageRenderer`, the curve plot
/// from `CurvePlot`, and text panes of the same sizes for the inspector, timeline, log and footer.
/// When `Playground` lands, `frame` becomes `playground.view(columns:rows:)` after a tick to the
/// time, and `name` becomes "playground".
enum PlaygroundScreen {
    static let name = "stand-in"
    static let note = "(stage + curve plot + text panes; Playground not on main yet)"

    /// Columns of the side panel (inspector, plot, log).
    static let panelWidth = 36

    static func frame(transition: SpecTransition, timeFraction f: Double, columns: Int, rows: Int) -> CellGrid {
        var screen = CellGrid(width: columns, height: rows)
        let footerRows = 1, timelineRows = 2
        let stageWidth = max(0, columns - panelWidth - 1), stageHeight = max(0, rows - footerRows - timelineRows)
        let scene = transition.scene(atTimeFraction: f)
        screen.blit(StageRenderer().render(scene, width: stageWidth, height: stageHeight), x: 0, y: 0)

        // Inspector: one line per view.
        let panelX = stageWidth + 1
        var y = 0
        screen.put("Inspector", x: panelX, y: y, attributes: .bold)
        y += 1
        for view in scene.views {
            let q = view.quad
            screen.put("\(view.id) α\(String(format: "%.2f", view.alpha)) (\(Int(q.topLeft.x)),\(Int(q.topLeft.y)))", x: panelX, y: y)
            y += 1
        }
        // Curve plot of the transition's timing.
        let curve = transition.tracks[0].curve.resolved(duration: transition.duration)
        let plotHeight = min(12, max(4, rows / 3))
        screen.blit(CurvePlot.render(width: panelWidth, height: plotHeight, domain: 0...1) { curve.progress(at: $0) }, x: panelX, y: y + 1)
        y += plotHeight + 2
        // Log.
        for line in ["▶ play push fromRight", "t = \(String(format: "%.3f", f * transition.duration)) s"] where y < stageHeight {
            screen.put(line, x: panelX, y: y, attributes: .dim)
            y += 1
        }
        // Timeline with the playhead.
        let track = max(1, columns - 2)
        let head = Int((f * Double(track - 1)).rounded())
        screen.put(String(repeating: "─", count: track), x: 1, y: stageHeight)
        screen.put("●", x: 1 + head, y: stageHeight, foreground: .presentedFill)
        screen.put(String(format: "%3.0f%%", f * 100), x: 1, y: stageHeight + 1)
        // Footer.
        screen.put("␣ play  ←/→ scrub  p preset  r reverse  ? help  q quit", x: 0, y: rows - 1, attributes: .dim)
        return screen
    }
}
