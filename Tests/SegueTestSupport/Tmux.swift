import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// A program running in a private, headless tmux server, for end-to-end tests of terminal UIs.
///
/// Each session has its own server (`-L` socket, unique per session, so parallel tests never meet),
/// an empty configuration (`-f /dev/null`) and a pane environment of `LANG=C.UTF-8`,
/// `SWIFT_BACKTRACE=interactive=no` (a crash must not wait for a key) and `TERM=tmux-256color`.
/// The command runs as `trap : INT; COMMAND; echo EXIT=$?; sleep 30`, so a test can wait for
/// `EXIT=<status>` and still capture the screen after the program ended (the `trap` keeps the shell
/// alive when Ctrl-C ends the program; the program itself gets the default SIGINT action).
///
/// The server is started with `posix_spawn` and `waitpid`, with an empty signal mask and default
/// signal dispositions: Swift Testing runs tests on threads that block most signals, a spawned
/// child inherits that mask, and a tmux server or app that cannot receive SIGTERM/SIGHUP outlives
/// `kill-server`. (`Foundation.Process.waitUntilExit` also hangs on `new-session`, because the
/// forked server keeps the pipe Foundation watches.) Other tmux commands are short-lived clients run
/// through `Process`.
///
/// Never assert on timing: use `waitFor`, which polls the screen until a deadline.
public final class TmuxSession: @unchecked Sendable {
    /// The tmux executable found on `PATH`, or nil.
    public static let tmuxPath: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Whether tmux is installed; use as `@Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))`.
    public static var isAvailable: Bool { tmuxPath != nil }

    /// The directory of the built products (where `swift build` puts executables): the folder of the
    /// running test bundle. `builtProduct("segue")` is the `segue` binary.
    public static func builtProduct(_ name: String) -> String {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent(name).path
    }

    public enum Failure: Error, CustomStringConvertible {
        case tmuxMissing
        case couldNotStart(String)
        public var description: String {
            switch self {
            case .tmuxMissing: return "tmux is not installed"
            case .couldNotStart(let why): return "tmux did not start: \(why)"
            }
        }
    }

    /// The `-L` socket name of this session's server.
    public let socket: String
    /// The target of the session's only pane.
    public let target = "app"
    private let tmux: String
    private var killed = false

    /// Starts `command` (a shell command line) in a new server with a `columns` × `rows` window.
    ///
    /// - Parameter environment: extra variables for the pane (added after the defaults, so they win).
    public init(command: String, columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws {
        guard let tmux = Self.tmuxPath else { throw Failure.tmuxMissing }
        self.tmux = tmux
        socket = "segue-\(getpid())-\(UUID().uuidString.prefix(8))"
        var env = ["LANG": "C.UTF-8", "SWIFT_BACKTRACE": "interactive=no", "TERM": "tmux-256color"]
        env.merge(environment) { _, new in new }
        var arguments = [tmux, "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)"]
        for (key, value) in env.sorted(by: { $0.key < $1.key }) { arguments += ["-e", "\(key)=\(value)"] }
        arguments.append("trap : INT; \(command); echo EXIT=$?; sleep 30")
        let status = try Self.spawnAndWait(arguments)
        guard status == 0 else { throw Failure.couldNotStart("new-session exited with status \(status)") }
    }

    deinit { kill() }

    /// Sends tmux key names (`"Right"`, `"S-Right"`, `"C-c"`, `"Escape"`, `"F1"`, `"q"`, `"é"`).
    public func send(keys: String...) { send(keys: keys) }

    public func send(keys: [String]) { _ = run(["send-keys", "-t", target] + keys) }

    /// Types `text` literally (no key-name lookup).
    public func send(literal text: String) { _ = run(["send-keys", "-t", target, "-l", text]) }

    /// Pastes the contents of `file` into the pane in one go (tmux's `load-buffer` and
    /// `paste-buffer`), as a terminal delivers a paste.
    public func paste(contentsOf file: URL) {
        _ = run(["load-buffer", file.path])
        _ = run(["paste-buffer", "-t", target])
    }

    /// Writes raw bytes to the program's input, e.g. an X10 mouse report `ESC [ M b x y`.
    public func send(bytes: [UInt8]) {
        _ = run(["send-keys", "-t", target, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Sends an X10 mouse report: `button` 0 left, 1 middle, 2 right, 3 release, 64/65 wheel up/down;
    /// add 32 for motion with the button held. `column` and `row` are 0-based cells (below 223).
    public func sendMouse(button: Int, column: Int, row: Int) {
        send(bytes: [0x1B, 0x5B, 0x4D, UInt8(32 + button), UInt8(33 + column), UInt8(33 + row)])
    }

    /// The visible screen as text: one line per row, trailing blanks trimmed (`capture-pane -p`).
    /// With `escapes`, colours and attributes are included as SGR sequences (`capture-pane -p -e`).
    public func capture(escapes: Bool = false) -> String {
        run(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : [])) ?? ""
    }

    /// Polls the screen until it contains `substring`; false after `timeout` seconds.
    @discardableResult
    public func waitFor(_ substring: String, timeout: Double = 10) -> Bool {
        poll(timeout: timeout) { $0.contains(substring) }
    }

    /// Polls the screen until `condition` holds for it; false after `timeout` seconds.
    @discardableResult
    public func waitFor(timeout: Double = 10, until condition: (String) -> Bool) -> Bool {
        poll(timeout: timeout, until: condition)
    }

    /// Polls the screen until `pattern` (a regular expression) matches; false after `timeout` seconds.
    @discardableResult
    public func waitFor(matching pattern: String, timeout: Double = 10, escapes: Bool = false) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return poll(timeout: timeout, escapes: escapes) { screen in
            regex.firstMatch(in: screen, range: NSRange(screen.startIndex..., in: screen)) != nil
        }
    }

    /// Resizes the window; the program receives SIGWINCH.
    public func resize(columns: Int, rows: Int) {
        _ = run(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Whether the pane is in the alternate screen (a curses program is running, or did not restore
    /// the terminal).
    public func alternateScreenOn() -> Bool { display("#{alternate_on}") == "1" }

    /// Whether the program enabled any mouse reporting mode.
    public func mouseReportingOn() -> Bool { display("#{mouse_any_flag}") == "1" }

    /// A tmux format evaluated for the pane (`#{pane_width}`, `#{cursor_flag}`, …).
    public func display(_ format: String) -> String {
        (run(["display-message", "-p", "-t", target, format]) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The process id of the pane's shell (the program's parent).
    public func shellPID() -> Int32? { Int32(display("#{pane_pid}")) }

    /// Stops the server and everything in it. Safe to call more than once.
    public func kill() {
        guard !killed else { return }
        killed = true
        _ = run(["kill-server"])
    }

    private func poll(timeout: Double, escapes: Bool = false, until condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition(capture(escapes: escapes)) { return true }
            usleep(30_000)
        } while Date() < deadline
        return condition(capture(escapes: escapes))
    }

    /// Runs a tmux client command against this server; returns its standard output (nil on failure).
    @discardableResult
    private func run(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmux)
        process.arguments = ["-L", socket, "-f", "/dev/null"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// `posix_spawn` + `waitpid` with an empty signal mask and default dispositions.
    private static func spawnAndWait(_ arguments: [String]) throws -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard result == 0 else { throw Failure.couldNotStart(String(cString: strerror(result))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return (status >> 8) & 0xff
    }
}
