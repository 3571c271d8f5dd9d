import Foundation
import SegueEngine
import SeguePlayground
import SeguePresets
import SegueTestSupport
import Testing

@testable import SegueCommands

@Suite("record")
struct RecordCommandTests {
    static let gesture = "touch; drag 60% over 0.5s; release"

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test("the same command gives the same bytes; every line is JSON; the header names the preset")
    func deterministic() throws {
        let first = segue("record", "cube", "--gesture", Self.gesture, "--size", "80x24")
        let second = segue("record", "cube", "--gesture", Self.gesture, "--size", "80x24")
        #expect(first.code == .success)
        #expect(first.error.isEmpty)
        #expect(first.output == second.output)
        #expect(first.output.hasSuffix("\n"))
        let lines = Self.lines(first.output)
        #expect(lines.count > 10)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 80)
        #expect(header["height"] as? Int == 24)
        #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        #expect((header["title"] as? String)?.hasPrefix("cube") == true)
        #expect(header["timestamp"] == nil)
        var previous = -1.0
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            let time = try #require(event[0] as? Double)
            #expect(time >= previous)
            previous = time
            #expect(event[1] as? String == "o")
            #expect(event[2] is String)
        }
    }

    @Test("replayed, each event leaves the screen the playground drew at that frame")
    func framesAreThePlaygrounds() throws {
        let arguments = ["slide-over", "--gesture", "touch; drag 40% over 0.3s; wait 0.2s; release", "--size", "60x20", "--fps", "20"]
        let run = segue(["record"] + arguments)
        #expect(run.code == .success)
        let command = try RecordCommand(ArgumentParser.parse(arguments, for: RecordCommand.interface))
        let spec = try #require(PresetCatalog.builtIn()["slide-over"])
        var frames: [String] = []
        try command.playback(.preset(spec)).run { _, grid in
            if frames.last != grid.text { frames.append(grid.text) }
        }
        let screens = try AsciicastReplay.screens(run.output)
        #expect(screens.count == frames.count)
        #expect(screens == frames)
        #expect(screens.last?.contains("✗ cancelled") == true, "a 40 % drag held still is cancelled by percent(0.5)")
    }

    @Test("--policy replaces the preset's: a 60 % drag cancels under percent(0.7)")
    func policy() {
        let run = segue("record", "slide-over", "--gesture", Self.gesture, "--policy", "percent(0.7)")
        #expect(run.code == .success)
        #expect(run.output.contains("→ cancel"))
        #expect(!run.output.contains("→ finish"))
    }

    @Test("--output writes the file whole, prints nothing and leaves no temporary file")
    func output() throws {
        let folder = try makeTemporaryFolder("segue-record")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cube.cast")
        let run = segue("record", "cube", "--play", "--output", file.path)
        #expect(run.code == .success)
        #expect(run.output.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == segue("record", "cube", "--play").output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cube.cast"])
    }

    @Test(
        "usage errors exit 64 and leave no file",
        arguments: [
            (["nope", "--play"], "unknown preset 'nope'"),
            (["cube", "--gesture", "touch; drag 10 over"], "invalid gesture script"),
            (["cube", "--gesture", "drag 10% over 0.1s"], "no finger is down"),
            (["cube", "--gesture", "touch; drag 10% over 0.1s"], "finger down"),
            (["cube", "--gesture", "wait 61s; play"], "at most 60 s"),
            (["cube", "--play", "--gesture", "play"], "cannot be combined"),
            (["cube"], "missing --gesture"),
            (["cube", "--play", "--size", "49x16"], "--size expects"),
            (["cube", "--play", "--size", "80x201"], "--size expects"),
            (["cube", "--play", "--size", "80"], "--size expects"),
            (["cube", "--play", "--fps", "0"], "--fps expects"),
            (["cube", "--play", "--fps", "121"], "--fps expects"),
            (["cube", "--play", "--policy", "percent("], "invalid policy"),
            (["cube", "--play", "--operation", "dismiss"], "preset 'cube'"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        try expectUsageErrorLeavingNoFile("record", arguments, message: message)
    }

    @Test("record --operation dismiss logs the dismiss first, never a present it does not play")
    func operationLoggedFirst() throws {
        let arguments = try ArgumentParser.parse(["page-sheet", "--play", "--operation", "dismiss"], for: RecordCommand.interface)
        let command = try RecordCommand(arguments)
        let spec = try #require(PresetCatalog.builtIn()["page-sheet"])
        let playback = try command.playback(.preset(spec))
        #expect(playback.start.operation == .dismiss)
        #expect(playback.start.log.first?.text == "page-sheet: dismiss fromBottom", "\(playback.start.log.map(\.text))")
        #expect(!playback.start.log.contains { $0.text.contains("present") })
    }

    @Test("a script that ends waiting holds the last frame until its end; without the wait the recording ends with the transition")
    func trailingWaitHoldsTheLastFrame() throws {
        let held = segue("record", "slide-over", "--gesture", "play; wait 1.5s")
        let plain = segue("record", "slide-over", "--gesture", "play")
        #expect(held.code == .success && plain.code == .success)
        let last = { (text: String) in text.split(separator: "\n").last.map(String.init) ?? "" }
        #expect(last(held.output) == #"[1.5, "o", ""]"#, "\(last(held.output))")
        #expect(last(plain.output).hasPrefix("[0.5"), "\(last(plain.output))")
        #expect(held.output.hasPrefix(plain.output), "the same frames, then the hold")
    }

    @Test("-o is short for --output; a single-dash -output is asked about")
    func shortOutput() throws {
        let folder = try makeTemporaryFolder("segue-record-o")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.cast")
        let run = segue("record", "cube", "--play", "-o", file.path)
        #expect(run.code == .success, "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: file.path))
        let typo = segue("record", "cube", "--play", "-output", file.path)
        #expect(typo.code == .usage)
        #expect(typo.error.contains("unknown option -output; did you mean --output?"), "\(typo.error)")
    }

    @Test("a folder that does not exist is a failure (exit 1), not a crash")
    func unwritable() {
        let run = segue("record", "cube", "--play", "--output", "/nonexistent-segue-folder/out.cast")
        #expect(run.code == .failure)
        #expect(run.error.contains("cannot write /nonexistent-segue-folder/out.cast"))
    }
}
