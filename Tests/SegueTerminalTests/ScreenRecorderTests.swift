import Foundation
import SegueInput
import SegueRender
import SegueTerminal
import SegueTestSupport
import Testing

@Suite("Terminal run loop: recording the screen")
struct ScreenRecorderTests {
    /// Runs `ScriptedApp` (R starts and stops, q quits) on a scripted 20 × 2 device from clock 100,
    /// recording into `folder` with the wall clock at `wallClock`.
    func run(_ script: [(at: Double, events: [InputEvent])], folder: String, wallClock: Double = 1_796_100_000) -> (ScriptedApp, ScriptedDevice) {
        let time = ManualTime(100)
        let device = ScriptedDevice(time: time, script: script)
        let settings = ScreenRecorder.Settings(directory: folder, term: "xterm-256color", colorDepth: .ansi256, idleTimeLimit: 2, wallClock: { wallClock })
        var app = ScriptedApp()
        _ = TerminalRunner(framesPerSecond: 50, clock: MonotonicClock { time.now }, recording: settings).run(&app, on: device)
        return (app, device)
    }

    /// Each line of `path` parsed as JSON (every line must parse).
    func lines(_ path: String) throws -> [Any] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        return try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed]) }
    }

    func reportedFiles(_ app: ScriptedApp) -> [String] {
        app.events.compactMap { if case .recording(.started(let file)) = $0 { file } else { nil } }
    }

    @Test(
        "R … R: a header with the size, TERM, title and timestamp; one event per drawn frame at its clock time, gaps capped, a resize event; nothing after the stop"
    )
    func recordsFramesBetweenStartAndStop() throws {
        let folder = try makeTemporaryFolder("segue-screen-recorder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script: [(at: Double, events: [InputEvent])] = [
            (101, [.key(.character("R"))]), (101.5, [.key(.right)]), (102, [.resize(columns: 30, rows: 5)]),
            (110, [.key(.right)]), (111, [.key(.character("R"))]), (112, [.key(.right)]), (113, [.key(.character("q"))]),
        ]
        let (app, device) = run(script, folder: folder.path)
        let files = reportedFiles(app)
        #expect(files.count == 1)
        let file = try #require(files.first)
        #expect(file.hasPrefix(folder.path + "/segue-test-app-") && file.hasSuffix(".cast"))
        #expect(file.range(of: #"-\d{8}-\d{6}\.cast$"#, options: .regularExpression) != nil, "\(file)")
        #expect(app.events.contains(.recording(.stopped(file: file))))

        let parsed = try lines(file)
        let header = try #require(parsed.first as? [String: Any])
        #expect(header["version"] as? Int == 2 && header["width"] as? Int == 20 && header["height"] as? Int == 2)
        #expect(header["timestamp"] as? Int == 1_796_100_000 && header["idle_time_limit"] as? Double == 2)
        #expect((header["env"] as? [String: String]) == ["TERM": "xterm-256color"] && header["title"] as? String == "Test")
        let events = parsed.dropFirst().compactMap { $0 as? [Any] }
        #expect(events.count == parsed.count - 1)
        // The frame after R (t 0), after → (0.5), the resize and its repaint (1.0), and the frame
        // 8 s later counted as the 2 s idle limit (3.0); the frames after the second R are not in it.
        #expect(events.map { $0[0] as? Double } == [0, 0.5, 1, 1, 3])
        #expect(events.map { $0[1] as? String } == ["o", "o", "r", "o", "o"])
        #expect(events[2][2] as? String == "30x5")
        // Each output event shows the frame the device drew at that moment.
        // (The device drew the first frame before R, the four recorded, then two after the stop.)
        #expect(device.frames.count == 7)
        let drawn = device.frames.dropFirst().prefix(4).map(\.text)
        let replayed = try AsciicastReplay.screens(String(contentsOfFile: file, encoding: .utf8))
        #expect(
            replayed.map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
                == drawn.map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } })
    }

    @Test("quitting while recording leaves a complete file; a second recording in the same second gets its own name")
    func quitAndSecondRecording() throws {
        let folder = try makeTemporaryFolder("segue-screen-recorder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, _) = run(
            [
                (101, [.key(.character("R"))]), (102, [.key(.character("R"))]), (103, [.key(.character("R"))]), (104, [.key(.right)]),
                (105, [.key(.character("q"))]),
            ],
            folder: folder.path)
        let files = reportedFiles(app)
        #expect(files.count == 2)
        #expect(files.count == 2 && files[1] == files[0].replacingOccurrences(of: ".cast", with: "-2.cast"))
        // R + stop: the header and one frame; R, →, then q: the header and two frames.
        #expect(try files.map { try lines($0).count } == [2, 3])
    }

    @Test("a folder that cannot be written: the app hears why, with the path, and nothing is left behind")
    func failure() throws {
        let folder = try makeTemporaryFolder("segue-screen-recorder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing").path
        let (app, _) = run([(101, [.key(.character("R"))]), (102, [.key(.character("q"))])], folder: missing)
        let failures = app.events.compactMap { if case .recording(.failed(let reason)) = $0 { reason } else { nil } }
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("cannot create \(missing)/segue-test-app-") == true)
        #expect(failures.first?.hasSuffix(".cast: No such file or directory") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
