import SegueEngine
import SegueRender

/// The curve panel's plot without its playhead, kept from frame to frame: it changes only with the
/// panel's size, the curve, the duration and the character set, so `view` marks the kept plot at
/// the playhead instead of sampling and drawing the curve every frame.
///
/// The key holds everything the plot depends on; a plot is used only when its key equals the one
/// the frame needs, so a stale plot can never show (a miss just draws the plot afresh).
struct CurvePlotCache: Sendable {
    struct Key: Hashable, Sendable {
        /// The plot's size in cells (the panel below its title).
        var width: Int
        var height: Int
        var ascii: Bool
        var curve: TimingCurve
        /// The transition's duration, seconds (a spring is plotted over it).
        var duration: Double
    }

    let key: Key
    let plot: CurvePlot.Plot
    /// The curve, resolved once (a damping-ratio spring finds its stiffness by a settling-time
    /// search): frames only place the playhead on it.
    let timing: ResolvedTiming

    init(_ key: Key) {
        self.key = key
        let timing = key.curve.resolved(duration: key.duration)
        self.timing = timing
        plot = CurvePlot.Plot(width: key.width, height: key.height, domain: 0...1, style: key.ascii ? .ascii : .braille) {
            timing.progress(at: $0)
        }
    }
}

extension Playground {
    /// The key of the plot in `rect` (the whole panel, title included) now; nil when no plot shows.
    func curvePlotKey(_ rect: CellRect) -> CurvePlotCache.Key? {
        guard rect.height >= 6, rect.width >= 20, let session else { return nil }
        return CurvePlotCache.Key(width: rect.width, height: rect.height - 1, ascii: options.render.ascii,
                                  curve: preset?.timing ?? .easeInOut, duration: session.driver.interaction.duration)
    }

    /// Redraws the kept plot when the plot at the terminal's size would differ from it.
    mutating func refreshCurvePlot() {
        let layout = PlaygroundLayout(columns: size.columns, rows: size.rows, hasBanner: banner != nil, container: container)
        guard !layout.isTooSmall, let key = curvePlotKey(layout.plot) else { return }
        if curvePlotCache?.key != key { curvePlotCache = CurvePlotCache(key) }
    }
}
