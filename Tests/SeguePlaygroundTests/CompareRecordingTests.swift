import SegueEngine
import SegueInput
import SeguePlayground
import SegueRender
import Testing

/// `R` in compare mode: the run loop records the whole screen, both panes; the file's name and
/// title name both panes, and the footer shows the recording as with one pane.
@Suite("Playground: recording in compare mode")
struct CompareRecordingTests {
    @Test("R asks for a recording named after both panes' presets, titled with each pane's preset and policy")
    func requestNamesBothPanes() throws {
        var app = CompareModeTests.CompareHarness(presetB: "presentation-sheet").app
        let command = app.handle(.key(.character("R")))
        guard case .startRecording(let request) = command else {
            Issue.record("R gave \(command)")
            return
        }
        #expect(request.name == "slide-over-vs-presentation-sheet")
        #expect(request.title == "segue play, compare: A slide-over · percent(0.5) │ B presentation-sheet · \(app.panes[1].policy)")
        _ = app.handle(.recording(.started(file: "segue-slide-over-vs-presentation-sheet-20261202-170000.cast")))
        #expect(app.view(columns: 200, rows: 60).text.contains("● REC segue-slide-over-vs-presentation-sheet-20261202-170000.cast"))
        #expect(app.handle(.key(.character("R"))) == .stopRecording)
    }

    @Test("one preset under two policies: the name says compare")
    func samePreset() {
        var app = CompareModeTests.CompareHarness(policyB: "flick(1/3, 1200)").app
        guard case .startRecording(let request) = app.handle(.key(.character("R"))) else {
            Issue.record("no recording asked")
            return
        }
        #expect(request.name == "slide-over-compare" && request.title.hasSuffix("│ B slide-over · flick(1/3, 1200)"), "\(request)")
    }

    @Test("outside compare mode R names the one preset, as before")
    func onePane() {
        var app = Playground(Harness().playground)
        guard case .startRecording(let request) = app.handle(.key(.character("R"))) else {
            Issue.record("no recording asked")
            return
        }
        #expect(request.name == "slide-over" && request.title == "segue play slide-over — Slide Over")
    }
}
