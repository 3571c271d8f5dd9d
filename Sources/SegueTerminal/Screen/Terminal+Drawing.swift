@preconcurrency import Glibc
import SegueRender

extension Terminal {
    /// Shows `grid`, top-left aligned and clipped to the terminal; writes nothing when the screen
    /// would not change.
    ///
    /// The bytes come from `ScreenEncoder`: only the cells that look different from the frame the
    /// terminal shows, in one write(2) under the watchdog (`docs/terminal-output.md`). ncurses keeps
    /// the terminal's modes, input and size; it does not see the frames. When the terminal takes no
    /// output now the frame waits (`refreshPending`) and a later one replaces it, so frames coalesce;
    /// when a write was cut short the next frame repaints the whole screen. The bottom-right cell is
    /// never written (writing it can scroll the screen).
    public func draw(_ grid: CellGrid) {
        pendingFrame = grid
        flushFrame()
    }

    /// Forgets what the screen shows, so the next `draw` repaints it whole, even an identical grid
    /// (after Ctrl-L).
    public func invalidate() {
        lastDrawn = nil
    }

    /// Writes the waiting frame, if the terminal takes output now.
    func flushFrame() {
        guard let frame = pendingFrame else { return }
        if let watchdog, !watchdog.isWritable {
            refreshPending = true
            return
        }
        refreshPending = false
        pendingFrame = nil
        output.removeAll(keepingCapacity: true)
        encoder.update(from: lastDrawn, to: frame, visibleColumns: columns, visibleRows: rows, into: &output)
        guard !output.isEmpty else {
            lastDrawn = frame
            return
        }
        outputTap?(frame, output)
        var failed = false
        let dropped = writeBounded { [output] in failed = writeAll(output, to: STDOUT_FILENO) != nil }
        // A write that failed is treated like one the watchdog cut short.
        if dropped || failed {
            // What reached the screen is unknown: paint it whole once the terminal takes output.
            lastDrawn = nil
            pendingFrame = frame
            refreshPending = true
        } else {
            lastDrawn = frame
        }
    }
}
