/// A key as the playground sees it, with the terminal's encoding already removed.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    /// Arrows with Shift held (the playground's coarse step).
    case shiftUp, shiftDown, shiftLeft, shiftRight
    case home, end, pageUp, pageDown
    case enter, backspace, delete, tab
    /// Shift+Tab.
    case backTab
    case escape
    /// F1 is `.function(1)`.
    case function(Int)
    /// A printable character, including space (`" "`), as typed (so `"P"` is Shift+p).
    case character(Character)
    /// Ctrl plus a letter, given as the lowercase letter: Ctrl-L is `.control("l")`.
    /// Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M arrive as `.backspace`, `.tab` and `.enter`, since terminals
    /// send the same bytes for them. Ctrl-S and Ctrl-Q arrive like any other (flow control is off);
    /// Ctrl-C, Ctrl-\ and Ctrl-Z never do (they send signals, and the terminal is restored).
    case control(Character)
}
