import Foundation
import SegueTestSupport
import Testing

/// The real `segue` binary: `render` prints a frame of the asked size, `simulate` a timeline.
@Suite("segue binary: render and simulate")
struct RenderSimulateEndToEndTests {
    func segue(_ arguments: String..., environment: [String: String] = [:]) throws -> ProcessResult {
        let result = try ProcessRunner.run("segue", arguments, environment: environment, timeout: 60)
        #expect(!result.timedOut)
        #expect(!result.terminatedBySignal)
        return result
    }

    /// The lines of `output`, which must end with a newline.
    func lines(_ output: String) -> [Substring] {
        #expect(output.hasSuffix("\n"))
        return output.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// `line` without SGR escape sequences (ESC [ … m).
    func visible(_ line: Substring) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test("render prints exactly ROWS lines of COLS columns, plain when stdout is not a terminal")
    func plain() throws {
        let result = try segue("render", "slide-over", "--size", "72x20", "--progress", "0.25")
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let rows = lines(result.standardOutput)
        #expect(rows.count == 20)
        #expect(rows.allSatisfy { $0.count == 72 })
        #expect(!result.standardOutput.contains("\u{1B}"))
        #expect(result.standardOutput.contains("presentin"), "the presenting view carries its label")
    }

    @Test("without --size the frame takes COLUMNS x LINES")
    func environmentSize() throws {
        let result = try segue("render", "push", environment: ["COLUMNS": "50", "LINES": "9"])
        #expect(result.status == 0)
        #expect(lines(result.standardOutput).map(\.count) == Array(repeating: 50, count: 9))
    }

    @Test("--color always prints SGR sequences, still ROWS lines of COLS visible cells")
    func color() throws {
        let result = try segue("render", "slide-over", "--size", "60x16", "--color", "always", environment: ["TERM": "xterm-256color", "COLORTERM": ""])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\u{1B}[38;5;"))
        let rows = lines(result.standardOutput)
        #expect(rows.count == 16)
        #expect(rows.allSatisfy { visible($0).count == 60 })
        let truecolor = try segue("render", "slide-over", "--size", "60x16", "--color", "always", environment: ["COLORTERM": "truecolor"])
        #expect(truecolor.standardOutput.contains("\u{1B}[38;2;"))
    }

    @Test("--ascii prints pure ASCII")
    func ascii() throws {
        let result = try segue("render", "cover-vertical", "--ascii", "--size", "40x14", "--progress", "0.6")
        #expect(result.status == 0)
        #expect(result.standardOutput.utf8.allSatisfy { $0 < 0x80 })
        #expect(lines(result.standardOutput).allSatisfy { $0.count == 40 })
    }

    @Test("render: an unknown preset exits 64 with a suggestion; an unsupported operation lists the supported ones")
    func renderErrors() throws {
        let unknown = try segue("render", "slide-ovr")
        #expect(unknown.status == 64)
        #expect(unknown.standardOutput.isEmpty)
        #expect(unknown.standardError.hasPrefix("Error: unknown preset 'slide-ovr'; did you mean 'slide-over'?\n"))
        let op = try segue("render", "slide-over", "--operation", "tabForward")
        #expect(op.status == 64)
        #expect(op.standardError.contains("(supported: present, dismiss, push, pop)"))
    }

    @Test("simulate prints the timeline and, with --json, one object per event ending with completed")
    func simulate() throws {
        let script = "touch; drag 134.7pt over 1s; drag 22.5pt over 150ms; release"
        let text = try segue("simulate", "slide-over", "--gesture", script, "--policy", "percent-or-velocity")
        #expect(text.status == 0)
        #expect(text.standardOutput.contains("     1.150  released        0.400   0.400  velocity 150.0 pt/s\n"))
        #expect(text.standardOutput.contains("     1.150  decision        0.400   0.400  finish: percent-or-velocity(0.5, 100, -5), "))
        let json = try segue("simulate", "slide-over", "--gesture", script, "--policy", "projection(0.99)", "--json")
        #expect(json.status == 0)
        let events = try lines(json.standardOutput).map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(events.map { $0["event"] as? String } == ["began", "released", "decision", "completed"])
        #expect(events[2]["outcome"] as? String == "cancel")
        #expect(events[3]["position"] as? String == "start")
    }

    @Test("simulate: a bad script exits 64 with a caret under the problem")
    func badScript() throws {
        let result = try segue("simulate", "slide-over", "--gesture", "touch; drag 40% over; release")
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.hasPrefix(
                """
                Error: invalid gesture script: step 2 "drag 40% over": expected a duration like 120ms or 0.2s after 'over'
                  touch; drag 40% over; release
                                      ^
                """))
    }
}
