import SegueEngine
import Testing

@testable import SegueCommands

/// A package's own executable (`Segue.main`, `Segue.play`) is named in its help and usage errors,
/// not `segue`: `SegueApp` sets `SegueCLI.programName` to the executable's name for the run.
@Suite("the program's own name")
struct ProgramNameTests {
    func run(as name: String, _ body: (inout CommandIO) -> ExitCode) -> CapturedRun {
        var io = CommandIO(output: "", error: "")
        let code = SegueCLI.$programName.withValue(name) { body(&io) }
        return CapturedRun(code: code, output: io.output as? String ?? "", error: io.error as? String ?? "")
    }

    @Test("Segue.main's help, a command's help and a usage error name the executable")
    func main() {
        let top = run(as: "UIKitTransitions") { SegueCLI.run(["--help"], io: &$0) }
        #expect(top.output.hasPrefix("USAGE: UIKitTransitions <command> [<options>]"))
        #expect(top.output.contains("See 'UIKitTransitions help <command>'"))
        let render = run(as: "UIKitTransitions") { SegueCLI.run(["render", "--help"], io: &$0) }
        #expect(render.output.hasPrefix("USAGE: UIKitTransitions render PRESET"))
        #expect(render.output.contains("(see 'UIKitTransitions list')"))
        #expect(!render.output.contains("segue "), "\(render.output)")
        let bad = run(as: "UIKitTransitions") { SegueCLI.run(["render", "cube", "--progres", "1"], io: &$0) }
        #expect(bad.code == .usage)
        #expect(bad.error.contains("Usage: UIKitTransitions render PRESET") && bad.error.contains("See 'UIKitTransitions render --help'"))
        #expect(!bad.error.contains("segue"))
    }

    @Test("Segue.play's help and usage errors name the executable alone: its arguments are play's")
    func play() {
        let help = run(as: "CustomTransition") { SegueCLI.play(["--help"], coded: [CardFlipTransition()], builtIns: true, io: &$0) }
        #expect(help.output.hasPrefix("USAGE: CustomTransition [PRESET]"), "\(help.output.prefix(80))")
        #expect(!help.output.contains("segue play"))
        let bad = run(as: "CustomTransition") { SegueCLI.play(["--landscpe"], coded: [CardFlipTransition()], builtIns: true, io: &$0) }
        #expect(bad.code == .usage)
        #expect(bad.error.contains("Usage: CustomTransition [PRESET]") && bad.error.contains("See 'CustomTransition --help'"))
        let headless = run(as: "CustomTransition") { SegueCLI.play(["card-flip"], coded: [CardFlipTransition()], builtIns: true, io: &$0) }
        #expect(headless.error.hasPrefix("CustomTransition: the playground needs a terminal"))
    }

    @Test("segue itself is named segue")
    func segueItself() {
        #expect(segue("--help").output.hasPrefix("USAGE: segue <command>"))
        #expect(SegueCLI.named("see 'segue list'") == "see 'segue list'")
        #expect(SegueCLI.$programName.withValue("x") { SegueCLI.named("  segue list   $ segue render 'segue gif'") } == "  x list   $ x render 'x gif'")
    }
}
