import SegueEngine
import SeguePlayground
import SeguePresets
import SegueTestSupport
import Testing

/// Seeded, bounded drags on the scrolling page sheet, frame by frame at 120 Hz
/// (docs/scroll-handoff.md, "The hand-off"): the hand-off loses no velocity, and no view (nor the
/// content's rows) moves further than the finger between two frames, except in the frame that
/// decides the axis, which catches up with the finger's travel since the touch.
@Suite("Scroll hand-off: velocity kept, no jumps, randomized")
struct ScrollHandOffPropertyTests {
    static let frame = 1.0 / 120

    func largestMove(_ a: Scene, _ b: Scene) -> Double {
        var largest = 0.0
        for view in a.views {
            guard let other = b[view.id] else { continue }
            for (p, q) in zip(view.quad.corners, other.quad.corners) {
                largest = max(largest, ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot())
            }
            if let s = view.scroll, let t = other.scroll { largest = max(largest, abs(s.offset - t.offset)) }
        }
        return largest
    }

    @Test("velocity is not lost at the hand-off; no view moves more than the finger", arguments: [UInt64(7), 8, 9])
    func handOffs(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let spec = try #require(PresetCatalog.builtIn()["page-sheet-scroll"])
        let transition = try spec.transition(for: .dismiss)
        let finger0 = spec.fingerSetup(for: transition)
        var handOffs = 0
        for _ in 0..<25 {
            var s = InteractionSession(
                transition: transition, operation: .dismiss, pan: finger0.pan, policy: try #require(finger0.completion), releaseTiming: finger0.releaseTiming)
            s.share(with: spec.scrollSetup(for: transition, contentOffset: Double.random(in: 0...400, using: &rng).rounded()))
            var finger = GestureSimulator()
            for e in try finger.touchDown(at: s.touchStartPoint) { s.handle(e) }
            var shown = s.scene(at: finger.time)
            var locked = false
            var sawHandOff = false
            for _ in 0..<Int.random(in: 2...5, using: &rng) {
                let speed = Double.random(in: -600...1500, using: &rng)
                for _ in 0..<Int.random(in: 12...40, using: &rng) {
                    let step = Point(x: Double.random(in: -1...1, using: &rng), y: speed * Self.frame)
                    let before = finger.position
                    for e in try finger.move(by: step, over: Self.frame) { s.handle(e) }
                    s.advance(to: finger.time)
                    let now = s.scene(at: finger.time)
                    let fingerMove =
                        ((finger.position.x - before.x) * (finger.position.x - before.x) + (finger.position.y - before.y) * (finger.position.y - before.y))
                        .squareRoot()
                    let wasLocked = locked
                    locked = s.scroll?.owner != .deciding
                    if wasLocked {
                        #expect(largestMove(shown, now) <= fingerMove * 1.0000001 + 1e-9, "a view moved more than the finger (seed \(seed))")
                    }
                    shown = now
                    let handedOff = s.log.contains { $0.name == "hand-off" }
                    if handedOff, !sawHandOff {
                        sawHandOff = true
                        handOffs += 1
                        // Right after the hand-off the pan's own velocity is the finger's.
                        let verdict = try #require(s.verdict(at: finger.time))
                        let fingerVelocity = try #require(s.scroll).fingerVelocity(at: finger.time).y
                        #expect(
                            abs(verdict.input.velocity - fingerVelocity) <= 1e-6 * max(1, abs(fingerVelocity)), "velocity lost at the hand-off (seed \(seed))")
                    }
                }
            }
            for e in try finger.lift() { s.handle(e) }
            #expect(largestMove(shown, s.scene(at: finger.time)) < 1e-9, "the lift moved a view")
        }
        #expect(handOffs >= 3, "too few drags reached the top to test the hand-off")
    }
}
