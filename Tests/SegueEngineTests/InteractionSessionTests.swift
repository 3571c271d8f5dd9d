import SegueEngine
import SegueTestSupport
import Testing

@Suite("Interaction session: finger, policy, driver")
struct InteractionSessionTests {
    func session(policy: String = "percent-or-velocity", release: TimingCurve? = nil, edgeZone: Double? = nil) throws -> InteractionSession {
        InteractionSession(
            transition: TestSlide(), pan: .init(direction: .fromRight, edgeZone: edgeZone),
            policy: try CompletionPolicy(parsing: policy), releaseTiming: release)
    }

    func run(_ s: inout InteractionSession, _ script: String) throws {
        var finger = GestureSimulator()
        for step in try GestureScript.parse(script) { try s.perform(step, with: &finger) }
        s.advance(to: finger.time + 10)
    }

    func outcome(_ s: InteractionSession) -> AnimatingPosition? {
        for record in s.log { if case .completed(let position) = record.event { return position } }
        return nil
    }

    @Test("a flick finishes a short drag: velocity beats distance")
    func flickFinishes() throws {
        var s = try session()
        try run(&s, "touch; drag 60pt over 50ms; release")
        #expect(outcome(s) == .end)
        let decision = s.log.compactMap { if case .decision(let d, _) = $0.event { d } else { nil } }.first
        #expect(decision?.finishes == true)
        #expect(decision?.reason.contains("100") == true, "\(decision?.reason ?? "")")
    }

    @Test("a slow short drag that stops before lifting cancels")
    func slowDragCancels() throws {
        var s = try session()
        try run(&s, "touch; drag 80pt over 1s; wait 200ms; release")
        #expect(outcome(s) == .start)
        #expect(s.scene(at: 100) == TestSlide().scene(at: 0))
    }

    @Test("dragging past half and holding finishes with the percent rule")
    func pastHalfFinishes() throws {
        var s = try session(policy: "percent")
        try run(&s, "touch; drag 60% over 1s; wait 150ms; release")
        #expect(outcome(s) == .end)
    }

    @Test("touching a running transition grabs it without a jump, and dragging back cancels")
    func grabRunning() throws {
        var s = try session()
        var finger = GestureSimulator()
        s.play(at: 0)
        try finger.wait(0.2)
        let shown = s.scene(at: 0.2)
        for e in try finger.touchDown(at: Point(x: 200, y: 400)) { s.handle(e) }
        #expect(s.log.contains { $0.event == .grabbed })
        #expect(s.scene(at: 0.2) == shown)
        for e in try finger.move(by: Point(x: 150, y: 0), over: 0.1) { s.handle(e) }
        #expect(s.scene(at: finger.time).presentedX > shown.presentedX, "pulled back toward the start")
        for e in try finger.lift() { s.handle(e) }
        s.advance(to: 5)
        #expect(outcome(s) == .start)
    }

    @Test("a touch outside the edge zone is ignored with a reason")
    func edgeZone() throws {
        var s = try session(edgeZone: 40)
        var finger = GestureSimulator()
        for e in try finger.touchDown(at: Point(x: 200, y: 400)) { s.handle(e) }
        for e in try finger.move(by: Point(x: -100, y: 0), over: 0.1) { s.handle(e) }
        for e in try finger.lift() { s.handle(e) }
        #expect(s.driver.interaction.phase == .waiting)
        #expect(s.log.contains { if case .ignored = $0.event { true } else { false } })
    }

    @Test("a spring release hands the finger's velocity to the completion: no kink on the scene")
    func springRelease() throws {
        var s = try session(policy: "percent", release: .springFilling(dampingRatio: 0.8, initialVelocity: 0))
        var finger = GestureSimulator()
        for e in try finger.touchDown(at: s.touchStartPoint) { s.handle(e) }
        for e in try finger.move(by: Point(x: -240, y: 0), over: 0.4) { s.handle(e) }
        let t = finger.time
        let before = s.scene(at: t).presentedX
        for e in try finger.lift() { s.handle(e) }
        #expect(s.scene(at: t).presentedX == before)
        let dt = 1e-6
        let speed = (before - s.scene(at: t + dt).presentedX) / dt
        #expect(isClose(speed, 600, tolerance: 6), "view speed after release \(speed) pt/s, finger 600 pt/s")
    }

    enum Action: CaseIterable { case play, touch, drag, wait, release, finish, cancel }

    @Test("random interleavings never give NaN, never complete twice, and end cleanly", arguments: [UInt64(7), 8, 9])
    func randomized(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        for _ in 0..<150 {
            var s = try session(
                policy: CompletionPolicy.all.randomElement(using: &rng)!.description,
                release: Bool.random(using: &rng) ? nil : .springFilling(dampingRatio: 0.7, initialVelocity: 0))
            var finger = GestureSimulator()
            for _ in 0..<25 {
                switch Action.allCases.randomElement(using: &rng)! {
                case .play: s.play(at: finger.time)
                case .finish: s.finish(at: finger.time)
                case .cancel: s.cancel(at: finger.time)
                case .wait:
                    try finger.wait(Double.random(in: 0...0.3, using: &rng))
                    s.advance(to: finger.time)
                case .touch:
                    if !finger.isTouching { for e in try finger.touchDown(at: Point(x: Double.random(in: 0...393, using: &rng), y: 400)) { s.handle(e) } }
                case .drag:
                    if finger.isTouching {
                        for e in try finger.move(
                            by: Point(x: Double.random(in: -300...300, using: &rng), y: Double.random(in: -20...20, using: &rng)),
                            over: Double.random(in: 0.01...0.4, using: &rng))
                        { s.handle(e) }
                    }
                case .release: if finger.isTouching { for e in try finger.lift() { s.handle(e) } }
                }
                let scene = s.scene(at: finger.time)
                #expect(scene.views.allSatisfy { $0.alpha.isFinite && $0.quad.corners.allSatisfy { $0.x.isFinite && $0.y.isFinite } })
                #expect(s.progress(at: finger.time).isFinite)
            }
            if finger.isTouching { for e in try finger.lift() { s.handle(e) } }
            if s.driver.interaction.phase == .waiting { s.play(at: finger.time) }
            if s.driver.interaction.phase == .interactive { s.finish(at: finger.time) }
            s.advance(to: finger.time + 30)
            #expect(s.driver.isCompleted)
            #expect(s.driver.context.completeTransitionCalls == 1)
            let completions = s.log.filter { if case .completed = $0.event { true } else { false } }
            #expect(completions.count == 1)
            let end = s.scene(at: finger.time + 30)
            #expect(end == TestSlide().scene(at: 0) || end == TestSlide().scene(at: 1), "clean end or start state")
        }
    }
}

@Suite("Interaction session: a grab in a spring's overshoot")
struct InteractionSessionOvershootTests {
    static let bouncy = TimingCurve.spring(try! Spring(dampingRatio: 0.3, response: 0.5))

    @Test("the issue's script: the grab keeps the views beyond the end, and the drag moves them 3 % back, not to 97 %")
    func grabBeyondTheEnd() throws {
        var s = InteractionSession(
            transition: TestSlide(curve: Self.bouncy), pan: .init(direction: .fromRight),
            policy: try CompletionPolicy(parsing: "percent"), releaseTiming: Self.bouncy)
        var finger = GestureSimulator()
        for step in try GestureScript.parse("touch; drag 60% over 0.1s; release; wait 0.2s") { try s.perform(step, with: &finger) }
        let grabTime = finger.time
        let before = s.scene(at: grabTime).presentedX
        #expect(before < -10, "the spring has carried the view past its end: x \(before)")
        try s.perform(.touch, with: &finger)
        #expect(s.scene(at: grabTime).presentedX == before, "the grab keeps what is on screen")
        for step in try GestureScript.parse("drag -3% over 0.1s") { try s.perform(step, with: &finger) }
        let released = s.scene(at: finger.time).presentedX
        #expect(isClose(released - before, 0.03 * 393, tolerance: 1e-6), "3 % of the pan, not a jump: moved \(released - before) pt")
        try s.perform(.release, with: &finger)
        #expect(s.scene(at: finger.time).presentedX == released, "no jump at the release")
        s.advance(to: finger.time + 10)
        #expect(s.scene(at: finger.time + 10).presentedX == 0)
        #expect(s.driver.context.completeTransitionCalls == 1)
    }
}
