import Foundation
import SegueEngine
import SeguePresets
import SegueText
import Testing

@testable import SegueCommands

@Suite("simulate")
struct SimulateCommandTests {
    func jsonEvents(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    @Test("the timeline: one line per event with time, event, progress, where the views are, and details")
    func timeline() {
        let run = segue("simulate", "slide-over", "--gesture", "touch; drag 134.7pt over 1s; drag 22.5pt over 150ms; release")
        #expect(run.code == .success)
        #expect(run.error == "")
        #expect(
            run.output == """
                slide-over present fromRight, 0.5 s, container 393x852 pt; pan fromRight over 393 pt; policy percent(0.5)
                     t (s)  event        progress   views  details
                     0.075  began           0.000   0.000  interactive
                     1.150  released        0.400   0.400  velocity 150.0 pt/s
                     1.150  decision        0.400   0.400  cancel: percent(0.5), p 0.40 ≤ 0.50
                     1.350  completed       0.000   0.000  at start

                """)
    }

    @Test("--json: one object per line with t, event, progress and views; completed comes last")
    func json() throws {
        let run = segue("simulate", "slide-over", "--gesture", "touch; drag 60% over 0.5s; wait 0.2s; release", "--json")
        #expect(run.code == .success)
        let events = try jsonEvents(run.output)
        #expect(events.map { $0["event"] as? String } == ["began", "released", "decision", "completed"])
        for event in events {
            #expect(event["t"] is Double || event["t"] is Int)
            #expect(event["progress"] is Double || event["progress"] is Int)
            #expect(event["views"] is Double || event["views"] is Int)
        }
        #expect(events[1]["velocity"] as? Double == 0)
        #expect(events[2]["outcome"] as? String == "finish")
        #expect(events[2]["policy"] as? String == "percent(0.5)")
        #expect(events[2]["reason"] as? String == "p 0.60 > 0.50")
        #expect(events[3]["position"] as? String == "end")
        // Released at 0.7 s at p 0.6: UIKit finishes in (1 − p)·D = 0.2 s.
        #expect(abs((events[3]["t"] as? Double ?? 0) - 0.9) < 1e-9)
    }

    @Test("JSON numbers round to 1e-9 and strings escape quotes, backslashes and controls")
    func jsonFormatting() {
        #expect(JSONText.number(1.2000000000000002) == "1.2")
        #expect(JSONText.number(-0.0) == "0")
        #expect(JSONText.number(.infinity) == "null")
        let line = InteractionSession.Record(time: 0.5, event: .ignored(reason: "a \"tap\"\\\n"), progress: 0, visualProgress: 0).jsonLine
        #expect(line == #"{"t": 0.5, "event": "ignored", "progress": 0, "views": 0, "reason": "a \"tap\"\\\n"}"#)
    }

    @Test("flags override the preset: policy, pan, container, duration")
    func overrides() throws {
        let run = segue(
            "simulate", "slide-over", "--gesture", "touch; drag 200pt over 0.2s; release",
            "--policy", "flick", "--pan", "fromBottom", "--container", "400x800", "--duration", "1", "--json")
        #expect(run.code == .success, "\(run.error)")
        let events = try jsonEvents(run.output)
        let released = try #require(events.first { $0["event"] as? String == "released" })
        // The distance W becomes H for a vertical pan: 200 of 800 pt.
        #expect(abs((released["progress"] as? Double ?? 0) - 0.25) < 1e-9)
        #expect(abs((released["velocity"] as? Double ?? 0) - 1000) < 1)
        let decision = try #require(events.first { $0["event"] as? String == "decision" })
        #expect(decision["policy"] as? String == "flick(1/3, 1200)")
        #expect(decision["outcome"] as? String == "cancel")
        // Cancelled at p 0.25 of a 1 s transition: p·D = 0.25 s after the release at 0.2 s.
        #expect(abs((events.last?["t"] as? Double ?? 0) - 0.45) < 1e-9)
        let header = segue("simulate", "slide-over", "--gesture", "play", "--container", "400x800", "--duration", "1").output
        #expect(header.hasPrefix("slide-over present fromRight, 1 s, container 400x800 pt; pan fromRight over 400 pt; policy percent(0.5)\n"))
    }

    @Test("a preset without an interaction for the operation runs with a default, and says so")
    func defaultInteraction() throws {
        let run = segue("simulate", "slide-over", "--operation", "push", "--gesture", "touch; drag 70% over 0.5s; release")
        #expect(run.code == .success)
        #expect(
            run.output.contains("\nnote: 'slide-over' has no interaction for push; using a default: pan fromRight over the container, policy percent(0.5)\n"))
        #expect(run.output.hasSuffix(" completed       1.000   1.000  at end\n"))
        let json = segue("simulate", "slide-over", "--operation", "pop", "--gesture", "touch; drag 20% over 0.5s; release", "--json")
        #expect(json.error.hasPrefix("note: 'slide-over' has no interaction for pop; using a default: pan fromLeft"))
        #expect(try jsonEvents(json.output).last?["position"] as? String == "start")
    }

    @Test("play, grab, finish and cancel steps are recorded")
    func programmaticSteps() throws {
        let run = segue("simulate", "slide-over", "--gesture", "play; wait 0.2s; touch; wait 50ms; release", "--json")
        let names = try jsonEvents(run.output).compactMap { $0["event"] as? String }
        #expect(names.first == "began")
        #expect(names.contains("grabbed"))
        #expect(names.last == "completed")
        let cancelled = segue("simulate", "slide-over", "--gesture", "touch; drag 30% over 0.3s; cancel; release")
        #expect(cancelled.output.contains(" cancel-called "))
        #expect(cancelled.output.hasSuffix("at start\n"))
    }

    @Test("a script that does not parse exits 64 with the step and a caret under the problem")
    func badScript() {
        let run = segue("simulate", "slide-over", "--gesture", "touch; drag 10pt ovr 1s")
        #expect(run.code == .usage)
        #expect(run.output == "")
        #expect(
            run.error.hasPrefix(
                """
                Error: invalid gesture script: step 2 "drag 10pt ovr 1s": expected 'over' after '10pt', not 'ovr'
                  touch; drag 10pt ovr 1s
                                   ^
                Help:  --gesture SCRIPT
                """))
        #expect(run.error.contains("Usage: segue simulate PRESET --gesture SCRIPT"))
    }

    @Test("a script that cannot be performed exits 64 pointing at the step")
    func unperformable() {
        let drag = segue("simulate", "slide-over", "--gesture", "wait 1s;  drag 10pt over 1s; release")
        #expect(drag.code == .usage)
        #expect(
            drag.error.hasPrefix(
                """
                Error: invalid gesture script: step 2 "drag 10pt over 1s": no finger is down (touch first)
                  wait 1s;  drag 10pt over 1s; release
                            ^
                """))
        let held = segue("simulate", "slide-over", "--gesture", "touch; drag 30% over 1s")
        #expect(held.code == .usage)
        #expect(held.error.contains("the script ends with the finger down; end it with 'release'\n  touch; drag 30% over 1s\n                         ^\n"))
        // The step is quoted as typed, not in its normalised form.
        let typed = segue("simulate", "slide-over", "--gesture", "TOUCH;  Drag 30%  over 1S;")
        #expect(typed.error.hasPrefix(#"Error: invalid gesture script: step 2 "Drag 30%  over 1S": the script ends with the finger down"#), "\(typed.error)")
    }

    @Test("a transition that never begins prints its timeline and exits 1")
    func neverBegins() {
        let run = segue("simulate", "slide-over", "--gesture", "touch; drag -50pt over 0.2s; release")
        #expect(run.code == .failure)
        #expect(run.output.contains(" ignored "))
        #expect(run.error == "Error: the transition never began (no touch moved it, and no play)\n")
    }

    @Test(
        "usage errors: missing gesture, bad policy with a caret, unknown pan, bad container and duration",
        arguments: [
            (["--policy", "flick(2)"], "Error: invalid policy: expected threshold in 0…1, not 2\n  flick(2)\n        ^\n"),
            (["--policy", "percnt"], "Error: invalid policy: expected a policy name"),
            (["--pan", "up"], "Error: unknown pan direction 'up'"),
            (["--container", "393"], "Error: --container expects WxH in points"),
            (["--container", "0x10"], "Error: --container expects WxH in points"),
            (["--duration", "0"], "Error: --duration expects seconds above 0"),
            (["--duration", "61"], "Error: --duration expects seconds above 0, at most 60 (got '61')"),
            (["--container", "1e5x1e-5"], "Error: --container expects WxH in points, two numbers from 1 to 100000 like 393x852 (got '1e5x1e-5')"),
        ])
    func usageErrors(_ extra: [String], _ message: String) {
        let run = segue(["simulate", "slide-over", "--gesture", "play"] + extra)
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix(message), "\(run.error)")
    }

    @Test("a policy takes the shared number grammar, and the container's bounds are inclusive")
    func sharedNumbers() {
        let run = segue("simulate", "slide-over", "--gesture", "play", "--policy", "percent(1e-3)", "--container", "1e5x1")
        #expect(run.code == .success, "\(run.error)")
        #expect(
            run.output.hasPrefix("slide-over present fromRight, 0.5 s, container 100000x1 pt; pan fromRight over 100000 pt; policy percent(0.001)"),
            "\(run.output)")
    }

    @Test("missing --gesture and an unknown preset are usage errors")
    func missing() {
        #expect(segue("simulate", "slide-over").error.hasPrefix("Error: missing --gesture SCRIPT\n"))
        let unknown = segue("simulate", "slide-ovr", "--gesture", "play")
        #expect(unknown.code == .usage)
        #expect(unknown.error.hasPrefix("Error: unknown preset 'slide-ovr'; did you mean 'slide-over'?\nUsage: segue simulate"))
    }

    @Test("a preset timed by a spring releases into it with the finger's velocity, as in the playground")
    func springPresetHandsOffVelocity() throws {
        let spec = try #require(SeguePresets.PresetCatalog.builtIn()["app-store"])
        #expect({ if case .springFilling = spec.timing { true } else { false } }())
        let command = try SimulateCommand(ParsedArguments(positionals: ["app-store"], values: ["gesture": "touch; release"]))
        let transition = try spec.transition(for: spec.operations[0])
        let setup = try command.setup(spec, transition: transition)
        #expect(setup.releaseTiming == spec.timing)
        let cubic = try #require(SeguePresets.PresetCatalog.builtIn()["slide-over"])
        #expect(try command.setup(cubic, transition: cubic.transition(for: .present)).releaseTiming == nil)
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    @Test("a grab in a spring's overshoot shows beyond the end, and the drag takes the views 3 % back from there, not to 97 %")
    func grabBeyondTheEnd() throws {
        let script = "touch; drag 60% over 0.1s; release; wait 0.2s; touch; drag -3% over 0.1s; release"
        let run = segue("simulate", "bouncy-slide", "--presets", Self.fixtures, "--gesture", script, "--json")
        #expect(run.code == .success, "\(run.error)")
        let events = try jsonEvents(run.output)
        let grabbed = try #require(events.first { $0["event"] as? String == "grabbed" })
        let released = try #require(events.last { $0["event"] as? String == "released" })
        let grabbedViews = try #require(grabbed["views"] as? Double)
        let releasedViews = try #require(released["views"] as? Double)
        #expect(grabbedViews > 1.1, "the grab is beyond the end: \(grabbedViews)")
        #expect(abs(grabbedViews - releasedViews - 0.03) < 1e-6, "3 % behind the grab: \(grabbedViews) → \(releasedViews)")
        #expect(abs((released["progress"] as? Double ?? 0) - releasedViews) < 1e-6, "scrubbed from rest, the two figures agree")
        #expect(events.last?["position"] as? String == "end")
        let text = segue("simulate", "bouncy-slide", "--presets", Self.fixtures, "--gesture", script).output
        #expect(text.contains("     0.300  grabbed         1.258   1.258\n"), "\(text)")
        #expect(text.contains("     0.400  released        1.228   1.228  velocity -117.9 pt/s\n"))
    }

    @Test("after a grab of a played curve the fraction complete runs ahead of the views, and the timeline shows both")
    func twoFigures() throws {
        let run = segue("simulate", "slide-over", "--gesture", "play; wait 0.104s; touch; release", "--json")
        let grabbed = try #require(try jsonEvents(run.output).first { $0["event"] as? String == "grabbed" })
        #expect(abs((grabbed["progress"] as? Double ?? 0) - 0.208) < 1e-9)
        #expect(abs((grabbed["views"] as? Double ?? 0) - CubicBezier.easeInOut.value(at: 0.208)) < 1e-9)
    }
}
