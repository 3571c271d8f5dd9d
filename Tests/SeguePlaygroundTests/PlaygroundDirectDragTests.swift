import SegueEngine
import SegueInput
import SeguePlayground
import Testing

/// Drag mode on an Easy preset's dismissal: the finger (keyboard or mouse) moves the alert itself;
/// beyond 70 pt it dismisses from there, otherwise it springs back in 0.33 s.
@Suite("Playground: direct manipulation")
struct PlaygroundDirectDragTests {
    /// easy-all, switched to its dismissal (the drag-to-dismiss).
    func dismissal() -> Harness {
        var h = Harness("easy-all")
        h.press(.character("o"))
        #expect(h.playground.session?.direct != nil)
        return h
    }

    @Test("keyboard: eight presses of ↓ (80 pt) dismiss, from where the alert was dropped")
    func keyboardDismisses() {
        var h = dismissal()
        h.press(.character("d"))
        for _ in 1...8 { h.press(.down, after: 0.02) }
        h.wait(0.6)  // the finger covers its strokes (the first one lasts 0.5 s)
        #expect(h.screen.contains("offset (0, 80) pt · release now → dismiss: |dy| 80 > 70 pt"))
        h.press(.character(" "), after: 0.02)
        #expect(h.logText.contains("→ dismiss: |dy| 80 > 70 pt"))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true), "\(h.logText)")
        #expect(h.logText.hasSuffix("completed at end"))
    }

    @Test("keyboard: seven presses (70 pt, not beyond) spring back in 0.33 s to where it was")
    func keyboardSpringsBack() {
        var h = dismissal()
        let home = h.playground.stageGrid(width: 60, height: 30).trimmedText
        h.press(.character("d"))
        for _ in 1...7 { h.press(.down, after: 0.02) }
        h.wait(0.6)  // the finger covers its strokes (the first one lasts 0.5 s)
        #expect(h.playground.stageGrid(width: 60, height: 30).trimmedText != home, "the alert moved with the finger")
        h.press(.enter, after: 0.02)
        #expect(h.logText.contains("→ spring back: |dx| 0, |dy| 70 ≤ 70 pt"))
        #expect(h.playground.isAnimating, "the spring back asks for frames")
        h.wait(0.3)
        #expect(!h.logText.contains("completed"))
        h.wait(0.05)
        #expect(h.logText.hasSuffix("completed at start"))
        #expect(h.phase == .waiting, "the dismissal never began")
        #expect(!h.playground.isAnimating)
        #expect(h.playground.stageGrid(width: 60, height: 30).trimmedText == home, "the alert is back where it was")
    }

    @Test("mouse: a press on the alert takes it; four rows down (about 92 pt) dismiss, two (46 pt) spring back")
    func mouse() {
        let layout = PlaygroundLayout(columns: 120, rows: 40)
        let column = layout.stage.x + layout.stage.width / 2
        let row = layout.stage.y + layout.stage.height / 2
        var h = dismissal()
        h.mouse(.press, column: column, row: row)
        h.mouse(.drag, column: column, row: row + 1, after: 0.02)
        h.mouse(.drag, column: column, row: row + 2, after: 0.02)
        h.mouse(.release, column: column, row: row + 2, after: 0.02)
        #expect(h.logText.contains("→ spring back"), "\(h.logText)")
        h.wait(0.5)
        h.mouse(.press, column: column, row: row)
        for step in 1...4 { h.mouse(.drag, column: column, row: row + step, after: 0.02) }
        h.mouse(.release, column: column, row: row + 4, after: 0.02)
        #expect(h.logText.contains("→ dismiss: |dy|"), "\(h.logText)")
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true))
    }

    @Test("a press beside the alert is ignored and says why")
    func pressBeside() {
        let layout = PlaygroundLayout(columns: 120, rows: 40)
        var h = dismissal()
        h.mouse(.press, column: layout.stage.x + 1, row: layout.stage.y + 1)
        h.mouse(.release, column: layout.stage.x + 1, row: layout.stage.y + 1, after: 0.02)
        #expect(h.logText.hasSuffix("touch ignored: outside the presented view"))
    }
}
