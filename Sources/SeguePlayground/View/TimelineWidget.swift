import SegueEngine
import SegueRender

/// The timeline: a bar of the progress with the policy's threshold and where a release now would
/// land, the percentage, and what a release now would do (or the policy in words).
struct TimelineWidget {
    let pane: PaneSnapshot

    /// The bar's width in `rect`, on the row under the title (the percentage follows it).
    static func barWidth(_ rect: CellRect) -> Int { rect.width - 8 }

    /// Whether `rect` is large enough for the timeline (the mouse scrubs only then).
    static func fits(_ rect: CellRect) -> Bool { rect.height >= 3 && rect.width >= 20 }

    /// Draws the title, the bar and the line under it in `rect`.
    func render(into grid: inout CellGrid, _ rect: CellRect) {
        guard Self.fits(rect) else { return }
        Widgets.title("Timeline", into: &grid, x: rect.x, y: rect.y, width: rect.width)
        let barWidth = Self.barWidth(rect)
        let p = pane.shownProgress
        let policy = pane.policy
        let threshold = policy.percentThreshold
        let verdict = pane.session?.verdict(at: pane.time)
        let landing = verdict.map { policy.projectedLanding($0.input) }
        grid.blit(
            Widgets.bar(width: barWidth, progress: p, threshold: threshold, landing: landing, ascii: pane.ascii, colors: Style.bar), x: rect.x, y: rect.y + 1)
        grid.put((p * 100).fixed(1, width: 5) + "%", x: rect.x + barWidth + 1, y: rect.y + 1, attributes: [.bold])
        var line: String
        if let verdict {
            line = "release now → \(verdict.decision.outcome.rawValue): \(verdict.decision.reason)"
        } else {
            line = "┊ " + policy.explanation
        }
        var color = verdict.map { $0.decision.finishes ? Style.finish : Style.cancel } ?? Style.dim
        if let direct = pane.directLine { (line, color) = direct }
        grid.put(Widgets.fit(pane.uiText(line), rect.width), x: rect.x, y: rect.y + 2, foreground: color)
    }
}
