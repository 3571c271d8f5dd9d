import SegueEngine
import SegueTestSupport
import Testing

@Suite("Gesture simulator: a scripted, deterministic finger")
struct GestureSimulatorTests {
    @Test("a move is sampled at the rate, at constant speed, ending exactly at the target")
    func sampledMove() throws {
        var finger = GestureSimulator(startTime: 1, sampleRate: 120)
        let down = try finger.touchDown(at: Point(x: 10, y: 20))
        #expect(down == [TouchEvent(.down, at: Point(x: 10, y: 20), time: 1)])
        let moves = try finger.move(by: Point(x: 120, y: -60), over: 0.1)
        #expect(moves.count == 12)
        #expect(moves.allSatisfy { $0.phase == .move })
        #expect(isClose(moves[0].time, 1 + 0.1 / 12))
        #expect(isClose(moves[0].position.x, 20) && isClose(moves[0].position.y, 15))
        #expect(moves.last == TouchEvent(.move, at: Point(x: 130, y: -40), time: 1.1))
        #expect(finger.time == 1.1)
        let up = try finger.lift()
        #expect(up == [TouchEvent(.up, at: Point(x: 130, y: -40), time: 1.1)])
        #expect(finger.events.count == 14)
    }

    @Test("a duration that is not a whole number of samples still ends on time")
    func partialSamples() throws {
        var finger = GestureSimulator(sampleRate: 60)
        try finger.touchDown(at: .zero)
        let moves = try finger.move(by: Point(x: 100, y: 0), over: 0.025)
        #expect(moves.count == 2)
        #expect(isClose(moves[1].time, 0.025) && moves[1].position.x == 100)
        #expect(try finger.move(by: Point(x: 5, y: 0), over: 0).count == 1)
    }

    @Test("a hold samples the same position; a wait without a finger produces nothing")
    func holdAndWait() throws {
        var finger = GestureSimulator()
        try finger.wait(0.5)
        #expect(finger.events.isEmpty && finger.time == 0.5)
        try finger.touchDown(at: Point(x: 3, y: 4))
        let held = try finger.hold(for: 0.15)
        #expect(held.count == 18)
        #expect(held.allSatisfy { $0.position == Point(x: 3, y: 4) })
        try finger.wait(0.1)
        #expect(finger.events.count == 1 + 18 + 12)
        #expect(isClose(finger.time, 0.75))
    }

    @Test("misuse throws instead of producing events")
    func misuse() throws {
        var finger = GestureSimulator()
        #expect(throws: GestureSimulator.Failure.notTouching) { try finger.move(by: Point(x: 1, y: 0), over: 0.1) }
        #expect(throws: GestureSimulator.Failure.notTouching) { try finger.lift() }
        try finger.touchDown(at: .zero)
        #expect(throws: GestureSimulator.Failure.alreadyTouching) { try finger.touchDown(at: .zero) }
        #expect(throws: GestureSimulator.Failure.self) { try finger.move(by: Point(x: 1, y: 0), over: -1) }
        #expect(throws: GestureSimulator.Failure.self) { try finger.hold(for: .nan) }
        #expect(finger.events.count == 1)
    }

    @Test("the same seed gives the same jitter; no seed gives exact positions")
    func deterministicJitter() throws {
        func script(_ jitter: GestureSimulator.Jitter?) throws -> [TouchEvent] {
            var finger = GestureSimulator(jitter: jitter)
            try finger.touchDown(at: Point(x: 5, y: 400))
            try finger.move(by: Point(x: 100, y: 0), over: 0.1)
            try finger.lift()
            return finger.events
        }
        let a = try script(.init(amplitude: 2, seed: 7))
        let b = try script(.init(amplitude: 2, seed: 7))
        let c = try script(.init(amplitude: 2, seed: 8))
        let exact = try script(nil)
        #expect(a == b)
        #expect(a != c)
        #expect(a != exact)
        #expect(zip(a, exact).allSatisfy { abs($0.position.x - $1.position.x) <= 2 && abs($0.position.y - $1.position.y) <= 2 })
        #expect(exact[1...12].allSatisfy { $0.position.y == 400 })
    }

    @Test("script steps drive the finger along the pan direction")
    func performSteps() throws {
        var finger = GestureSimulator()
        var pan = PanRecognizer(direction: .fromRight)
        let steps = try GestureScript.parse("play; touch; drag 40% over 200ms; wait 150ms; release; finish")
        for step in steps {
            pan.handle(try finger.perform(step, direction: .fromRight))
        }
        #expect(pan.state == .ended)
        #expect(isClose(pan.percent, 0.4))
        #expect(abs(pan.velocity) < 1e-9)
        #expect(finger.events.first?.position == Point(x: 391, y: 426))
        #expect(isClose(finger.time, 0.35))
    }

    @Test("a drag released at once keeps its speed toward finishing")
    func flickSteps() throws {
        var finger = GestureSimulator()
        var pan = PanRecognizer(direction: .fromBottom)
        for step in try GestureScript.parse("touch; drag 120pt over 0.1s; release") {
            pan.handle(try finger.perform(step, direction: .fromBottom))
        }
        #expect(isClose(pan.velocity, 1200, tolerance: 1e-6))
        #expect(isClose(pan.translation, 120))
    }
}
