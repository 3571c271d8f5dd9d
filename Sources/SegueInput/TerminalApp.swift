import SegueRender

/// What an app returns after handling an event.
public enum AppCommand: Hashable, Sendable {
    /// Keep running.
    case `continue`
    /// Keep running, and repaint the whole screen from scratch (Ctrl-L, after outside output
    /// garbled it).
    case repaint
    /// Restore the terminal and exit with this status.
    case quit(Int32)
    /// Start recording the screen; the loop answers with `InputEvent.recording(_:)`.
    case startRecording(ScreenRecording.Request)
    /// Stop recording; the loop answers with `InputEvent.recording(.stopped(file:))`.
    case stopRecording
    /// Write a file; the shell answers with `InputEvent.saved(_:failure:)`.
    case save(FileSave.Request)
}

/// An interactive app that the terminal run loop (`SegueTerminal.TerminalRunner`) drives.
///
/// The app is a value: it receives events, reports whether it animates, and draws itself as a pure
/// function of its state and the terminal size. It never reads a clock; time arrives as
/// `InputEvent.tick(now:)`.
///
/// The loop's contract:
/// - At start the app receives `.resize` with the terminal's size and `.tick(now:)` with the time,
///   then it is asked for `view(columns:rows:)` once and the frame is drawn.
/// - Before every key, mouse or resize event the app receives `.tick(now:)` with the time the input
///   was read, then the event itself.
/// - While `isAnimating` is true the loop sends `.tick(now:)` once per frame (60 fps by default) and
///   draws after it; input is read between frames.
/// - While `isAnimating` is false the loop blocks in the terminal read until input arrives: no
///   periodic wake-ups, no CPU use. If `periodicCheckInterval` is not nil it instead wakes up after
///   that many seconds without input and sends `.tick(now:)`, so the app can poll something (a
///   preset file for hot reload, say). Sources of news outside the terminal (an inotify
///   descriptor) are the run loop's, wired by the executable: when one becomes readable the idle
///   app receives `.tick(now:)` and looks.
/// - After handling events the loop asks for a new view and draws it, at most once per frame
///   however much input is queued; identical frames cost no terminal output.
/// - Input is read ahead into a queue that coalesces it (the last resize, the last drag, a key
///   repeated in a row as one entry for `handle(_:repeated:)`), puts an urgent event
///   (`isUrgent`) ahead of what was queued before it, and drops what waited over a second; the
///   app hears what was dropped as `.inputDropped(count:)` (`InputQueue`).
public protocol TerminalApp {
    /// Handles one event; `.quit(code)` ends the loop.
    mutating func handle(_ event: InputEvent) -> AppCommand
    /// Handles `event` that came `count` times in a row (a key held down or pasted). The default
    /// handles it `count` times, stopping at the first command other than `.continue`; an app may
    /// do at once what the repeats add up to.
    mutating func handle(_ event: InputEvent, repeated count: Int) -> AppCommand
    /// Whether `event`, read now, should be handled before the input queued ahead of it (a quit
    /// key: it must not wait behind a paste). Default: no event is.
    func isUrgent(_ event: InputEvent) -> Bool
    /// Whether the app needs frames at the display rate right now.
    var isAnimating: Bool { get }
    /// Seconds between `.tick(now:)` calls while idle, or nil to sleep until input (the default).
    ///
    /// Trade-off: nil makes an idle app cost nothing, but the app then notices outside changes only
    /// on the next input; an interval notices them within that time at the cost of one wake-up per
    /// interval (a 1 s interval is negligible CPU, but not zero). Return nil unless polling is on.
    var periodicCheckInterval: Double? { get }
    /// The frame for a terminal of `columns` × `rows` cells.
    func view(columns: Int, rows: Int) -> CellGrid
}

extension TerminalApp {
    public var periodicCheckInterval: Double? { nil }

    public mutating func handle(_ event: InputEvent, repeated count: Int) -> AppCommand {
        for _ in 0..<max(1, count) {
            let command = handle(event)
            if command != .continue { return command }
        }
        return .continue
    }

    public func isUrgent(_ event: InputEvent) -> Bool { false }
}
