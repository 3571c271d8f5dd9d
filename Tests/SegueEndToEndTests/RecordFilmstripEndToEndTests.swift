import Foundation
import SegueEngine
import SeguePlayground
import SeguePresets
import SegueRender
import SegueTestSupport
import Testing

/// The real `segue` binary's recordings and filmstrips, read by the real tools: `asciinema play`
/// inside tmux, `rsvg-convert`, Python's JSON parser.
@Suite("segue binary: record and filmstrip with asciinema and rsvg-convert")
struct RecordFilmstripEndToEndTests {
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let asciinema = which("asciinema")
    static let rsvgConvert = which("rsvg-convert")
    static let python = which("python3")

    func segue(_ arguments: [String]) throws -> ProcessResult {
        let result = try ProcessRunner.run("segue", arguments, timeout: 60)
        #expect(!result.timedOut)
        #expect(!result.terminatedBySignal)
        return result
    }

    /// Lines with trailing blanks trimmed, trailing empty lines dropped: the screen as text.
    static func screenText(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The playground model's last frame for `segue record PRESET --gesture SCRIPT --size COLSxROWS`
    /// (the preset's own operation, direction and policy; 30 frames per second).
    static func modelLastFrame(preset: String, script: String, columns: Int, rows: Int) throws -> CellGrid {
        let spec = try #require(PresetCatalog.builtIn()[preset])
        var playground = PlaygroundPane(presets: [spec], initial: preset, options: .init(render: RenderOptions(colorDepth: .truecolor)))
        playground.choose(operation: nil, direction: nil, policy: nil)
        let playback = try ScriptedPlayback(
            playground: playground, steps: GestureScript.parse(script), columns: columns, rows: rows,
            framesPerSecond: 30, maximumLength: 60)
        return playback.run { _, _ in }.view(columns: columns, rows: rows)
    }

    @Test(
        "asciinema plays a recording in tmux; its last screen is the playground's last frame",
        .enabled(if: TmuxSession.isAvailable && asciinema != nil, "tmux or asciinema is not installed"),
        arguments: [("cube", "touch; drag 60% over 0.5s; release"), ("slide-over", "touch; drag 30% over 0.3s; wait 0.2s; release")])
    func asciinemaPlays(preset: String, script: String) throws {
        let folder = try makeTemporaryFolder("segue-e2e-record")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(preset).cast")
        let result = try segue(["record", preset, "--gesture", script, "--size", "80x24", "--output", file.path])
        #expect(result.status == 0, "\(result.standardError)")
        // The player's pane has the recording's size. Nothing is printed after the player ends: the
        // shell touches a marker file and waits, so the screen stays as the last event left it.
        let played = folder.appendingPathComponent("played")
        let session = try TmuxSession(
            command: "\(Self.asciinema!) play \(file.path); touch \(played.path); sleep 60", columns: 80, rows: 24,
            environment: ["HOME": folder.path])
        defer { session.kill() }
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: played.path), Date() < deadline { usleep(50_000) }
        #expect(FileManager.default.fileExists(atPath: played.path), "asciinema play did not finish:\n\(session.capture())")
        let expected = try Self.modelLastFrame(preset: preset, script: script, columns: 80, rows: 24)
        #expect(expected.text.contains("Inspector") && expected.text.contains("completed at"))
        #expect(Self.screenText(session.capture()) == Self.screenText(expected.trimmedText))
    }

    @Test(
        "the same command twice gives the same bytes, and Python parses every line as JSON",
        .enabled(if: python != nil, "python3 is not installed"))
    func deterministicAndJSON() throws {
        let folder = try makeTemporaryFolder("segue-e2e-record")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["record", "fold", "--gesture", "touch; drag 50% over 0.4s; wait 0.1s; release", "--fps", "60"]
        let first = try segue(arguments + ["--output", folder.appendingPathComponent("a.cast").path])
        let second = try segue(arguments + ["--output", folder.appendingPathComponent("b.cast").path])
        #expect(first.status == 0 && second.status == 0)
        let a = try Data(contentsOf: folder.appendingPathComponent("a.cast"))
        #expect(a == (try Data(contentsOf: folder.appendingPathComponent("b.cast"))))
        #expect(a == Data(try segue(arguments).standardOutput.utf8), "standard output gets the same bytes")
        let check = """
            import json, sys
            lines = open(sys.argv[1], encoding="utf-8").read().split("\\n")
            assert lines[-1] == "", "ends with a newline"
            header, events = json.loads(lines[0]), [json.loads(l) for l in lines[1:-1]]
            assert header["version"] == 2 and header["width"] == 100 and header["height"] == 30, header
            assert all(e[1] == "o" and isinstance(e[2], str) for e in events)
            assert [e[0] for e in events] == sorted(e[0] for e in events)
            print(len(events), "events")
            """
        let parsed = try ProcessRunner.run(executable: URL(fileURLWithPath: Self.python!), ["-c", check, folder.appendingPathComponent("a.cast").path])
        #expect(parsed.status == 0, "\(parsed.standardError)")
        #expect(parsed.standardOutput.hasSuffix(" events\n"))
    }

    @Test("a usage error exits 64 and leaves no file behind")
    func usageErrorLeavesNothing() throws {
        let folder = try makeTemporaryFolder("segue-e2e-record")
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [
            ["record", "nope", "--play"], ["record", "cube", "--gesture", "touch; drag"], ["record", "cube", "--play", "--size", "10x10"],
            ["filmstrip", "nope"], ["filmstrip", "cube", "--size", "0x0"],
        ] {
            let result = try segue(arguments + ["--output", folder.appendingPathComponent("out").path])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.standardOutput.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian).
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test(
        "rsvg-convert turns every preset's filmstrip into a PNG of the expected pixel size",
        .enabled(if: rsvgConvert != nil, "rsvg-convert is not installed"))
    func rsvgRendersEveryFilmstrip() throws {
        let folder = try makeTemporaryFolder("segue-e2e-record")
        defer { try? FileManager.default.removeItem(at: folder) }
        // (arguments, frames, one frame's box in pixels): 200x434 by default (393x852 pt at 200 px
        // across), 9x18 px a cell with --size; frames 18 px apart, 9 around, a 24 px caption row.
        var cases: [([String], Int, Int, Int)] = PresetCatalog.builtIn().names.map { (["filmstrip", $0], 5, 200, 434) }
        cases.append((["filmstrip", "cube", "--at", "0.1,0.9", "--size", "30x10", "--operation", "pop"], 2, 270, 180))
        cases.append((["filmstrip", "cube", "--time", "0,0.2", "--landscape"], 2, 434, 200))
        for (arguments, frames, frameWidth, frameHeight) in cases {
            let svg = folder.appendingPathComponent("\(arguments[1]).svg")
            let png = folder.appendingPathComponent("\(arguments[1]).png")
            let made = try segue(arguments + ["--output", svg.path])
            #expect(made.status == 0, "\(arguments): \(made.standardError)")
            let converted = try ProcessRunner.run(executable: URL(fileURLWithPath: Self.rsvgConvert!), [svg.path, "-o", png.path])
            #expect(converted.status == 0 && converted.standardError.isEmpty, "\(arguments): \(converted.standardError)")
            let size = Self.pngSize(try Data(contentsOf: png))
            let width = frames * frameWidth + 18 * (frames - 1) + 18
            let height = frameHeight + 42
            #expect(size.map { [$0.0, $0.1] } == [width, height], "\(arguments)")
        }
    }
}
