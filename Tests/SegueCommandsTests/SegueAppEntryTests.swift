import SegueEngine
import Testing

@testable import SegueCommands

/// `SegueCLI.play`, the entry point of `Segue.play`, up to the point where it needs a terminal: the
/// options of `segue play`, and a catalog of coded transitions beside the presets or alone.
@Suite("play with coded transitions")
struct SegueAppEntryTests {
    func play(_ arguments: [String], builtIns: Bool) -> CapturedRun {
        var io = CommandIO(output: "", error: "")
        let code = SegueCLI.play(arguments, coded: [CardFlipTransition()], builtIns: builtIns, io: &io)
        return CapturedRun(code: code, output: io.output as? String ?? "", error: io.error as? String ?? "")
    }

    @Test("a coded transition's name opens it, alone or beside the presets; without a terminal the run exits 1")
    func codedName() {
        for builtIns in [true, false] {
            let run = play(["card-flip", "--ascii"], builtIns: builtIns)
            #expect(run.code == .failure)
            #expect(run.error.contains("needs a terminal"))
        }
    }

    @Test("alone, the presets are not listed: a preset's name is an unknown one")
    func alone() {
        #expect(play(["slide-over"], builtIns: true).code == .failure)
        let run = play(["slide-over"], builtIns: false)
        #expect(run.code == .usage)
        #expect(run.error.contains("unknown preset 'slide-over'"))
        #expect(play(["card-flp"], builtIns: false).error.contains("did you mean 'card-flip'?"), "suggests among the coded names")
    }

    @Test("the options are segue play's: help prints them, a bad one is a usage error showing play's usage")
    func options() {
        let help = play(["--help"], builtIns: true)
        #expect(help.code == .success)
        #expect(help.output.contains("--no-mouse"))
        let bad = play(["--landscpe"], builtIns: true)
        #expect(bad.code == .usage)
        #expect(bad.error.contains("--landscape") && bad.error.contains("[PRESET] [--compare B] [--compare-policy P] [--operation OP] [--direction D]"))
    }
}
