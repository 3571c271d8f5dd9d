import SegueCommands
import SegueTestSupport
import Testing

@Suite("Help texts")
struct HelpTextTests {
    @Test("the top-level help matches its golden file")
    func topLevelGolden() {
        #expect(snapshotMismatch(HelpText.topLevel(.standard), named: "help-segue") == nil)
    }

    @Test("segue curve --help matches its golden file")
    func curveGolden() {
        #expect(snapshotMismatch(HelpText.command(CurveCommand.interface), named: "help-curve") == nil)
    }

    @Test("segue render --help and segue simulate --help match their golden files")
    func renderAndSimulateGoldens() {
        #expect(snapshotMismatch(HelpText.command(RenderCommand.interface), named: "help-render") == nil)
        #expect(snapshotMismatch(HelpText.command(SimulateCommand.interface), named: "help-simulate") == nil)
    }

    @Test("segue record --help and segue filmstrip --help match their golden files")
    func recordAndFilmstripGoldens() {
        #expect(snapshotMismatch(HelpText.command(RecordCommand.interface), named: "help-record") == nil)
        #expect(snapshotMismatch(HelpText.command(FilmstripCommand.interface), named: "help-filmstrip") == nil)
    }

    @Test("segue new --help and segue list --help match their golden files")
    func newAndListGoldens() {
        #expect(snapshotMismatch(HelpText.command(NewCommand.interface), named: "help-new") == nil)
        #expect(snapshotMismatch(HelpText.command(ListCommand.interface), named: "help-list") == nil)
    }

    @Test("the top-level help lists every registered command with its summary")
    func listsCommands() {
        let help = HelpText.topLevel(.standard)
        for command in CommandRegistry.standard.commands {
            let line = help.split(separator: "\n").first { $0.hasPrefix("  \(command.interface.name) ") }
            #expect(line?.hasSuffix(command.interface.summary) == true, "\(command.interface.name)")
        }
    }

    @Test("every option of every command is documented, and every documented option parses")
    func optionsDocumentedAndImplemented() throws {
        for command in CommandRegistry.standard.commands {
            let interface = command.interface
            let help = HelpText.command(interface)
            for option in interface.options {
                #expect(help.contains(option.label + "  "), "\(interface.name) --\(option.name) missing from help")
            }
            // Every `--name` in the OPTIONS section is an option the parser accepts.
            let section = help.components(separatedBy: "OPTIONS:\n")[1].components(separatedBy: "\n\n")[0]
            let documented = section.split(separator: " ").filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) }
            #expect(!documented.isEmpty)
            for name in documented {
                let option = (interface.options + [.help]).first { $0.name == name }
                #expect(option != nil, "\(interface.name): --\(name) is documented but not parsed")
                guard let option, option.name != "help" else { continue }
                let positionals = interface.arguments.filter { !$0.isOptional }.map { _ in "x" }
                let arguments = positionals + (option.takesValue ? ["--\(name)=1"] : ["--\(name)"])
                let parsed = try ArgumentParser.parse(arguments, for: interface)
                #expect(parsed.value(name) == "1" || parsed.flag(name))
            }
        }
    }

    @Test("the curve help's example is what the command prints")
    func curveExample() {
        let run = segue("curve", "ease", "--at", "0.25,0.5")
        let example = run.output.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        #expect(HelpText.command(CurveCommand.interface).hasSuffix("  $ segue curve ease --at 0.25,0.5\n" + example))
    }
}
