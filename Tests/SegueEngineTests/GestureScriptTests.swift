import SegueEngine
import Testing

@Suite("Gesture scripts: steps, units, errors with step and offset")
struct GestureScriptTests {
    @Test("every step form parses")
    func everyForm() throws {
        let steps = try GestureScript.parse("play; wait 120ms; touch; drag 150pt over 0.2s; drag -60pt over 1s; drag 40% over 80ms; release; finish; cancel")
        #expect(
            steps == [
                .play, .wait(0.12), .touch, .drag(.points(150), over: 0.2), .drag(.points(-60), over: 1),
                .drag(.percent(40), over: 0.08), .release, .finish, .cancel,
            ])
    }

    @Test("whitespace, case, a trailing ';', spaced units and the shared number grammar are tolerated")
    func tolerant() throws {
        let steps = try GestureScript.parse("  TOUCH ;drag\t+20 pt   OVER 50 ms;\n wait 1.5s ; release ;  ")
        #expect(steps == [.touch, .drag(.points(20), over: 0.05), .wait(1.5), .release])
        #expect(try GestureScript.parse("touch; drag 1e1pt over 1e-1s") == [.touch, .drag(.points(10), over: 0.1)])
        #expect(try GestureScript.parse("wait .5s") == [.wait(0.5)])
    }

    @Test("each step carries where it is written: its first character's offset and its trimmed text")
    func located() throws {
        let script = "touch ;  drag 40% over 0.2s;release ; "
        let steps = try GestureScript.parseLocated(script)
        #expect(steps.map(\.offset) == [0, 9, 28])
        #expect(steps.map(\.text) == ["touch", "drag 40% over 0.2s", "release"])
        #expect(steps.map(\.step) == (try GestureScript.parse(script)))
    }

    @Test("percent distances scale with the pan distance")
    func percentDistance() {
        #expect(GestureDistance.percent(40).points(panDistance: 393) == 0.4 * 393)
        #expect(GestureDistance.points(-60).points(panDistance: 393) == -60)
    }

    @Test("the canonical text round-trips")
    func roundTrip() throws {
        let text = "play; wait 120ms; touch; drag 150pt over 200ms; drag -60pt over 1s; drag 40% over 1.5s; wait 0.0005s; release; finish; cancel"
        let steps = try GestureScript.parse(text)
        #expect(GestureScript.text(of: steps) == text)
        #expect(try GestureScript.parse(GestureScript.text(of: steps)) == steps)
    }

    static let bad: [(script: String, step: Int, text: String, offset: Int, expected: String)] = [
        ("touch; drag 10pt over", 2, "drag 10pt over", 21, "a duration like 120ms or 0.2s after 'over'"),
        // Every quantity has a unit: a bare distance is refused as a bare duration is.
        ("touch; drag 30 over 0.3s", 2, "drag 30 over 0.3s", 14, "a distance unit (pt or %) after '30'"),
        // A finger cannot move in no time: the velocity would be undefined.
        ("touch; drag 200pt over 0s", 2, "drag 200pt over 0s", 23, "a drag duration above 0 (a finger cannot move 200pt in no time)"),
        ("wait 601s", 1, "wait 601s", 0, "a script of at most 600 s of simulated time; its waits and drags reach 601 s here"),
        (
            "touch; wait 100000000000000000000s; release", 2, "wait 100000000000000000000s", 7,
            "a script of at most 600 s of simulated time; its waits and drags reach 1e+20 s here"
        ),
        (
            "touch; drag 50% over 1000000000000s", 2, "drag 50% over 1000000000000s", 7,
            "a script of at most 600 s of simulated time; its waits and drags reach 1000000000000 s here"
        ),
        ("", 1, "", 0, "a step: play, wait T, touch, touch at X Y, drag D over T, drag D across over T, release, finish or cancel"),
        ("touch;; release", 2, "", 6, "a step: play, wait T, touch, touch at X Y, drag D over T, drag D across over T, release, finish or cancel"),
        (
            "touch; jump 3pt", 2, "jump 3pt", 7,
            "a step: play, wait T, touch, touch at X Y, drag D over T, drag D across over T, release, finish or cancel, not 'jump'"
        ),
        ("play now", 1, "play now", 5, "';' or the end of the script after 'play', not 'now'"),
        ("wait", 1, "wait", 4, "a duration like 120ms or 0.2s after 'wait'"),
        ("wait soon", 1, "wait soon", 5, "a duration like 120ms or 0.2s after 'wait', not 'soon'"),
        ("wait 10", 1, "wait 10", 7, "a duration unit (ms or s) after '10'"),
        ("wait 10pt", 1, "wait 10pt", 7, "a duration unit (ms or s), not 'pt'"),
        ("wait -1s", 1, "wait -1s", 5, "a duration ≥ 0, not '-1s'"),
        ("touch; drag", 2, "drag", 11, "a distance like 150pt, -60pt or 40% after 'drag'"),
        ("drag far over 1s", 1, "drag far over 1s", 5, "a distance like 150pt, -60pt or 40% after 'drag', not 'far'"),
        ("drag 10ms over 1s", 1, "drag 10ms over 1s", 7, "a distance unit (pt or %), not 'ms'"),
        ("drag 150pt", 1, "drag 150pt", 10, "'over' after '150pt'"),
        ("drag 150pt in 1s", 1, "drag 150pt in 1s", 11, "'over' after '150pt', not 'in'"),
        ("drag 150pt over 1s now", 1, "drag 150pt over 1s now", 19, "';' or the end of the script after '1s', not 'now'"),
    ]

    @Test("a bad script names the step, its text, the offset and what was expected", arguments: 0..<16)
    func errors(index: Int) {
        let bad = Self.bad[index]
        do {
            let steps = try GestureScript.parse(bad.script)
            Issue.record("\"\(bad.script)\" parsed as \(steps)")
        } catch {
            #expect(error.step == bad.step, "\(error)")
            #expect(error.stepText == bad.text, "\(error)")
            #expect(error.offset == bad.offset, "\(error)")
            #expect(error.expected == bad.expected, "\(error)")
        }
    }

    @Test("the error message reads as one line")
    func message() {
        do {
            _ = try GestureScript.parse("touch; release; drag 10pt over")
            Issue.record("parsed")
        } catch {
            #expect(error.description == "step 3 \"drag 10pt over\" (offset 30): expected a duration like 120ms or 0.2s after 'over'")
        }
    }
}
