import SegueEngine
import SegueTestSupport
import Testing

@Suite("Pan recogniser: direction, edge zone, slop, axis lock")
struct PanRecognizerTests {
    /// Touch at `start`, move by `by` over `over` seconds at 120 Hz, optionally hold, then lift.
    func run(
        _ recognizer: inout PanRecognizer, from start: Point, by: Point, over: Double = 0.25,
        hold: Double = 0, lift: Bool = true
    ) throws -> [PanRecognizer.State] {
        var finger = GestureSimulator()
        var states = [recognizer.handle(try finger.touchDown(at: start)[0])]
        for event in try finger.move(by: by, over: over) { states.append(recognizer.handle(event)) }
        if hold > 0 { for event in try finger.hold(for: hold) { states.append(recognizer.handle(event)) } }
        if lift { states.append(recognizer.handle(try finger.lift()[0])) }
        return states
    }

    @Test("a drag from the left edge goes possible → began → changed → ended")
    func lifecycle() throws {
        var pan = PanRecognizer(direction: .fromLeft)
        let states = try run(&pan, from: Point(x: 5, y: 400), by: Point(x: 150, y: 0))
        #expect(states.first == .possible)
        #expect(states.filter { $0 == .began }.count == 1)
        #expect(states.last == .ended)
        let began = states.firstIndex(of: .began)!
        #expect(states[1..<began].allSatisfy { $0 == .possible })
        #expect(states[(began + 1)..<(states.count - 1)].allSatisfy { $0 == .changed })
    }

    @Test("translation and percent are measured from the touch-down point over the container width")
    func translationAndPercent() throws {
        var pan = PanRecognizer(direction: .fromLeft)
        _ = try run(&pan, from: Point(x: 5, y: 400), by: Point(x: 150, y: 0))
        #expect(pan.panDistance == 393)
        #expect(isClose(pan.translation, 150))
        #expect(isClose(pan.percent, 150.0 / 393))
    }

    @Test("velocity along the pan is positive toward finishing, for each direction", arguments: Direction.allCases)
    func velocitySign(direction: Direction) throws {
        var pan = PanRecognizer(direction: direction)
        let start = direction.startTouchPoint(in: .phonePortrait)
        let unit = direction.unitVector
        _ = try run(&pan, from: start, by: Point(x: unit.dx * 120, y: unit.dy * 120), over: 0.2, lift: false)
        #expect(pan.state == .changed)
        #expect(isClose(pan.velocity, 600, tolerance: 1e-6))
        #expect(isClose(pan.velocity2D.x, unit.dx * 600, tolerance: 1e-6))
        #expect(isClose(pan.velocity2D.y, unit.dy * 600, tolerance: 1e-6))
        #expect(isClose(pan.percent, 120 / direction.length(of: .phonePortrait)))
    }

    @Test("vertical pans default to the container height")
    func verticalDistance() {
        #expect(PanRecognizer(direction: .fromBottom).panDistance == 852)
        #expect(PanRecognizer(direction: .fromTop, panDistance: 300).panDistance == 300)
        #expect(PanRecognizer(direction: .fromTop, panDistance: -3).panDistance == 852)
    }

    @Test("a drag past the end and back gives an unclamped, signed percent")
    func unclamped() throws {
        var pan = PanRecognizer(direction: .fromRight, panDistance: 200)
        _ = try run(&pan, from: Point(x: 390, y: 400), by: Point(x: -300, y: 0), lift: false)
        #expect(isClose(pan.percent, 1.5))
        var back = PanRecognizer(direction: .fromLeft)
        var finger = GestureSimulator()
        back.handle(try finger.touchDown(at: Point(x: 100, y: 100)))
        back.handle(try finger.move(by: Point(x: 40, y: 0), over: 0.1))
        back.handle(try finger.move(by: Point(x: -120, y: 0), over: 0.2))
        #expect(back.state == .changed)
        #expect(isClose(back.translation, -80))
        #expect(back.velocity < 0)
    }

    @Test("a touch outside the edge zone fails at once; inside it succeeds (strict <)")
    func edgeZone() throws {
        var outside = PanRecognizer(direction: .fromLeft, edgeZone: 40)
        let states = try run(&outside, from: Point(x: 40, y: 400), by: Point(x: 150, y: 0))
        #expect(states.allSatisfy { $0 == .failed })
        var inside = PanRecognizer(direction: .fromLeft, edgeZone: 40)
        #expect(try run(&inside, from: Point(x: 39, y: 400), by: Point(x: 150, y: 0)).last == .ended)
        var right = PanRecognizer(direction: .fromRight, edgeZone: 20)
        #expect(try run(&right, from: Point(x: 380, y: 400), by: Point(x: -100, y: 0)).last == .ended)
        var bottom = PanRecognizer(direction: .fromBottom, edgeZone: 20)
        #expect(try run(&bottom, from: Point(x: 200, y: 800), by: Point(x: 0, y: -100)).last == .failed)
    }

    @Test("the gesture begins only after the slop (10 pt by default)")
    func slop() throws {
        var pan = PanRecognizer(direction: .fromLeft)
        #expect(pan.slop == 10)
        var finger = GestureSimulator()
        pan.handle(try finger.touchDown(at: Point(x: 5, y: 400)))
        #expect(pan.handle(try finger.move(by: Point(x: 9.9, y: 0), over: 0)[0]) == .possible)
        #expect(pan.handle(try finger.move(by: Point(x: 0.1, y: 0), over: 0)[0]) == .began)
        #expect(isClose(pan.translation, 10))
    }

    @Test("a lift before the slop is a tap: failed")
    func tap() throws {
        var pan = PanRecognizer(direction: .fromLeft)
        #expect(try run(&pan, from: Point(x: 5, y: 400), by: Point(x: 4, y: 0)).last == .failed)
    }

    @Test("moving the wrong way fails")
    func wrongWay() throws {
        var pan = PanRecognizer(direction: .fromLeft)
        #expect(try run(&pan, from: Point(x: 200, y: 400), by: Point(x: -100, y: 0)).last == .failed)
    }

    @Test("axis lock: mostly-across motion fails; across motion after the start is ignored")
    func axisLock() throws {
        var across = PanRecognizer(direction: .fromLeft)
        #expect(try run(&across, from: Point(x: 5, y: 400), by: Point(x: 30, y: 100)).last == .failed)
        var wobbly = PanRecognizer(direction: .fromLeft)
        var finger = GestureSimulator()
        wobbly.handle(try finger.touchDown(at: Point(x: 5, y: 400)))
        wobbly.handle(try finger.move(by: Point(x: 60, y: 10), over: 0.1))
        wobbly.handle(try finger.move(by: Point(x: 0, y: 200), over: 0.1))
        #expect(wobbly.state == .changed)
        #expect(isClose(wobbly.translation, 60))
        #expect(abs(wobbly.velocity) < 1e-6)
        #expect(wobbly.velocity2D.y > 1000)
    }

    @Test("a held finger ends with velocity near 0; a flick ends fast")
    func releaseVelocity() throws {
        var held = PanRecognizer(direction: .fromLeft)
        _ = try run(&held, from: Point(x: 5, y: 400), by: Point(x: 150, y: 0), over: 0.2, hold: 0.15)
        #expect(held.state == .ended)
        #expect(abs(held.velocity) < 1e-9)
        var flick = PanRecognizer(direction: .fromLeft)
        _ = try run(&flick, from: Point(x: 5, y: 400), by: Point(x: 150, y: 0), over: 0.1)
        #expect(isClose(flick.velocity, 1500, tolerance: 1e-6))
    }

    @Test("events after ended are ignored; a new touch starts over")
    func restart() throws {
        var pan = PanRecognizer(direction: .fromLeft)
        _ = try run(&pan, from: Point(x: 5, y: 400), by: Point(x: 150, y: 0))
        #expect(pan.handle(TouchEvent(.move, at: Point(x: 300, y: 400), time: 9)) == .ended)
        #expect(isClose(pan.translation, 150))
        #expect(pan.handle(TouchEvent(.down, at: Point(x: 20, y: 100), time: 10)) == .possible)
        #expect(pan.translation == 0)
        #expect(pan.velocity == 0)
    }
}

@Suite("Pan recogniser into completion policies")
struct PanRecognizerCompletionTests {
    @Test("a 40 % drag held still cancels by percent; the same drag flicked finishes by velocity")
    func releaseDecides() throws {
        func release(_ script: String) throws -> PanRecognizer {
            var finger = GestureSimulator()
            var pan = PanRecognizer(direction: .fromLeft)
            for step in try GestureScript.parse(script) { pan.handle(try finger.perform(step, direction: .fromLeft)) }
            return pan
        }
        let held = try release("touch; drag 40% over 300ms; wait 150ms; release")
        let easy = CompletionPolicy(.percentOrVelocity)
        #expect(easy.decide(held.completionInput).description == "cancel (p 0.40 ≤ 0.50 and v 0 ≤ 100 pt/s)")
        let flicked = try release("touch; drag 40% over 100ms; release")
        #expect(easy.decide(flicked.completionInput).description == "finish (v 1572 > 100 pt/s)")
        #expect(CompletionPolicy(.flick).decide(flicked.completionInput).description == "finish (flick 1572 ≥ 1200 pt/s toward finish)")
    }
}
