import SegueCommands
import SegueTestSupport
import Testing

@Suite("segue: streams and exit codes")
struct SegueCLITests {
    @Test("--version prints 'segue <version>' to stdout and exits 0")
    func version() {
        for flag in ["--version", "-V"] {
            let run = segue(flag)
            #expect(run.code == .success)
            #expect(run.output == "segue \(SegueCLI.version)\n")
            #expect(run.error.isEmpty)
        }
        #expect(SegueCLI.version.split(separator: ".").count == 3)
    }

    @Test("--help on segue and on each subcommand prints to stdout and exits 0")
    func help() {
        for top in [segue("--help"), segue("-h"), segue("help")] {
            #expect(top.code == .success)
            #expect(top.output == HelpText.topLevel(.standard) + "\n")
            #expect(top.error.isEmpty)
        }
        for command in CommandRegistry.standard.commands {
            let name = command.interface.name
            for run in [segue(name, "--help"), segue(name, "-h"), segue("help", name)] {
                #expect(run.code == .success)
                #expect(run.output == HelpText.command(command.interface) + "\n")
                #expect(run.error.isEmpty)
            }
        }
    }

    @Test("segue alone opens the playground, which needs a terminal: without one it exits 1 and names the headless commands")
    func noCommand() {
        let run = segue()
        #expect(run.code == .failure)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("needs a terminal"))
        #expect(run.error.contains("segue render") && run.error.contains("segue simulate"))
    }

    @Test("a usage error goes to stderr with the command's usage and a hint, exit 64")
    func usageError() {
        let run = segue("curve", "ease", "--sampels", "3")
        #expect(run.code == .usage)
        #expect(run.output.isEmpty)
        #expect(
            run.error == """
                Error: unknown option --sampels; did you mean --samples?
                Usage: segue curve SPEC (--at LIST | --samples N | --plot)
                  See 'segue curve --help' for more information.

                """)
    }

    @Test("an error about an option quotes the option's help line")
    func optionHelpLine() {
        let run = segue("curve", "ease", "--samples")
        #expect(run.code == .usage)
        #expect(
            run.error.hasPrefix(
                """
                Error: missing value for --samples N
                Help:  --samples N  Sample at N evenly spaced inputs over the curve's domain (N = 1: its start).
                Usage: segue curve
                """))
    }

    @Test("a top-level usage error points at segue --help")
    func topLevelError() {
        let run = segue("curv")
        #expect(run.code == .usage)
        #expect(
            run.error == """
                Error: unknown command 'curv'; did you mean 'curve'?
                Usage: segue <command> [<options>]
                  See 'segue --help' for more information.

                """)
    }

    @Test("exit codes are 0, 1 and 64")
    func exitCodes() {
        #expect(ExitCode.success.rawValue == 0)
        #expect(ExitCode.failure.rawValue == 1)
        #expect(ExitCode.usage.rawValue == 64)
    }

    /// A registry with a second command, as other engineers will add them.
    struct EchoCommand: Subcommand {
        static let interface = CommandInterface(
            name: "echo", summary: "Print the words, or fail with --fail.", synopsis: "WORD ... [--fail]",
            arguments: [ArgumentSpec("WORD", help: "Words.", isRepeating: true)],
            options: [.flag("fail", help: "Exit 1.")]
        )
        let words: [String]
        let fail: Bool
        init(_ arguments: ParsedArguments) throws(UsageError) {
            guard !arguments.positionals.contains("bad") else { throw UsageError("'bad' is not a word") }
            words = arguments.positionals
            fail = arguments.flag("fail")
        }
        func run(_ io: inout CommandIO) -> ExitCode {
            if fail {
                io.printError("failed")
                return .failure
            }
            io.print(words.joined(separator: " "))
            return .success
        }
    }

    @Test("a registered command is dispatched, listed in help, and its usage errors name it")
    func registry() {
        let registry = CommandRegistry([CurveCommand.self, EchoCommand.self])
        let ok = segue("echo", "a", "b", registry: registry)
        #expect(ok.code == .success)
        #expect(ok.output == "a b\n")
        let failed = segue("echo", "a", "--fail", registry: registry)
        #expect(failed.code == .failure)
        #expect(failed.error == "failed\n")
        let bad = segue("echo", "bad", registry: registry)
        #expect(bad.code == .usage)
        #expect(bad.error.hasPrefix("Error: 'bad' is not a word\nUsage: segue echo WORD ... [--fail]\n"))
        #expect(HelpText.topLevel(registry).contains("  echo           Print the words, or fail with --fail."))
        #expect(segue("--help").output.contains("echo") == false)
    }
}
