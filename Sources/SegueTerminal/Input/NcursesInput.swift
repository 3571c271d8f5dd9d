/// One raw result of reading the terminal, before decoding: what `wget_wch` and `getmouse` report.
public enum NcursesInput: Hashable, Sendable {
    /// `wget_wch` returned `OK` with this Unicode scalar value (or control byte).
    case character(UInt32)
    /// `wget_wch` returned `KEY_CODE_YES` with this key code (`KEY_LEFT`, an extended key, …).
    case keyCode(Int32)
    /// `getmouse` after `KEY_MOUSE`: cell position and the event's button-state mask.
    case mouse(column: Int, row: Int, buttonState: UInt)
    /// `KEY_RESIZE`, with the window size ncurses has already updated.
    case resize(columns: Int, rows: Int)
}
