import SegueEngine
import SegueTestSupport
import Testing

/// The animator of docs/uikit-contract.md ("Property animator") and docs/engine-contract.md, one
/// behaviour per test.
@Suite("Property animator")
struct PropertyAnimatorTests {
    /// A 1 s animator with one full-range block.
    func animator(_ timing: TimingCurve = .linear, duration: Double = 1) -> (PropertyAnimator, PropertyAnimator.AnimationID) {
        var a = PropertyAnimator(duration: duration, timing: timing)
        let id = a.addAnimations()
        return (a, id)
    }

    @Test("a new animator is inactive and not running")
    func newIsInactive() {
        let (a, id) = animator()
        #expect(a.state == .inactive)
        #expect(!a.isRunning)
        #expect(a.value(of: id, at: 0) == 0)
    }

    @Test("start runs along the curve to the end and completes once with .end")
    func runsToEnd() throws {
        var (a, id) = animator(.easeInOut)
        let done = a.addCompletion()
        #expect(try a.start(at: 10).isEmpty)
        #expect(a.state == .active && a.isRunning)
        #expect(isClose(a.value(of: id, at: 10.25), CubicBezier.easeInOut.value(at: 0.25)))
        #expect(isClose(a.fractionComplete(at: 10.25), 0.25))
        let events = a.advance(to: 11.5)
        #expect(events == [.completed(.end, completions: [done], at: 11)])
        #expect(a.state == .inactive && !a.isRunning)
        #expect(a.value(of: id, at: 12) == 1)
        #expect(a.advance(to: 13).isEmpty, "completion fires exactly once")
    }

    @Test("start after a delay holds the start values until the delay has passed")
    func startAfterDelay() throws {
        var (a, id) = animator()
        _ = try a.start(afterDelay: 0.5, at: 0)
        #expect(a.delay == 0.5)
        #expect(a.value(of: id, at: 0.4) == 0)
        #expect(isClose(a.value(of: id, at: 1.0), 0.5))
        #expect(a.advance(to: 1.5).count == 1)
    }

    @Test("finish(at:) from inactive or active is a typed error")
    func finishNeedsStopped() throws {
        var (a, _) = animator()
        #expect(throws: AnimatorError.finishRequiresStopped(.inactive)) { try a.finish(at: .end, now: 0) }
        _ = try a.start(at: 0)
        #expect(throws: AnimatorError.finishRequiresStopped(.active)) { try a.finish(at: .end, now: 0.1) }
    }

    @Test("stop(withoutFinishing: true) is inactive, fires nothing, freezes values")
    func stopWithoutFinishing() throws {
        var (a, id) = animator()
        _ = a.addCompletion()
        _ = try a.start(at: 0)
        #expect(try a.stop(withoutFinishing: true, at: 0.3).isEmpty)
        #expect(a.state == .inactive)
        #expect(isClose(a.value(of: id, at: 5), 0.3))
        #expect(a.advance(to: 10).isEmpty)
    }

    @Test("stop(false) then finish(at: .start) sets the start values and completes once with .start")
    func stopThenFinishAtStart() throws {
        var (a, id) = animator()
        let c = a.addCompletion()
        _ = try a.start(at: 0)
        _ = try a.stop(withoutFinishing: false, at: 0.6)
        #expect(a.state == .stopped)
        #expect(isClose(a.value(of: id, at: 0.9), 0.6))
        #expect(try a.finish(at: .start, now: 1) == [.completed(.start, completions: [c], at: 1)])
        #expect(a.state == .inactive)
        #expect(a.value(of: id, at: 1) == 0)
    }

    @Test("stop(false) then finish(at: .current) keeps the values and completes with .current")
    func stopThenFinishAtCurrent() throws {
        var (a, id) = animator(.easeIn)
        let c = a.addCompletion()
        _ = try a.start(at: 0)
        _ = try a.stop(withoutFinishing: false, at: 0.5)
        let frozen = a.value(of: id, at: 0.5)
        #expect(isClose(frozen, CubicBezier.easeIn.value(at: 0.5)))
        #expect(try a.finish(at: .current, now: 2) == [.completed(.current, completions: [c], at: 2)])
        #expect(a.value(of: id, at: 3) == frozen)
    }

    @Test("pause from inactive is active and not running")
    func pauseFromInactive() throws {
        var (a, _) = animator()
        _ = try a.pause(at: 0)
        #expect(a.state == .active)
        #expect(!a.isRunning)
    }

    @Test("setting the fraction from inactive makes it active, paused at that fraction")
    func fractionFromInactive() {
        var (a, id) = animator(.easeInOut)
        _ = a.setFractionComplete(0.4, at: 0)
        #expect(a.state == .active && !a.isRunning)
        #expect(isClose(a.fractionComplete(at: 1), 0.4))
        #expect(isClose(a.value(of: id, at: 1), 0.4), "scrubs linearly by default")
    }

    @Test("setting the fraction while running is a no-op")
    func fractionWhileRunning() throws {
        var (a, _) = animator()
        _ = try a.start(at: 0)
        _ = a.setFractionComplete(0.9, at: 0.2)
        #expect(isClose(a.fractionComplete(at: 0.2), 0.2))
        #expect(a.isRunning)
    }

    @Test("pausesOnCompletion stays active without completion, then runs back when reversed")
    func pausesOnCompletion() throws {
        var (a, id) = animator()
        a.pausesOnCompletion = true
        let c = a.addCompletion()
        _ = try a.start(at: 0)
        #expect(a.advance(to: 1.2) == [.pausedOnCompletion(at: 1)])
        #expect(a.state == .active && !a.isRunning)
        #expect(a.value(of: id, at: 1.2) == 1)
        _ = a.setReversed(true, at: 1.2)
        _ = try a.start(at: 1.2)
        #expect(isClose(a.value(of: id, at: 1.7), 0.5))
        a.pausesOnCompletion = false
        #expect(a.advance(to: 3) == [.completed(.start, completions: [c], at: 2.2)])
    }

    @Test("reversing while paused runs toward the start and completes with .start")
    func reversedWhilePaused() throws {
        var (a, id) = animator()
        let c = a.addCompletion()
        _ = a.setFractionComplete(0.5, at: 0)
        _ = a.setReversed(true, at: 0)
        #expect(a.isReversed)
        _ = try a.start(at: 0)
        #expect(isClose(a.value(of: id, at: 0.25), 0.25))
        #expect(a.advance(to: 1) == [.completed(.start, completions: [c], at: 0.5)])
        #expect(a.value(of: id, at: 1) == 0)
    }

    @Test("continue with a factor f takes f × duration, whatever fraction is done")
    func continueDurationFactor() throws {
        var (a, _) = animator(duration: 2)
        let c = a.addCompletion()
        _ = a.setFractionComplete(0.75, at: 0)
        _ = try a.continueAnimation(durationFactor: 1.5, at: 0)
        #expect(a.advance(to: 2.99).isEmpty)
        #expect(a.advance(to: 3.0) == [.completed(.end, completions: [c], at: 3.0)])
    }

    @Test("a factor of 0 finishes the remaining part at the original pace (Segue's decision)")
    func continueFactorZero() throws {
        var (a, _) = animator(duration: 2)
        _ = a.setFractionComplete(0.75, at: 0)
        _ = try a.continueAnimation(durationFactor: 0, at: 0)
        #expect(a.advance(to: 0.49).isEmpty)
        #expect(a.advance(to: 0.5).count == 1)
    }

    @Test("a block with delay factor d has local progress 0 before d and (g − d)/(1 − d) after")
    func delayFactor() throws {
        var a = PropertyAnimator(duration: 1, timing: .linear)
        let late = a.addAnimations(delayFactor: 0.4)
        _ = try a.start(at: 0)
        #expect(a.value(of: late, at: 0.2) == 0)
        #expect(a.value(of: late, at: 0.4) == 0)
        #expect(isClose(a.value(of: late, at: 0.7), 0.5))
        #expect(a.value(of: late, at: 1) == 1)
    }

    @Test("scrubbing is linear with scrubsLinearly, along the curve without")
    func scrubsLinearly() {
        var (a, id) = animator(.easeInOut)
        _ = a.setFractionComplete(0.25, at: 0)
        #expect(isClose(a.value(of: id, at: 0), 0.25))
        var (b, bid) = animator(.easeInOut)
        b.scrubsLinearly = false
        _ = b.setFractionComplete(0.25, at: 0)
        #expect(isClose(b.value(of: bid, at: 0), CubicBezier.easeInOut.value(at: 0.25)))
    }

    @Test("a block added while running animates from now; after a stop old blocks are gone")
    func blocksAddedWhileRunning() throws {
        var (a, first) = animator()
        _ = try a.start(at: 0)
        let second = a.addAnimations(at: 0.5)
        #expect(a.value(of: second, at: 0.5) == 0)
        #expect(isClose(a.value(of: second, at: 0.75), 0.5))
        _ = a.advance(to: 1)
        #expect(a.state == .inactive)
        // Starting again with no new blocks gives the transient paused state.
        _ = try a.start(at: 2)
        #expect(a.state == .active && !a.isRunning)
        _ = try a.stop(withoutFinishing: true, at: 2)
        let third = a.addAnimations(at: 3)
        #expect(a.animations.map(\.id) == [third])
        #expect(a.value(of: first, at: 3) == 0)
    }

    @Test("a mass–stiffness–damping spring ignores the animator duration and ends at its settling time")
    func implicitSpringDuration() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
        var a = PropertyAnimator(duration: 5, timing: .spring(spring))
        _ = a.addAnimations()
        let c = a.addCompletion()
        #expect(isClose(a.duration, spring.settlingDuration))
        _ = try a.start(at: 0)
        #expect(a.advance(to: spring.settlingDuration - 0.01).isEmpty)
        #expect(a.advance(to: 5).first == .completed(.end, completions: [c], at: spring.settlingDuration))
    }

    @Test("illegal calls are typed errors: start or pause while stopped, continue without an active run")
    func illegalCalls() throws {
        var (a, _) = animator()
        #expect(throws: AnimatorError.cannotContinue(.inactive)) { try a.continueAnimation(durationFactor: 1, at: 0) }
        _ = try a.start(at: 0)
        _ = try a.stop(withoutFinishing: false, at: 0.1)
        #expect(throws: AnimatorError.cannotStartWhileStopped) { try a.start(at: 0.2) }
        #expect(throws: AnimatorError.cannotPauseWhileStopped) { try a.pause(at: 0.2) }
        #expect(throws: AnimatorError.cannotContinue(.stopped)) { try a.continueAnimation(durationFactor: 1, at: 0.2) }
        _ = a.setReversed(true, at: 0.2)
        #expect(!a.isReversed, "isReversed is ignored while stopped")
    }

    @Test("stop on an inactive animator is a no-op (Segue's decision)")
    func stopInactive() throws {
        var (a, _) = animator()
        #expect(try a.stop(withoutFinishing: false, at: 0).isEmpty)
        #expect(a.state == .inactive)
    }

    @Test("a non-interruptible animator cannot be paused or stopped once started; isInterruptible cannot change while active")
    func notInterruptible() throws {
        var (a, _) = animator()
        try a.setInterruptible(false)
        _ = try a.start(at: 0)
        #expect(throws: AnimatorError.notInterruptible) { try a.pause(at: 0.1) }
        #expect(throws: AnimatorError.notInterruptible) { try a.stop(withoutFinishing: true, at: 0.1) }
        #expect(throws: AnimatorError.cannotChangeInterruptibleWhileActive) { try a.setInterruptible(true) }
        #expect(throws: AnimatorError.cannotChangeUserInteractionWhileActive) { try a.setUserInteractionEnabled(false) }
    }

    @Test("reversing while running turns around at once, without a jump")
    func reverseWhileRunning() throws {
        var (a, id) = animator(.easeInOut)
        _ = try a.start(at: 0)
        let before = a.value(of: id, at: 0.6)
        _ = a.setReversed(true, at: 0.6)
        #expect(isClose(a.value(of: id, at: 0.6), before))
        #expect(a.value(of: id, at: 0.7) < before)
        #expect(a.advance(to: 1.2).first == .completed(.start, completions: [], at: 1.2))
    }

    @Test("pausing a curved run and scrubbing linearly does not jump")
    func pauseThenScrubNoJump() throws {
        var (a, id) = animator(.easeIn)
        _ = try a.start(at: 0)
        let onScreen = a.value(of: id, at: 0.5)
        _ = try a.pause(at: 0.5)
        #expect(isClose(a.value(of: id, at: 0.5), onScreen))
        _ = a.setFractionComplete(0.5, at: 0.6)
        #expect(isClose(a.value(of: id, at: 0.6), onScreen))
        _ = a.setFractionComplete(1, at: 0.7)
        #expect(a.value(of: id, at: 0.7) == 1)
        _ = a.setFractionComplete(0, at: 0.8)
        #expect(a.value(of: id, at: 0.8) == 0)
        // Starting again continues along the curve from where it stands.
        _ = a.setFractionComplete(0.5, at: 0.9)
        _ = try a.start(at: 0.9)
        #expect(isClose(a.value(of: id, at: 0.9), onScreen))
        #expect(a.advance(to: 1.4).count == 1)
    }

    @Test("continuing with a spring keeps position and hands over the velocity")
    func springHandOff() throws {
        // 200 pt to go, moving at 100 pt/s → initial velocity 0.5 of the distance per second.
        var (a, id) = animator(.linear)
        _ = a.setFractionComplete(0, at: 0)
        let spring = TimingCurve.spring(try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0.5))
        _ = try a.continueAnimation(timing: spring, durationFactor: 1, at: 1)
        #expect(a.value(of: id, at: 1) == 0)
        let dt = 1e-5
        let speed = a.value(of: id, at: 1 + dt) / dt
        #expect(isClose(speed, 0.5, tolerance: 1e-3), "progress/s at the hand-off: \(speed)")
    }

    @Test("continue with a spring that overshoots shows the overshoot")
    func springOvershoot() throws {
        var (a, id) = animator(.linear)
        _ = a.setFractionComplete(0, at: 0)
        _ = try a.continueAnimation(timing: .spring(.caSpringDefault), durationFactor: 1, at: 0)
        #expect(isClose(a.value(of: id, at: 0.3), 1.124355, tolerance: 1e-5))
    }

    @Test("grabbing a spring during its overshoot and finishing ends exactly at the end values")
    func grabDuringOvershoot() throws {
        var (a, id) = animator(.linear, duration: 0.5)
        _ = a.setFractionComplete(0.9, at: 0)
        _ = try a.continueAnimation(timing: .springFilling(dampingRatio: 0.3, initialVelocity: 10), durationFactor: 1, at: 0)
        // Find the overshoot's peak and grab there.
        var peak = 0.0
        var peakTime = 0.0
        for i in 1...400 {
            let t = Double(i) / 1000
            if a.value(of: id, at: t) > peak {
                peak = a.value(of: id, at: t)
                peakTime = t
            }
        }
        #expect(peak > 1)
        _ = try a.pause(at: peakTime)
        #expect(isClose(a.value(of: id, at: peakTime), peak), "the grab keeps what is on screen")
        _ = try a.start(at: peakTime)
        _ = a.advance(to: peakTime + 5)
        #expect(a.value(of: id, at: peakTime + 5) == 1, "the end is exact")
    }

    @Test("a NaN or infinite time never poisons the animator")
    func nonFiniteTime() throws {
        var (a, id) = animator()
        _ = try a.start(at: 0)
        _ = try a.pause(at: .nan)
        _ = a.setFractionComplete(0.5, at: .infinity)
        #expect(a.fractionComplete(at: .nan).isFinite)
        #expect(a.value(of: id, at: 1).isFinite)
        _ = try a.start(at: -.infinity)
        #expect(a.advance(to: 10).count == 1)
        #expect(a.value(of: id, at: 10) == 1)
    }

    @Test("start while running changes nothing: the pace and timing of a continuation stay")
    func startWhileRunning() throws {
        var (a, _) = animator(.linear, duration: 1)
        _ = a.setFractionComplete(0, at: 0)
        _ = try a.continueAnimation(durationFactor: 4, at: 0)
        _ = try a.start(at: 1)
        #expect(isClose(a.fractionComplete(at: 2), 0.5), "still 4 s for the whole run")
    }
}

@Suite("Property animator: grabbing a spring's overshoot, blocks added while active")
struct PropertyAnimatorContractTests {
    /// A 0.5 s linear animator released at 0.9 into an underdamped spring that overshoots the end.
    func overshooting() throws -> (PropertyAnimator, PropertyAnimator.AnimationID, peak: Double, peakTime: Double) {
        var a = PropertyAnimator(duration: 0.5, timing: .linear)
        let id = a.addAnimations()
        _ = a.setFractionComplete(0.9, at: 0)
        _ = try a.continueAnimation(timing: .spring(try Spring(dampingRatio: 0.3, response: 0.5, initialVelocity: 10)), durationFactor: 1, at: 0)
        var peak = 0.0
        var peakTime = 0.0
        for i in 1...600 {
            let t = Double(i) / 1000
            if a.value(of: id, at: t) > peak {
                peak = a.value(of: id, at: t)
                peakTime = t
            }
        }
        return (a, id, peak, peakTime)
    }

    /// A 1 s linear animator with one full block, paused at `g`.
    func linear(pausedAt g: Double) -> PropertyAnimator {
        var a = PropertyAnimator(duration: 1, timing: .linear)
        _ = a.addAnimations()
        _ = a.setFractionComplete(g, at: 0)
        return a
    }

    @Test("a grab at a spring's peak keeps the overshoot, and scrubbing moves the views by the scrub, not by a jump")
    func scrubFromOvershoot() throws {
        var (a, id, peak, t) = try overshooting()
        #expect(peak > 1.04)
        _ = try a.pause(at: t)
        #expect(isClose(a.fractionComplete(at: t), peak), "the fraction stands where the spring left it")
        _ = a.setFractionComplete(peak - 0.01, at: t + 0.1)
        #expect(isClose(a.value(of: id, at: t + 0.1), peak - 0.01, tolerance: 1e-9), "0.01 of scrub moves the views by 0.01")
        _ = a.setFractionComplete(peak + 0.05, at: t + 0.2)
        #expect(isClose(a.value(of: id, at: t + 0.2), peak - 0.01, tolerance: 1e-9), "further out than the views are holds them")
        _ = a.setFractionComplete(1.2, at: t + 0.3)
        #expect(a.value(of: id, at: t + 0.3) <= peak - 0.01 + 1e-9)
        _ = a.setFractionComplete(0.5, at: t + 0.4)
        #expect(isClose(a.value(of: id, at: t + 0.4), 0.5))
        _ = a.setFractionComplete(1.05, at: t + 0.5)
        #expect(a.value(of: id, at: t + 0.5) == 1, "once back inside, the ends clamp as usual")
    }

    @Test("run on from an overshoot: start goes back to the end at the original pace and ends exactly there")
    func startFromOvershoot() throws {
        var (a, id, peak, t) = try overshooting()
        let done = a.addCompletion()
        _ = try a.pause(at: t)
        _ = try a.start(at: t)
        #expect(isClose(a.value(of: id, at: t), peak))
        let back = (peak - 1) * 0.5
        #expect(isClose(a.value(of: id, at: t + back / 2), (peak + 1) / 2, tolerance: 1e-6))
        #expect(a.advance(to: t + 1) == [.completed(.end, completions: [done], at: t + back)])
        #expect(a.value(of: id, at: t + 1) == 1)
    }

    @Test("addAnimations(delayFactor:) while running: the delay is a share of the remaining duration, the block runs over the rest")
    func delayFactorWhileRunning() throws {
        var a = PropertyAnimator(duration: 1, timing: .linear)
        _ = a.addAnimations()
        _ = try a.start(at: 0)
        // Added at g = 0.5 with d = 0.4: it holds until 0.5 + 0.4 × 0.5 = 0.7, then runs to the end.
        let late = a.addAnimations(delayFactor: 0.4, at: 0.5)
        #expect(a.value(of: late, at: 0.5) == 0)
        #expect(a.value(of: late, at: 0.69) == 0, "UIKit holds the block until 0.7")
        #expect(isClose(a.value(of: late, at: 0.85), 0.5))
        let timing = try #require(a.animations.last?.timing)
        #expect(isClose(timing.duration, 0.3), "it lasts (1 − d) of the remaining 0.5 s")
        _ = a.advance(to: 1)
        #expect(a.value(of: late, at: 1) == 1)
    }

    @Test("a block added while paused starts at its start values and runs over the remaining portion when started")
    func addWhilePaused() throws {
        var a = linear(pausedAt: 0.5)
        let added = a.addAnimations(at: 0.1)
        #expect(a.value(of: added, at: 0.1) == 0, "no jump: it shows its start values")
        _ = a.setFractionComplete(0.75, at: 0.2)
        #expect(isClose(a.value(of: added, at: 0.2), 0.5), "scrubbing moves it over the rest")
        _ = try a.start(at: 0.2)
        #expect(a.advance(to: 2).count == 1)
        #expect(a.value(of: added, at: 2) == 1)
    }

    @Test("a block added while running reversed starts at its start values and reaches its end values at the start")
    func addWhileReversed() throws {
        var a = linear(pausedAt: 0.8)
        _ = a.setReversed(true, at: 0)
        _ = try a.start(at: 0)
        // At 0.2 s the fraction is 0.6; 0.6 of it remain toward the start.
        let added = a.addAnimations(delayFactor: 0.5, at: 0.2)
        #expect(a.value(of: added, at: 0.2) == 0)
        #expect(a.value(of: added, at: 0.45) == 0, "the delay: half of the remaining 0.6 s")
        #expect(isClose(a.value(of: added, at: 0.65), 0.5))
        #expect(a.advance(to: 2).first.map { if case .completed(.start, _, _) = $0 { true } else { false } } == true)
        #expect(a.value(of: added, at: 2) == 1)
    }
}
