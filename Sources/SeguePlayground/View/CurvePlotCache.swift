import Foundation
import SegueEngine
import SegueRender

/// The curve panel's plot without its playhead, kept from frame to frame: it changes only with the
/// panel's size, the curve, the duration and the character set, so `view` marks the kept plot at
/// the playhead instead of sampling and drawing the curve every frame.
///
/// The view fills it, never `handle`: an event only changes the model, and the next frame asks
/// for the plot it needs. The key holds everything the plot depends on; a plot is used only when
/// its key equals the one the frame needs, so a stale plot can never show (a miss just draws the
/// plot afresh and keeps it). Copies of a playground share one cache; the lock makes that safe
/// (`view` is a pure function of the state, and the cache only saves it work). It keeps the last
/// few plots asked for, so compare mode's two panes (copies, with their own curves and widths) each
/// find theirs every frame.
final class CurvePlotCache: @unchecked Sendable {
    struct Key: Hashable, Sendable {
        /// The plot's size in cells (the panel below its title).
        var width: Int
        var height: Int
        var ascii: Bool
        var curve: TimingCurve
        /// The transition's duration, seconds (a spring is plotted over it).
        var duration: Double
    }

    /// One plot and the curve it shows.
    struct Entry: Sendable {
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

    /// Plots kept at most: both panes of compare mode, with room for a resize or an edit.
    static let capacity = 4

    private let lock = NSLock()
    /// The plots kept, the one asked for last first.
    private var kept: [Entry] = []

    /// The plot for `key`: a kept one when its key is equal, else a new one, which is kept (the one
    /// asked for longest ago makes room).
    func entry(for key: Key) -> Entry {
        lock.withLock {
            if let index = kept.firstIndex(where: { $0.key == key }) {
                let entry = kept[index]
                if index > 0 {
                    kept.remove(at: index)
                    kept.insert(entry, at: 0)
                }
                return entry
            }
            let entry = Entry(key)
            kept.insert(entry, at: 0)
            if kept.count > Self.capacity { kept.removeLast() }
            return entry
        }
    }

    /// How many plots are kept (for tests).
    var count: Int { lock.withLock { kept.count } }
}

extension Playground {
    /// The key of the plot in `rect` (the whole panel, title included) now; nil when no plot shows.
    func curvePlotKey(_ rect: CellRect) -> CurvePlotCache.Key? { CurvePanelWidget(pane: PaneSnapshot(self)).plotKey(rect) }
}
