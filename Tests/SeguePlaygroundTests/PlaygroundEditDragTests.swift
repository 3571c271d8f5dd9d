import SegueEngine
import SegueInput
import SeguePlayground
import SeguePresets
import Testing

/// Live edits while a finger is down: the edit shows at once, and the finger, its drag and the
/// progress are kept (the "the scrub position, policy and finger state are kept").
@Suite("Playground: editing while a finger is down")
struct PlaygroundEditDragTests {
    func editable(_ preset: String) -> Harness {
        var h = Harness(preset)
        h.playground.setDocuments(PresetCatalog.builtIn().documents, userFolder: "/u")
        return h
    }

    /// What a finger down is: who holds it, the session's touch, and what a release now would decide from.
    func fingerState(_ h: Harness) -> (finger: PlaygroundPane.FingerSource?, touching: Bool, progress: Double, velocity: Double?) {
        let session = h.playground.session
        return (h.playground.finger, session?.isTouching ?? false, h.progress, session?.verdict(at: h.playground.time)?.input.velocity)
    }

    @Test("keyboard drag mode: an edit and its undo keep the finger down, its progress and velocity; the drag goes on")
    func keyboardFinger() throws {
        // `twin` does the same with ↑ (no edit: the first field is selected) where `h` edits.
        var h = editable("slide-over")
        var twin = editable("slide-over")
        for i in [0, 1] {
            var run = i == 0 ? h : twin
            run.press(.character("e"), .character("d"))
            for _ in 1...6 { run.press(.character("l"), after: 0.05) }
            if i == 0 { h = run } else { twin = run }
        }
        #expect(h.logText.contains("finger down: l advances, h goes back, ␣ lifts, x cancels (the arrows edit; Esc leaves edit mode)"))
        let before = fingerState(h)
        #expect(before.finger == .keyboard && before.touching && h.phase == .interactive && before.progress > 0.1)
        #expect((before.velocity ?? 0) > 0, "the finger is moving")

        h.press(.right)  // the duration, while the finger is down
        twin.press(.up)
        #expect(h.playground.preset?.duration == 0.51 && h.playground.session?.driver.interaction.duration == 0.51)
        var (after, unedited) = (fingerState(h), fingerState(twin))
        #expect(after.finger == .keyboard && after.touching && h.phase == .interactive)
        #expect(after.progress == unedited.progress && after.velocity == unedited.velocity)

        h.press(.character("u"), after: 0.016)
        twin.press(.up, after: 0.016)
        #expect(h.playground.preset?.duration == 0.5)
        (after, unedited) = (fingerState(h), fingerState(twin))
        #expect(after.finger == .keyboard && after.touching && after.progress == unedited.progress && after.velocity == unedited.velocity)

        // The drag goes on from there, and lifting lets the policy decide as it would have.
        for _ in 1...6 {
            h.press(.character("l"), after: 0.05)
            twin.press(.character("l"), after: 0.05)
        }
        #expect(h.progress > before.progress + 0.2)
        h.press(.character(" "))
        twin.press(.character(" "))
        #expect(h.playground.finger == nil && h.playground.lastDecision?.text == twin.playground.lastDecision?.text)
        #expect(h.logText.contains("→ finish"), "\(h.logText)")
    }

    @Test("mouse drag: an edit keeps the finger down where it was; dragging on continues from there")
    func mouseFinger() {
        var h = editable("slide-over")
        h.press(.character("e"))
        let layout = PlaygroundLayout(columns: 120, rows: 40)
        let row = layout.stage.y + layout.stage.height / 2
        let right = layout.stage.x + layout.stage.width - 3
        h.mouse(.press, column: right, row: row)
        for step in 1...4 { h.mouse(.drag, column: right - step * 3, row: row, after: 0.016) }
        let before = fingerState(h)
        #expect(before.finger == .mouse && before.touching && before.progress > 0.1)
        h.press(.shiftRight)
        #expect(h.playground.preset?.duration == 0.6)
        let after = fingerState(h)
        #expect(after.finger == .mouse && after.touching && after.progress == before.progress && after.velocity == before.velocity)
        for step in 5...8 { h.mouse(.drag, column: right - step * 3, row: row, after: 0.016) }
        #expect(h.progress > before.progress + 0.1)
        h.mouse(.release, column: right - 24, row: row, after: 0.016)
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true), "\(h.logText)")
    }

    @Test("a flick under way lands as it would have: its remaining touches carry over an edit")
    func flick() {
        var h = editable("slide-over")
        var twin = editable("slide-over")
        h.press(.character("e"), .character("f"))
        twin.press(.character("e"), .character("f"))
        h.wait(0.02)
        twin.wait(0.02)
        h.press(.right)
        twin.press(.up)
        #expect(h.playground.session?.isTouching == true && h.playground.preset?.duration == 0.51)
        h.wait(1)
        twin.wait(1)
        let release = twin.playground.log.first { $0.text.hasPrefix("released") }?.text
        #expect(release != nil && h.playground.log.first { $0.text.hasPrefix("released") }?.text == release)
        #expect(h.playground.lastDecision?.text == twin.playground.lastDecision?.text && h.playground.decisionCount == 1)
    }

    @Test("direct manipulation: an edit of the threshold keeps the alert held where the finger put it, under the new rule")
    func directFinger() throws {
        var h = editable("easy-all")
        h.press(.character("o"), .character("e"), .character("d"))
        for _ in 1...8 { h.press(.character("j"), after: 0.02) }  // in edit mode j moves the view down
        h.wait(0.6)
        #expect(h.screen.contains("offset (0, 80) pt · release now → dismiss: |dy| 80 > 70 pt"))
        let threshold = PresetEditor.Field.direct(interaction: 0, key: .threshold)
        while let editor = h.playground.editor, editor.selectedField != threshold, editor.selection < editor.fields.count - 1 { h.press(.down) }
        h.press(.shiftRight)
        #expect(h.playground.session?.direct?.rule.threshold == 80)
        #expect(h.screen.contains("offset (0, 80) pt · release now → spring back: |dx| 0, |dy| 80 ≤ 80 pt"))
        h.press(.character("u"))
        #expect(h.playground.session?.direct?.rule.threshold == 70)
        #expect(h.playground.finger == .keyboard && h.playground.session?.directOffset(at: h.playground.time) == Point(x: 0, y: 80))
        h.press(.character(" "))
        #expect(h.logText.contains("→ dismiss: |dy| 80 > 70 pt"), "\(h.logText)")
    }

    @Test("an edit of the pan itself (its distance) keeps the finger down: it goes down afresh where it is and drags on at the new rate")
    func panEdited() throws {
        var h = editable("slide-over")
        h.press(.character("e"), .character("d"))
        for _ in 1...4 { h.press(.character("l"), after: 0.05) }
        h.wait(0.5)  // the strokes end: the finger rests at 20 % of the pan
        let before = h.progress
        #expect(abs(before - 0.2) < 1e-9 && h.playground.session?.panDistance == 393)
        let distance = PresetEditor.Field.interaction(index: 0, key: .distance)
        while let editor = h.playground.editor, editor.selectedField != distance, editor.selection < editor.fields.count - 1 { h.press(.down) }
        h.press(.enter)
        h.type("200")
        h.press(.enter)
        #expect(h.playground.session?.panDistance == 200)
        #expect(h.playground.finger == .keyboard && h.playground.session?.isTouching == true && h.progress == before && h.phase == .interactive)
        // One press now moves the finger 5 % of 200 pt, 5 % of progress, from where it was.
        h.press(.character("l"), after: 0.05)
        h.wait(0.6)
        #expect(abs(h.progress - (before + 0.05)) < 1e-9, "\(h.progress)")
    }
}
