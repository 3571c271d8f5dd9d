import Foundation
import SegueTestSupport
import Testing

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

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

    @Test(
        "each catchable terminating or crash signal restores the terminal and exits 128 + the signal",
        arguments: [
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
        // The bytes may edit the preset (e, arrows) and save it (w): into a folder of the test's own.
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("segue-storm-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: config) }
        let session = try start(environment: ["XDG_CONFIG_HOME": config.path])
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
        #expect(session.waitFor(matching: "Inspector|Editor · ", timeout: 20), "\(session.capture())")
        // Close whatever the bytes opened (the picker, the help, a finger, edit mode and a value
        // being typed), a moment apart so that no Escape and q arrive together as Alt-q.
        for _ in 0..<3 {
            session.send(keys: "Escape")
            usleep(200_000)
        }
        session.send(keys: "q")
        // Edits the bytes made are unsaved: q asks first, and q again quits without saving.
        if session.waitFor("Unsaved edits", timeout: 2) { session.send(keys: "q") }
        expectRestored(session, status: 0)
    }

    @Test("a hot reload of a preset nested deep enough to overflow the stack leaves the terminal restored")
    func deepReload() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-e2e-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: PlaygroundEndToEndTests.repository.appendingPathComponent("presets/slide-over.json"), encoding: .utf8)
        let renamed = original.replacingOccurrences(of: #""name": "slide-over""#, with: #""name": "deep""#)
        let file = folder.appendingPathComponent("deep.json")
        try renamed.write(to: file, atomically: false, encoding: .utf8)
        let segue = PlaygroundEndToEndTests.quoted(TmuxSession.builtProduct("segue"))
        let session = try TmuxSession(
            command: "\(segue) play deep --presets \(PlaygroundEndToEndTests.quoted(folder.path)); \(Self.report)", columns: 120, rows: 40,
            environment: ["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "SWIFT_BACKTRACE": "enable=no"])
        defer { session.kill() }
        #expect(session.waitFor("deep — Slide Over", timeout: 20))
        // A pan distance of 150,000 terms: a recursive evaluator overflows its stack on it.
        let expression = Array(repeating: "W", count: 150_000).joined(separator: "+")
        let deep = renamed.replacingOccurrences(of: #""distance": "W""#, with: "\"distance\": \"\(expression)\"")
        #expect(deep != renamed)
        try deep.write(to: file, atomically: false, encoding: .utf8)
        // Either the crash handler restores the terminal (on its own stack), or the reload is refused
        // and q quits: no way leaves the terminal stranded.
        #expect(session.waitUntil(timeout: 20) { $0.contains("EXIT=") || $0.contains("⚠") })
        if !session.capture().contains("EXIT=") { session.send(keys: "q") }
        #expect(session.waitFor(matching: "EXIT=(0|139)", timeout: 20), "\(session.capture())")
        #expect(session.capture().contains(Self.shellModes), "\(session.capture())")
        #expect(!session.alternateScreenOn())
        #expect(!session.mouseReportingOn())
    }

    // MARK: A terminal that takes no output

    /// `0` stands for the key q.
    @Test(
        "while the terminal takes no output, q, TERM, INT and HUP still end the playground and restore the terminal's modes",
        arguments: [0, SIGTERM, SIGINT, SIGHUP])
    func stalledTerminal(_ signal: Int32) throws {
        // A pseudo-terminal whose output nobody reads, as a hung terminal emulator would.
        let terminal = try PseudoTerminalProcess(
            executable: TmuxSession.builtProduct("segue"), arguments: ["play", "slide-over"],
            environment: ["TERM": "tmux-256color", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no", "HOME": "/nonexistent"],
            columns: 120, rows: 40)
        // Wait until the playground has set its modes (canonical input off).
        for _ in 0..<400 where terminal.modes.c_lflag & tcflag_t(ICANON) != 0 { usleep(25_000) }
        // Keys that each change the screen, a frame apart, until the terminal's buffer is full.
        for key in Array(repeating: ["L", "H"], count: 50).joined() {
            terminal.type(key)
            usleep(20_000)
        }
        usleep(1_000_000)  // a blocked write is dropped after half a second: let a few happen
        if signal == 0 { terminal.type("q") } else { terminal.signal(signal) }
        let status = terminal.waitForExit(timeoutMilliseconds: 10_000)
        #expect(status != nil, "the playground did not end")
        if let status {
            // The wait status: the exit code in the second byte, or the signal in the low 7 bits.
            #expect(signal == 0 ? status == 0 : status & 0x7F == signal, "wait status \(status)")
        }
        let modes = terminal.modes
        #expect(modes.c_lflag & tcflag_t(ICANON) != 0 && modes.c_lflag & tcflag_t(ECHO) != 0, "canonical input and echo are back")
        #expect(modes.c_iflag & tcflag_t(IXON) != 0, "flow control is back")
    }
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

/// SIGTTIN and SIGTTOU (sent by `kill`, or raised by a read or a mode change from the background)
/// stop the playground as Ctrl-Z does, in every mode: the terminal handed back first (main screen,
/// mouse reporting and keypad modes off, the shell's line discipline), taken again on `fg`.
@Suite("segue play against SIGTTIN and SIGTTOU", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalStopSignalsEndToEndTests {
    static let bash = ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(
        "each stops the playground with the terminal restored, in the normal, compare, edit and recording modes; fg takes it back",
        .enabled(if: bash != nil, "no bash for job control"),
        arguments: [SIGTTIN, SIGTTOU], ["", "=", "e", "R"])
    func stop(signal: Int32, mode: String) throws {
        let folder = try makeTemporaryFolder("segue-e2e-stop-signal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TmuxSession(command: "cd '\(folder.path)' && \(Self.bash!) --norc --noprofile -i", columns: 120, rows: 40)
        defer { session.kill() }
        session.send(literal: "PS1='job-''shell$ '")
        session.send(keys: "Enter")
        #expect(session.waitFor("job-shell$"))
        session.send(literal: "\(PlaygroundEndToEndTests.quoted(TmuxSession.builtProduct("segue"))) play slide-over")
        session.send(keys: "Enter")
        #expect(session.waitFor("Inspector", timeout: 20))
        switch mode {
        case "=": session.send(keys: "=")
        case "e": session.send(keys: "e")
        case "R": session.send(keys: "R")
        default: break
        }
        #expect(session.waitFor(mode == "=" ? "compare · focus A" : mode == "e" ? "Editor · slide-over" : mode == "R" ? "● REC" : "Inspector"))
        // The pane's shell runs bash, which runs segue.
        let bash = try #require(session.childPID(named: "bash"))
        let pid = try #require(session.childPID(named: "segue", of: bash))
        #expect(kill(pid, signal) == 0)
        #expect(session.waitFor("Stopped"), "\(session.capture())")
        #expect(!session.alternateScreenOn())
        #expect(!session.mouseReportingOn())
        #expect(session.display("#{keypad_cursor_flag}#{keypad_flag}") == "00", "keypad modes off")
        session.send(literal: #"echo "MODES $(stty -a | tr -s ' ;' '\n\n' | grep -xE -- '-?(icanon|echo|isig|ixon)' | tr '\n' ' ')""#)
        session.send(keys: "Enter")
        #expect(session.waitFor(TerminalHardeningEndToEndTests.shellModes), "\(session.capture())")
        session.send(literal: "fg")
        session.send(keys: "Enter")
        #expect(session.waitFor(matching: "Inspector|Editor · "))
        #expect(session.waitUntil { _ in session.alternateScreenOn() })
        // Out of edit mode (a key typed there edits), then q (twice for unsaved edits: none here).
        session.send(keys: "Escape")
        usleep(200_000)
        session.send(keys: "q")
        // The playground reads input ahead (q is handled ahead of a backlog), so what is typed
        // before it has exited is its input: wait for the shell to have the terminal again.
        #expect(session.waitUntil { _ in !session.alternateScreenOn() })
        session.send(literal: "echo status-$?")
        session.send(keys: "Enter")
        #expect(session.waitFor("status-0"), "\(session.capture())")
    }
}

/// Compare mode under storms, in tmux: a key pasted 80,000 times and a 72,000-character random
/// paste. Counted, never timed: one log line for the 80,000 keys, the backlog dropped and said,
/// a key after the storm handled, q quitting with the terminal restored.
@Suite("segue play: compare mode under input storms", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct CompareStormEndToEndTests {
    func startCompare(_ folder: URL) throws -> TmuxSession {
        let segue = PlaygroundEndToEndTests.quoted(TmuxSession.builtProduct("segue"))
        let session = try TmuxSession(
            command: "cd '\(folder.path)' && \(segue) play slide-over; \(TerminalHardeningEndToEndTests.report)", columns: 160, rows: 50,
            environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(session.waitFor("Inspector", timeout: 20))
        session.send(keys: "=")
        #expect(session.waitFor("compare · focus A"))
        return session
    }

    /// Pastes `text` through a tmux buffer (one write to the pane, as a terminal's paste).
    func paste(_ text: String, into session: TmuxSession, folder: URL) throws {
        let file = folder.appendingPathComponent("paste-\(UUID().uuidString.prefix(6)).txt")
        try text.write(to: file, atomically: false, encoding: .utf8)
        session.paste(contentsOf: file)
    }

    @Test("80,000 x then q: one 'nothing to cancel' per pane, not 80,000; q quits and the terminal is restored")
    func repeatedKey() throws {
        let folder = try makeTemporaryFolder("segue-e2e-storm-x")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try startCompare(folder)
        defer { session.kill() }
        try paste(String(repeating: "x", count: 80_000), into: session, folder: folder)
        #expect(session.waitFor("nothing to cancel", timeout: 30))
        // Once the screen holds still: the line once in each pane's log, not a log full of it.
        var screen = session.capture()
        for _ in 0..<50 {
            usleep(200_000)
            let again = session.capture()
            if again == screen { break }
            screen = again
        }
        let count = screen.components(separatedBy: "nothing to cancel").count - 1
        #expect(count == 2, "once in each pane's log:\n\(screen)")
        session.send(keys: "l")
        #expect(session.waitFor(progress: "1.0", timeout: 30), "a key after the storm acts")
        session.send(keys: "q")
        TerminalHardeningEndToEndTests().expectRestored(session, status: 0)
    }

    @Test("a 72,000-character random paste: the backlog is dropped and said so, and q quits cleanly")
    func randomPaste() throws {
        let folder = try makeTemporaryFolder("segue-e2e-storm-paste")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try startCompare(folder)
        defer { session.kill() }
        var random = SeededRandom(seed: 72)
        // Printable ASCII but the keys that open a mode typing takes (/, e, w, ?, i) or quit (q)
        // or record (R): what is left moves, plays, switches and turns.
        let keys = (32..<127).map { Character(UnicodeScalar($0)!) }.filter { !"/ewq?iR".contains($0) }
        try paste(String((0..<72_000).map { _ in keys[Int(random.next() % UInt64(keys.count))] }), into: session, folder: folder)
        #expect(session.waitFor(matching: "[0-9]+ input events dropped", timeout: 60), "\(session.capture())")
        // Whatever the paste left open (a finger down, the card) closes with Escape; then q. A
        // moment apart, so they do not arrive together as Alt-q.
        for _ in 0..<3 where !session.capture().contains("EXIT=") {
            session.send(keys: "Escape")
            usleep(500_000)
            session.send(keys: "q")
            session.waitFor("EXIT=", timeout: 5)
        }
        TerminalHardeningEndToEndTests().expectRestored(session, status: 0)
    }
}

/// Wide (CJK) characters in the real playground, in tmux: a preset's title in the inspector and
/// its card, and a name typed into save-as. The screen never scrolls: its first row stays the
/// stage's top border.
@Suite("segue play: wide characters", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct WideCharactersEndToEndTests {
    @Test("a CJK title, its card and a CJK name typed into save-as keep the screen in place")
    func wideTitle() throws {
        let folder = try makeTemporaryFolder("segue-e2e-wide")
        defer { try? FileManager.default.removeItem(at: folder) }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let title = String(repeating: "漢字のタイトル ", count: 12)
        let text = try String(contentsOf: repository.appendingPathComponent("presets/slide-over.json"), encoding: .utf8)
            .replacingOccurrences(of: #""name": "slide-over""#, with: #""name": "wide""#)
            .replacingOccurrences(of: #""title": "Slide Over""#, with: "\"title\": \"\(title)\"")
        try text.write(to: folder.appendingPathComponent("wide.json"), atomically: false, encoding: .utf8)
        let segue = PlaygroundEndToEndTests.quoted(TmuxSession.builtProduct("segue"))
        let session = try TmuxSession(
            command: "\(segue) play wide --presets '\(folder.path)'", columns: 100, rows: 30, environment: ["XDG_CONFIG_HOME": folder.path])
        defer { session.kill() }
        #expect(session.waitFor("Inspector", timeout: 20))
        func topIsBorder() -> Bool { session.capture().split(separator: "\n").first?.hasPrefix("╭") == true }
        #expect(session.capture().contains("wide — 漢字のタイトル"))
        #expect(topIsBorder(), "\(session.capture())")
        session.send(keys: "i")
        #expect(session.waitFor("╭ wide — 漢字"), "\(session.capture())")
        #expect(topIsBorder(), "the card: \(session.capture())")
        session.send(keys: "Escape")
        // Save-as asks for a built-in's name: ⇥ goes on to one (zoom).
        session.send(keys: "Tab")
        session.send(keys: "e")
        session.send(keys: "Right")
        session.send(keys: "w")
        #expect(session.waitFor("Save a copy as:"), "\(session.capture())")
        session.send(literal: String(repeating: "漢字", count: 40))
        // A long name shows its end, where the typing is.
        #expect(session.waitFor("Save a copy as: …"), "\(session.capture())")
        #expect(topIsBorder(), "save-as: \(session.capture())")
        #expect(session.capture().split(separator: "\n").count <= 30)
    }
}
