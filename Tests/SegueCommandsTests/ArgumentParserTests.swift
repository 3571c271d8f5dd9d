import Testing

@testable import SegueCommands

@Suite("Argument parser")
struct ArgumentParserTests {
    /// A command shaped like the real ones: one required positional, a flag, two valued options.
    static let interface = CommandInterface(
        name: "demo",
        summary: "A command for parser tests.",
        synopsis: "NAME [--at LIST] [--samples N] [--plot]",
        arguments: [ArgumentSpec("NAME", help: "A name.")],
        options: [
            .option("at", value: "LIST", help: "Inputs."),
            .option("samples", short: "n", value: "N", help: "How many."),
            .flag("plot", help: "Draw."),
        ]
    )

    func parse(_ arguments: String...) throws(UsageError) -> ParsedArguments {
        try ArgumentParser.parse(arguments, for: Self.interface)
    }

    func error(_ arguments: String...) -> UsageError? {
        do throws(UsageError) {
            _ = try ArgumentParser.parse(arguments, for: Self.interface)
            return nil
        } catch {
            return error
        }
    }

    @Test("options with values, flags and positionals in any order")
    func valid() throws {
        #expect(
            try parse("x", "--at", "0.1,0.2", "--plot", "--samples", "3")
                == ParsedArguments(positionals: ["x"], values: ["at": "0.1,0.2", "samples": "3"], flags: ["plot"]))
        #expect(try parse("--plot", "x") == ParsedArguments(positionals: ["x"], flags: ["plot"]))
        #expect(try parse("-n", "4", "x") == ParsedArguments(positionals: ["x"], values: ["samples": "4"]))
    }

    @Test("--name=value splits at the first '='")
    func equalsForm() throws {
        #expect(try parse("x", "--at=0.5").values == ["at": "0.5"])
        #expect(try parse("x", "--at=a=b").values == ["at": "a=b"])
        #expect(try parse("x", "--at=").values == ["at": ""])
    }

    @Test("an option's value is the next argument, even when it starts with a dash")
    func dashValue() throws {
        #expect(try parse("x", "--at", "-0.5,1").values == ["at": "-0.5,1"])
        #expect(try parse("x", "--at", "--plot") == ParsedArguments(positionals: ["x"], values: ["at": "--plot"]))
    }

    @Test("-- ends options; a lone - is positional")
    func terminator() throws {
        #expect(try parse("--plot", "--", "--at") == ParsedArguments(positionals: ["--at"], flags: ["plot"]))
        #expect(try parse("-") == ParsedArguments(positionals: ["-"]))
        #expect(try parse("--", "-x") == ParsedArguments(positionals: ["-x"]))
    }

    @Test("an unknown option is named, with a suggestion when one is close")
    func unknownOption() {
        #expect(error("x", "--sampels", "3") == UsageError("unknown option --sampels; did you mean --samples?", command: "demo"))
        #expect(error("x", "--plto") == UsageError("unknown option --plto; did you mean --plot?", command: "demo"))
        #expect(error("x", "--sampels=3") == UsageError("unknown option --sampels; did you mean --samples?", command: "demo"))
        #expect(error("x", "--zebra") == UsageError("unknown option --zebra", command: "demo"))
        #expect(error("x", "-q") == UsageError("unknown option -q", command: "demo"))
        #expect(error("x", "-nn") == UsageError("unknown option -nn; did you mean -n?", command: "demo"))
        #expect(error("x", "-samples", "3") == UsageError("unknown option -samples; did you mean --samples?", command: "demo"), "one dash for two")
        #expect(error("x", "-p") == UsageError("unknown option -p; did you mean --plot?", command: "demo"), "the one option that starts so")
        #expect(error("x", "--") == nil)
    }

    @Test("a missing value names the option and quotes its help")
    func missingValue() {
        #expect(error("x", "--samples") == UsageError("missing value for --samples N", command: "demo", optionHelp: "--samples N  How many."))
        #expect(error("x", "-n") == UsageError("missing value for --samples N", command: "demo", optionHelp: "--samples N  How many."))
    }

    @Test("an option or flag given twice is an error, not last-one-wins")
    func duplicates() {
        #expect(error("x", "--at", "1", "--at=2") == UsageError("--at given more than once", command: "demo", optionHelp: "--at LIST  Inputs."))
        #expect(error("x", "--samples", "1", "-n", "2")?.message == "--samples given more than once")
        #expect(error("x", "--plot", "--plot") == UsageError("--plot given more than once", command: "demo", optionHelp: "--plot  Draw."))
    }

    @Test("a flag takes no value")
    func flagWithValue() {
        #expect(error("x", "--plot=yes") == UsageError("--plot takes no value (got --plot=yes)", command: "demo", optionHelp: "--plot  Draw."))
    }

    @Test("positionals are counted against the declared arguments")
    func positionals() {
        #expect(error() == UsageError("missing argument NAME", command: "demo"))
        #expect(error("--plot") == UsageError("missing argument NAME", command: "demo"))
        #expect(error("x", "y") == UsageError("unexpected argument 'y'", command: "demo"))
    }

    @Test("a repeating last argument takes every remaining positional; optional ones may be absent")
    func repeating() throws {
        let paths = CommandInterface(
            name: "lint", summary: "", synopsis: "[PATH ...]",
            arguments: [ArgumentSpec("PATH", help: "", isOptional: true, isRepeating: true)])
        #expect(try ArgumentParser.parse([], for: paths).positionals == [])
        #expect(try ArgumentParser.parse(["a", "b", "--", "-c"], for: paths).positionals == ["a", "b", "-c"])
    }
}

@Suite("ArgumentParser: repeatable options")
struct RepeatableOptionTests {
    static let interface = CommandInterface(
        name: "demo", summary: "Demo.", synopsis: "", arguments: [],
        options: [.option("policy", value: "P", help: "A policy.", repeatable: true), .option("at", value: "X", help: "Once.")])

    @Test("a repeatable option keeps every value in order; the first is its value; others still refuse a repeat")
    func repeated() throws {
        let parsed = try ArgumentParser.parse(["--policy", "a", "--policy=b", "--at", "1", "--policy", "c"], for: Self.interface)
        #expect(parsed.values("policy") == ["a", "b", "c"])
        #expect(parsed.value("policy") == "a")
        #expect(parsed.values("at") == ["1"])
        #expect(parsed.values("missing") == [])
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["--at", "1", "--at", "2"], for: Self.interface) }
    }
}
