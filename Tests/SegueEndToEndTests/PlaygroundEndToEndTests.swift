import Foundation
import SeguePlayground
import SeguePresets
import SegueRender
import SegueTestSupport
import Testing

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The real `segue` playground in a private tmux server at 120 × 40: keys in, screen out, asserted
/// the way a person would read it. Every wait polls with a deadline; no assertion reads a clock.
@Suite("segue play in tmux", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PlaygroundEndToEndTests {
    static let columns = 120, rows = 40
    /// Where the stage is on a 120 × 40 screen without a banner.
    static let stage = PlaygroundLayout(columns: columns, rows: rows).stage

    // MARK: Scrubbing

    @Test("→, ⇧→/L, End and Home move the presented view on the stage and the progress in the inspector")
    func scrubbing() throws {
        let session = try startPlayground("slide-over")
        defer { session.kill() }
        #expect(session.waitFor(progress: "0.0"))
        var stage = Self.stageLines(session.capture())
        #expect(Self.column(of: "presenting", in: stage) != nil)
        #expect(Self.column(of: "presented", in: stage) == nil, "at 0 % the presented view is off the stage")
        #expect(Self.presentedEdge(in: stage) == nil)

        session.send(keys: "L", "L", "L")
        #expect(session.waitFor(progress: "30.0"))
        stage = Self.stageLines(session.capture())
        #expect(Self.column(of: "presented", in: stage) != nil)
        let at30 = try #require(Self.presentedEdge(in: stage))
        #expect(at30 > Self.stage.width / 2, "30 % in from the right edge: \(at30)")

        session.send(keys: "Right")
        #expect(session.waitFor(progress: "31.0"))
        let at31 = try #require(Self.presentedEdge(in: Self.stageLines(session.capture())))
        #expect(at31 <= at30)
        session.send(keys: "S-Right")
        #expect(session.waitFor(progress: "41.0"))
        let at41 = try #require(Self.presentedEdge(in: Self.stageLines(session.capture())))
        #expect(at41 < at31)

        session.send(keys: "End")
        #expect(session.waitFor(progress: "100.0"))
        stage = Self.stageLines(session.capture())
        #expect(Self.presentedEdge(in: stage) == nil, "the presented view's edge is the stage's own")
        #expect(Self.column(of: "presented", in: stage) != nil)
        #expect(Self.column(of: "presenting", in: stage) == nil, "the presented view covers the stage at 100 %")

        session.send(keys: "Home")
        #expect(session.waitFor(progress: "0.0"))
        stage = Self.stageLines(session.capture())
        #expect(Self.presentedEdge(in: stage) == nil)
        #expect(Self.column(of: "presented", in: stage) == nil)
        #expect(Self.column(of: "presenting", in: stage) != nil)
    }

    // MARK: Gestures

    @Test("a flick under percent-or-velocity finishes; the event log says → finish")
    func flickFinishes() throws {
        let session = try startPlayground("slide-over")
        defer { session.kill() }
        // slide-over's own policy, percent(0.5), ignores velocity: a 25 % flick would cancel there.
        session.send(keys: "c")
        #expect(session.waitFor("policy    percent-or-velocity"))
        session.send(keys: "f")
        #expect(session.waitFor("→ finish"))
        #expect(session.waitFor("✓ finished"))
        #expect(session.waitFor(progress: "100.0"))
    }

    @Test("a slow, short drag with the keyboard finger cancels")
    func slowShortDragCancels() throws {
        let session = try startPlayground("slide-over")
        defer { session.kill() }
        session.send(keys: "d")
        #expect(session.waitFor("(finger down)"))
        // → advances whatever the pan's direction (slide-over presents with a pan from the right).
        for _ in 0..<3 {
            usleep(200_000)
            session.send(keys: "Right")
        }
        #expect(session.waitFor(matching: #"fraction +([1-9]|1[0-9])\.[0-9] %"#))
        usleep(300_000)
        session.send(keys: "Space")
        #expect(session.waitFor("→ cancel"))
        #expect(session.waitFor("✗ cancelled"))
        #expect(session.waitFor(progress: "0.0"))
        #expect(session.capture().contains("– (no finger)"))
    }

    @Test("a fast mouse drag to the left across the stage, then release, finishes slide-over")
    func mouseDragFinishes() throws {
        let session = try startPlayground("slide-over")
        defer { session.kill() }
        #expect(session.mouseReportingOn())
        let row = Self.stage.y + Self.stage.height / 2
        let right = Self.stage.x + Self.stage.width - 6
        session.sendMouse(button: 0, column: right, row: row)
        #expect(session.waitFor("(mouse down)"))
        for column in stride(from: right - 5, through: Self.stage.x + 4, by: -5) {
            session.sendMouse(button: 32, column: column, row: row)
        }
        #expect(session.waitFor(matching: #"fraction +[5-9][0-9]\.[0-9] %"#))
        session.sendMouse(button: 3, column: Self.stage.x + 4, row: row)
        #expect(session.waitFor("→ finish"))
        #expect(session.waitFor("✓ finished"))
    }

    // MARK: Help

    @Test("? shows the help with the key bindings; Esc closes it")
    func help() throws {
        let session = try startPlayground("slide-over")
        defer { session.kill() }
        session.send(keys: "?")
        #expect(session.waitFor("Keys — ? or Esc closes"))
        let screen = session.capture()
        #expect(screen.contains("Scrub forward 10 %"))
        // The help is taller than the screen: Page Down scrolls it (the help's key map) to the rest.
        session.send(keys: "NPage")
        session.send(keys: "NPage")
        #expect(session.waitFor("Show or hide this help"))
        #expect(session.waitFor("In the preset picker (/)"))
        session.send(keys: "Escape")
        #expect(session.waitUntil { !$0.contains("Keys — ? or Esc closes") })
        #expect(session.capture().contains("Inspector"))
    }

    // MARK: Leaving

    @Test("q exits 0 and leaves a usable terminal: main screen, mouse off, the shell echoes and reads lines")
    func quitRestoresTheTerminal() throws {
        // After segue, the shell reads one line from the terminal and runs it: that only works if
        // canonical mode, echo and CR → NL are back.
        let session = try startPlayground("slide-over", then: #"echo STATUS=$?; read line; eval "$line""#)
        defer { session.kill() }
        #expect(session.alternateScreenOn())
        session.send(keys: "q")
        #expect(session.waitFor("STATUS=0"))
        #expect(!session.alternateScreenOn())
        #expect(!session.mouseReportingOn())
        #expect(session.display("#{cursor_flag}") == "1", "the cursor is visible again")
        session.send(literal: "echo ok-$((1+1))")
        #expect(session.waitFor("echo ok-$((1+1))"), "typed text echoes")
        session.send(keys: "Enter")
        #expect(session.waitFor(matching: "(?m)^ok-2$"))
    }

    @Test("SIGTERM restores the terminal and exits 143")
    func sigterm() throws {
        let session = try startPlayground("slide-over")
        defer { session.kill() }
        let pid = try #require(session.childPID(named: "segue"))
        #expect(kill(pid, SIGTERM) == 0)
        #expect(session.waitFor("EXIT=143"))
        #expect(!session.alternateScreenOn())
        #expect(!session.mouseReportingOn())
    }

    @Test("a crash (SIGSEGV, SIGABRT) restores the terminal, then ends with the signal as a crash would", arguments: [SIGSEGV, SIGABRT])
    func crash(signal: Int32) throws {
        let session = try startPlayground("slide-over")
        defer { session.kill() }
        let pid = try #require(session.childPID(named: "segue"))
        #expect(kill(pid, signal) == 0)
        #expect(session.waitFor("EXIT=\(128 + signal)", timeout: 20))
        #expect(!session.alternateScreenOn())
        #expect(!session.mouseReportingOn())
    }

    @Test("Ctrl-Z hands the terminal back to the shell; fg repaints the playground with drag reporting on")
    func suspendAndResume() throws {
        let bash = ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let shell = try #require(bash, "an interactive shell with job control")
        let session = try TmuxSession(command: "\(shell) --norc --noprofile -i", columns: Self.columns, rows: Self.rows)
        defer { session.kill() }
        session.send(literal: "PS1='job-''shell$ '")
        session.send(keys: "Enter")
        #expect(session.waitFor("job-shell$"))
        session.send(literal: "\(Self.quoted(TmuxSession.builtProduct("segue"))) play slide-over")
        session.send(keys: "Enter")
        #expect(session.waitFor("Inspector", timeout: 20))
        #expect(session.display("#{mouse_button_flag}") == "1")
        session.send(keys: "C-z")
        #expect(session.waitFor("Stopped"))
        #expect(!session.alternateScreenOn())
        #expect(!session.mouseReportingOn())
        session.send(literal: "fg")
        session.send(keys: "Enter")
        #expect(session.waitFor("Inspector"))
        #expect(session.waitUntil { _ in session.alternateScreenOn() && session.display("#{mouse_button_flag}") == "1" })
        session.send(keys: "q")
        // The playground reads input ahead (q is handled ahead of a backlog), so what is typed
        // before it has exited is its input: wait for the shell to have the terminal again.
        #expect(session.waitUntil { _ in !session.alternateScreenOn() })
        session.send(literal: "echo status-$?")
        session.send(keys: "Enter")
        #expect(session.waitFor("status-0"))
    }

    @Test("Ctrl-C restores the terminal and exits 130")
    func interrupt() throws {
        let session = try startPlayground("slide-over")
        defer { session.kill() }
        session.send(keys: "C-c")
        #expect(session.waitFor("EXIT=130"))
        #expect(!session.alternateScreenOn())
        #expect(!session.mouseReportingOn())
    }

    // MARK: Resize

    @Test("a 30 × 10 terminal shows the too-small message; back at 120 × 40 the layout returns")
    func resize() throws {
        let session = try startPlayground("slide-over")
        defer { session.kill() }
        session.resize(columns: 30, rows: 10)
        #expect(session.waitFor("Terminal too small: 30×10"))
        #expect(!session.capture().contains("Inspector"))
        session.resize(columns: Self.columns, rows: Self.rows)
        #expect(session.waitFor("Inspector"))
        #expect(session.waitFor("q quit"))
        #expect(!session.capture().contains("Terminal too small"))
    }

    // MARK: Hot reload

    @Test("hot reload: a broken edit shows file:line:col and keeps the stage; a fixed edit shows the new title")
    func hotReload() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-e2e-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: Self.repository.appendingPathComponent("presets/slide-over.json"), encoding: .utf8)
        let renamed = original.replacingOccurrences(of: #""name": "slide-over""#, with: #""name": "my-slide""#)
        #expect(renamed != original)
        let file = folder.appendingPathComponent("my-slide.json")
        try renamed.write(to: file, atomically: false, encoding: .utf8)

        let session = try startPlayground(
            "my-slide --presets \(Self.quoted(folder.path))",
            environment: ["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path])
        defer { session.kill() }
        #expect(session.waitFor("my-slide — Slide Over"))

        // A trailing comma after the last member.
        let broken = renamed.replacingOccurrences(of: "  ]\n}", with: "  ],\n}")
        #expect(broken != renamed)
        try broken.write(to: file, atomically: false, encoding: .utf8)
        #expect(session.waitFor(matching: #"⚠ .*my-slide\.json:[0-9]+:[0-9]+"#))
        let screen = session.capture()
        #expect(Self.column(of: "presenting", in: Self.stageLines(screen)) != nil, "the last good preset stays on the stage")
        #expect(screen.contains("my-slide — Slide Over"))

        let fixed = renamed.replacingOccurrences(of: #""title": "Slide Over""#, with: #""title": "Slide Over Reloaded""#)
        try fixed.write(to: file, atomically: false, encoding: .utf8)
        #expect(session.waitFor("my-slide — Slide Over Reloaded"))
        #expect(session.waitUntil { !$0.contains("⚠") })
    }

    // MARK: The stage is the renderer's frame

    @Test("at 30 % the stage shows exactly the frame the renderer draws for that size")
    func stageMatchesTheRenderer() throws {
        let session = try startPlayground("slide-over --color never")
        defer { session.kill() }
        session.send(keys: "L", "L", "L")
        #expect(session.waitFor(progress: "30.0"))
        let shown = Self.stageLines(session.capture())

        var model = PlaygroundPane(
            presets: PresetCatalog.builtIn().entries.map(\.spec), initial: "slide-over",
            options: PlaygroundPane.Options(render: RenderOptions(colorDepth: .none)))
        for _ in 0..<3 { _ = model.perform(.scrubForwardCoarse) }
        #expect(abs(model.progress - 0.3) < 1e-9)
        let expected = model.stageGrid(width: Self.stage.width, height: Self.stage.height).trimmedText
        #expect(shown == expected.components(separatedBy: "\n"), "\(lineDiff(expected, shown.joined(separator: "\n")))")
    }

    @Test("at 30 % the stage shows what segue render prints for the same preset, progress and size")
    func stageMatchesSegueRender() throws {
        let session = try startPlayground("slide-over --color never")
        defer { session.kill() }
        session.send(keys: "L", "L", "L")
        #expect(session.waitFor(progress: "30.0"))
        let shown = Self.stageLines(session.capture())

        let size = "\(Self.stage.width)x\(Self.stage.height)"
        let rendered = try ProcessRunner.run("segue", ["render", "slide-over", "--progress", "0.3", "--size", size, "--color", "never"], timeout: 60)
        #expect(rendered.status == 0, "\(rendered.standardError)")
        var expected = rendered.standardOutput.components(separatedBy: "\n").map(Self.trimmingTrailingBlanks)
        if expected.last == "" { expected.removeLast() }
        while expected.count < Self.stage.height { expected.append("") }
        #expect(shown == expected, "\(lineDiff(expected.joined(separator: "\n"), shown.joined(separator: "\n")))")
    }

    // MARK: Helpers

    /// Starts `segue play ARGUMENTS` (at 120 × 40 unless told) and waits for the first frame; `then`
    /// is shell code run after segue ends (before the harness prints `EXIT=`).
    func startPlayground(_ arguments: String, then: String? = nil, columns: Int = Self.columns, rows: Int = Self.rows, environment: [String: String] = [:])
        throws -> TmuxSession
    {
        var command = "\(Self.quoted(TmuxSession.builtProduct("segue"))) play \(arguments)"
        if let then { command += "; \(then)" }
        let session = try TmuxSession(command: command, columns: columns, rows: rows, environment: environment)
        guard session.waitFor("Inspector", timeout: 20) else {
            let screen = session.capture()
            session.kill()
            throw PlaygroundDidNotStart(screen: screen)
        }
        return session
    }

    struct PlaygroundDidNotStart: Error, CustomStringConvertible {
        let screen: String
        var description: String { "the playground did not draw its first frame; the screen:\n\(screen)" }
    }

    /// The stage rectangle cut out of a captured screen: one line per stage row, trailing blanks trimmed.
    static func stageLines(_ screen: String) -> [String] {
        let lines = screen.components(separatedBy: "\n")
        return (stage.y..<(stage.y + stage.height)).map { y in
            let line = y < lines.count ? Array(lines[y]) : []
            let cut = line.dropFirst(stage.x).prefix(stage.width)
            return trimmingTrailingBlanks(String(cut))
        }
    }

    /// The column (within the lines) where `text` first appears, top to bottom.
    static func column(of text: String, in lines: [String]) -> Int? {
        for line in lines {
            if let range = line.range(of: text) { return line.distance(from: line.startIndex, to: range.lowerBound) }
        }
        return nil
    }

    /// The stage column of the presented view's left border: the first vertical line inside the
    /// stage's frame on its first inner row (nil when no view edge is inside the frame).
    static func presentedEdge(in stage: [String]) -> Int? {
        guard stage.count > 1 else { return nil }
        let row = Array(stage[1])
        return row.indices.first { $0 > 0 && $0 < Self.stage.width - 1 && "│├┤┼".contains(row[$0]) }
    }

    static func trimmingTrailingBlanks(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    static func quoted(_ path: String) -> String { "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }

    /// The package root (this file is Tests/SegueEndToEndTests/…).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// The playground's end-to-end contract without a terminal.
@Suite("segue play without a terminal")
struct PlaygroundWithoutTerminalTests {
    @Test("segue with stdout not a TTY exits 1 and points to render, simulate, curve and list")
    func notATerminal() throws {
        let result = try ProcessRunner.run("segue", [], timeout: 60)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        for command in ["segue render", "segue simulate", "segue curve", "segue list"] {
            #expect(result.standardError.contains(command), "\(result.standardError)")
        }
        #expect(!result.standardError.contains("\u{1B}["), "no escape sequences from curses")
    }
}

extension TmuxSession {
    /// Polls until the inspector shows `percent` (e.g. "30.0") as the fraction complete.
    func waitFor(progress percent: String, timeout: Double = 10) -> Bool {
        waitFor(matching: "fraction +\(NSRegularExpression.escapedPattern(for: percent)) %", timeout: timeout)
    }

    /// Polls the screen until `condition` holds; false after `timeout` seconds.
    func waitUntil(timeout: Double = 10, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition(capture()) { return true }
            usleep(30_000)
        } while Date() < deadline
        return condition(capture())
    }

    /// The pid of the pane shell's child whose command name is `name` (the program under test),
    /// read from /proc, polled briefly while the shell starts it.
    func childPID(named name: String, timeout: Double = 10) -> Int32? {
        guard let shell = shellPID() else { return nil }
        return childPID(named: name, of: shell, timeout: timeout)
    }

    /// The pid of `parent`'s child whose command name is `name`, polled briefly.
    func childPID(named name: String, of parent: Int32, timeout: Double = 10) -> Int32? {
        let shell = parent
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            for entry in entries {
                guard let pid = Int32(entry),
                    let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                    let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
                else { continue }
                let command = stat[stat.index(after: open)..<close]
                // After ") ": state, then the parent's pid.
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                if command == name, fields.count > 1, Int32(fields[1]) == shell { return pid }
            }
            usleep(30_000)
        } while Date() < deadline
        return nil
    }
}
