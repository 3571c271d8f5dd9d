import SegueEngine
import SegueInput
import SeguePlayground
import SegueTestSupport
import Testing

/// The keyboard finger's motion on its own: strokes, their pacing and their continuity.
@Suite("Keyboard finger")
struct KeyboardFingerTests {
    static let step = Point(x: -20, y: 0)

    /// The finger's speed at `t` (points per second), from its strokes.
    static func speed(_ finger: KeyboardFinger, at t: Double) -> Double {
        finger.strokes.reduce(0) { $0 + $1.speed(at: t) }
    }

    @Test("one press: the finger covers the step in 0.5 s, starting and ending at rest, fastest half-way")
    func singlePress() {
        var finger = KeyboardFinger(at: Point(x: 390, y: 400))
        finger.press(Self.step, at: 1)
        #expect(finger.position(at: 1) == Point(x: 390, y: 400))
        #expect(isClose(finger.position(at: 1.25).x, 380, tolerance: 1e-9))
        #expect(finger.position(at: 1.5) == Point(x: 370, y: 400))
        #expect(Self.speed(finger, at: 1) == 0 && Self.speed(finger, at: 1.5) == 0)
        #expect(isClose(Self.speed(finger, at: 1.25), 80, tolerance: 1e-9), "2 × 20 pt / 0.5 s")
        #expect(finger.isMoving(at: 1.49) && !finger.isMoving(at: 1.5))
    }

    @Test("evenly paced presses add up to a steady speed of step ÷ interval", arguments: [0.05, 0.1, 0.2])
    func steadySpeed(interval: Double) {
        var finger = KeyboardFinger(at: .zero)
        for k in 0..<8 { finger.press(Self.step, at: Double(k) * interval) }
        // From the third press to the last, two strokes always overlap by half.
        for t in stride(from: 2 * interval + 0.5, through: 7 * interval, by: interval / 7) where t >= 0.5 {
            #expect(isClose(Self.speed(finger, at: t), 20 / interval, tolerance: 1e-9), "t \(t)")
        }
    }

    @Test("intervals are clamped: a burst is at most step ÷ 0.04 s, a slow succession at least step ÷ 0.25 s")
    func clampedIntervals() {
        var fast = KeyboardFinger(at: .zero)
        fast.press(Self.step, at: 0)
        fast.press(Self.step, at: 0.001)
        #expect(fast.strokes.last?.duration == 2 * KeyboardFinger.shortestInterval)
        var slow = KeyboardFinger(at: .zero)
        slow.press(Self.step, at: 0)
        slow.press(Self.step, at: 3)
        #expect(slow.strokes.last?.duration == 2 * KeyboardFinger.longestInterval)
    }

    @Test("the motion is continuous: no jump in position or in speed, through presses and settling")
    func continuity() {
        var finger = KeyboardFinger(at: .zero)
        let presses: [(Double, Point)] = [(0, Self.step), (0.07, Self.step), (0.12, Self.step * 4), (0.3, Self.step * -1), (0.33, Self.step * -1)]
        var next = presses[...]
        let dt = 0.001
        var last = finger.position(at: 0)
        var lastVelocity = 0.0
        for i in 1...1200 {
            let t = Double(i) * dt
            while let (at, step) = next.first, at <= t - dt {
                finger.press(step, at: at)
                next = next.dropFirst()
            }
            let p = finger.position(at: t)
            finger.settle(at: t)
            #expect(p == finger.position(at: t), "settling does not move it")
            let velocity = (p.x - last.x) / dt
            #expect(abs(p.x - last.x) < 2, "t \(t)")
            #expect(abs(velocity - lastVelocity) < 150, "t \(t): \(lastVelocity) → \(velocity) pt/s")
            last = p
            lastVelocity = velocity
        }
        #expect(finger.strokes.isEmpty)
        #expect(isClose(last.x, -20 * 4, tolerance: 1e-9), "1 + 1 + 4 − 1 − 1 steps of −20 pt")
    }
}
