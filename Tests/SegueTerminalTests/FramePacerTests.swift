import SegueTerminal
import SegueTestSupport
import Testing

@Suite("Frame pacing")
struct FramePacerTests {
    @Test("deadlines advance by whole intervals, independent of drawing time")
    func steadyDeadlines() {
        var pacer = FramePacer(framesPerSecond: 60)
        let first = pacer.nextDeadline(now: 10)
        #expect(isClose(first, 10 + 1.0 / 60))
        let second = pacer.nextDeadline(now: first + 0.004)  // the frame took 4 ms to draw
        #expect(isClose(second, 10 + 2.0 / 60))
    }

    @Test("a loop slightly late catches up; more than 100 ms late resynchronises")
    func lateness() {
        var pacer = FramePacer(framesPerSecond: 50)
        _ = pacer.nextDeadline(now: 0)  // 0.02
        #expect(isClose(pacer.nextDeadline(now: 0.05), 0.04))  // already due: drawn at once
        #expect(isClose(pacer.nextDeadline(now: 0.5), 0.52))  // 0.46 behind: resync to now + interval
    }

    @Test("reset starts a new schedule")
    func reset() {
        var pacer = FramePacer(framesPerSecond: 60)
        _ = pacer.nextDeadline(now: 1)
        pacer.reset()
        #expect(pacer.lastDeadline == nil)
        #expect(isClose(pacer.nextDeadline(now: 5), 5 + 1.0 / 60))
    }

    @Test("frame rates outside 1…240 fall back to 60 or cap at 240")
    func rateLimits() {
        #expect(isClose(FramePacer(framesPerSecond: 0).interval, 1.0 / 60))
        #expect(isClose(FramePacer(framesPerSecond: .nan).interval, 1.0 / 60))
        #expect(isClose(FramePacer(framesPerSecond: 1000).interval, 1.0 / 240))
        #expect(isClose(FramePacer(framesPerSecond: 30).interval, 1.0 / 30))
    }

    @Test("read timeouts round up to whole milliseconds and never go negative")
    func milliseconds() {
        #expect(FramePacer.milliseconds(until: 1.0101, from: 1.0) == 11)
        #expect(FramePacer.milliseconds(until: 1.0, from: 1.0) == 0)
        #expect(FramePacer.milliseconds(until: 1.0, from: 2.0) == 0)
    }
}
