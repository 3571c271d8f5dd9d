import Testing
import SegueEngine
import SegueTestSupport

/// `uikit-semantics.md` §7 and invariants 12–20, through the percent-driven interaction.
@Suite("Percent-driven interaction")
struct PercentDrivenInteractionTests {
    func interaction(duration: Double = 0.5, curve: TimingCurve = .linear) -> PercentDrivenInteraction {
        PercentDrivenInteraction(duration: duration, tracks: [TrackTiming(range: .full, curve: curve)])
    }

    @Test("INV-12: update clamps to [0, 1]")
    func clamps() {
        var i = interaction()
        _ = i.start(at: 0)
        i.update(1.7, at: 0)
        #expect(i.percentComplete == 1)
        #expect(i.animator.fractionComplete(at: 0) == 1)
        i.update(-0.2, at: 0)
        #expect(i.percentComplete == 0)
    }

    @Test("INV-13: finish at 0.3 takes 0.7 × duration, cancel 0.3 × duration; speed ≤ 0 behaves as 1", arguments: [1.0, 0.0, -2.0])
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

    @Test("PD-10: with speed 2, finish from 0.3 takes 0.175 s and cancel 0.075 s")
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

    @Test("INV-14: the interactive part is linear, even with an easeInOut animator")
    func interactiveIsLinear() {
        var i = interaction(curve: .easeInOut)
        _ = i.start(at: 0)
        i.update(0.25, at: 0)
        #expect(isClose(i.animator.values(at: 0)[0], 0.25))
    }

    @Test("INV-17: finish with no timing curve keeps the animator's own curve; cancel reverses to .start")
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

    @Test("PD-17: without an interruptible animator the completion runs along completionCurve and cannot be grabbed")
    func legacyPath() {
        var i = interaction(duration: 0.5, curve: .linear)
        i.usesInterruptibleAnimator = false
        #expect(i.completionCurve == .easeInOut, "the documented default (PD-11)")
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

    @Test("INV-18: wantsInteractiveStart false runs at once; pause makes it interactive at the animator's fraction, not reversed")
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

    @Test("pause during a cancel resets isReversed (PD-15) and takes the transition back into interaction (PD-18)")
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

    @Test("INV-19: update before the transition is interactive changes nothing; an early finish applies at start")
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

    @Test("INV-20: after completion update, finish and cancel are ignored; no second completion")
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
