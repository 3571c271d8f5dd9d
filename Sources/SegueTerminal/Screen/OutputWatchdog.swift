@preconcurrency import CNcursesw
@preconcurrency import Glibc

/// Bounds how long writing to the terminal may block.
///
/// A terminal that takes no output (a hung emulator, a stalled connection) makes write(2) block,
/// and ncurses retries until every byte is written: the process would freeze inside a refresh,
/// unable to read `q`. `run(_:)` arms a one-shot timer for its body; if the body still runs when
/// the timer fires (after `limit` seconds), the timer's signal (SIGURG, aimed at the calling thread)
/// points `descriptor` at /dev/null, so the write in progress and the rest of the body finish at
/// once and their output is dropped. Before `run` returns, the descriptor is the terminal again and
/// the result says whether output was dropped: the caller repaints the whole screen once the
/// terminal takes output again.
///
/// One watchdog at a time, used from the thread that made it (the timer aims at that thread): its
/// signal handler reaches it through process-wide state.
final class OutputWatchdog {
    /// The descriptor being written (stdout for the terminal).
    let descriptor: Int32
    /// Seconds a body may block before its output is dropped.
    let limit: Double
    private let terminal: Int32
    private let null: Int32
    /// The kernel's timer id; Swift sees it as a pointer, so the first id, 0, reads as nil.
    private let timer: timer_t?
    private var previousAction: sigaction = .init()

    /// - Returns: nil when the descriptor, /dev/null or the timer cannot be had (then writes are not
    ///   bounded).
    init?(descriptor: Int32 = STDOUT_FILENO, limit: Double = 0.5) {
        var event = sigevent()
        event.sigev_notify = Int32(SIGEV_THREAD_ID)
        event.sigev_signo = SIGURG
        event._sigev_un._tid = segue_gettid()
        var timer: timer_t?
        let terminal = dup(descriptor)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard terminal >= 0, null >= 0, timer_create(CLOCK_MONOTONIC, &event, &timer) == 0 else {
            if terminal >= 0 { Glibc.close(terminal) }
            if null >= 0 { Glibc.close(null) }
            return nil
        }
        self.descriptor = descriptor
        self.limit = limit
        self.terminal = terminal
        self.null = null
        self.timer = timer
        watchdogTarget = descriptor
        watchdogNull = null
        var action: sigaction = .init()
        action.__sigaction_handler.sa_handler = dropOutput
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_ONSTACK  // no SA_RESTART: the blocked write must return
        sigaction(SIGURG, &action, &previousAction)
        // The signal must reach this thread (test runners block most signals on theirs).
        var urgent = sigset_t()
        sigemptyset(&urgent)
        sigaddset(&urgent, SIGURG)
        pthread_sigmask(SIG_UNBLOCK, &urgent, nil)
    }

    deinit {
        timer_delete(timer)
        sigaction(SIGURG, &previousAction, nil)
        Glibc.close(terminal)
        Glibc.close(null)
    }

    /// Runs `body`, which writes to `descriptor`; returns true when it blocked past `limit` and its
    /// remaining output was dropped.
    func run(_ body: () -> Void) -> Bool {
        watchdogStalled = 0
        watchdogArmed = 1
        let whole = limit.rounded(.down)
        var deadline = itimerspec()
        deadline.it_value = timespec(tv_sec: Int(whole), tv_nsec: Int((limit - whole) * 1e9))
        timer_settime(timer, 0, &deadline, nil)
        body()
        var off = itimerspec()
        // A timer that fired just before this call delivers its signal as the call returns.
        timer_settime(timer, 0, &off, nil)
        watchdogArmed = 0
        guard watchdogStalled != 0 else { return false }
        dup2(terminal, descriptor)
        return true
    }

    /// Whether the terminal takes output now (a refresh would not block at once).
    var isWritable: Bool {
        var fd = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        return poll(&fd, 1, 0) == 1 && fd.revents & Int16(POLLOUT) != 0
    }
}

nonisolated(unsafe) private var watchdogArmed: Int32 = 0
nonisolated(unsafe) private var watchdogStalled: Int32 = 0
nonisolated(unsafe) private var watchdogTarget: Int32 = -1
nonisolated(unsafe) private var watchdogNull: Int32 = -1

private let dropOutput: @convention(c) (Int32) -> Void = { _ in
    guard watchdogArmed != 0 else { return }
    watchdogStalled = 1
    dup2(watchdogNull, watchdogTarget)
}
