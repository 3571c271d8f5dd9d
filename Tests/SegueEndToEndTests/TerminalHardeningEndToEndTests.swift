import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import SegueTestSupport
import Testing

/// The playground against a hostile terminal: every catchable terminating signal, Ctrl-S with a
/// paste behind it, and a storm of resizes and random bytes. Each run ends with the terminal as the
/// shell had it: main screen, cursor shown, mouse reporting off, and the line discipline back
/// (canonical input, echo, signals and flow control on).
@Suite("segue play against signals and input storms", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalHardeningEndToEndTests {
    /// After segue ends, the pane prints its exit status and the terminal modes that matter.
    static let report = #"STATUS=$?; echo "MODES $(stty -a | tr -s ' ;' '\n\n' | grep -xE -- '-?(icanon|echo|isig|ixon)' | tr '\n' ' ')"; (exit $STATUS)"#
    /// The modes the pane's shell had before segue started.
    static let shellModes = "MODES ixon isig icanon echo"

    func start(environment: [String: String] = [:]) throws -> TmuxSession {
        let segue = PlaygroundEndToEndTests.quoted(TmuxSession.builtProduct("segue"))
        let session = try TmuxSession(command: "\(segue) play slide-over; \(Self.report)", columns: 120, rows: 40, environment: environment)
        guard session.waitFor("Inspector", timeout: 20) else {
            let screen = session.capture()
            session.kill()
            throw PlaygroundEndToEndTests.PlaygroundDidNotStart(screen: screen)
        }
        return session
    }

    func expectRestored(_ session: TmuxSession, status: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(session.waitFor("EXIT=\(status)", timeout: 20), "\(session.capture())", sourceLocation: sourceLocation)
        #expect(session.capture().contains(Self.shellModes), "\(session.capture())", sourceLocation: sourceLocation)
        #expect(!session.alternateScreenOn(), sourceLocation: sourceLocation)
        #expect(!session.mouseReportingOn(), sourceLocation: sourceLocation)
        #expect(session.display("#{cursor_flag}") == "1", "the cursor is visible again", sourceLocation: sourceLocation)
    }

    @Test("each catchable terminating or crash signal restores the terminal and exits 128 + the signal", arguments: [
        SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGXCPU, SIGXFSZ,
        SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS,
    ])
    func signal(_ signal: Int32) throws {
        // No backtrace for crash signals: it is slow, and without it the handlers run on Segue's own
        // alternate stack (the runtime's backtracer brings one of its own).
        let session = try start(environment: ["SWIFT_BACKTRACE": "enable=no"])
        defer { session.kill() }
        let pid = try #require(session.childPID(named: "segue"))
        #expect(kill(pid, signal) == 0)
        expectRestored(session, status: 128 + signal)
    }

    @Test("Ctrl-S does not freeze the screen; after 80 KB of queued input, q quits and restores the terminal")
    func flowControlOff() throws {
        let session = try start()
        defer { session.kill() }
        session.send(keys: "C-s")
        session.send(keys: "l")
        #expect(session.waitFor(progress: "1.0"), "the screen still updates after Ctrl-S")
        // `a` is no key of the playground: the paste is read, and the screen keeps up.
        let chunk = String(repeating: "a", count: 4096)
        for _ in 0..<20 { session.send(literal: chunk) }
        session.send(keys: "C-q")
        session.send(keys: "l")
        #expect(session.waitFor(progress: "2.0", timeout: 30), "keys after the paste still act")
        session.send(keys: "q")
        expectRestored(session, status: 0)
    }

    @Test("a seeded storm of resizes and random bytes, then q, quits cleanly and restores the terminal", arguments: [UInt64(7), 2024])
    func storm(seed: UInt64) throws {
        let session = try start()
        defer { session.kill() }
        var random = SeededRandom(seed: seed)
        // Bytes that would end or stop the process another way (Ctrl-C, Ctrl-\, Ctrl-Z) or quit it
        // (q) are left out: the storm must not end the program, q must.
        let excluded: Set<UInt8> = [0x03, 0x1A, 0x1C, UInt8(ascii: "q")]
        for _ in 0..<40 {
            session.resize(columns: Int.random(in: 1...200, using: &random), rows: Int.random(in: 1...60, using: &random))
            var bytes: [UInt8] = []
            while bytes.count < 64 {
                let byte = UInt8.random(in: 0...255, using: &random)
                if !excluded.contains(byte) { bytes.append(byte) }
            }
            session.send(bytes: bytes)
        }
        session.resize(columns: 120, rows: 40)
        #expect(session.waitFor("Inspector", timeout: 20), "\(session.capture())")
        // Close whatever the bytes opened (the picker, the help, a finger), a moment apart so that
        // no Escape and q arrive together as Alt-q.
        for _ in 0..<2 {
            session.send(keys: "Escape")
            usleep(200_000)
        }
        session.send(keys: "q")
        expectRestored(session, status: 0)
    }

    // MARK: A terminal that takes no output

    /// `0` stands for the key q.
    @Test("while the terminal takes no output, q, TERM, INT and HUP still end the playground and restore the terminal's modes", arguments: [0, SIGTERM, SIGINT, SIGHUP])
    func stalledTerminal(_ signal: Int32) throws {
        let terminal = try StalledPlayground()
        defer { terminal.stop() }
        // Keys that each change the screen, until the terminal's buffer is full.
        for _ in 0..<200 { terminal.type("LH") }
        usleep(1_500_000) // a blocked write is dropped after half a second: let a few happen
        if signal == 0 { terminal.type("q") } else { kill(terminal.pid, signal) }
        let status = terminal.waitForExit(timeout: 10)
        #expect(status != nil, "the playground did not end")
        if let status {
            if signal == 0 { #expect(status == .exited(0)) } else { #expect(status == .signaled(signal)) }
        }
        var modes = termios()
        tcgetattr(terminal.device, &modes)
        #expect(modes.c_lflag & tcflag_t(ICANON) != 0 && modes.c_lflag & tcflag_t(ECHO) != 0, "canonical input and echo are back")
        #expect(modes.c_iflag & tcflag_t(IXON) != 0, "flow control is back")
    }
}

/// `segue play` on a pseudo-terminal whose output nobody reads, as a hung terminal emulator would.
private final class StalledPlayground {
    enum Status: Equatable { case exited(Int32), signaled(Int32) }

    let controller: Int32
    let device: Int32
    let pid: pid_t
    private var ended = false

    init() throws {
        var controller: Int32 = -1, device: Int32 = -1
        var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &device, nil, nil, &size) == 0, let name = ttyname(device) else { throw Failure.noPseudoTerminal }
        self.controller = controller
        self.device = device
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, controller)
        // After setsid, opening the device makes it the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // An empty mask and default dispositions (test threads block most signals), in a new session.
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        let setSessionID: Int32 = 0x80 // POSIX_SPAWN_SETSID (glibc), not imported into Swift
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | setSessionID))
        let segue = TmuxSession.builtProduct("segue")
        let arguments: [String] = [segue, "play", "slide-over"]
        let environment: [String] = ["TERM=tmux-256color", "LANG=C.UTF-8", "SWIFT_BACKTRACE=enable=no", "HOME=/nonexistent"]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, segue, &actions, &attributes, argv, envp) == 0 else { throw Failure.couldNotStart }
        self.pid = pid
        // Wait until the playground has set its modes (canonical input off).
        for _ in 0..<400 {
            var modes = termios()
            tcgetattr(device, &modes)
            if modes.c_lflag & tcflag_t(ICANON) == 0 { return }
            usleep(25_000)
        }
    }

    func type(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(controller, $0.baseAddress, $0.count - 1) }
    }

    /// The exit status, or nil if the process still runs after `timeout` seconds.
    func waitForExit(timeout: Double) -> Status? {
        for _ in 0..<Int(timeout * 40) {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                ended = true
                let signal = status & 0x7F
                return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
            }
            usleep(25_000)
        }
        return nil
    }

    func stop() {
        if !ended {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(controller)
        close(device)
    }

    enum Failure: Error { case noPseudoTerminal, couldNotStart }
}

/// The playground for terminals without Unicode: `--ascii`, or a locale that is not UTF-8.
@Suite("segue play in ASCII", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PlaygroundASCIIEndToEndTests {
    @Test("--ascii, and LANG=C without it, spell the keys and labels in ASCII", arguments: [("--ascii", "C.UTF-8"), ("", "C")])
    func ascii(flag: String, locale: String) throws {
        let segue = PlaygroundEndToEndTests.quoted(TmuxSession.builtProduct("segue"))
        let session = try TmuxSession(command: "\(segue) play cross-dissolve \(flag)", columns: 120, rows: 40, environment: ["LANG": locale])
        defer { session.kill() }
        #expect(session.waitFor("Space play", timeout: 20), "\(session.capture())")
        let screen = session.capture()
        #expect(screen.contains("Right/l +1%") && screen.contains("Tab/n next"), "\(screen)")
        #expect(screen.contains("cross-dissolve - Cross Dissolve"), "\(screen)")
        #expect(screen.contains("speed     1x"), "\(screen)")
        let onlyASCII = screen.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(onlyASCII, "\(screen)")
        session.send(keys: "q")
        #expect(session.waitFor("EXIT=0"))
    }
}
