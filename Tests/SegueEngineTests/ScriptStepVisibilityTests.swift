import SegueEngine
import SegueTestSupport
import Testing

/// A gesture script never loses a step without a word: a step that cannot act is logged as ignored
/// with its reason (docs/hardening.md).
@Suite("Gesture scripts: no hidden steps")
struct ScriptStepVisibilityTests {
    func ignored(_ script: String) throws -> [(time: Double, reason: String)] {
        var session = InteractionSession(transition: TestSlide(), pan: .init(direction: .fromRight), policy: CompletionPolicy(.percent))
        var finger = GestureSimulator()
        for step in try GestureScript.parse(script) { try session.perform(step, with: &finger) }
        return session.log.compactMap { record in
            if case .ignored(let reason) = record.event { (record.time, reason) } else { nil }
        }
    }

    @Test("steps after the transition completed are shown as ignored, each with the reason")
    func afterCompletion() throws {
        let lines = try ignored("play; wait 2s; touch; drag 10pt over 0.1s; release; finish; play; wait 1s")
        #expect(
            lines.map(\.reason) == [
                "touch: the transition has already completed",
                "drag 10pt over 100ms: the transition has already completed",
                "release: the transition has already completed",
                "finish: the transition has already completed",
                "play: the transition has already completed",
            ])
        #expect(lines.first?.time == 2)
    }

    @Test("finger steps after an early cancel are shown as ignored, not dropped")
    func afterCancel() throws {
        let lines = try ignored("touch; drag 30% over 0.2s; cancel; drag 10% over 0.1s; release")
        #expect(
            lines.map(\.reason) == [
                "drag 10% over 100ms: 'cancel' took the transition from the finger",
                "release: 'cancel' took the transition from the finger",
            ])
    }

    @Test("an ordinary gesture logs nothing as ignored")
    func ordinary() throws {
        #expect(try ignored("touch; drag 60% over 0.3s; release; wait 1s").isEmpty)
        #expect(try ignored("play; wait 0.1s; touch; drag 10pt over 0.1s; release").isEmpty)
    }

    @Test("play while the transition runs says so")
    func playWhileRunning() throws {
        #expect(try ignored("play; play").map(\.reason) == ["play: the transition is already running"])
    }
}
