import SegueInput
import SeguePlayground
import SegueTestSupport
import Testing

/// Whole screens, as a person sees them (no colour), at fixed sizes.
@Suite("Playground screens")
struct PlaygroundSnapshotTests {
    func check(_ text: String, _ name: String) {
        let mismatch = snapshotMismatch(text, named: name)
        #expect(mismatch == nil, Comment(rawValue: mismatch ?? ""))
    }

    @Test("opening screen, 120×40")
    func opening() {
        let h = Harness()
        check(h.playground.view(columns: 120, rows: 40).text, "opening-120x40")
    }

    @Test("scrubbed to 30 % with the help open, 100×30")
    func scrubbedWithHelp() {
        var h = Harness(columns: 100, rows: 30)
        h.press(.shiftRight, .shiftRight, .shiftRight)
        check(h.playground.view(columns: 100, rows: 30).text, "scrubbed-30-100x30")
        h.press(.character("?"))
        check(h.playground.view(columns: 100, rows: 30).text, "help-100x30")
    }

    @Test("finger down with a live verdict, narrow and tall 60×50")
    func fingerDown() {
        var h = Harness(columns: 60, rows: 50)
        h.press(.character("d"))
        for _ in 0..<3 { h.press(.shiftRight, after: 0.03) }
        h.wait(0.1)
        check(h.playground.view(columns: 60, rows: 50).text, "finger-60x50")
    }

    @Test("too small, 40×12")
    func tooSmall() {
        var h = Harness()
        _ = h.playground.handle(.resize(columns: 40, rows: 12))
        check(h.playground.view(columns: 40, rows: 12).text, "too-small-40x12")
    }
}
