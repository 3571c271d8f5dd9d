import SegueCommands
import Testing

@Suite("Top-level command line")
struct InvocationTests {
    func parse(_ arguments: String...) throws(UsageError) -> Invocation {
        try Invocation.parse(arguments)
    }

    func error(_ arguments: String...) -> UsageError? {
        do throws(UsageError) {
            _ = try Invocation.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test("no arguments, help and version")
    func topLevel() throws {
        #expect(try parse() == .noCommand)
        #expect(try parse("--help") == .help(command: nil))
        #expect(try parse("-h") == .help(command: nil))
        #expect(try parse("--version") == .version)
        #expect(try parse("-V") == .version)
        #expect(try parse("help") == .help(command: nil))
        #expect(try parse("help", "curve") == .help(command: "curve"))
        #expect(try parse("help", "help") == .help(command: nil))
    }

    @Test("a subcommand's --help wins over its other mistakes, but not after --")
    func subcommandHelp() throws {
        #expect(try parse("curve", "--help") == .help(command: "curve"))
        #expect(try parse("curve", "--sampels", "3", "-h") == .help(command: "curve"))
        #expect(error("curve", "ease", "--", "--help") == UsageError("unexpected argument '--help'", command: "curve"))
    }

    @Test("a subcommand with its parsed arguments")
    func run() throws {
        #expect(
            try parse("curve", "ease", "--samples=3") == .run(command: "curve", arguments: ParsedArguments(positionals: ["ease"], values: ["samples": "3"])))
    }

    @Test("unknown commands and top-level options get suggestions")
    func unknown() {
        #expect(error("curv") == UsageError("unknown command 'curv'; did you mean 'curve'?"))
        #expect(error("frobnicate") == UsageError("unknown command 'frobnicate'"))
        #expect(error("help", "curv") == UsageError("unknown command 'curv'; did you mean 'curve'?"))
        #expect(error("--verison") == UsageError("unknown option --verison; did you mean --version?"))
        #expect(error("--version=2") == UsageError("--version takes no value (got --version=2)"))
        #expect(error("--color") == UsageError("unknown option --color"))
    }

    @Test("stray arguments after --version or help COMMAND")
    func stray() {
        #expect(error("--version", "x") == UsageError("unexpected argument 'x' after --version"))
        #expect(error("help", "curve", "x") == UsageError("unexpected argument 'x' after help curve"))
    }
}
