import SegueEngine
import SegueTestSupport
import Testing

/// Random sequences of release, grab, scrub and re-release over underdamped springs, frame by
/// frame at 120 Hz: while a finger holds the transition no view ever moves further than the finger
/// did in that frame, and a touch or a lift never moves anything (docs/engine-contract.md).
@Suite("No jumps: grabbing and dragging underdamped springs, randomized")
struct OvershootRegrabPropertyTests {
    static let frame = 1.0 / 120

    /// How far the views moved between two scenes: the largest corner displacement, points.
    func largestMove(_ a: Scene, _ b: Scene) -> Double {
        var largest = 0.0
        for view in a.views {
            guard let other = b[view.id] else { continue }
            for (p, q) in zip(view.quad.corners, other.quad.corners) {
                largest = max(largest, ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot())
            }
        }
        return largest
    }

    func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    enum Action: CaseIterable { case touch, drag, hold, release, wait }

    @Test("no view moves further than the finger between two frames", arguments: [UInt64(17), 18, 19])
    func noJumps(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        var overshootGrabs = 0
        for _ in 0..<40 {
            let spring = TimingCurve.spring(
                try Spring(dampingRatio: Double.random(in: 0.15...0.6, using: &rng), response: Double.random(in: 0.3...0.8, using: &rng)))
            var s = InteractionSession(
                transition: TestSlide(curve: spring), pan: .init(direction: .fromRight),
                policy: try CompletionPolicy(parsing: ["percent", "percent-or-velocity", "flick"].randomElement(using: &rng)!),
                releaseTiming: spring)
            var finger = GestureSimulator()
            var shown = s.scene(at: 0)
            var touchedAt = Point.zero
            for _ in 0..<30 {
                guard !s.driver.isCompleted else { break }
                switch Action.allCases.randomElement(using: &rng)! {
                case .touch, .release:
                    let down = !finger.isTouching
                    if down, s.progress(at: finger.time) > 1 || s.progress(at: finger.time) < 0 { overshootGrabs += 1 }
                    let events = down ? try finger.touchDown(at: s.touchStartPoint) : try finger.lift()
                    for e in events { s.handle(e) }
                    touchedAt = finger.position
                    let now = s.scene(at: finger.time)
                    #expect(largestMove(shown, now) < 1e-9, "\(down ? "a touch" : "a lift") moved the views")
                    shown = now
                case .drag, .hold, .wait:
                    let frames = Int.random(in: 1...30, using: &rng)
                    let step = finger.isTouching && Bool.random(using: &rng) ? Double.random(in: -12...12, using: &rng) : 0
                    for _ in 0..<frames {
                        guard finger.isTouching else {
                            try finger.wait(Self.frame)
                            s.advance(to: finger.time)
                            shown = s.scene(at: finger.time)
                            continue
                        }
                        let from = finger.position
                        let wasActive = s.recognizer.state.isActive
                        for e in try finger.move(by: Point(x: step, y: 0), over: Self.frame) { s.handle(e) }
                        let now = s.scene(at: finger.time)
                        // The frame the pan begins in catches up with the finger's travel since the touch (UIKit's slop).
                        let allowed = wasActive ? distance(from, finger.position) : distance(touchedAt, finger.position)
                        #expect(largestMove(shown, now) <= allowed + 1e-6, "views moved \(largestMove(shown, now)) pt, the finger \(allowed) pt")
                        shown = now
                    }
                }
            }
        }
        #expect(overshootGrabs > 5, "the sequences grab beyond an end often enough to test it")
    }
}
