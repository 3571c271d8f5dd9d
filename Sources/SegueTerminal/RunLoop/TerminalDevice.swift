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
    /// While set, receives the bytes of each frame the device writes to the screen, with the frame
    /// they show, just before they are written: a recording writes them to its file first. (After
    /// the screen write the program that shows the screen wakes up and may take the CPU at once;
    /// work still left for the frame would then wait and resume with cold caches.) Setting a tap
    /// makes the next frame repaint the whole screen, so what it receives starts with a whole
    /// frame; nil stops it.
    var outputTap: ((_ frame: CellGrid, _ bytes: [UInt8]) -> Void)? { get set }
    /// Waits up to `timeoutMilliseconds` for input (negative: until input arrives) and returns the
    /// events it decoded: empty on timeout, or when one of `wakeSources` becomes readable first.
    func readInput(timeoutMilliseconds: Int, wakingOn wakeSources: [WakeSource]) -> [InputEvent]
}
