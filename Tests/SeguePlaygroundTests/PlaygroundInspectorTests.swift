import SegueEngine
import SegueInput
import Testing

@testable import SeguePlayground

/// The inspector's progress line: the fraction complete and where the views are, named, and the
/// time within the transition.
@Suite("Playground inspector: the two progress figures")
struct PlaygroundInspectorTests {
    func progressLine(_ h: Harness) -> String {
        h.screen.split(separator: "\n").first { $0.contains("progress  fraction") }.map(String.init) ?? "<no progress line>\n\(h.screen)"
    }

    @Test("grabbing a played slide-over shows the fraction complete ahead of the views, as the picture is")
    func grabbedPlay() throws {
        var h = Harness()
        h.wait(2)
        h.press(.character(" "))
        h.wait(0.1)
        h.press(.character(" "))
        let session = try #require(h.playground.session)
        let fraction = session.progress(at: h.playground.time)
        let views = session.visualProgress(at: h.playground.time)
        #expect(abs(fraction - 0.2) < 0.02)
        #expect(abs(views - CubicBezier.easeInOut.value(at: fraction)) < 1e-9)
        let line = progressLine(h)
        #expect(line.contains(String(format: "fraction %.1f %%  views %.1f %%", fraction * 100, views * 100)), "\(line)")
        #expect(line.contains(String(format: "t %.2f of 0.50 s", fraction * 0.5)), "t is the time within the transition, not the 2.1 s of the session: \(line)")
    }

    @Test("t stops when the transition completes, and starts from 0 for the next one")
    func transitionTime() {
        var h = Harness()
        h.wait(1)
        h.press(.character(" "))
        h.wait(2)
        #expect(progressLine(h).contains("fraction 100.0 %  views 100.0 %  t 0.50 of 0.50 s"), "\(progressLine(h))")
        h.press(.character(" "))
        #expect(progressLine(h).contains("t 0.00 of 0.50 s"), "\(progressLine(h))")
    }
}

@Suite("Playground: scrubbing from a grab in a spring's overshoot")
struct PlaygroundOvershootScrubTests {
    @Test("← after grabbing beyond the end moves the views 1 % back in, not to 99 %")
    func scrubBackFromOvershoot() throws {
        var h = Harness("easy-bouncy")
        // A policy where the flick's speed finishes, so its spring carries the views past the end.
        while !h.playground.policy.description.hasPrefix("percent-or-velocity") { h.press(.character("c")) }
        h.press(.character("f"))
        var views = 0.0
        for _ in 0..<120 {
            h.wait(1.0 / 60)
            views = h.playground.session?.visualProgress(at: h.playground.time) ?? 0
            if views > 1.05 { break }
        }
        try #require(views > 1.05, "the flick's spring overshoots")
        h.press(.character(" "))
        #expect(h.phase == .interactive)
        let held = try #require(h.playground.session?.visualProgress(at: h.playground.time))
        #expect(h.screen.contains(String(format: "views %.1f %%", held * 100)), "the inspector shows the views beyond the end")
        h.press(.left)
        let scrubbed = try #require(h.playground.session?.visualProgress(at: h.playground.time))
        #expect(abs(held - scrubbed - 0.01) < 1e-9, "held at \(held), scrubbed to \(scrubbed)")
    }
}
