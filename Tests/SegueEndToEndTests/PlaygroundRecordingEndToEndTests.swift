import Foundation
import SegueTestSupport
import Testing

/// `R` in the real playground, in tmux: the file it writes is asciicast v2 that Python parses line
/// by line and `asciinema play` replays to the very screens the pane showed.
@Suite("segue play in tmux: recording with R", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PlaygroundRecordingEndToEndTests {
    static let columns = 100, rows = 30

    /// `segue play cube ARGUMENTS`, run in `folder`, in a 100 × 30 pane, once its first frame is drawn.
    func startPlayground(in folder: URL, _ arguments: String = "") throws -> TmuxSession {
        let segue = TmuxSession.builtProduct("segue")
        let session = try TmuxSession(command: "cd '\(folder.path)' && '\(segue)' play cube \(arguments)", columns: Self.columns, rows: Self.rows)
        #expect(session.waitFor("Inspector", timeout: 20), "the playground did not start:\n\(session.capture())")
        return session
    }

    /// Waits until the screen differs from `previous` and then holds still for 0.2 s; returns it.
    func nextScreen(_ session: TmuxSession, after previous: String) -> String {
        var screen = session.capture()
        var deadline = Date().addingTimeInterval(10)
        while screen == previous, Date() < deadline {
            usleep(20_000)
            screen = session.capture()
        }
        deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            usleep(200_000)
            let again = session.capture()
            if again == screen { break }
            screen = again
        }
        return screen
    }

    /// The one recording in `folder`.
    func recording(in folder: URL) throws -> URL {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".cast") }
        #expect(files.count == 1, "\(files)")
        let name = try #require(files.first)
        #expect(name.range(of: #"^segue-cube-\d{8}-\d{6}\.cast$"#, options: .regularExpression) != nil, "\(name)")
        return folder.appendingPathComponent(name)
    }

    /// Python's verdict on `file`: every line is JSON, the header's fields, the events in time order;
    /// prints the number of events. A file that was `killed` (SIGKILL) may end in spaces after its
    /// last line (`docs/recording.md`); any other ends with a whole line and nothing after it.
    func check(_ file: URL, killed: Bool = false) throws -> Int? {
        let python = try #require(RecordFilmstripEndToEndTests.python)
        let script = """
            import json, sys
            text = open(sys.argv[1], encoding="utf-8").read()
            if sys.argv[2] == "killed":
                assert not text.rstrip(" ").endswith("\\n"), "spaces follow the last line, no empty line"
                lines = [json.loads(line) for line in text.split("\\n")]
            else:
                assert text.endswith("]\\n"), "ends with a whole line"
                lines = [json.loads(line) for line in text.split("\\n")[:-1]]
            header, events = lines[0], lines[1:]
            assert header["version"] == 2 and header["width"] == \(Self.columns) and header["height"] == \(Self.rows), header
            assert header["env"] == {"TERM": "tmux-256color"}, header
            assert header["title"] == "segue play cube — Cube", header
            assert isinstance(header["timestamp"], int) and header["idle_time_limit"] == 2, header
            assert all(e[1] == "o" and isinstance(e[0], (int, float)) and isinstance(e[2], str) for e in events), events
            assert [e[0] for e in events] == sorted(e[0] for e in events)
            print(len(events))
            """
        let result = try ProcessRunner.run(executable: URL(fileURLWithPath: python), ["-c", script, file.path, killed ? "killed" : "stopped"])
        #expect(result.status == 0, "\(result.standardError)")
        return Int(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The screen `asciinema play` leaves after playing the header and the first `count` events of
    /// `file`, in a pane of the recording's size.
    func replay(_ file: URL, events count: Int, folder: URL) throws -> String {
        let asciinema = try #require(RecordFilmstripEndToEndTests.asciinema)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let prefix = folder.appendingPathComponent("prefix-\(count).json")
        try (lines.prefix(count + 1).joined(separator: "\n") + "\n").write(to: prefix, atomically: true, encoding: .utf8)
        let done = folder.appendingPathComponent("played-\(count)")
        let player = try TmuxSession(
            command: "\(asciinema) play -s 4 '\(prefix.path)'; touch '\(done.path)'; sleep 60", columns: Self.columns, rows: Self.rows,
            environment: ["HOME": folder.path])
        defer { player.kill() }
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: done.path), Date() < deadline { usleep(50_000) }
        #expect(FileManager.default.fileExists(atPath: done.path), "asciinema play did not finish:\n\(player.capture())")
        return player.capture()
    }

    @Test(
        "R, scrub with →, R: a valid asciicast file whose frames, played by asciinema, are the screens the pane showed",
        .enabled(if: RecordFilmstripEndToEndTests.asciinema != nil && RecordFilmstripEndToEndTests.python != nil, "asciinema or python3 is not installed"))
    func recordScrubStop() throws {
        let folder = try makeTemporaryFolder("segue-e2e-play-record")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Without --record-dir the file goes to the current folder.
        let session = try startPlayground(in: folder)
        defer { session.kill() }
        var seen = [session.capture()]
        session.send(keys: "R")
        seen.append(nextScreen(session, after: seen.last!))
        #expect(seen.last!.contains("● REC segue-cube-"))
        for _ in 1...3 {
            session.send(keys: "Right")
            seen.append(nextScreen(session, after: seen.last!))
        }
        session.send(keys: "R")
        #expect(session.waitFor("recording saved: segue-cube-"))
        #expect(!session.capture().contains("● REC"))
        session.send(keys: "q")
        #expect(session.waitFor("EXIT=0"))

        let file = try recording(in: folder)
        // One output event per frame drawn while recording: the one R brought, and one per →.
        let recorded = Array(seen.dropFirst())
        #expect(try check(file) == recorded.count)
        for (k, screen) in recorded.enumerated() {
            let played = RecordFilmstripEndToEndTests.screenText(try replay(file, events: k + 1, folder: folder))
            #expect(played == RecordFilmstripEndToEndTests.screenText(screen), "event \(k + 1): played\n\(played)\nseen\n\(screen)")
        }
    }

    @Test(
        "SIGKILL while recording: the file still parses, every line whole, up to its last frame",
        .enabled(if: RecordFilmstripEndToEndTests.python != nil, "python3 is not installed"))
    func killedWhileRecording() throws {
        let folder = try makeTemporaryFolder("segue-e2e-play-record")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("casts"), withIntermediateDirectories: false)
        try signalWhileRecording(SIGKILL, in: folder, recordDirectory: "casts")
        let file = try recording(in: folder.appendingPathComponent("casts"))
        let events = try check(file, killed: true)
        #expect((events ?? 0) >= 5, "the frames of the running transition were written as they were drawn")
        #expect(try asciinemaCat(file, folder: folder) == 0, "asciinema reads the killed file to its end")
    }

    /// Starts the playground in `folder` (recording to `recordDirectory`, or the folder itself),
    /// presses R, starts a transition and sends `signal` while frames are being recorded at 60 fps;
    /// returns once the process has ended of the signal.
    func signalWhileRecording(_ signal: Int32, in folder: URL, recordDirectory: String? = nil) throws {
        let session = try startPlayground(in: folder, recordDirectory.map { "--record-dir \($0)" } ?? "")
        defer { session.kill() }
        session.send(keys: "R")
        #expect(session.waitFor("● REC \(recordDirectory.map { $0 + "/" } ?? "")segue-cube-"))
        // A running transition: frames at 60 fps, so the signal lands among them.
        session.send(keys: "Space")
        usleep(300_000)
        let pid = try #require(session.childPID(named: "segue"))
        #expect(kill(pid, signal) == 0)
        #expect(session.waitFor("EXIT=\(128 + signal)"))
    }

    /// `asciinema cat FILE` (which needs a terminal) in a pane; its exit status.
    func asciinemaCat(_ file: URL, folder: URL) throws -> Int32? {
        let asciinema = try #require(RecordFilmstripEndToEndTests.asciinema)
        let status = folder.appendingPathComponent("cat-status")
        let session = try TmuxSession(
            command: "\(asciinema) cat '\(file.path)' > /dev/null; echo $? > '\(status.path)'; sleep 60", columns: Self.columns,
            rows: Self.rows, environment: ["HOME": folder.path])
        defer { session.kill() }
        let deadline = Date().addingTimeInterval(30)
        while (try? String(contentsOf: status, encoding: .utf8))?.hasSuffix("\n") != true, Date() < deadline { usleep(50_000) }
        return (try? String(contentsOf: status, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    @Test(
        "SIGTERM while recording: the handler ends the file on its last whole line, as R would",
        .enabled(if: RecordFilmstripEndToEndTests.python != nil, "python3 is not installed"))
    func terminatedWhileRecording() throws {
        let folder = try makeTemporaryFolder("segue-e2e-play-record")
        defer { try? FileManager.default.removeItem(at: folder) }
        try signalWhileRecording(SIGTERM, in: folder)
        #expect((try check(try recording(in: folder)) ?? 0) >= 5)
    }

    @Test(
        "the file cut short by another program while recording (to 0 bytes, half, 4096): the recording stops with an error saying what is left; the file is valid up to its last whole frame or removed",
        .enabled(if: RecordFilmstripEndToEndTests.python != nil && RecordFilmstripEndToEndTests.asciinema != nil, "python3 or asciinema is not installed"),
        arguments: ["0", "half", "4096"])
    func fileCutShort(_ cut: String) throws {
        let folder = try makeTemporaryFolder("segue-e2e-play-record-cut")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try startPlayground(in: folder)
        defer { session.kill() }
        session.send(keys: "R")
        #expect(session.waitFor("● REC segue-cube-"))
        // Frames for the file: a transition played, back and forth.
        for _ in 0..<3 {
            session.send(keys: "End")
            usleep(150_000)
            session.send(keys: "Home")
            usleep(150_000)
        }
        let file = try recording(in: folder)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        let length = cut == "half" ? size / 2 : Int(cut)!
        #expect(truncate(file.path, off_t(length)) == 0)
        // Frames after the cut, until one is written past the file's new end and fails.
        // (Space plays the transition, or plays it again: 60 frames a second while it runs.)
        for _ in 0..<30 where !session.capture().contains("recording failed:") {
            session.send(keys: "Space")
            session.waitFor("recording failed:", timeout: 1)
        }
        #expect(session.waitFor(matching: "recording failed: .*(cut short|cannot write)", timeout: 20), "\(session.capture())")
        #expect(session.waitFor(matching: "\\.cast (removed: no whole frame in it|kept with its [0-9]+ whole frames?)"), "\(session.capture())")
        let screen = session.capture()
        #expect(!screen.contains("● REC"))
        // Still running: q ends it normally.
        session.send(keys: "q")
        #expect(session.waitFor("EXIT=0"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".cast") }
        if files.isEmpty {
            #expect(screen.contains(".cast removed: no whole frame in it"), "\(screen)")
        } else {
            #expect(screen.range(of: #"\.cast kept with its [0-9]+ whole frame"#, options: .regularExpression) != nil, "\(screen)")
            #expect((try check(file) ?? 0) >= 1)
            #expect(try asciinemaCat(file, folder: folder) == 0, "asciinema reads what is left")
        }
    }

    @Test(
        "R on a full disk: the recording fails saying where, and no empty .cast is left",
        .enabled(if: FullDisk.isAvailable, "cannot mount a tmpfs here (unshare)"))
    func fullDisk() throws {
        let folder = try makeTemporaryFolder("segue-e2e-play-record-full")
        defer { try? FileManager.default.removeItem(at: folder) }
        let segue = TmuxSession.builtProduct("segue")
        let command = FullDisk.command(
            folder.path, then: "cd '\(folder.path)/out' && '\(segue)' play cube; echo EXIT=$?; echo LEFT: $(ls -A | wc -l) files; sleep 30")
        let session = try TmuxSession(command: command, columns: Self.columns, rows: Self.rows)
        defer { session.kill() }
        #expect(session.waitFor("Inspector", timeout: 20), "\(session.capture())")
        session.send(keys: "R")
        #expect(session.waitFor("recording failed: cannot write segue-cube-"), "\(session.capture())")
        #expect(session.waitFor(".cast removed: no whole frame in it"), "\(session.capture())")
        session.send(keys: "q")
        #expect(session.waitFor("EXIT=0"))
        #expect(session.waitFor("LEFT: 0 files"), "\(session.capture())")
    }
}
