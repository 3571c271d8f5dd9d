import SegueEngine
import SegueTestSupport
import Testing

/// `docs/libraries.md`, "Pitfalls Segue guards against": the pitfalls of the five libraries that
/// a test can show, one test each, so Segue never repeats them.
@Suite("Pitfalls of the seed libraries")
struct PitfallTests {
    static func slideSpec() -> TransitionSpec {
        TransitionSpec(
            name: "test-slide", title: "Test Slide", summary: "", origin: .init(library: "Segue", reproduces: "test"),
            operations: [.present], duration: 0.5, timing: .easeInOut, direction: .fromRight, directions: [.fromRight],
            views: [.init(id: "presenting", role: .presenting), .init(id: "presented", role: .presented, zIndex: 1)],
            tracks: [.init(view: "presented", animations: [.init(property: .translationX, values: [.width, .zero])])])
    }

    @Test("geometry is computed when the transition starts, from its container (ADTC #16)")
    func geometryAtStart() throws {
        let spec = Self.slideSpec()
        let phone = try spec.transition(for: .present, container: .phonePortrait).scene(at: 0)
        let turned = try spec.transition(for: .present, container: Size.phonePortrait.swapped).scene(at: 0)
        #expect(phone["presented"]!.quad.topLeft.x == 393)
        #expect(turned["presented"]!.quad.topLeft.x == 852)
    }

    @Test("the end state holds after completion: no frame flashes the start state (ADTC #14)")
    func endStateHolds() {
        var d = TransitionDriver(transition: TestSlide())
        _ = d.begin(interactive: false, at: 0)
        _ = d.advance(to: 0.5)
        let end = TestSlide().scene(at: 1)
        for frame in 0..<120 { #expect(d.scene(at: 0.5 + Double(frame) / 60) == end) }
    }

    @Test("cancel at any fraction leaves the container exactly as before (Touchwonders #6)")
    func cancelAnywhere() {
        let before = TestSlide().scene(at: 0)
        for i in 0...20 {
            var d = TransitionDriver(transition: TestSlide())
            _ = d.begin(interactive: true, at: 0)
            d.update(Double(i) / 20, at: 0.1)
            _ = d.cancel(at: 0.2)
            _ = d.advance(to: 5)
            #expect(d.scene(at: 5) == before, "cancelled at \(Double(i) / 20)")
            #expect(d.context.completedWith == false)
        }
    }

    @Test(
        "reversing does not jump, whatever the curve (openradar 34674968)",
        arguments: [
            TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .cubic(try! CubicBezier(0.175, 0.885, 0.32, 1.275)),
            .springFilling(dampingRatio: 0.5, initialVelocity: 0),
        ])
    func reverseWithoutJump(curve: TimingCurve) {
        for t in stride(from: 0.05, to: 0.5, by: 0.07) {
            var d = TransitionDriver(transition: TestSlide(curve: curve))
            _ = d.begin(interactive: false, at: 0)
            let shown = d.scene(at: t)
            _ = d.cancel(at: t)
            #expect(d.scene(at: t) == shown, "reversed at \(t)")
            let next = d.scene(at: t + 1e-4).presentedX
            #expect(abs(next - shown.presentedX) < 1, "continuous right after the turn at \(t)")
        }
    }

    @Test("completion fires once, after every track has reached its end")
    func completionAfterEveryTrack() {
        var d = TransitionDriver(transition: TestSlide())
        _ = d.begin(interactive: false, at: 0)
        var completedAt: Double?
        for frame in 1...60 {
            let t = Double(frame) / 60
            if let first = d.advance(to: t).first, case .completed = first.event { completedAt = first.time }
            if completedAt == nil {
                let values = d.interaction.animator.values(at: t)
                #expect(values.contains { $0 < 1 } || t >= 0.5, "no track may be done before completion unless all are")
            }
        }
        #expect(completedAt == 0.5)
        #expect(d.interaction.animator.values(at: 1).allSatisfy { $0 == 1 })
    }

    @Test("partial-range tracks stay in step with the global clock after a release (Touchwonders)")
    func partialRangesInStep() {
        // TestSlide's dim track runs on [0, 0.5] of the transition, linearly.
        var d = TransitionDriver(transition: TestSlide(curve: .linear))
        _ = d.begin(interactive: true, at: 0)
        d.update(0.3, at: 0)
        _ = d.finish(at: 0)
        for frame in 0...21 {
            let t = Double(frame) / 60
            let f = d.progress(at: t)
            let dim = d.interaction.animator.values(at: t)[1]
            // The track's local fraction follows the one global clock: (f − 0)/(0.5 − 0), capped at 1.
            #expect(isClose(dim, min(1, f / 0.5), tolerance: 1e-9), "at \(t): f \(f), dim \(dim)")
        }
    }

    @Test("a button-tapped transition is not interactive; only a finger makes it so (AlertTransition, EasyTransitions)")
    func interactiveOnlyWithAFinger() {
        var d = TransitionDriver(transition: TestSlide())
        _ = d.begin(interactive: false, at: 0)
        #expect(!d.context.isInteractive)
        d.update(0.9, at: 0.1)
        #expect(d.progress(at: 0.1) < 0.9, "updates are ignored while not interactive")
    }
}
