/// One thing that happened to the playground, as a plain value.
///
/// The terminal layer (`SegueTerminal`) decodes ncurses input into these; tests build them directly.
public enum InputEvent: Hashable, Sendable {
    /// A key press (keyboards report no releases in a terminal).
    case key(Key)
    /// A mouse press, drag, release or wheel step.
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(columns: Int, rows: Int)
    /// The clock reads `now` (seconds, monotonic, arbitrary origin). The run loop sends one per frame
    /// while the app animates, one right before every other event (so the app always knows the time
    /// of an input), and one per periodic check.
    case tick(now: Double)
    /// The run loop started, stopped or failed a recording the app asked for.
    case recording(ScreenRecording.Status)
    /// The shell wrote the file an `AppCommand.save(_:)` asked for, or could not (`failure`).
    case saved(FileSave.Request, failure: FileSave.Failure?)
    /// The run loop dropped this many input events unhandled: they came faster than the app could
    /// handle them and waited too long, or were queued before a quit key (`InputQueue`).
    case inputDropped(count: Int)
}
