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
    /// Starts (true) or stops keeping a copy of the bytes that frames write to the screen, for a
    /// recording. Keeping starts with a repaint of the whole screen, so the copy starts with a
    /// whole frame.
    func keepOutput(_ keep: Bool)
    /// The bytes frames wrote to the screen since the last call; empty when not keeping them.
    func takeOutput() -> [UInt8]
    /// Waits up to `timeoutMilliseconds` for input (negative: until input arrives) and returns the
    /// events it decoded: empty on timeout, or when one of `wakeSources` becomes readable first.
    func readInput(timeoutMilliseconds: Int, wakingOn wakeSources: [WakeSource]) -> [InputEvent]
}
