import SegueCommands
import SegueEngine
import SegueRender
import SegueTestSupport
import Testing

@Suite("segue curve")
struct CurveCommandTests {
    /// Each output line as (input, value), checking the exact format on the way.
    func samples(_ output: String) -> [(Double, Double)] {
        output.split(separator: "\n").map { line in
            let parts = line.split(separator: " ")
            #expect(parts.count == 2, "\(line)")
            for part in parts {
                let decimals = part.split(separator: ".").last ?? ""
                #expect(decimals.count == 9 && decimals.allSatisfy(\.isNumber), "\(part) has not exactly 9 decimals")
            }
            return (Double(parts[0]) ?? .nan, Double(parts.last!) ?? .nan)
        }
    }

    @Test("acceptance: CSS ease sampled at 0.25, 0.5, 0.75")
    func acceptance() {
        let run = segue("curve", "cubic-bezier(0.25,0.1,0.25,1)", "--at", "0.25,0.5,0.75")
        #expect(run.code == .success)
        #expect(run.error.isEmpty)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("0.250000000 0.408511") || lines[0].hasPrefix("0.250000000 0.408510"))
        // docs/timing.md, "Curve reference values": 0.408511, 0.802403, 0.960459.
        for ((x, y), (ex, ey)) in zip(samples(run.output), [(0.25, 0.408511), (0.5, 0.802403), (0.75, 0.960459)]) {
            #expect(x == ex)
            #expect(isClose(y, ey, tolerance: 1e-6))
        }
    }

    @Test("--at keeps the order given and tolerates spaces; --at= works too")
    func atList() {
        let run = segue("curve", "linear", "--at= 0.9, 0.1 ,0.5")
        #expect(run.output == "0.900000000 0.900000000\n0.100000000 0.100000000\n0.500000000 0.500000000\n")
    }

    @Test("--samples N spreads N inputs evenly from 0 to 1 for cubic curves")
    func evenlySpaced() {
        let run = segue("curve", "easeInOut", "--samples", "5")
        #expect(run.code == .success)
        let pairs = samples(run.output)
        #expect(pairs.map(\.0) == [0, 0.25, 0.5, 0.75, 1])
        // docs/timing.md, "Curve reference values", easeInOut: 0.129162, 0.5, 0.870838.
        for (y, expected) in zip(pairs.map(\.1), [0, 0.129162, 0.5, 0.870838, 1]) {
            #expect(isClose(y, expected, tolerance: 1e-6))
        }
        #expect(segue("curve", "ease", "--samples", "1").output == "0.000000000 0.000000000\n")
    }

    @Test("springs are sampled in seconds: --at in seconds, --samples up to the settling time")
    func springs() {
        let at = samples(segue("curve", "spring(mass: 1, stiffness: 100, damping: 10)", "--at", "0.1,0.3,1").output)
        // docs/timing.md, "Spring reference values", (1, 100, 10): p(0.1) 0.340300, p(0.3) 1.124355, p(1.0) 1.002170.
        for ((_, y), expected) in zip(at, [0.340300, 1.124355, 1.002170]) {
            #expect(isClose(y, expected, tolerance: 1e-6))
        }
        let spread = samples(segue("curve", "spring(mass: 1, stiffness: 100, damping: 10)", "--samples", "3").output)
        #expect(spread.count == 3)
        #expect(spread[0] == (0, 0))
        // Settling time ≈ 1.270 s (the same table); at it the spring is 0.1 % from 1.
        #expect(isClose(spread[2].0, 1.270, tolerance: 5e-4))
        #expect(isClose(abs(spread[2].1 - 1), 0.001, tolerance: 1e-6))
        #expect(isClose(spread[1].0, spread[2].0 / 2, tolerance: 1e-9))
    }

    @Test("an undamped spring, which never settles, is refused with the reason")
    func undamped() {
        let run = segue("curve", "spring(duration: 0.5, bounce: 1)", "--samples", "5")
        #expect(run.code == .usage)
        #expect(run.error.contains("bounce must be greater than -1 and less than 1 (bounce 1 is undamped: it never settles)"), "\(run.error)")
    }

    @Test("--plot alone plots the curve over its domain")
    func plotAlone() {
        let run = segue("curve", "ease", "--plot")
        #expect(run.code == .success)
        #expect(run.output.hasPrefix("ease\n"))
        #expect(run.output.split(separator: "\n").count >= CurveCommand.plotSize.height)
    }

    @Test("a curve name in the wrong case or misspelled gets 'did you mean'")
    func misspelledName() {
        let run = segue("curve", "easeinout", "--at", "0.5")
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix("Error: unknown curve 'easeinout'; did you mean 'easeInOut'?\n"), "\(run.error)")
        #expect(segue("curve", "ease-ot", "--at", "0.5").error.hasPrefix("Error: unknown curve 'ease-ot'; did you mean 'ease-out'?\n"))
    }

    @Test("every printed value is finite: extreme control points, and springs far outside their domain")
    func finiteValues() {
        let huge = "1.7976931348623157e308"
        for run in [
            segue("curve", "cubic-bezier(0.5, \(huge), 0.5, \(huge))", "--samples", "101"),
            segue("curve", "spring(dampingRatio: 0.5, response: 0.3)", "--at", "60,0,59.999,0.1"),
            segue("curve", "spring(mass: 1, stiffness: 100, damping: 10)", "--samples", "50"),
        ] {
            #expect(run.code == .success)
            for line in run.output.split(separator: "\n") {
                #expect(line.split(separator: " ").allSatisfy { Double($0)?.isFinite == true }, "\(line)")
            }
        }
        #expect(segue("curve", "spring(mass: 1e-300, stiffness: 1e300, damping: 1)", "--at", "1").code == .usage)
    }

    @Test("spring(dampingRatio:) fills one second")
    func fillingSpring() {
        let pairs = samples(segue("curve", "spring(dampingRatio: 1)", "--samples", "2").output)
        #expect(pairs.map(\.0) == [0, 1])
        #expect(pairs.map(\.1) == [0, 1])
    }

    @Test("parsing gives the typed command")
    func typed() throws {
        let parsed = ParsedArguments(positionals: ["ease-out"], values: ["at": "0,1"], flags: ["plot"])
        #expect(try CurveCommand(parsed) == CurveCommand(curve: .easeOut, inputs: .list([0, 1]), plot: true))
        let spread = ParsedArguments(positionals: ["linear"], values: ["samples": "7"])
        #expect(try CurveCommand(spread) == CurveCommand(curve: .linear, inputs: .evenlySpaced(count: 7)))
    }

    @Test("--plot's header gives a spring's numbers to 3 decimals, not 17 digits")
    func plotHeaderRounds() {
        let run = segue("curve", "spring(dampingRatio: 0.8, response: 0.4)", "--plot")
        #expect(run.code == .success)
        #expect(run.output.split(separator: "\n").first == "spring(mass: 1, stiffness: 246.74, damping: 25.133)", "\(run.output)")
    }

    @Test("--plot prints the canonical spec and the curve plot")
    func plot() {
        let run = segue("curve", "ease-in", "--samples", "3", "--plot")
        #expect(run.code == .success)
        let grid = CurvePlot.render(width: CurveCommand.plotSize.width, height: CurveCommand.plotSize.height, domain: 0...1) {
            CubicBezier.easeIn.value(at: $0)
        }
        #expect(run.output == "easeIn\n" + grid.trimmedText + "\n")
        #expect(run.output.split(separator: "\n").count == 1 + CurveCommand.plotSize.height)
    }

    @Test("--plot of a spring spans its settling time in seconds")
    func plotSpring() {
        let run = segue("curve", "spring(mass: 1, stiffness: 100, damping: 10)", "--samples", "2", "--plot")
        let lines = run.output.split(separator: "\n")
        #expect(lines[0] == "spring(mass: 1, stiffness: 100, damping: 10)")
        #expect(lines.last?.hasSuffix("1.27 s") == true)
        #expect(lines[1].hasPrefix("  1.16 ┤"))
    }

    /// Usage errors of `segue curve` and the start of their message.
    static let usageErrors: [([String], String)] = [
        (["curve", "ease"], "Error: give --at LIST, --samples N or --plot"),
        (["curve", "ease", "--at", "0.5", "--samples", "3"], "Error: --at and --samples cannot be used together"),
        (["curve", "ease", "--samples", "0"], "Error: --samples expects a whole number from 1 to 1000000 (got '0')"),
        (["curve", "ease", "--samples", "2.5"], "Error: --samples expects a whole number from 1 to 1000000 (got '2.5')"),
        (["curve", "ease", "--samples", "1000001"], "Error: --samples expects a whole number from 1 to 1000000 (got '1000001')"),
        (["curve", "ease", "--at", "0.1,,0.2"], "Error: --at expects comma-separated numbers; '' is not a number"),
        (["curve", "ease", "--at", "abc"], "Error: --at expects comma-separated numbers; 'abc' is not a number"),
        (["curve", "ease", "--at", "nan"], "Error: --at expects comma-separated numbers; 'nan' is not a number"),
        (["curve", "--at", "0.5"], "Error: missing argument SPEC"),
        (["curve", "ease", "linear", "--at", "0.5"], "Error: unexpected argument 'linear'"),
        (["curve", "ease", "--at", "0.5", "--plot", "--plot"], "Error: --plot given more than once"),
        (["curve", "linear", "--at", "1.5"], "Error: --at expects inputs from 0 to 1 (time fractions); '1.5' is outside"),
        (["curve", "ease", "--at", "0.5,-0.1"], "Error: --at expects inputs from 0 to 1 (time fractions); '-0.1' is outside"),
        (
            ["curve", "spring(dampingRatio: 0.5, response: 0.3)", "--at", "1e308"],
            "Error: --at expects inputs from 0 to 60 (seconds; every spring has settled by then); '1e308' is outside"
        ),
        (["curve", "spring(dampingRatio: 0.5)", "--at", "2"], "Error: --at expects inputs from 0 to 1 (seconds of the 1 s it fills); '2' is outside"),
    ]

    @Test("usage errors exit 64 with the message and the curve usage on stderr", arguments: CurveCommandTests.usageErrors.indices)
    func usageError(row: Int) {
        let (arguments, message) = Self.usageErrors[row]
        var io = CommandIO(output: "", error: "")
        let code = SegueCLI.run(arguments, io: &io)
        let error = io.error as? String ?? ""
        #expect(code == .usage)
        #expect((io.output as? String)?.isEmpty == true)
        #expect(error.hasPrefix(message + "\n"), "\(error)")
        #expect(error.contains("Usage: segue curve SPEC (--at LIST | --samples N | --plot)\n  See 'segue curve --help' for more information.\n"))
    }

    @Test("a malformed SPEC exits 64 with the caret message and the accepted forms")
    func malformedSpec() {
        let run = segue("curve", "cubic-bezier(0.25, x, 0.25, 1)", "--at", "0.5")
        #expect(run.code == .usage)
        #expect(run.output.isEmpty)
        let expected = TimingCurveSpecError(spec: "cubic-bezier(0.25, x, 0.25, 1)", offset: 19, expected: "a number (y1)")
        #expect(run.error.hasPrefix("Error: " + expected.description + "\nUsage: segue curve"))
        #expect(run.error.contains("\n  cubic-bezier(0.25, x, 0.25, 1)\n                     ^\n"))
    }
}

/// `curve --samples` at its bound writes bytes in large pieces, as the rest of the output does,
/// rather than two small strings per sample (about 7 µs a line before; BENCHMARKS.md has the
/// figure now). Counted, not timed.
@Suite("segue curve: many samples")
struct CurveSamplesOutputTests {
    /// A stream that counts the writes it receives and keeps the last line.
    struct CountingStream: TextOutputStream {
        var writes = 0
        var bytes = 0
        var tail = ""
        mutating func write(_ string: String) {
            writes += 1
            bytes += string.utf8.count
            tail = String(string.suffix(64))
        }
    }

    @Test("200,000 samples go out in pieces of 64 KiB: one write per 64 KiB, not two per line; the text is printf's")
    func pieces() {
        var io = CommandIO(output: CountingStream(), error: CountingStream())
        let code = SegueCLI.run(["curve", "easeInOut", "--samples", "200000"], io: &io)
        let output = io.output as! CountingStream
        #expect(code == .success)
        #expect(output.bytes == 200_000 * 24, "each line is two 11-character numbers, a space and a newline")
        #expect(output.writes <= output.bytes / 65536 + 2, "\(output.writes) writes")
        #expect(output.tail.hasSuffix("0.999995000 1.000000000\n1.000000000 1.000000000\n"), "\(output.tail)")
    }
}
