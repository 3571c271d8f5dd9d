import SegueEngine
import SegueInput
import SeguePlayground
import SegueRender
import Testing

@Suite("Playground model: recording the screen (R)")
struct PlaygroundRecordingTests {
    /// The footer, the screen's last row.
    static func footer(_ h: Harness) -> String {
        String(h.playground.view(columns: 120, rows: 40).text.split(separator: "\n", omittingEmptySubsequences: false)[39])
    }

    @Test("R asks the run loop to record, named after the preset; the footer and the log show the file it reports; R again asks it to stop")
    func startAndStop() {
        var h = Harness("cube")
        #expect(h.press(.character("R")) == .startRecording(ScreenRecording.Request(name: "cube", title: "segue play cube — Cube")))
        // Nothing records until the run loop says so: the footer has no mark yet.
        #expect(h.playground.recordingFile == nil)
        #expect(!Self.footer(h).contains("REC"))

        _ = h.playground.handle(.recording(.started(file: "segue-cube-20261201-120000.cast")))
        #expect(Self.footer(h).hasPrefix("● REC segue-cube-20261201-120000.cast  →/l +1%"))
        #expect(h.logText.hasSuffix("● recording to segue-cube-20261201-120000.cast"))

        // Scrubbing while recording changes nothing about the recording.
        #expect(h.press(.right, .right) == .continue)
        #expect(h.press(.character("R")) == .stopRecording)
        _ = h.playground.handle(.recording(.stopped(file: "segue-cube-20261201-120000.cast")))
        #expect(h.playground.recordingFile == nil)
        #expect(Self.footer(h).hasPrefix("→/l +1%"))
        #expect(h.logText.hasSuffix("recording saved: segue-cube-20261201-120000.cast"))
        // Stopped, R starts a new recording, named after the preset shown now.
        h.press(.character("n"))
        guard case .startRecording(let request) = h.press(.character("R")) else {
            Issue.record("R did not ask to record")
            return
        }
        #expect(request.name == h.playground.preset?.name && request.name != "cube")
    }

    @Test("a recording that fails is logged with its reason, and R then asks to start again")
    func failure() {
        var h = Harness()
        h.press(.character("R"))
        _ = h.playground.handle(.recording(.failed("cannot create out/x.cast: No such file or directory")))
        #expect(h.playground.recordingFile == nil)
        #expect(h.logText.hasSuffix("recording failed: cannot create out/x.cast: No such file or directory"))
        #expect(!Self.footer(h).contains("REC"))
        #expect(h.press(.character("R")) != .stopRecording)
    }

    @Test("in ASCII the mark is spelled in ASCII; on a narrow screen the file name still comes first")
    func asciiAndNarrow() {
        var h = Harness(ascii: true)
        _ = h.playground.handle(.recording(.started(file: "segue-slide-over-20261201-120000.cast")))
        #expect(Self.footer(h).hasPrefix("@ REC segue-slide-over-20261201-120000.cast  Right/l +1%"))
        let narrow = h.playground.view(columns: 80, rows: 24).text.split(separator: "\n", omittingEmptySubsequences: false)[23]
        #expect(narrow == "@ REC segue-slide-over-20261201-120000.cast  Right/l +1%  Space play  ? more    ")
    }
}
