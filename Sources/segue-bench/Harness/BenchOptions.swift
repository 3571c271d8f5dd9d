/// The command line of `segue-bench`.
struct BenchOptions: Hashable, Sendable {
    /// Substrings; a figure runs when its "section/name" contains any of them (all run when empty).
    var filters: [String] = []
    /// Fewer repetitions and shorter samples: a smoke run, not figures to record.
    var quick = false
    /// Where to write the figures as JSON ("-" for standard output).
    var jsonPath: String?
    /// The `segue` binary the process section launches.
    var segueBinary: String?
    /// Run each timed body this many times without timing (for callgrind), instead of measuring.
    var profileCalls: Int?
    /// A `--json` file whose table to print instead of measuring (BENCHMARKS.md's figures).
    var tableFrom: String?
    /// Two `--json` files whose shared figures to print side by side, before and after.
    var compare: [String]?
    /// The preset `segue play` opens in the process section.
    var preset = "slide-over"

    static let usage = """
        usage: segue-bench [--filter TEXT]... [--quick] [--json PATH|-] [--segue PATH] [--preset NAME] [--profile N]
               segue-bench --table-from PATH
               segue-bench --compare BEFORE.json AFTER.json

          --filter TEXT   run only figures whose "section/name" contains TEXT (repeatable)
          --quick         fewer, shorter repetitions (a smoke run)
          --json PATH     also write the figures as JSON to PATH ("-" for standard output)
          --segue PATH    the segue binary for the process section (default: next to segue-bench)
          --preset NAME   the preset `segue play` opens in the process section (default: slide-over)
          --profile N     call each selected body N times untimed (run under valgrind --tool=callgrind)
          --table-from PATH  print the table of a --json file (BENCHMARKS.md's figures) and measure nothing
          --compare A B      print the figures two --json files share, with after/before ratios

        Sections: timing, engine, render, record, gif, edit, terminal, process.
        """

    enum ParseError: Error { case usage(String) }

    init() {}

    init(arguments: [String]) throws(ParseError) {
        var i = 0
        func value(_ flag: String) throws(ParseError) -> String {
            i += 1
            guard i < arguments.count else { throw .usage("\(flag) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            let argument = arguments[i]
            switch argument {
            case "--filter": filters.append(try value(argument))
            case "--quick": quick = true
            case "--json": jsonPath = try value(argument)
            case "--segue": segueBinary = try value(argument)
            case "--preset": preset = try value(argument)
            case "--table-from": tableFrom = try value(argument)
            case "--compare": compare = [try value(argument), try value(argument)]
            case "--profile":
                guard let n = Int(try value(argument)), n > 0 else { throw .usage("--profile needs a positive count") }
                profileCalls = n
            case "-h", "--help": throw .usage("")
            default: throw .usage("unknown argument '\(argument)'")
            }
            i += 1
        }
    }

    func includes(section: String, name: String) -> Bool {
        filters.isEmpty || filters.contains { "\(section)/\(name)".contains($0) }
    }

    /// Whether any of the figures `names` of `section` passes the filter (for sections with
    /// expensive set-up, which know their figure names up front).
    func includes(section: String, anyOf names: [String]) -> Bool {
        names.contains { includes(section: section, name: $0) }
    }
}
