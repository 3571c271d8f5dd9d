import SegueEngine
import SegueRender

/// The curve panel's plot without its playhead, for one frame: the curve sampled over the panel's
/// size, and the curve resolved, on which the frame places the playhead. Made afresh each frame
/// from the pane (nothing is kept between frames).
struct CurvePanelPlot {
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
    func curvePanelPlot(_ rect: CellRect) -> CurvePanelPlot? { CurvePanelWidget(pane: PaneSnapshot(self)).plot(rect) }
}
