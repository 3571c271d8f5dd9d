import SegueEngine
import Testing

/// A transition written in Swift, driven headless through the public API: its own interaction (or
/// the default), a gesture script run to completion, and the script's failures.
@Suite("InteractionSession on a coded transition")
struct CodedTransitionSessionTests {
    /// A slide that names its own interaction: a pan from the left edge zone over 200 pt, flick.
    struct EdgeSlide: PoseTransition {
        let duration = 0.4
        let container = Size.phonePortrait
        var name: String { "edge-slide" }
        var interaction: TransitionInteraction {
            TransitionInteraction(pan: .init(direction: .fromLeft, edgeZone: 20, distance: 200), policy: CompletionPolicy(.flick))
        }

        func poses(progress: Double) -> [ViewPose] {
            let w = container.width
            let h = container.height
            return [
                ViewPose(id: "presenting", role: .presenting, frame: Rect(x: 0, y: 0, width: w, height: h)),
                ViewPose(id: "presented", role: .presented, frame: Rect(x: (progress - 1) * w, y: 0, width: w, height: h), zIndex: 1),
            ]
        }
    }

    @Test("a transition that names no interaction gets the default: a pan from the right over the container's width, percent")
    func defaultInteraction() {
        let session = InteractionSession(transition: CardFlipTransition())
        #expect(CardFlipTransition().interaction == .default)
        #expect(session.pan == InteractionSession.PanConfiguration(direction: .fromRight))
        #expect(session.panDistance == 393)
        #expect(session.policy == CompletionPolicy(.percent))
        #expect(session.releaseTiming == nil)
    }

    @Test("its own interaction drives the session, and a policy given replaces only the policy")
    func ownInteraction() {
        let own = InteractionSession(transition: EdgeSlide())
        #expect(own.pan.direction == .fromLeft && own.pan.edgeZone == 20 && own.panDistance == 200)
        #expect(own.policy == CompletionPolicy(.flick))
        let replaced = InteractionSession(transition: EdgeSlide(), policy: CompletionPolicy(.percent))
        #expect(replaced.policy == CompletionPolicy(.percent) && replaced.panDistance == 200)
    }

    @Test("names: the type's by default, or the transition's own")
    func names() {
        #expect(EdgeSlide().name == "edge-slide")
        #expect(CardFlipTransition().name == "card-flip")
        #expect(CardFlipTransition(operation: .dismiss).name == "card-flip-dismiss")
        #expect(TestSlide().name == "TestSlide")
    }

    @Test("a script runs to completion: past half way with percent finishes, a fifth cancels, a fast fifth flicks it through")
    func scriptedGestures() throws {
        var finished = InteractionSession(transition: CardFlipTransition())
        try finished.run(GestureScript.parse("touch; drag 60% over 0.5s; release"))
        #expect(finished.completedPosition == .end)
        #expect(
            finished.log.contains {
                if case .decision(let d, let policy) = $0.event { policy.description == "percent(0.5)" && d.outcome == .finish } else { false }
            })

        var cancelled = InteractionSession(transition: CardFlipTransition())
        try cancelled.run(GestureScript.parse("touch; drag 20% over 0.5s; release"))
        #expect(cancelled.completedPosition == .start)

        // 20 % of 200 pt in 20 ms is 2000 pt/s, beyond the flick's 1200.
        var flicked = InteractionSession(transition: EdgeSlide())
        try flicked.run(GestureScript.parse("touch; drag 20% over 20ms; release"))
        #expect(flicked.completedPosition == .end)
    }

    @Test("nothing completed yet: no completed position")
    func notCompleted() {
        #expect(InteractionSession(transition: CardFlipTransition()).completedPosition == nil)
    }

    @Test("a step the finger cannot do is named by its number; a script that ends with the finger down is refused")
    func failures() throws {
        var session = InteractionSession(transition: CardFlipTransition())
        #expect(throws: InteractionSession.ScriptFailure.step(number: 2, .notTouching)) {
            try session.run(GestureScript.parse("wait 0.1s; drag 10pt over 0.1s"))
        }
        var down = InteractionSession(transition: CardFlipTransition())
        #expect(throws: InteractionSession.ScriptFailure.fingerDown) {
            try down.run(GestureScript.parse("touch; drag 10pt over 0.1s"))
        }
        #expect(InteractionSession.ScriptFailure.step(number: 2, .notTouching).description == "step 2: no finger is down (touch first)")
    }
}
