import Foundation
import SegueEngine
import SeguePlayground
import SeguePresets
import SegueRender
import SegueTestSupport
import Testing

/// Compare mode filmed, checked with the real asciinema: `segue record --compare-policy` played by
/// `asciinema play` ends on the compare screen the model draws, and `R` in compare mode writes a
/// file of the whole screen (both panes) that Python parses and `asciinema cat` reads.
@Suite("recording compare mode, with asciinema", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct CompareRecordingEndToEndTests {
    typealias Record = RecordFilmstripEndToEndTests
    static let script = "touch; drag 40% over 0.3s; wait 0.2s; release"

    @Test(
        "record --compare-policy: asciinema plays both panes side by side to the model's last compare frame",
        .enabled(if: RecordFilmstripEndToEndTests.asciinema != nil, "asciinema is not installed"))
    func recordCompare() throws {
        let folder = try makeTemporaryFolder("segue-e2e-record-compare")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("both.cast")
        let result = try ProcessRunner.run(
            "segue", ["record", "slide-over", "--gesture", Self.script, "--compare-policy", "flick(1/3, 1200)", "--output", file.path], timeout: 60)
        #expect(result.status == 0, "\(result.standardError)")
        let played = folder.appendingPathComponent("played")
        let session = try TmuxSession(
            command: "\(Record.asciinema!) play \(file.path); touch \(played.path); sleep 60", columns: 160, rows: 40,
            environment: ["HOME": folder.path])
        defer { session.kill() }
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: played.path), Date() < deadline { usleep(50_000) }
        #expect(FileManager.default.fileExists(atPath: played.path), "asciinema play did not finish:\n\(session.capture())")
        // The model: the same compare screen driven by the same script.
        let spec = try #require(PresetCatalog.builtIn()["slide-over"])
        let a = PlaygroundPane(presets: [spec], initial: "slide-over", options: .init(render: RenderOptions(colorDepth: .truecolor)))
        let screen = Playground(a, compare: nil, policy: try CompletionPolicy(parsing: "flick(1/3, 1200)"))
        let playback = try ScriptedPlayback(
            screen: screen, steps: GestureScript.parse(Self.script), columns: 160, rows: 40, framesPerSecond: 30, maximumLength: 60)
        var last = CellGrid(width: 0, height: 0)
        playback.run { _, grid in last = grid }
        #expect(last.text.contains(" B ") && last.text.contains("✗ cancelled") && last.text.contains("✓ finished"))
        #expect(Record.screenText(session.capture()) == Record.screenText(last.trimmedText))
    }

    @Test(
        "R in compare mode records the whole screen: both panes in every frame; the file parses and asciinema cat reads it",
        .enabled(
            if: RecordFilmstripEndToEndTests.asciinema != nil && RecordFilmstripEndToEndTests.python != nil, "asciinema or python3 is not installed"))
    func rInCompareMode() throws {
        let folder = try makeTemporaryFolder("segue-e2e-compare-R")
        defer { try? FileManager.default.removeItem(at: folder) }
        let segue = TmuxSession.builtProduct("segue")
        let session = try TmuxSession(
            command: "cd '\(folder.path)' && '\(segue)' play slide-over --compare presentation-sheet", columns: 200, rows: 60)
        defer { session.kill() }
        #expect(session.waitFor("compare · focus A", timeout: 20), "\(session.capture())")
        session.send(keys: "R")
        #expect(session.waitFor("● REC segue-slide-over-vs-presentation-sheet-"), "\(session.capture())")
        for _ in 0..<3 { session.send(keys: "L") }
        #expect(session.waitFor(progress: "30.0"))
        session.send(keys: "R")
        #expect(session.waitFor("recording saved: segue-slide-over-vs"), "\(session.capture())")
        session.send(keys: "q")
        #expect(session.waitFor("EXIT=0"))
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".cast") })
        #expect(name.range(of: #"^segue-slide-over-vs-presentation-sheet-\d{8}-\d{6}\.cast$"#, options: .regularExpression) != nil, "\(name)")
        let file = folder.appendingPathComponent(name)
        let python = """
            import json, sys
            lines = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8").read().split("\\n")[:-1]]
            header, events = lines[0], lines[1:]
            assert header["version"] == 2 and header["width"] == 200 and header["height"] == 60, header
            assert header["title"].startswith("segue play, compare: A slide-over · ") and "│ B presentation-sheet · " in header["title"], header
            assert all(e[1] == "o" for e in events) and [e[0] for e in events] == sorted(e[0] for e in events)
            print(len(events))
            """
        let parsed = try ProcessRunner.run(executable: URL(fileURLWithPath: Record.python!), ["-c", python, file.path])
        #expect(parsed.status == 0, "\(parsed.standardError)")
        #expect((Int(parsed.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) >= 2)
        // Replayed, the last frame holds both panes at 30 %.
        let text = try String(contentsOf: file, encoding: .utf8)
        let last = try #require(try AsciicastReplay.screens(text).last)
        #expect(last.contains(" A ") && last.contains(" B ") && last.components(separatedBy: "30.0%").count == 3, "\(last)")
        #expect(try PlaygroundRecordingEndToEndTests().asciinemaCat(file, folder: folder) == 0)
    }
}
