import SegueEngine
import SegueRender

/// The curve panel's plot without its playhead: the curve sampled over the panel's size, and the
/// curve resolved, on which each frame places the playhead. A value the pane keeps (`keptPlot`),
/// made again after an event only when what it is drawn from changed; a frame whose plot differs
/// from the kept one (another size) makes its own, so a kept plot is never stale.
struct CurvePanelPlot: Sendable {
    /// What a plot is drawn from: the panel's size in cells, the character set, the curve and the
    /// duration (seconds).
    struct Key: Hashable, Sendable {
        var width: Int
        var height: Int
        var ascii: Bool
        var curve: TimingCurve
        var duration: Double
    }

    /// The plot's size in cells (the panel below its title).
    let width: Int
    let height: Int
    let ascii: Bool
    let curve: TimingCurve
    /// The transition's duration, seconds (a spring is plotted over it).
    let duration: Double
    let plot: CurvePlot.Plot
    /// The curve, resolved (a damping-ratio spring finds its stiffness by a settling-time search).
    let timing: ResolvedTiming

    /// The plot drawn from `key`: `kept` when it was drawn from the same, else a new one; nil
    /// when no plot shows.
    static func plot(for key: Key?, kept: CurvePanelPlot?) -> CurvePanelPlot? {
        guard let key else { return nil }
        if let kept, kept.key == key { return kept }
        return CurvePanelPlot(key)
    }

    /// What this plot was drawn from.
    var key: Key { Key(width: width, height: height, ascii: ascii, curve: curve, duration: duration) }

    init(_ key: Key) { self.init(width: key.width, height: key.height, ascii: key.ascii, curve: key.curve, duration: key.duration) }

    init(width: Int, height: Int, ascii: Bool, curve: TimingCurve, duration: Double) {
        self.width = width
        self.height = height
        self.ascii = ascii
        self.curve = curve
        self.duration = duration
        let timing = curve.resolved(duration: duration)
        self.timing = timing
        plot = CurvePlot.Plot(width: width, height: height, domain: 0...1, style: ascii ? .ascii : .braille) { timing.progress(at: $0) }
    }
}

extension PlaygroundPane {
    /// The plot of the curve panel in `rect` (the whole panel, title included) now; nil when no
    /// plot shows.
    func curvePanelPlot(_ rect: CellRect) -> CurvePanelPlot? {
        CurvePanelPlot.plot(
            for: CurvePanelWidget.key(rect, ascii: options.render.ascii, curve: preset?.timing, duration: session?.driver.interaction.duration), kept: keptPlot)
    }

    /// What the curve panel's plot is drawn from at the model's size now; nil when no plot shows.
    var curvePlotKey: CurvePanelPlot.Key? {
        CurvePanelWidget.key(layout.plot, ascii: options.render.ascii, curve: preset?.timing, duration: session?.driver.interaction.duration)
    }

    /// Keeps the plot the next frames draw, making it again only when what it is drawn from changed
    /// (after an event: a preset, an edit, a resize).
    mutating func keepCurvePlot() {
        guard let key = curvePlotKey else {
            keptPlot = nil
            return
        }
        if keptPlot?.key != key { keptPlot = CurvePanelPlot(key) }
    }
}
