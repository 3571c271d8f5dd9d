import SegueEngine
import SegueTestSupport
import Testing

@Suite("A FingerDriven call returns the records it added")
struct FingerDrivenRecordsTests {
    @Test("each touch and tick returns exactly what it appended to the log, in order")
    func returnsNewRecords() throws {
        var session = InteractionSession(
            transition: TestSlide(), pan: .init(direction: .fromRight), policy: try CompletionPolicy(parsing: "percent(0.5)"), releaseTiming: nil)
        var finger = GestureSimulator()
        var returned: [InteractionSession.Record] = []
        var events = try finger.touchDown(at: Point(x: 390, y: 400))
        events += try finger.move(by: Point(x: -300, y: 0), over: 0.3)
        events += try finger.lift()
        for event in events {
            let before = session.log.count
            let added = session.handle(event)
            #expect(Array(session.log[before...]) == added)
            returned += added
        }
        let before = session.log.count
        let settled = session.advance(to: finger.time + 10)
        #expect(settled == Array(session.log[before...]))
        returned += settled
        #expect(returned == session.log)
        #expect(returned.contains { if case .decision = $0.event { true } else { false } })
        #expect(settled.contains { if case .completed(.end) = $0.event { true } else { false } }, "the completion comes from the tick")
        #expect(session.advance(to: finger.time + 20).isEmpty, "a tick that changes nothing returns nothing")
    }
}
