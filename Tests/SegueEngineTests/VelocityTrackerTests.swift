import SegueEngine
import SegueTestSupport
import Testing

@Suite("Velocity tracker: least squares over the last 100 ms")
struct VelocityTrackerTests {
    /// Samples x(t) at 120 Hz from `from` to `to` seconds.
    func tracker(from: Double = 0, to: Double, x: (Double) -> Double) -> VelocityTracker {
        var tracker = VelocityTracker()
        var k = 0
        while Double(k) / 120 <= to - from + 1e-12 {
            let t = from + Double(k) / 120
            tracker.add(Point(x: x(t), y: 200), at: t)
            k += 1
        }
        return tracker
    }

    @Test("a steady finger at 600 pt/s reads 600 pt/s")
    func steady() {
        let v = tracker(to: 0.3) { 600 * $0 }.velocity
        #expect(isClose(v.x, 600, tolerance: 1e-6))
        #expect(isClose(v.y, 0, tolerance: 1e-9))
    }

    @Test("diagonal motion reports both components")
    func diagonal() {
        var tracker = VelocityTracker()
        for k in 0...24 {
            let t = Double(k) / 120
            tracker.add(Point(x: 10 - 300 * t, y: 50 + 400 * t), at: t)
        }
        #expect(isClose(tracker.velocity.x, -300, tolerance: 1e-6))
        #expect(isClose(tracker.velocity.y, 400, tolerance: 1e-6))
    }

    @Test("an accelerating finger reads its velocity at the middle of the window (lags, never overshoots)")
    func accelerating() {
        // x = 2000 t²: v(t) = 4000 t. At t = 0.5 the window [0.4, 0.5] is centred on 0.45 → 1800.
        let v = tracker(to: 0.5) { 2000 * $0 * $0 }.velocity.x
        #expect(isClose(v, 1800, tolerance: 1e-6))
        #expect(v < 4000 * 0.5)
    }

    @Test("a finger that holds still for 150 ms, sampled, reads 0 at release")
    func stoppingSampled() {
        // Moves at 800 pt/s for 0.3 s, then holds at x = 240 until 0.45 s.
        let tracker = tracker(to: 0.45) { $0 <= 0.3 ? 800 * $0 : 240 }
        #expect(isClose(tracker.velocity.x, 0, tolerance: 1e-9))
    }

    @Test("a finger that holds still without samples reads 0 once 100 ms have passed")
    func stoppingUnsampled() {
        var tracker = tracker(to: 0.3) { 800 * $0 }
        #expect(isClose(tracker.velocity(at: 0.35).x, 800, tolerance: 1e-6))
        #expect(tracker.velocity(at: 0.45) == .zero)
        tracker.add(Point(x: 240, y: 200), at: 0.45)  // the lift, at the same position
        #expect(tracker.velocity == .zero)
    }

    @Test("a finger 50 ms into its hold still reads part of its motion")
    func partlyStopped() {
        let v = tracker(to: 0.35) { $0 <= 0.3 ? 800 * $0 : 240 }.velocity.x
        #expect(v > 0 && v < 800)
    }

    @Test("a reversing finger reads the new direction once the window has passed the turn")
    func reversing() {
        let x: (Double) -> Double = { $0 <= 0.2 ? 500 * $0 : 100 - 700 * ($0 - 0.2) }
        #expect(tracker(to: 0.2) { x($0) }.velocity.x > 0)
        #expect(isClose(tracker(to: 0.35) { x($0) }.velocity.x, -700, tolerance: 1e-6))
    }

    @Test("one sample, or none, reads 0")
    func singleSample() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity == .zero)
        tracker.add(Point(x: 5, y: 5), at: 1)
        #expect(tracker.velocity == .zero)
    }

    @Test("duplicate timestamps are safe: all at one instant read 0, mixed ones average")
    func duplicateTimestamps() {
        var same = VelocityTracker()
        same.add(Point(x: 0, y: 0), at: 1)
        same.add(Point(x: 50, y: 0), at: 1)
        same.add(Point(x: 90, y: 0), at: 1)
        #expect(same.velocity == .zero)

        var mixed = VelocityTracker()
        mixed.add(Point(x: 0, y: 0), at: 0)
        mixed.add(Point(x: 10, y: 0), at: 0.05)
        mixed.add(Point(x: 10, y: 0), at: 0.05)
        mixed.add(Point(x: 20, y: 0), at: 0.1)
        #expect(isClose(mixed.velocity.x, 200, tolerance: 1e-9))
    }

    @Test("non-finite and out-of-order samples are ignored; the result is always finite")
    func noNaN() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: 0)
        tracker.add(Point(x: .nan, y: 0), at: 0.01)
        tracker.add(Point(x: 1, y: .infinity), at: 0.02)
        tracker.add(Point(x: 5, y: 0), at: .nan)
        tracker.add(Point(x: 10, y: 0), at: 0.05)
        tracker.add(Point(x: 999, y: 0), at: 0.04)
        #expect(tracker.samples.count == 2)
        #expect(isClose(tracker.velocity.x, 200, tolerance: 1e-9))
        #expect(tracker.velocity.x.isFinite && tracker.velocity.y.isFinite)
    }

    @Test("large clock values keep full precision")
    func largeClock() {
        let v = tracker(from: 1_000_000, to: 1_000_000.2) { 300 * ($0 - 1_000_000) }.velocity.x
        #expect(isClose(v, 300, tolerance: 1e-3))
    }

    @Test("the window is configurable and keeps only recent samples")
    func window() {
        var tracker = VelocityTracker(window: 0.05)
        for k in 0...60 { tracker.add(Point(x: Double(k), y: 0), at: Double(k) / 120) }
        #expect(tracker.window == 0.05)
        #expect(tracker.samples.count == 7)
        #expect(VelocityTracker(window: -1).window == 0.1)
    }
}
