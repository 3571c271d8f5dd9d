import SegueEngine
import SegueTestSupport
import Testing

@Suite("Transition driver: context, interruption and hand-off")
struct TransitionDriverTests {
    @Test("a button-tapped transition runs on its own and completes once, with the context told once")
    func nonInteractiveRun() {
        var d = TransitionDriver(transition: TestSlide())
        #expect(d.begin(interactive: false, at: 0).map { [$0.event: $0.time] } == [[.began(interactive: false): 0]])
        #expect(d.scene(at: 0).presentedX == 393)
        #expect(isClose(d.scene(at: 0.25).presentedX, 393 * (1 - CubicBezier.easeInOut.value(at: 0.5))))
        #expect(d.advance(to: 0.6).map { [$0.event: $0.time] } == [[.completed(.end): 0.5]])
        #expect(d.context.completedWith == true && d.context.completeTransitionCalls == 1)
        #expect(d.advance(to: 1).isEmpty)
        #expect(d.context.completeTransitionCalls == 1)
    }

    @Test("a cancelled transition leaves the container exactly as it was before")
    func cancelRestores() {
        var d = TransitionDriver(transition: TestSlide())
        let before = d.scene(at: 0)
        _ = d.begin(interactive: true, at: 0)
        d.update(0.6, at: 0.2)
        #expect(d.progress(at: 0.3) == 0.6)
        _ = d.cancel(at: 0.3)
        #expect(d.interaction.phase == .animating(finishing: false), "the cancel runs back from 0.6")
        _ = d.advance(to: 2)
        #expect(d.scene(at: 2) == before)
        #expect(d.context.completedWith == false)
        #expect(d.context.transitionWasCancelled)
    }

    @Test("transitionWasCancelled flips when a finish is interrupted and followed by a cancel")
    func cancelledFlips() {
        var d = TransitionDriver(transition: TestSlide())
        _ = d.begin(interactive: true, at: 0)
        d.update(0.5, at: 0)
        _ = d.finish(at: 0)
        #expect(!d.context.transitionWasCancelled)
        _ = d.grab(at: 0.1)
        _ = d.cancel(at: 0.1)
        #expect(d.context.transitionWasCancelled)
        _ = d.advance(to: 5)
        #expect(d.context.completedWith == false && d.context.completeTransitionCalls == 1)
    }

    @Test("initial and final frames come from the scene; a view that ends off screen has a .zero final frame")
    func frames() {
        let d = TransitionDriver(transition: TestSlide())
        #expect(d.context.initialFrame(for: .presenting) == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(d.context.finalFrame(for: .presented) == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(d.context.initialFrame(for: .presented) == .zero, "starts entirely off screen")
        #expect(d.context.initialFrame(for: .background) == .zero, "starts at alpha 0")
    }

    @Test(
        "grabbing freezes exactly what is on screen, for curved and spring timing",
        arguments: [TimingCurve.easeInOut, .easeIn, .springFilling(dampingRatio: 0.5, initialVelocity: 0), .spring(.caSpringDefault)])
    func grabDoesNotJump(curve: TimingCurve) {
        for grabTime in [0.05, 0.17, 0.3, 0.42] {
            var d = TransitionDriver(transition: TestSlide(curve: curve))
            _ = d.begin(interactive: false, at: 0)
            let before = d.scene(at: grabTime)
            let events = d.grab(at: grabTime)
            guard events.contains(where: { if case .grabbed = $0.event { true } else { false } }) else { continue }
            #expect(d.scene(at: grabTime) == before)
            #expect(d.scene(at: grabTime + 1) == before, "stays frozen while held")
            // Scrubbing from the grab point moves continuously.
            let p = d.interaction.percentComplete
            d.update(p + 0.001, at: grabTime + 1)
            #expect(abs(d.scene(at: grabTime + 1).presentedX - before.presentedX) < 2)
        }
    }

    @Test("grab, scrub, release and grab again, any number of times; completion once")
    func regrab() {
        var d = TransitionDriver(transition: TestSlide())
        _ = d.begin(interactive: false, at: 0)
        var t = 0.0
        var completions = 0
        for round in 0..<5 {
            t += 0.1
            completions += d.grab(at: t).filter { if case .completed = $0.event { true } else { false } }.count
            let shown = d.scene(at: t)
            d.update(d.interaction.percentComplete + 0.05, at: t + 0.05)
            t += 0.05
            #expect(d.scene(at: t).presentedX < shown.presentedX + 1)
            completions += (round % 2 == 0 ? d.finish(at: t) : d.cancel(at: t)).filter { if case .completed = $0.event { true } else { false } }.count
        }
        completions += d.advance(to: t + 5).filter { if case .completed = $0.event { true } else { false } }.count
        #expect(completions == 1)
        #expect(d.context.completeTransitionCalls == 1)
    }

    @Test("a spring release continues the finger's velocity without a jump or a kink, measured on the scene")
    func velocityHandOff() throws {
        var d = TransitionDriver(transition: TestSlide(curve: .easeInOut))
        _ = d.begin(interactive: true, at: 0)
        // The finger drags the view left at 300 pt/s: progress rises at 300/393 per second.
        let fingerSpeed = 300.0
        let width = 393.0
        var xEarlier = 0.0
        for frame in 0...48 {
            xEarlier = d.scene(at: Double(frame) / 120).presentedX
            d.update(fingerSpeed * Double(frame) / 120 / width, at: Double(frame) / 120)
        }
        let t = 48.0 / 120
        let p = d.interaction.percentComplete
        let xBefore = d.scene(at: t).presentedX
        // Unit velocity: 300 pt/s over the remaining (1 − p)·393 pt.
        let unit = fingerSpeed / ((1 - p) * width)
        let spring = try Spring(dampingRatio: 0.8, response: 0.4, initialVelocity: unit)
        _ = d.finish(at: t, timing: .spring(spring))
        #expect(d.scene(at: t).presentedX == xBefore, "no jump at release")
        let dt = 1e-6
        let viewSpeed = (xBefore - d.scene(at: t + dt).presentedX) / dt
        #expect(isClose(viewSpeed, fingerSpeed, tolerance: 1), "view speed after release \(viewSpeed) pt/s")
        // The view's speed just before release, measured the same way on the scene: no kink.
        let dragSpeed = (xEarlier - xBefore) * 120
        #expect(isClose(viewSpeed, dragSpeed, tolerance: 1))
        _ = d.advance(to: t + spring.settlingDuration + 0.01)
        #expect(d.isCompleted && d.context.completedWith == true)
        #expect(d.scene(at: t + 5).presentedX == 0)
    }
}

@Suite("Transition driver: every transition completes exactly once")
struct TransitionDriverCompletionTests {
    enum Ending: CaseIterable { case play, finish, cancel }

    @Test("a transition with no tracks completes at once, once, and tells the context once", arguments: Ending.allCases)
    func noTracks(ending: Ending) {
        var d = TransitionDriver(transition: EmptyTransition())
        var events = d.begin(interactive: ending != .play, at: 1)
        switch ending {
        case .play: break
        case .finish: events += d.finish(at: 2)
        case .cancel: events += d.cancel(at: 2)
        }
        events += d.advance(to: 10) + d.finish(at: 11) + d.cancel(at: 11)
        let at: Double = ending == .play ? 1 : 2
        #expect(
            events.filter { if case .completed = $0.event { true } else { false } }.map { [$0.event: $0.time] } == [
                [.completed(ending == .cancel ? .start : .end): at]
            ])
        #expect(d.isCompleted)
        #expect(d.context.completedWith == (ending != .cancel))
        #expect(d.context.completeTransitionCalls == 1)
    }

    @Test("a transition of zero duration completes at once when played, finished or cancelled", arguments: Ending.allCases)
    func zeroDuration(ending: Ending) {
        var d = TransitionDriver(transition: TestSlide(duration: 0))
        var events = d.begin(interactive: ending != .play, at: 1)
        d.update(0.3, at: 1)
        switch ending {
        case .play: break
        case .finish: events += d.finish(at: 1)
        case .cancel: events += d.cancel(at: 1)
        }
        #expect(
            events.filter { if case .completed = $0.event { true } else { false } }.map { [$0.event: $0.time] } == [
                [.completed(ending == .cancel ? .start : .end): 1]
            ])
        #expect(d.context.completeTransitionCalls == 1)
        #expect(d.scene(at: 1) == TestSlide().scene(at: ending == .cancel ? 0 : 1))
    }
}

@Suite("Transition driver: the one animator, and where the views are")
struct TransitionDriverIdentityTests {
    @Test("one animator for the whole transition: its completion, registered at the start, is pending through grabs and fires once at the end")
    func sameAnimatorThroughout() {
        var d = TransitionDriver(transition: TestSlide())
        let completion = d.interaction.transitionCompletion
        let blocks = d.interaction.animator.animations
        var t = 0.0
        _ = d.begin(interactive: false, at: t)
        for round in 0..<4 {
            t += 0.1
            _ = d.grab(at: t)
            #expect(d.interaction.animator.completions == [completion], "round \(round)")
            #expect(d.interaction.animator.animations == blocks)
            d.update(0.6, at: t)
            _ = round % 2 == 0 ? d.cancel(at: t) : d.finish(at: t)
        }
        #expect(d.advance(to: t + 5).map { [$0.event: $0.time] } == [[.completed(.end): t + 0.2]])
        #expect(d.interaction.animator.completions.isEmpty, "fired, and only once")
        #expect(d.interaction.animator.animations == blocks, "the values stay readable after completion")
        #expect(d.context.completeTransitionCalls == 1)
    }

    @Test("the completion event names the transition's completion and nothing else")
    func completionIdentity() {
        var i = PercentDrivenInteraction(duration: 0.5, tracks: [TrackTiming()])
        _ = i.start(at: 0)
        _ = i.finish(at: 0)
        #expect(i.advance(to: 1) == [.completed(.end, completions: [i.transitionCompletion], at: 0.5)])
    }

    @Test("after grabbing a played curve, the fraction complete and where the views are differ; from rest they agree")
    func twoFigures() {
        var d = TransitionDriver(transition: TestSlide(curve: .easeInOut))
        _ = d.begin(interactive: false, at: 0)
        _ = d.grab(at: 0.104)
        #expect(isClose(d.progress(at: 0.2), 0.208))
        #expect(isClose(d.visualProgress(at: 0.2), CubicBezier.easeInOut.value(at: 0.208)))
        #expect(isClose(d.scene(at: 0.2).presentedX, 393 * (1 - d.visualProgress(at: 0.2))), "the views' figure is the picture")
        var scrubbed = TransitionDriver(transition: TestSlide(curve: .easeInOut))
        _ = scrubbed.begin(interactive: true, at: 0)
        scrubbed.update(0.3, at: 0)
        #expect(isClose(scrubbed.visualProgress(at: 0), 0.3) && isClose(scrubbed.progress(at: 0), 0.3))
        #expect(TransitionDriver(transition: EmptyTransition()).visualProgress(at: 0) == 0)
    }

    /// A fade over the first half, then a slide over the whole transition.
    struct FadeThenSlide: Transition {
        var duration = 0.5
        var container = Size.phonePortrait
        var tracks: [TrackTiming] { [TrackTiming(range: try! AnimationRange(start: 0, end: 0.5), curve: .linear), TrackTiming(curve: .linear)] }
        func scene(trackProgress q: [Double]) -> Scene { TestSlide(curve: .linear).scene(trackProgress: [q[1], q[0]]) }
    }

    @Test("where the views are follows the lead track: the first of those spanning the most of the transition")
    func leadTrack() {
        var d = TransitionDriver(transition: FadeThenSlide())
        _ = d.begin(interactive: true, at: 0)
        d.update(0.3, at: 0)
        #expect(isClose(d.visualProgress(at: 0), 0.3), "the slide's 0.3, not the fade's 0.6")
    }
}
