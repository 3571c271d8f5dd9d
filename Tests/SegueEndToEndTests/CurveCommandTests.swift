import Foundation
import SegueTestSupport
import Testing

/// The real `segue` binary, run as a process: streams, exit codes, acceptance values.
@Suite("segue binary: curve, help, version")
struct CurveEndToEndTests {
    func segue(_ arguments: String...) throws -> ProcessResult {
        let result = try ProcessRunner.run("segue", arguments, timeout: 60)
        #expect(!result.timedOut)
        #expect(!result.terminatedBySignal)
        return result
    }

    @Test("acceptance: segue curve 'cubic-bezier(0.25,0.1,0.25,1)' --at 0.25,0.5,0.75")
    func acceptance() throws {
        let result = try segue("curve", "cubic-bezier(0.25,0.1,0.25,1)", "--at", "0.25,0.5,0.75")
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ") }
        #expect(lines.map { $0.first.map(String.init) } == ["0.250000000", "0.500000000", "0.750000000"])
        // docs/timing.md, "Curve reference values": 0.408511, 0.802403, 0.960459.
        for (line, expected) in zip(lines, [0.408511, 0.802403, 0.960459]) {
            #expect(line.count == 2)
            #expect(line.last?.split(separator: ".").last?.count == 9)
            #expect(isClose(Double(line.last ?? "") ?? .nan, expected, tolerance: 1e-6))
        }
    }

    @Test("--help prints the help to stdout and exits 0")
    func help() throws {
        let top = try segue("--help")
        #expect(top.status == 0)
        #expect(top.standardOutput.hasPrefix("USAGE: segue <command>"))
        #expect(top.standardOutput.contains("  curve "))
        #expect(top.standardError.isEmpty)
        let curve = try segue("curve", "--help")
        #expect(curve.status == 0)
        #expect(curve.standardOutput.hasPrefix("USAGE: segue curve SPEC (--at LIST | --samples N | --plot)\n"))
        #expect(curve.standardError.isEmpty)
    }

    @Test("--version prints 'segue <version>' and exits 0")
    func version() throws {
        let result = try segue("--version")
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("segue "))
        #expect(result.standardOutput.split(separator: "\n").count == 1)
        #expect(result.standardError.isEmpty)
    }

    @Test("a bad flag exits 64 with the error and the usage on stderr")
    func badFlag() throws {
        let result = try segue("curve", "ease", "--sampels", "3")
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("Error: unknown option --sampels; did you mean --samples?\n"))
        #expect(result.standardError.contains("Usage: segue curve SPEC (--at LIST | --samples N | --plot)\n"))
    }

    @Test("a malformed spec exits 64 with a caret under the problem and the accepted forms")
    func malformedSpec() throws {
        let result = try segue("curve", "spring(mass: 1, damping: 2)", "--at", "0.5")
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("\n  spring(mass: 1, damping: 2)\n                  ^\n"))
        #expect(result.standardError.contains("accepted forms:\n"))
    }

    @Test("segue with no arguments and no terminal exits 1 and points to the headless commands")
    func noArguments() throws {
        let result = try segue()
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        for command in ["render", "simulate", "curve", "list"] {
            #expect(result.standardError.contains("segue \(command)"), "\(result.standardError)")
        }
    }

    @Test("large outputs are read while the child runs (no pipe deadlock)")
    func largeOutput() throws {
        let result = try segue("curve", "linear", "--samples", "20000")
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").count == 20000)
        #expect(result.standardOutput.hasSuffix("1.000000000 1.000000000\n"))
    }
}
