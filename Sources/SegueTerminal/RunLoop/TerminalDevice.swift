import SegueInput
import SegueRender

/// What the run loop needs from a terminal: its size, a way to show a frame and a way to read input.
/// `Terminal` is the real one; tests use a scripted device.
public protocol TerminalDevice: AnyObject {
    var columns: Int { get }
    var rows: Int { get }
    /// Shows a frame; identical consecutive frames may be skipped.
    func draw(_ grid: CellGrid)
    /// Makes the next `draw` repaint every cell, even if the frame is unchanged.
    func invalidate()
    /// Waits up to `timeoutMilliseconds` for input (negative: until input arrives) and returns the
    /// events it decoded: empty on timeout, or when one of `wakeSources` becomes readable first.
    func readInput(timeoutMilliseconds: Int, wakingOn wakeSources: [WakeSource]) -> [InputEvent]
}
