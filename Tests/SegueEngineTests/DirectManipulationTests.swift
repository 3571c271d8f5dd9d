import SegueEngine
import SegueTestSupport
import Testing

/// AlertTransition's drag-to-dismiss as `DirectManipulation`: the view follows the finger, more
/// than 70 pt on either axis runs the dismissal from the dragged position, anything shorter springs
/// back in 0.33 s (damping 0.5); velocity never counts.
@Suite("Direct manipulation: distance rule and spring back")
struct DirectManipulationTests {
    let rule = DirectManipulation.Rule.alertTransition

    // MARK: The rule

    @Test(
        "each axis on its own, strictly beyond 70 pt",
        arguments: [
            (Point(x: 0, y: 71), DirectManipulation.Decision.Outcome.run, "|dy| 71 > 70 pt"),
            (Point(x: -71, y: 0), .run, "|dx| 71 > 70 pt"),
            (Point(x: 0, y: 70), .springBack, "|dx| 0, |dy| 70 ≤ 70 pt"),
            (Point(x: 12, y: -69), .springBack, "|dx| 12, |dy| 69 ≤ 70 pt"),
            (Point(x: 60, y: 60), .springBack, "|dx| 60, |dy| 60 ≤ 70 pt"),
            (Point(x: 70.04, y: 0), .run, "|dx| 70.04 > 70 pt"),
            (Point(x: 0, y: -69.96), .springBack, "|dx| 0, |dy| 69.96 ≤ 70 pt"),
            (Point(x: 12.34, y: 0), .springBack, "|dx| 12.3, |dy| 0 ≤ 70 pt"),
        ])
    func rule(offset: Point, outcome: DirectManipulation.Decision.Outcome, reason: String) {
        let decision = rule.decide(offset: offset)
        #expect(decision.outcome == outcome)
        #expect(decision.reason == reason)
    }

    // MARK: The value alone

    @Test("the offset is the raw translation, and a spring back returns it home in 0.33 s, once")
    func springBackAlone() {
        var d = DirectManipulation(rule: rule)
        let took = d.touchDown(at: Point(x: 100, y: 100), time: 0)
        #expect(took)
        d.drag(to: Point(x: 130, y: 160), at: 0.2)
        #expect(d.offset(at: 0.2) == Point(x: 30, y: 60))
        let decision = d.release(at: 0.2)
        #expect(decision?.outcome == .springBack)
        #expect(d.offset(at: 0.2) == Point(x: 30, y: 60), "no jump at release")
        #expect(!d.acceptsTouches, "the view ignores touches while it springs back")
        let tookAgain = d.touchDown(at: Point(x: 0, y: 0), time: 0.3)
        #expect(!tookAgain)
        // Damping 0.5 overshoots: the view passes home before it settles.
        let crossed = stride(from: 0.21, to: 0.53, by: 0.01).contains { d.offset(at: $0).y < 0 }
        #expect(crossed)
        let early = d.advance(to: 0.5)
        #expect(early == nil)
        let home = d.advance(to: 0.6)
        #expect(home.map { abs($0 - 0.53) < 1e-12 } == true)
        let again = d.advance(to: 0.7)
        #expect(again == nil, "completion is reported once")
        #expect(d.offset(at: 0.7) == .zero)
        #expect(d.acceptsTouches)
    }

    // MARK: In a session

    /// A 200 × 250 alert centred in the phone; the dismissal slides it 500 pt down over 0.25 s.
    func alertSession() throws -> InteractionSession {
        let spec = TransitionSpec(
            name: "alert", title: "Alert", summary: "test", origin: .init(library: "test", reproduces: "test"), operations: [.present],
            duration: 0.25, timing: .springFilling(dampingRatio: 0.7, initialVelocity: 0),
            views: [
                .init(id: "presenting", role: .presenting),
                .init(
                    id: "presented", role: .presented,
                    frame: .init(x: .number(96.5), y: .number(301), width: .number(200), height: .number(250)), zIndex: 1),
            ],
            tracks: [.init(view: "presented", animations: [.init(.translationY, [500, 0])])],
            directInteractions: [.init(operation: .dismiss, rule: rule)])
        let transition = try spec.transition(for: .dismiss)
        return try #require(InteractionSession.direct(spec, transition))
    }

    func drag(_ s: inout InteractionSession, by offset: Point, over duration: Double) throws -> GestureSimulator {
        var finger = GestureSimulator()
        for e in try finger.touchDown(at: s.touchStartPoint) { s.handle(e) }
        for e in try finger.move(by: offset, over: duration) { s.handle(e) }
        return finger
    }

    func completions(_ s: InteractionSession) -> [AnimatingPosition] {
        s.log.compactMap { if case .completed(let position) = $0.event { position } else { nil } }
    }

    func topLeft(_ s: InteractionSession, _ t: Double) -> Point { s.scene(at: t)["presented"]!.quad.topLeft }

    @Test("the finger starts on the view, and the view follows it in both axes")
    func follows() throws {
        var s = try alertSession()
        #expect(s.touchStartPoint == Point(x: 196.5, y: 426))
        let finger = try drag(&s, by: Point(x: -40, y: 30), over: 0.2)
        #expect(topLeft(s, finger.time) == Point(x: 56.5, y: 331))
        #expect(s.progress(at: finger.time) == 0, "the transition does not move")
        #expect(s.directVerdict(at: finger.time)?.outcome == .springBack)
    }

    @Test("71 pt down dismisses: the normal dismissal runs from the dragged position, no jump, one completion")
    func beyondDismisses() throws {
        var s = try alertSession()
        var finger = try drag(&s, by: Point(x: 0, y: 71), over: 0.3)
        let before = s.scene(at: finger.time)
        for e in try finger.lift() { s.handle(e) }
        #expect(s.scene(at: finger.time) == before, "no jump at release")
        #expect(s.log.contains { $0.event == .direct(.decided(.init(.run, reason: "|dy| 71 > 70 pt"), operation: .dismiss)) })
        #expect(s.log.contains { $0.event == .began(interactive: false) })
        // Mid-way the alert has slid down from where it was dropped: offset plus the track's own move.
        let mid = finger.time + 0.1
        let animated = s.driver.scene(at: mid)["presented"]!.quad.topLeft
        #expect(animated.y > 301 + 100, "the dismissal is under way")
        #expect(topLeft(s, mid) == animated + Point(x: 0, y: 71))
        s.handle(TouchEvent(.down, at: s.touchStartPoint, time: finger.time + 0.15))
        #expect(s.log.last?.event == .ignored(reason: "the dismiss is under way"), "the dismissal ignores touches")
        s.advance(to: finger.time + 0.2)
        s.advance(to: finger.time + 5)
        s.advance(to: finger.time + 10)
        #expect(completions(s) == [.end], "completion fires exactly once")
        #expect(abs(topLeft(s, 20).y - (301 + 71 + 500)) < 1e-9, "it ends 500 pt below where it was dropped")
    }

    @Test("69 pt down springs back home in 0.33 s without a jump, and the transition never begins")
    func shortSpringsBack() throws {
        var s = try alertSession()
        var finger = try drag(&s, by: Point(x: 0, y: 69), over: 0.3)
        let before = s.scene(at: finger.time)
        for e in try finger.lift() { s.handle(e) }
        let released = finger.time
        #expect(s.scene(at: released) == before, "no jump at release")
        s.advance(to: released + 0.2)
        #expect(completions(s).isEmpty)
        s.advance(to: released + 0.33)
        s.advance(to: released + 3)
        let done = s.log.filter { if case .completed = $0.event { true } else { false } }
        #expect(done.count == 1, "completion fires exactly once")
        #expect(done.first.map { abs($0.time - (released + 0.33)) < 1e-12 } == true)
        #expect(done.first?.event == .completed(.start))
        #expect(!s.log.contains { if case .began = $0.event { true } else { false } })
        #expect(topLeft(s, released + 3) == Point(x: 96.5, y: 301))
    }

    @Test("a fast flick short of 70 pt still springs back: velocity is ignored")
    func flickSpringsBack() throws {
        var s = try alertSession()
        var finger = try drag(&s, by: Point(x: 0, y: 69), over: 0.01)
        for e in try finger.lift() { s.handle(e) }
        let dropped = s.log.compactMap { if case .direct(.dropped(_, let velocity)) = $0.event { velocity } else { nil } }.first
        #expect((dropped?.y ?? 0) > 5000, "a real flick: \(dropped.map(\.description) ?? "none")")
        s.advance(to: 5)
        #expect(completions(s) == [.start])
    }

    @Test("touches during the spring back and outside the view are ignored; once home the transition has completed, a new session drags again")
    func ignoredTouches() throws {
        var s = try alertSession()
        var finger = try drag(&s, by: Point(x: 30, y: 0), over: 0.1)
        for e in try finger.lift() { s.handle(e) }
        s.handle(TouchEvent(.down, at: s.touchStartPoint, time: finger.time + 0.1))
        s.handle(TouchEvent(.up, at: s.touchStartPoint, time: finger.time + 0.15))
        let reasons = s.log.compactMap { if case .ignored(let reason) = $0.event { reason } else { nil } }
        #expect(reasons == ["the view is springing back"])
        // Home after 0.33 s: the spring back completed the transition, at its start, once; a
        // touch then does nothing (the playground starts a new session for it).
        s.handle(TouchEvent(.down, at: s.touchStartPoint, time: 2))
        s.handle(TouchEvent(.move, at: s.touchStartPoint + Point(x: 80, y: 0), time: 2.1))
        s.handle(TouchEvent(.up, at: s.touchStartPoint + Point(x: 80, y: 0), time: 2.1))
        s.advance(to: 5)
        #expect(s.isCompleted && completions(s) == [.start])

        var fresh = try alertSession()
        fresh.handle(TouchEvent(.down, at: Point(x: 10, y: 10), time: 0))
        fresh.handle(TouchEvent(.up, at: Point(x: 10, y: 10), time: 0.1))
        #expect(fresh.log.compactMap { if case .ignored(let reason) = $0.event { reason } else { nil } } == ["outside the presented view"])
        fresh.handle(TouchEvent(.down, at: fresh.touchStartPoint, time: 2))
        fresh.handle(TouchEvent(.move, at: fresh.touchStartPoint + Point(x: 80, y: 0), time: 2.1))
        fresh.handle(TouchEvent(.up, at: fresh.touchStartPoint + Point(x: 80, y: 0), time: 2.1))
        fresh.advance(to: 5)
        #expect(completions(fresh) == [.end])
    }
}
