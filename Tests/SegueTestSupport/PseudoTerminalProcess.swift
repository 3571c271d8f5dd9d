@preconcurrency import Glibc

/// A child process whose standard input, output and error are the slave side of a new
/// pseudo-terminal of a fixed size; the caller (the bench, a test) holds the master side to read
/// what the child writes to its terminal and to type keys. `tcgetattr` on the master reads the
/// terminal's modes, also after the child has ended. The child starts with an empty signal mask and
/// default dispositions, whatever the caller's thread blocks (Swift Testing blocks most signals).
public final class PseudoTerminalProcess {
    public let pid: pid_t
    public let master: Int32
    /// `CLOCK_MONOTONIC` nanoseconds just before the child was spawned.
    public let launchedAt: UInt64
    private var exitStatus: Int32?

    public struct SpawnError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Starts `executable` with `arguments` (without argv[0]) and exactly `environment`, in a new
    /// session whose controlling terminal is the pseudo-terminal of `columns` × `rows`.
    public init(executable: String, arguments: [String], environment: [String: String], columns: Int, rows: Int) throws(SpawnError) {
        var master: Int32 = 0
        var slave: Int32 = 0
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw SpawnError(description: "openpty failed: errno \(errno)") }
        guard let name = ttyname(slave) else { throw SpawnError(description: "ttyname failed: errno \(errno)") }
        let slavePath = String(cString: name)
        defer { close(slave) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid, opening the slave by name makes it the child's controlling terminal.
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        var all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        let setSessionID: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc), not imported into Swift
        posix_spawnattr_setflags(&attributes, Int16(setSessionID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        launchedAt = monotonicNanoseconds()
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            close(master)
            throw SpawnError(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
        self.master = master
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            _ = waitForExit()
        }
        close(master)
    }

    /// What the child wrote, waiting up to `timeoutMilliseconds` for the first byte; empty on
    /// timeout, nil once the terminal is closed (the child exited and everything was read).
    public func read(timeoutMilliseconds: Int) -> [UInt8]? {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(timeoutMilliseconds))
        if ready == 0 { return [] }
        if ready < 0 { return errno == EINTR ? [] : nil }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = Glibc.read(master, &buffer, buffer.count)
        if count > 0 { return Array(buffer[0..<count]) }
        if count < 0, errno == EINTR || errno == EAGAIN { return [] }
        return nil  // EIO: the slave side is closed
    }

    /// Reads until `condition` holds for the bytes so far or `timeoutMilliseconds` pass; returns
    /// the bytes and whether the condition held.
    public func read(until condition: ([UInt8]) -> Bool, timeoutMilliseconds: Int) -> (bytes: [UInt8], satisfied: Bool) {
        let deadline = monotonicNanoseconds() + UInt64(timeoutMilliseconds) * 1_000_000
        var bytes: [UInt8] = []
        while true {
            if condition(bytes) { return (bytes, true) }
            let now = monotonicNanoseconds()
            guard now < deadline else { return (bytes, false) }
            guard let chunk = read(timeoutMilliseconds: Int((deadline - now) / 1_000_000) + 1) else { return (bytes, condition(bytes)) }
            bytes += chunk
        }
    }

    /// Types `text` into the terminal.
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits for the child and returns its wait status.
    @discardableResult
    public func waitForExit() -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        exitStatus = status
        return status
    }

    /// Waits up to `timeoutMilliseconds` for the child; its wait status, or nil if it still runs.
    public func waitForExit(timeoutMilliseconds: Int) -> Int32? {
        if let exitStatus { return exitStatus }
        let deadline = monotonicNanoseconds() + UInt64(max(0, timeoutMilliseconds)) * 1_000_000
        repeat {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                exitStatus = status
                return status
            }
            usleep(10_000)
        } while monotonicNanoseconds() < deadline
        return nil
    }

    /// Sends `signal` to the child.
    public func signal(_ signal: Int32) { kill(pid, signal) }

    /// The terminal's modes now (the child's settings while it runs, what it left after).
    public var modes: termios {
        var modes = termios()
        tcgetattr(master, &modes)
        return modes
    }
}

/// Nanoseconds of `CLOCK_MONOTONIC` (arbitrary origin).
@inlinable
public func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
