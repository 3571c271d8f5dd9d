import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommands

/// `segue play` up to the point where it needs a terminal (the tmux tests take it from there).
@Suite("play")
struct PlayCommandTests {
    @Test("an unknown preset is a usage error with a suggestion, before any terminal is needed")
    func unknownPreset() {
        let run = segue("play", "cbe")
        #expect(run.code == .usage)
        #expect(run.error.contains("unknown preset 'cbe'; did you mean 'cube'?"))
        #expect(run.error.contains("Usage: segue play"))
    }

    @Test("bad flags are usage errors: a colour choice that does not exist, two presets, an unknown option")
    func badFlags() {
        #expect(segue("play", "--color", "sometimes").code == .usage)
        #expect(segue("play", "cube", "fold").code == .usage)
        let run = segue("play", "--landscpe")
        #expect(run.code == .usage)
        #expect(run.error.contains("--landscape"), "suggests the closest option")
    }

    @Test("a known preset without a terminal exits 1 and names the headless commands")
    func noTerminal() {
        let run = segue("play", "cube", "--landscape")
        #expect(run.code == .failure)
        #expect(run.error.contains("needs a terminal"))
    }

    @Test("--record-dir must be a folder: a missing one is refused (exit 1) before the terminal, named in the error")
    func recordFolder() {
        let run = segue("play", "cube", "--record-dir", "/nonexistent/casts")
        #expect(run.code == .failure)
        #expect(run.error.contains("--record-dir /nonexistent/casts: no such folder"))
        #expect(!run.error.contains("needs a terminal"))
    }

    @Test("--operation and --direction are read as render reads them: an unknown name is a usage error with a suggestion")
    func unknownOperationOrDirection() {
        for (option, value, message) in [
            ("--operation", "pussh", "unknown operation 'pussh'; did you mean 'push'?"),
            ("--direction", "fromLeftt", "unknown direction 'fromLeftt'; did you mean 'fromLeft'?"),
        ] {
            let play = segue("play", "move", option, value)
            let render = segue("render", "move", option, value)
            #expect(play.code == .usage)
            #expect(play.error.contains(message), "\(play.error)")
            #expect(play.error.contains("Usage: segue play"))
            #expect(render.error.contains(message), "render says the same: \(render.error)")
        }
    }

    @Test("an operation or direction the preset does not have is the usage error render gives, before any terminal is needed")
    func unsupportedOperationOrDirection() throws {
        for arguments in [["cube", "--operation", "present"], ["page-sheet", "--direction", "fromLeft"], ["--operation", "tabForward"]] {
            let play = segue(["play"] + arguments)
            #expect(play.code == .usage, "\(arguments)")
            #expect(!play.error.contains("needs a terminal"))
            let name = arguments.first!.hasPrefix("--") ? "slide-over" : arguments.first!
            let render = segue(["render", name] + arguments.filter { $0 != name })
            let renderLine = try #require(render.error.split(separator: "\n").first)
            let playLine = try #require(play.error.split(separator: "\n").first)
            #expect(playLine == renderLine, "the same message as render")
            #expect(playLine.contains("preset '\(name)'"), "\(playLine)")
        }
    }

    @Test("an operation and direction the preset has get as far as the terminal")
    func supportedOperation() {
        let run = segue("play", "move", "--operation", "tabBack", "--direction", "fromLeft")
        #expect(run.code == .failure)
        #expect(run.error.contains("needs a terminal"))
    }

    @Test("a preset whose file is broken is reported with the file's own error, not as an unknown preset", arguments: ["play", "render", "simulate"])
    func brokenPresetFile(command: String) throws {
        let folder = try makeTemporaryFolder("segue-broken")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.json")
        try Data(#"{"name": "mine", "title": 3}"#.utf8).write(to: file)
        let extra = command == "simulate" ? ["--gesture", "play"] : []
        let run = segue([command, "mine", "--presets", folder.path] + extra)
        #expect(run.code == .failure, "\(run.error)")
        #expect(run.error.hasPrefix("Error: preset 'mine' did not load:"), "\(run.error)")
        #expect(run.error.contains("\(file.path):1:"), "its problems, each at file:line:column: \(run.error)")
        #expect(!run.error.contains("unknown preset"))
        #expect(!run.error.contains("warning: skipped: \(file.path)"), "said once, as the error")
    }
}
