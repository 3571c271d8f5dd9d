import SegueEngine
import SegueInput
import SeguePlayground
import SeguePresets
import Testing

/// The playground under a storm of keys (`TerminalApp.handle(_:repeated:)`, `isUrgent`): a key
/// repeated many times costs what it adds up to, and `q` is known as the key to handle first
/// only where it quits.
@Suite("Playground: storms of keys")
struct PlaygroundStormTests {
    @Test("→ repeated 150 times moves as far as 150 presses (to the end, clamped), in one scrub")
    func repeatedScrub() {
        var one = Harness("slide-over")
        for _ in 0..<30 { one.press(.right) }
        var many = Harness("slide-over")
        _ = many.playground.handle(.key(.right), repeated: 30)
        #expect(abs(one.progress - many.progress) < 1e-12 && abs(many.progress - 0.3) < 1e-9)
        _ = many.playground.handle(.key(.right), repeated: 150)
        #expect(many.progress == 1)
    }

    @Test("x repeated 80,000 times at rest says once that there is nothing to cancel; in compare mode once in each pane")
    func repeatedCancel() {
        var h = Harness("slide-over")
        _ = h.playground.handle(.key(.character("x")), repeated: 80_000)
        #expect(h.playground.log.filter { $0.text.hasPrefix("nothing to cancel") }.count == 1)
        var compare = Playground(PlaygroundPane(presets: PresetCatalog.builtIn().entries.map(\.spec), initial: "slide-over"))
        _ = compare.handle(.resize(columns: 160, rows: 50))
        _ = compare.handle(.key(.character("=")))
        _ = compare.handle(.key(.character("x")), repeated: 80_000)
        #expect(compare.panes.map { $0.log.filter { $0.text.hasPrefix("nothing to cancel") }.count } == [1, 1])
    }

    @Test("q is urgent where it quits (or asks): not while the picker's filter, a typed value or the save-as name takes letters")
    func urgentQuit() {
        var h = Harness("fade")
        h.playground.setDocuments(PresetCatalog.builtIn().documents, userFolder: "/u")
        let q = InputEvent.key(.character("q"))
        #expect(h.playground.isUrgent(q) && !h.playground.isUrgent(.key(.character("x"))))
        h.press(.character("/"))
        #expect(!h.playground.isUrgent(q))
        h.press(.escape, .character("e"), .enter)
        #expect(!h.playground.isUrgent(q), "a value being typed")
        h.press(.escape, .right, .character("w"))
        #expect(!h.playground.isUrgent(q), "the copy's name")
        h.press(.escape, .escape)
        #expect(h.playground.isUrgent(q), "asks about the unsaved edits")
    }

    @Test("dropped input is logged once, adding up")
    func droppedInput() {
        var h = Harness("slide-over")
        _ = h.playground.handle(.inputDropped(count: 70_000))
        _ = h.playground.handle(.inputDropped(count: 845))
        #expect(h.playground.log.last?.text == "70845 input events dropped: they came faster than they could be handled")
        #expect(h.playground.log.filter { $0.text.contains("input events dropped") }.count == 1)
    }
}
