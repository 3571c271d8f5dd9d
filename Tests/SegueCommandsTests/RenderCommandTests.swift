import Foundation
import SegueEngine
import SegueRender
import Testing

@testable import SegueCommands

@Suite("render")
struct RenderCommandTests {
    func render(_ command: RenderCommand, environment: [String: String] = [:], isTTY: Bool = false) -> CapturedRun {
        var io = CommandIO(output: "", error: "")
        let code = command.run(&io, environment: environment, isTTY: isTTY)
        return CapturedRun(code: code, output: io.output as! String, error: io.error as! String)
    }

    @Test("prints exactly ROWS lines of COLS cells, no escape sequences without colour")
    func size() {
        let run = segue("render", "slide-over", "--size", "40x12", "--color", "never")
        #expect(run.code == .success)
        #expect(run.error == "")
        let lines = run.output.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(run.output.hasSuffix("\n"))
        #expect(lines.count == 12)
        #expect(lines.allSatisfy { $0.count == 40 })
        #expect(!run.output.contains("\u{1B}"))
    }

    @Test("--landscape turns the device: the container's frame is wider than tall on the stage")
    func landscape() {
        func frameSize(_ output: String) -> (columns: Int, rows: Int) {
            let lines = output.split(separator: "\n").map(String.init)
            let framed = lines.filter { $0.contains("│") || $0.contains("╭") || $0.contains("╰") }
            let top = lines.first { $0.contains("╭") } ?? ""
            let width = top.filter { "╭─╮".contains($0) }.count
            return (width, framed.count)
        }
        let portrait = segue("render", "slide-over", "--size", "80x24", "--color", "never")
        let landscape = segue("render", "slide-over", "--size", "80x24", "--color", "never", "--landscape")
        #expect(landscape.code == .success)
        let p = frameSize(portrait.output)
        let l = frameSize(landscape.output)
        // A cell is about twice as tall as wide: portrait fills the height, landscape the width.
        #expect(p.columns < 2 * p.rows)
        #expect(l.columns > 2 * l.rows, "\(landscape.output)")
    }

    @Test("the frame is the linearly scrubbed scene at --progress, drawn by the stage renderer")
    func frameIsTheScrubbedScene() throws {
        var io = CommandIO(output: "", error: "")
        let spec = try PresetChoice(name: "slide-over").spec(command: "render", io: &io)
        for p in [0.0, 0.3, 1.0] {
            let scene = try spec.transition(for: .present).scene(at: p)
            let expected = StageRenderer(options: RenderOptions(colorDepth: .none)).render(scene, width: 30, height: 10).text
            let run = render(RenderCommand(preset: "slide-over", progress: p, size: (30, 10), color: .never))
            #expect(run.output == expected + "\n")
        }
        let half = segue("render", "slide-over", "--size", "30x10", "--color", "never")
        let explicit = segue("render", "slide-over", "--size", "30x10", "--color", "never", "--progress", "0.5")
        #expect(half.output == explicit.output)
        #expect(half.output != segue("render", "slide-over", "--size", "30x10", "--color", "never", "--progress", "0.2").output)
    }

    @Test("without --size the size comes from COLUMNS and LINES, else 80x24")
    func terminalSize() {
        #expect(RenderCommand.terminalSize(environment: ["COLUMNS": "100", "LINES": "30"]) == (100, 30))
        #expect(RenderCommand.terminalSize(environment: ["COLUMNS": "abc"]) == (80, 24))
        #expect(RenderCommand.terminalSize(environment: [:]) == (80, 24))
        let run = render(RenderCommand(preset: "push", color: .never), environment: ["COLUMNS": "50", "LINES": "7"])
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(\.count) == Array(repeating: 50, count: 7))
    }

    @Test("colour follows --color and the environment: SGR sequences only when colour is on")
    func color() {
        let command = RenderCommand(preset: "slide-over", size: (40, 12))
        #expect(!render(command, isTTY: false).output.contains("\u{1B}["))
        #expect(render(command, environment: ["TERM": "xterm-256color"], isTTY: true).output.contains("\u{1B}[38;5;"))
        #expect(!render(command, environment: ["TERM": "xterm", "NO_COLOR": "1"], isTTY: true).output.contains("\u{1B}["))
        var always = command
        always.color = .always
        let colored = render(always, environment: ["COLORTERM": "truecolor"], isTTY: false).output
        #expect(colored.contains("\u{1B}[38;2;"))
        #expect(colored.split(separator: "\n").count == 12)
    }

    @Test("--ascii prints only ASCII")
    func ascii() {
        let run = segue("render", "cover-vertical", "--ascii", "--size", "60x20", "--color", "never", "--progress", "0.4")
        #expect(run.code == .success)
        #expect(run.output.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(!segue("render", "cover-vertical", "--size", "60x20", "--color", "never").output.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test("operation and direction change the frame")
    func operationAndDirection() {
        let base = ["render", "slide-over", "--size", "40x12", "--color", "never", "--progress", "0.3"]
        let a = segue(base)
        let b = segue(base + ["--direction", "fromLeft"])
        let c = segue(base + ["--operation", "dismiss"])
        #expect(a.output != b.output)
        #expect(a.output != c.output)
        #expect(a.code == .success && b.code == .success && c.code == .success)
    }

    @Test("an unknown preset is a usage error with the closest name")
    func unknownPreset() {
        let run = segue("render", "slide-ovr")
        #expect(run.code == .usage)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("Error: unknown preset 'slide-ovr'; did you mean 'slide-over'?\nUsage: segue render PRESET"))
        #expect(segue("render", "zzzzzz").error.hasPrefix("Error: unknown preset 'zzzzzz' (see 'segue list')\n"))
    }

    @Test("an unsupported operation or direction exits 64 with the supported list")
    func unsupported() {
        let op = segue("render", "slide-over", "--operation", "tabBack")
        #expect(op.code == .usage)
        #expect(
            op.error.hasPrefix(
                "Error: preset 'slide-over': operation 'tabBack' is not supported (supported: present, dismiss, push, pop)\nHelp:  --operation OP"))
        let typo = segue("render", "slide-over", "--operation", "pussh")
        #expect(typo.code == .usage)
        #expect(typo.error.hasPrefix("Error: unknown operation 'pussh'; did you mean 'push'? (known: present, dismiss, push, pop, tabForward, tabBack)\n"))
        let direction = segue("render", "slide-over", "--direction", "sideways")
        #expect(direction.code == .usage)
        #expect(direction.error.contains("unknown direction 'sideways'"))
    }

    @Test(
        "malformed values are usage errors naming the option",
        arguments: [
            (["--progress", "1.5"], "--progress expects a number from 0 to 1 (got '1.5')"),
            (["--size", "80"], "--size expects COLSxROWS"),
            (["--size", "0x10"], "--size expects COLSxROWS"),
            (["--size", "10.5x10"], "--size expects COLSxROWS"),
            (["--color", "alway"], "unknown --color value 'alway'; did you mean 'always'?"),
            (["--time", "-0.1"], "--time expects a time in seconds, 0 or more (got '-0.1')\nHelp:  --time SECONDS"),
            (["--time", "nan"], "--time expects a time in seconds, 0 or more (got 'nan')"),
            (["--time", "inf"], "--time expects a time in seconds, 0 or more (got 'inf')"),
            (["--time", "soon"], "--time expects a time in seconds, 0 or more (got 'soon')"),
            (["--time", "0.2", "--progress", "0.5"], "--time and --progress cannot be given together"),
        ])
    func malformed(_ extra: [String], _ message: String) {
        let run = segue(["render", "slide-over"] + extra)
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix("Error: " + message), "\(run.error)")
    }

    /// The tracks' progress in `render --format json` output.
    func trackProgress(_ output: String) throws -> [Double] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let tracks = try #require((json["progress"] as? [String: Any])?["tracks"] as? [[String: Any]])
        return try tracks.map { try #require($0["progress"] as? Double) }
    }

    @Test(
        "--time: the transition played from 0, each track on its own curve or spring over its range of the duration",
        arguments: [("slide-over", [0.0, 0.1, 0.25, 0.4]), ("easy-scale", [0.05, 0.1, 0.2]), ("layered-fade", [0.1, 0.3])])
    func time(_ preset: String, _ times: [Double]) throws {
        var io = CommandIO(output: "", error: "")
        let spec = try PresetChoice(name: preset).spec(command: "render", io: &io)
        let transition = try spec.transition(for: spec.operations[0])
        for t in times {
            // The reference: each track's curve at its local time fraction (`scene(atTimeFraction:)`).
            let f = t / transition.duration
            let expected = transition.tracks.map {
                $0.curve.resolved(duration: transition.duration * $0.range.length).progress(at: $0.range.localFraction(at: f))
            }
            let json = segue("render", preset, "--time", "\(t)", "--format", "json")
            #expect(json.code == .success, "\(json.error)")
            let progress = try trackProgress(json.output)
            #expect(
                progress.count == expected.count && zip(progress, expected).allSatisfy { abs($0 - $1) < 2e-9 },
                "\(preset) at \(t) s: \(progress) vs \(expected)")
            let frame = render(RenderCommand(preset: preset, time: t, size: (30, 10), color: .never))
            let drawn = StageRenderer(options: RenderOptions(colorDepth: .none)).render(transition.scene(atTimeFraction: f), width: 30, height: 10).text
            #expect(frame.output == drawn + "\n", "\(preset) at \(t) s")
        }
    }

    @Test("--time differs from --progress where the curve does, and past the end shows the end")
    func timeAgainstProgress() {
        let eased = segue("render", "slide-over", "--time", "0.1", "--size", "40x12", "--color", "never")
        let scrubbed = segue("render", "slide-over", "--progress", "0.2", "--size", "40x12", "--color", "never")
        #expect(eased.code == .success && eased.output != scrubbed.output, "easeInOut lags the linear scrub early on")
        let past = segue("render", "slide-over", "--time", "30", "--size", "40x12", "--color", "never")
        let end = segue("render", "slide-over", "--progress", "1", "--size", "40x12", "--color", "never")
        #expect(past.code == .success && past.output == end.output)
        #expect(
            segue("render", "fade", "--time", "0", "--size", "40x12", "--color", "never").output
                == segue("render", "fade", "--progress", "0", "--size", "40x12", "--color", "never").output)
    }
}
