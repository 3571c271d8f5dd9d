@preconcurrency import CNcursesw
@preconcurrency import Glibc

/// Restores the terminal when the process is interrupted, killed by a catchable signal, or crashes.
///
/// Handlers are installed before `newterm` (so ncurses keeps its own handlers out of the way) and
/// removed after `endwin`. They run on an alternate signal stack, so a stack overflow still restores
/// the terminal.
///
/// - Terminating signals (`terminating`: HUP, INT, QUIT, TERM, USR1, USR2, ALRM, VTALRM, PROF, PIPE,
///   XCPU, XFSZ, IO, PWR, STKFLT and the real-time signals) restore the terminal and end the process
///   with the signal, so it exits with the usual status (128 + the signal: 130 for Ctrl-C, 143 for
///   TERM). A terminating signal that was ignored when Segue started (nohup) stays ignored.
/// - Crash signals (`crashing`: SEGV, BUS, ILL, TRAP, ABRT, FPE, SYS) restore the terminal and run
///   the previous action first (the Swift runtime's backtracer prints the crash report).
/// - Both end a recording being written cleanly (`RecordingFile.trimForExit`). A SIGBUS from a
///   page of the recording's mapped file is not a crash at all: the recording stops with an error
///   and the process goes on (`RecordingFile.absorbFault`).
/// - Either way the process then ends with the signal's default action even if a previous handler
///   returns, or the signal was sent rather than a fault: a process must not run on without its
///   screen.
/// - Ctrl-Z (SIGTSTP), and SIGTTIN and SIGTTOU (a read or a mode change from the background, or
///   sent by `kill`), hand the terminal back before the process stops; when it runs again the next
///   read reports it (`takeResume()`), and the terminal re-enters curses mode and repaints.
///
/// A handler restores the terminal with async-signal-safe calls only (`restoreNow`): it writes the
/// bytes that leave Segue's modes (prepared from terminfo while curses starts) to a non-blocking
/// descriptor of the terminal, and puts back the terminal modes saved before curses started. It
/// never waits for the terminal: a terminal that takes no output cannot keep a signal from ending
/// the process.
///
/// Signal handlers can only reach global state, so this is the one place with process-wide mutable
/// variables; they are written only outside handlers, while no handler can run for that signal.
enum TerminalSignals {
    static let terminating: [Int32] =
        [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT]
        + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]

    /// Saves the terminal's modes, prepares the alternate signal stack and installs the handlers.
    static func install() {
        tcgetattr(STDIN_FILENO, shellModes)
        hasShellModes = isatty(STDIN_FILENO) == 1
        restoreDescriptor = openNonBlockingTerminal()
        prepareAlternateStack()
        installSuspendHandler()
        for signal in terminating + crashing {
            var previous: sigaction = .init()
            sigaction(signal, nil, &previous)
            if terminating.contains(signal), isIgnored(previous) { continue }
            // A real-time signal with a handler belongs to a library that uses it: leave it alone.
            if signal >= __libc_current_sigrtmin(), !isDefault(previous) { continue }
            var action: sigaction = .init()
            action.__sigaction_handler.sa_sigaction = restoreAndReraise
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            var saved: sigaction = .init()
            if sigaction(signal, &action, &saved) == 0 {
                savedActions[Int(signal)] = saved
                installed[Int(signal)] = true
            }
        }
    }

    /// Puts the previous dispositions back.
    static func uninstall() {
        for signal in terminating + crashing + stopping where installed[Int(signal)] {
            var saved = savedActions[Int(signal)]
            sigaction(signal, &saved, nil)
            installed[Int(signal)] = false
        }
        if restoreDescriptor >= 0 { Glibc.close(restoreDescriptor) }
        restoreDescriptor = -1
    }

    /// The bytes that leave curses mode (mouse reporting off, attributes reset, cursor shown,
    /// keypad mode off, main screen) and those that enter it again after Ctrl-Z (alternate screen,
    /// keypad mode, cursor hidden), from the terminal's terminfo entry. Call once curses is set up.
    static func prepareSequences() {
        var leave = Array(UnsafeBufferPointer(start: mouseTrackingOff.utf8Start, count: mouseTrackingOff.utf8CodeUnitCount))
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] { leave += terminfoString(capability) }
        let enter = ["smcup", "smkx", "civis"].flatMap(terminfoString)
        leaveCount = store(leave, in: leaveBytes)
        enterCount = store(enter, in: enterBytes)
    }

    /// Leaves curses mode at once, without ncurses and without waiting for the terminal: discards
    /// output the terminal has not taken yet, writes the leaving bytes if they fit, and puts back the
    /// modes the terminal had before Segue started. Async-signal-safe.
    static func restoreNow() { restoreTerminal() }

    /// Enters curses mode again after `restoreNow` (after Ctrl-Z): the modes ncurses set up, the
    /// alternate screen, keypad mode and the hidden cursor. The caller repaints.
    static func reenter() {
        reset_prog_mode()
        _ = write(STDOUT_FILENO, enterBytes, enterCount)
    }

    /// True once after the process was stopped (Ctrl-Z) and continued.
    static func takeResume() -> Bool {
        guard resumedAfterStop != 0 else { return false }
        resumedAfterStop = 0
        return true
    }

    /// Whether curses mode is on, so a handler knows whether to restore the terminal.
    static var isCursesActive: Bool {
        get { cursesActive }
        set { cursesActive = newValue }
    }

    /// Whether handlers run on an alternate stack that is set up for this thread.
    static var hasAlternateStack: Bool {
        var current = stack_t()
        return sigaltstack(nil, &current) == 0 && current.ss_flags & Int32(SS_DISABLE) == 0 && current.ss_size > 0
    }

    /// The signals that stop the process: Ctrl-Z (TSTP), and reading (TTIN) or setting up (TTOU)
    /// the terminal from the background. Each hands the terminal back first and takes it again on
    /// SIGCONT.
    static let stopping: [Int32] = [SIGTSTP, SIGTTIN, SIGTTOU]

    private static func installSuspendHandler() {
        for signal in stopping {
            var previous: sigaction = .init()
            sigaction(signal, nil, &previous)
            guard !isIgnored(previous) else { continue }
            var action: sigaction = .init()
            action.__sigaction_handler.sa_sigaction = suspendAndResume
            // The three are blocked while one is handled: restoring the terminal from the
            // background (a tcsetattr) must not raise SIGTTOU into the handler again.
            sigemptyset(&action.sa_mask)
            for other in stopping { sigaddset(&action.sa_mask, other) }
            action.sa_flags = SA_SIGINFO | SA_ONSTACK  // no SA_RESTART: interrupt the blocked read, so the loop repaints at once on resume
            var saved: sigaction = .init()
            if sigaction(signal, &action, &saved) == 0 {
                savedActions[Int(signal)] = saved
                installed[Int(signal)] = true
            }
        }
    }

    /// A descriptor of the terminal of its own, non-blocking, so a handler's write never waits (the
    /// flag would be shared with stdin through a `dup`). Falls back to a duplicate of stdout.
    private static func openNonBlockingTerminal() -> Int32 {
        if restoreDescriptor >= 0 { return restoreDescriptor }
        if let name = ttyname(STDOUT_FILENO) {
            let fd = open(name, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
            if fd >= 0 { return fd }
        }
        return dup(STDOUT_FILENO)
    }

    /// Keeps an alternate stack the thread already has (the Swift runtime's backtracer sets one
    /// up); otherwise installs one of `alternateStackSize` bytes, allocated once.
    private static func prepareAlternateStack() {
        guard !hasAlternateStack else { return }
        var stack = stack_t()
        stack.ss_sp = alternateStack
        stack.ss_size = alternateStackSize
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
    }

    private static func terminfoString(_ capability: String) -> [UInt8] {
        guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { return [] }
        return Array(String(cString: value).utf8)
    }

    private static func store(_ bytes: [UInt8], in block: UnsafeMutablePointer<UInt8>) -> Int {
        let count = min(bytes.count, sequenceCapacity)
        block.update(from: bytes, count: count)
        return count
    }
}

/// Leaves any mouse tracking mode Segue turned on (drag reporting, ncurses' button reporting and
/// its SGR encoding); CAN first ends any escape sequence a frame left half written.
let mouseTrackingOff: StaticString = "\u{18}\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l"

nonisolated(unsafe) private var cursesActive = false
nonisolated(unsafe) private var resumedAfterStop: Int32 = 0
nonisolated(unsafe) private var restoreDescriptor: Int32 = -1
nonisolated(unsafe) private var hasShellModes = false
nonisolated(unsafe) private var leaveCount = 0
nonisolated(unsafe) private var enterCount = 0
private let sequenceCapacity = 256
private let alternateStackSize = 64 << 10
// Fixed blocks of memory, allocated once before any handler is installed, so a handler reads them
// without retains or exclusivity checks.
nonisolated(unsafe) private let shellModes: UnsafeMutablePointer<termios> = {
    let block = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    block.initialize(to: termios())
    return block
}()
nonisolated(unsafe) private let leaveBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: sequenceCapacity)
nonisolated(unsafe) private let enterBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: sequenceCapacity)
nonisolated(unsafe) private let alternateStack = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
/// The dispositions the handlers replaced, by signal number.
nonisolated(unsafe) private let savedActions: UnsafeMutablePointer<sigaction> = {
    let block = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    block.initialize(repeating: sigaction(), count: 65)
    return block
}()
nonisolated(unsafe) private var installed = [Bool](repeating: false, count: 65)

private func restoreTerminal() {
    let fd = restoreDescriptor
    guard fd >= 0 else { return }
    tcflush(fd, TCOFLUSH)
    _ = write(fd, leaveBytes, leaveCount)
    if hasShellModes { tcsetattr(fd, TCSANOW, shellModes) }
}

private let restoreAndReraise: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    handleSignal($0, $1, $2)
}

private func handleSignal(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    // A page of the recording's mapped file that the filesystem refused is not a crash: the
    // recording stops with an error and the playground goes on.
    if signal == SIGBUS, let info, info.pointee.si_code > 0, RecordingFile.absorbFault(at: info.pointee._sifields._sigfault.si_addr) { return }
    if cursesActive {
        cursesActive = false
        restoreTerminal()
    }
    RecordingFile.trimForExit()
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

private let suspendAndResume: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { signal, _, _ in
    let wasActive = cursesActive
    // From the background the terminal is the shell's: it is not ours to restore (the stop that
    // put us there already did).
    if wasActive, isForeground() {
        cursesActive = false
        restoreTerminal()
    }
    // Stop with the default action; execution continues here on SIGCONT (or at once when the
    // process group is orphaned and the stop is discarded).
    var stop: sigaction = .init()
    stop.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&stop.sa_mask)
    var ours: sigaction = .init()
    sigaction(signal, &stop, &ours)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, signal)
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    raise(signal)
    sigaction(signal, &ours, nil)
    if wasActive {
        cursesActive = true
        resumedAfterStop = 1
    }
}

/// Whether this process's group has the terminal (false in the background). Async-signal-safe.
private func isForeground() -> Bool {
    let fd = restoreDescriptor
    guard fd >= 0 else { return true }
    let group = tcgetpgrp(fd)
    return group < 0 || group == getpgrp()
}

private func isIgnored(_ action: sigaction) -> Bool {
    unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
}

private func isDefault(_ action: sigaction) -> Bool {
    unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self)
}
