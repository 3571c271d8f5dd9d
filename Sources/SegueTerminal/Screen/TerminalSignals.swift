@preconcurrency import CNcursesw
@preconcurrency import Glibc

/// Restores the terminal when the process is interrupted or crashes.
///
/// Handlers are installed before `newterm` (so ncurses keeps its own handlers out of the way) and
/// removed after `endwin`. On SIGINT, SIGTERM, SIGHUP and SIGQUIT the handler leaves curses mode and
/// ends the process with the signal, so it exits with the usual status (130 for Ctrl-C). On SIGSEGV,
/// SIGBUS, SIGILL, SIGTRAP, SIGABRT and SIGFPE it restores the terminal and runs the previous action
/// first (the Swift runtime's backtracer prints the crash report). Either way the process ends with
/// the signal's default action even if a previous handler returns, or the signal was sent rather
/// than a fault: a process must not run on without its screen.
///
/// Ctrl-Z (SIGTSTP) leaves curses mode before the process stops; when it runs again the next read
/// reports it (`takeResume()`), and the terminal repaints and turns drag reporting back on.
///
/// Signal handlers can only reach global state, so this is the one place with process-wide mutable
/// variables; they are written only outside handlers, while no handler can run for that signal.
enum TerminalSignals {
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Installs the handlers; a terminating signal that is ignored (nohup) stays ignored.
    static func install() {
        var previousStop: sigaction = .init()
        sigaction(SIGTSTP, nil, &previousStop)
        if !isIgnored(previousStop) {
            var action: sigaction = .init()
            action.__sigaction_handler.sa_handler = suspendAndResume
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0 // interrupt the blocked read, so the loop repaints at once on resume
            var saved: sigaction = .init()
            if sigaction(SIGTSTP, &action, &saved) == 0 {
                savedActions[Int(SIGTSTP)] = saved
                installed[Int(SIGTSTP)] = true
            }
        }
        for signal in terminating + crashing {
            var previous: sigaction = .init()
            sigaction(signal, nil, &previous)
            if terminating.contains(signal), isIgnored(previous) { continue }
            var action: sigaction = .init()
            action.__sigaction_handler.sa_sigaction = restoreAndReraise
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            var saved: sigaction = .init()
            if sigaction(signal, &action, &saved) == 0 {
                savedActions[Int(signal)] = saved
                installed[Int(signal)] = true
            }
        }
    }

    /// Puts the previous dispositions back.
    static func uninstall() {
        for signal in terminating + crashing + [SIGTSTP] where installed[Int(signal)] {
            var saved = savedActions[Int(signal)]
            sigaction(signal, &saved, nil)
            installed[Int(signal)] = false
        }
    }

    /// True once after the process was stopped (Ctrl-Z) and continued.
    static func takeResume() -> Bool {
        guard resumedAfterStop != 0 else { return false }
        resumedAfterStop = 0
        return true
    }

    /// Whether curses mode is on, so a handler knows whether to call `endwin`.
    static var isCursesActive: Bool {
        get { cursesActive }
        set { cursesActive = newValue }
    }
}

/// Leaves any mouse tracking mode Segue turned on: async-signal-safe bytes for the handlers.
let mouseTrackingOff: StaticString = "\u{1B}[?1002l\u{1B}[?1000l"

nonisolated(unsafe) private var cursesActive = false
nonisolated(unsafe) private var resumedAfterStop: Int32 = 0
/// The dispositions the handlers replaced, by signal number: a fixed block of memory, allocated
/// once before any handler is installed, so a handler reads it without retains or exclusivity checks.
nonisolated(unsafe) private let savedActions: UnsafeMutablePointer<sigaction> = {
    let block = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    block.initialize(repeating: sigaction(), count: 65)
    return block
}()
nonisolated(unsafe) private var installed = [Bool](repeating: false, count: 65)

private let restoreAndReraise: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    handleSignal($0, $1, $2)
}

private func handleSignal(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    if cursesActive {
        cursesActive = false
        _ = write(STDOUT_FILENO, mouseTrackingOff.utf8Start, mouseTrackingOff.utf8CodeUnitCount)
        endwin()
    }
    let previous = savedActions[Int(signal)]
    // Run the previous handler (the backtracer for crashes) here, then die of the signal whatever
    // it did: a handler that returns must not leave a process running without its screen.
    let handler = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
    if handler != unsafeBitCast(SIG_DFL, to: Int.self), handler != unsafeBitCast(SIG_IGN, to: Int.self) {
        if previous.sa_flags & SA_SIGINFO != 0, let run = previous.__sigaction_handler.sa_sigaction {
            run(signal, info, context)
        } else if let run = previous.__sigaction_handler.sa_handler {
            run(signal)
        }
    }
    var fallback: sigaction = .init()
    fallback.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&fallback.sa_mask)
    sigaction(signal, &fallback, nil)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, signal)
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    raise(signal)
    _exit(128 + signal)
}

private let suspendAndResume: @convention(c) (Int32) -> Void = { _ in
    let wasActive = cursesActive
    if wasActive {
        cursesActive = false
        _ = write(STDOUT_FILENO, mouseTrackingOff.utf8Start, mouseTrackingOff.utf8CodeUnitCount)
        endwin()
    }
    // Stop with the default action; execution continues here on SIGCONT (or at once when the
    // process group is orphaned and the stop is discarded).
    var stop: sigaction = .init()
    stop.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&stop.sa_mask)
    var ours: sigaction = .init()
    sigaction(SIGTSTP, &stop, &ours)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGTSTP)
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    raise(SIGTSTP)
    sigaction(SIGTSTP, &ours, nil)
    if wasActive {
        cursesActive = true
        resumedAfterStop = 1
    }
}

private func isIgnored(_ action: sigaction) -> Bool {
    unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
}
