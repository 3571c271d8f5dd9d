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
}
