import Testing

@testable import SegueTerminal

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// A pseudo-terminal whose other end nobody reads: a terminal that has stopped taking output.
private struct StalledTerminal: ~Copyable {
    let controller: Int32
    let device: Int32

    init() throws {
        var controller: Int32 = -1
        var device: Int32 = -1
        guard openpty(&controller, &device, nil, nil, nil) == 0 else { throw PseudoTerminalUnavailable() }
        self.controller = controller
        self.device = device
        var modes = termios()
        tcgetattr(device, &modes)
        cfmakeraw(&modes)
        tcsetattr(device, TCSANOW, &modes)
    }

    deinit {
        // The controller first: closing a device with output nobody read could wait for it.
        close(controller)
        close(device)
    }

    /// Writes all of `count` bytes the way ncurses does: a partial write or EINTR tries again.
    func writeAll(_ count: Int) {
        let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: count)
        var written = 0
        while written < count {
            let result = bytes[written...].withUnsafeBytes { write(device, $0.baseAddress, $0.count) }
            if result > 0 { written += result } else if errno != EINTR { return }
        }
    }

    /// Bytes the terminal side has received so far.
    func received() -> Int {
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        var fd = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        while poll(&fd, 1, 0) == 1 {
            let n = read(controller, &buffer, buffer.count)
            if n <= 0 { break }
            total += n
        }
        return total
    }

    struct PseudoTerminalUnavailable: Error {}
}

@Suite("Output watchdog", .serialized)  // one watchdog at a time (process-wide signal state)
struct OutputWatchdogTests {
    @Test("a write to a terminal that takes no output ends after the limit; the descriptor is the terminal again")
    func stalledWriteIsDropped() throws {
        let terminal = try StalledTerminal()
        let watchdog = try #require(OutputWatchdog(descriptor: terminal.device, limit: 0.2))
        // Far more than a pseudo-terminal buffers: without the watchdog this never returns.
        let dropped = watchdog.run { terminal.writeAll(1 << 20) }
        #expect(dropped)
        #expect(isatty(terminal.device) == 1)
    }

    @Test("a write the terminal takes is not dropped and arrives whole")
    func writeThatFits() throws {
        let terminal = try StalledTerminal()
        let watchdog = try #require(OutputWatchdog(descriptor: terminal.device, limit: 0.2))
        #expect(watchdog.isWritable)
        let dropped = watchdog.run { terminal.writeAll(100) }
        #expect(!dropped)
        #expect(terminal.received() == 100)
    }
}

@Suite("Terminal signals")
struct TerminalSignalsTests {
    @Test("every handled signal runs on an alternate stack, and uninstall puts the previous actions back")
    func alternateStack() {
        var before: sigaction = .init()
        sigaction(SIGUSR1, nil, &before)
        TerminalSignals.install()
        #expect(TerminalSignals.hasAlternateStack)
        for signal in TerminalSignals.terminating + TerminalSignals.crashing + TerminalSignals.stopping {
            var action: sigaction = .init()
            sigaction(signal, nil, &action)
            let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
            if handler == unsafeBitCast(SIG_IGN, to: Int.self) { continue }  // ignored when Segue started: left alone
            #expect(action.sa_flags & Int32(SA_ONSTACK) != 0, "signal \(signal)")
        }
        TerminalSignals.uninstall()
        var after: sigaction = .init()
        sigaction(SIGUSR1, nil, &after)
        #expect(unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self))
    }

    @Test("the signals that end a process by default are all handled: USR1, USR2, ALRM, VTALRM, PIPE, XCPU, XFSZ among them")
    func terminatingSignals() {
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGXCPU, SIGXFSZ] {
            #expect(TerminalSignals.terminating.contains(signal), "signal \(signal)")
        }
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS] {
            #expect(TerminalSignals.crashing.contains(signal), "signal \(signal)")
        }
    }
}
