import SegueEngine
import SegueTestSupport
import Testing

/// docs/uikit-contract.md, "Percent-driven interaction", one behaviour per test.
@Suite("Percent-driven interaction")
struct PercentDrivenInteractionTests {
    func interaction(duration: Double = 0.5, curve: TimingCurve = .linear) -> PercentDrivenInteraction {
        PercentDrivenInteraction(duration: duration, tracks: [TrackTiming(range: .full, curve: curve)])
    }

    @Test("update clamps to [0, 1]")
    func clamps() {
        var i = interaction()
        _ = i.start(at: 0)
        i.update(1.7, at: 0)
        #expect(i.percentComplete == 1)
        #expect(i.animator.fractionComplete(at: 0) == 1)
        i.update(-0.2, at: 0)
        #expect(i.percentComplete == 0)
    }

    @Test("finish at 0.3 takes 0.7 × duration, cancel 0.3 × duration; speed ≤ 0 behaves as 1", arguments: [1.0, 0.0, -2.0])
    func completionDurations(speed: Double) {
        var f = interaction()
        f.completionSpeed = speed
        #expect(f.completionSpeed == 1)
        _ = f.start(at: 0)
        f.update(0.3, at: 0)
        _ = f.finish(at: 1)
        #expect(f.advance(to: 1.349).isEmpty)
        #expect(f.advance(to: 1.35).count == 1)
        #expect(f.phase == .completed(didFinish: true))

        var c = interaction()
        c.completionSpeed = speed
        _ = c.start(at: 0)
        c.update(0.3, at: 0)
        _ = c.cancel(at: 1)
        #expect(c.advance(to: 1.149).isEmpty)
        #expect(c.advance(to: 1.15).count == 1)
        #expect(c.phase == .completed(didFinish: false))
    }

    @Test("with speed 2, finish from 0.3 takes 0.175 s and cancel 0.075 s")
    func speedTwo() {
        var f = interaction()
        f.completionSpeed = 2
        #expect(isClose(f.completionDuration(finishing: true, from: 0.3), 0.175))
        #expect(isClose(f.completionDuration(finishing: false, from: 0.3), 0.075))
        _ = f.start(at: 0)
        f.update(0.3, at: 0)
        _ = f.finish(at: 0)
        #expect(f.advance(to: 0.174).isEmpty)
        #expect(f.advance(to: 0.1751).count == 1)
    }

    @Test("the interactive part is linear, even with an easeInOut animator")
    func interactiveIsLinear() {
        var i = interaction(curve: .easeInOut)
        _ = i.start(at: 0)
        i.update(0.25, at: 0)
        #expect(isClose(i.animator.values(at: 0)[0], 0.25))
    }

    @Test("finish with no timing curve keeps the animator's own curve; cancel reverses to .start")
    func finishKeepsOwnCurve() {
        var f = interaction(duration: 1, curve: .easeIn)
        _ = f.start(at: 0)
        f.update(0.5, at: 0)
        _ = f.finish(at: 0)
        #expect(!f.animator.isReversed)
        #expect(f.animator.isRunning)
        var c = interaction(duration: 1, curve: .easeIn)
        _ = c.start(at: 0)
        c.update(0.5, at: 0)
        _ = c.cancel(at: 0)
        #expect(c.animator.isReversed)
        let events = c.advance(to: 5)
        #expect(events.first.map { if case .completed(.start, _, _) = $0 { true } else { false } } == true)
    }

    @Test("without an interruptible animator the completion runs along completionCurve and cannot be grabbed")
    func legacyPath() {
        var i = interaction(duration: 0.5, curve: .linear)
        i.usesInterruptibleAnimator = false
        #expect(i.completionCurve == .easeInOut, "the documented default")
        _ = i.start(at: 0)
        i.update(0.3, at: 0)
        _ = i.finish(at: 0)
        // Remaining 0.7 over 0.35 s along easeInOut: halfway in time is halfway in value (symmetric curve).
        #expect(isClose(i.animator.values(at: 0.175)[0], 0.65, tolerance: 1e-9))
        #expect(isClose(i.animator.values(at: 0.0875)[0], 0.3 + 0.7 * CubicBezier.easeInOut.value(at: 0.25), tolerance: 1e-9))
        _ = i.pause(at: 0.1)
        #expect(!i.isInteractive, "the legacy path cannot be paused")
        #expect(i.advance(to: 0.35).count == 1)
        i = interaction(duration: 0.5, curve: .linear)
        i.usesInterruptibleAnimator = false
        i.completionCurve = .easeIn
        _ = i.start(at: 0)
        i.update(0.6, at: 0)
        _ = i.cancel(at: 0)
        #expect(isClose(i.animator.values(at: 0.15)[0], 0.6 - 0.6 * CubicBezier.easeIn.value(at: 0.5), tolerance: 1e-9))
        #expect(i.advance(to: 0.3).count == 1)
        #expect(i.phase == .completed(didFinish: false))
    }

    @Test("wantsInteractiveStart false runs at once; pause makes it interactive at the animator's fraction, not reversed")
    func nonInteractiveStartThenPause() {
        var i = interaction(duration: 1)
        i.wantsInteractiveStart = false
        _ = i.start(at: 0)
        #expect(i.animator.isRunning)
        #expect(!i.isInteractive)
        _ = i.pause(at: 0.4)
        #expect(i.isInteractive)
        #expect(isClose(i.percentComplete, 0.4))
        #expect(!i.animator.isReversed)
    }

    @Test("pause during a cancel resets isReversed and takes the transition back into interaction")
    func pauseDuringCancel() {
        var i = interaction(duration: 1)
        _ = i.start(at: 0)
        i.update(0.8, at: 0)
        _ = i.cancel(at: 0)
        _ = i.pause(at: 0.3)
        #expect(i.isInteractive && !i.animator.isReversed)
        #expect(isClose(i.percentComplete, 0.5))
        _ = i.finish(at: 0.3)
        #expect(i.advance(to: 0.8).count == 1)
        #expect(i.phase == .completed(didFinish: true))
    }

    @Test("update before the transition is interactive changes nothing; an early finish applies at start")
    func earlyCalls() {
        var i = interaction(duration: 1)
        i.update(0.7, at: 0)
        #expect(i.percentComplete == 0)
        _ = i.finish(at: 0)
        #expect(i.phase == .waiting)
        _ = i.start(at: 1)
        #expect(i.phase == .animating(finishing: true))
        #expect(i.advance(to: 2).count == 1)
        #expect(i.phase == .completed(didFinish: true))
    }

    @Test("after completion update, finish and cancel are ignored; no second completion")
    func idempotentAfterCompletion() {
        var i = interaction()
        _ = i.start(at: 0)
        i.update(0.9, at: 0)
        _ = i.finish(at: 0)
        #expect(i.advance(to: 1).count == 1)
        i.update(0.2, at: 1)
        #expect(i.cancel(at: 1).isEmpty)
        #expect(i.finish(at: 1).isEmpty)
        #expect(i.advance(to: 5).isEmpty)
        #expect(i.percentComplete == 1)
    }
}

@Suite("Percent-driven interaction: completion curve, non-linear scrubbing, overshoot, nothing to animate")
struct PercentDrivenInteractionContractTests {
    @Test("the completion follows timingCurve over (1 − p)·D/speed when one is set: easeIn from 0.2 over 0.8 s")
    func completionAlongTimingCurve() {
        var i = PercentDrivenInteraction(duration: 1, tracks: [TrackTiming(curve: .linear)])
        i.timingCurve = .easeIn
        _ = i.start(at: 0)
        i.update(0.2, at: 0)
        _ = i.finish(at: 1)
        for u in [0.25, 0.5, 0.75] {
            let expected = 0.2 + 0.8 * CubicBezier.easeIn.value(at: u)
            #expect(isClose(i.animator.values(at: 1 + 0.8 * u)[0], expected, tolerance: 1e-9), "u \(u)")
        }
        #expect(i.advance(to: 1.8).count == 1)
    }

    @Test("with speed 2 and no timingCurve the completion keeps the track's own curve, at twice the pace")
    func completionKeepsOwnCurveAtSpeed() {
        var i = PercentDrivenInteraction(duration: 1, tracks: [TrackTiming(curve: .easeInOut)])
        i.completionSpeed = 2
        _ = i.start(at: 0)
        _ = i.finish(at: 0)
        // From rest at 0: the whole run in 0.5 s, the values along easeInOut of the elapsed share.
        for u in [0.25, 0.5, 0.75] {
            #expect(isClose(i.animator.values(at: 0.5 * u)[0], CubicBezier.easeInOut.value(at: u), tolerance: 1e-9), "u \(u)")
        }
        #expect(i.advance(to: 0.5).count == 1)
    }

    @Test("non-linear scrubbing: with scrubsLinearly off, update(p) shows the curve's value at p, and a grab still freezes the picture")
    func nonLinearScrubbing() {
        var i = PercentDrivenInteraction(duration: 1, tracks: [TrackTiming(curve: .easeIn)])
        i.scrubsLinearly = false
        _ = i.start(at: 0)
        for p in [0.25, 0.5, 0.8] {
            i.update(p, at: 0)
            #expect(isClose(i.animator.values(at: 0)[0], CubicBezier.easeIn.value(at: p), tolerance: 1e-9), "p \(p)")
        }
        _ = i.finish(at: 0)
        let shown = i.animator.values(at: 0.1)[0]
        _ = i.pause(at: 0.1)
        #expect(isClose(i.animator.values(at: 0.1)[0], shown))
        i.update(i.percentComplete, at: 0.2)
        #expect(isClose(i.animator.values(at: 0.2)[0], shown), "the same fraction shows the same picture")
    }

    @Test("a grab in a spring's overshoot: percentComplete is where it stands; update moves back in from there; the finish ends exactly at 1")
    func overshootGrab() throws {
        var i = PercentDrivenInteraction(duration: 0.5, tracks: [TrackTiming(curve: .linear)])
        _ = i.start(at: 0)
        i.update(0.9, at: 0)
        _ = i.finish(at: 0, timing: .spring(try Spring(dampingRatio: 0.3, response: 0.5, initialVelocity: 10)))
        let peakTime = stride(from: 0.001, to: 0.6, by: 0.001).max { i.animator.values(at: $0)[0] < i.animator.values(at: $1)[0] }!
        let peak = i.animator.values(at: peakTime)[0]
        #expect(peak > 1.04)
        _ = i.pause(at: peakTime)
        #expect(isClose(i.percentComplete, peak))
        i.update(peak - 0.03, at: peakTime + 0.1)
        #expect(isClose(i.animator.values(at: peakTime + 0.1)[0], peak - 0.03, tolerance: 1e-9))
        #expect(isClose(i.completionDuration(finishing: true, from: i.percentComplete), (peak - 1.03) * 0.5))
        _ = i.finish(at: peakTime + 0.1)
        #expect(isClose(i.animator.values(at: peakTime + 0.1)[0], peak - 0.03, tolerance: 1e-9), "no jump at the release")
        #expect(i.advance(to: peakTime + 5).count == 1)
        #expect(i.animator.values(at: peakTime + 5)[0] == 1)
    }

    @Test("nothing to animate: finish, cancel and a non-interactive start complete at once, exactly once")
    func noTracks() {
        for call in 0..<3 {
            var i = PercentDrivenInteraction(duration: 0.5, tracks: [])
            i.wantsInteractiveStart = call != 2
            var events = i.start(at: 1)
            if call == 0 { events += i.finish(at: 2) }
            if call == 1 { events += i.cancel(at: 2) }
            events += i.advance(to: 10) + i.finish(at: 11) + i.cancel(at: 11)
            let completed = events.filter { if case .completed = $0 { true } else { false } }
            #expect(completed.count == 1, "call \(call): \(events)")
            #expect(i.phase == .completed(didFinish: call != 1))
            #expect(i.animator.state == .inactive)
        }
    }

    @Test("zero duration: a finish completes at once")
    func zeroDuration() {
        var i = PercentDrivenInteraction(duration: 0, tracks: [TrackTiming(curve: .easeInOut)])
        _ = i.start(at: 0)
        i.update(0.4, at: 0)
        #expect(i.finish(at: 1).count == 1)
        #expect(i.phase == .completed(didFinish: true))
        var played = PercentDrivenInteraction(duration: 0, tracks: [TrackTiming(curve: .easeInOut)])
        played.wantsInteractiveStart = false
        #expect(played.start(at: 0).count == 1)
    }
}
