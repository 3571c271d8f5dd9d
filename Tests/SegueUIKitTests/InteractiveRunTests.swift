import SegueEngine
import SegueTestSupport
import SegueUIKit
import Testing

/// A UIKit transition played live with its own interaction controller (docs/uikit-layer.md, "A live
/// run"): the finger goes to the code's recognizer and the code decides.
@Suite("Interaction: live runs where the code decides")
@MainActor
struct InteractiveRunTests {
    func drag(_ run: UIKitInteractiveRun, _ events: [TouchEvent]) {
        for e in events { run.touch(e) }
    }

    func line(from x0: Double, to x1: Double, steps: Int, start: Double, lift: Bool = true) -> [TouchEvent] {
        var events = [TouchEvent(.down, at: Point(x: x0, y: 400), time: start)]
        for i in 1...steps {
            events.append(TouchEvent(.move, at: Point(x: x0 + (x1 - x0) * Double(i) / Double(steps), y: 400), time: start + Double(i) / 60))
        }
        if lift { events.append(TouchEvent(.up, at: Point(x: x1, y: 400), time: start + Double(steps + 1) / 60)) }
        return events
    }

    @Test("The finger drives the code's pan; the code's updates follow it and its rule finishes the dismissal")
    func codeFinishes() {
        let run = UIKitInteractiveRun(operation: .dismiss, scenario: easyDismissScenario())
        #expect(run.state == .idle)
        drag(run, line(from: 50, to: 300, steps: 25, start: 1, lift: false))
        #expect(run.state == .interactive)
        #expect(close(run.progress, 250.0 / 393, 1e-9))
        let presented = run.host.window.rootViewController!.presentedViewController!
        #expect(close(Double(presented.view.layer.presentation()!.frame.origin.x), 250, 1e-6))
        run.touch(TouchEvent(.up, at: Point(x: 300, y: 400), time: 1 + 26.0 / 60))
        #expect(run.state == .running)
        run.tick(to: 3)
        #expect(run.state == .completed(true))
        #expect(run.calls.first?.kind == .update)
        #expect(Array(run.calls.map(\.kind).suffix(2)) == [.finish, .complete])
        #expect(run.hang == nil)
    }

    @Test("A slow short drag cancels by the code's rule; the presented controller stays")
    func codeCancels() {
        let run = UIKitInteractiveRun(operation: .dismiss, scenario: easyDismissScenario())
        var events = line(from: 50, to: 120, steps: 20, start: 1, lift: false)
        for i in 1...10 { events.append(TouchEvent(.move, at: Point(x: 120, y: 400), time: 1 + Double(20 + i) / 60)) }
        events.append(TouchEvent(.up, at: Point(x: 120, y: 400), time: 1 + 31.0 / 60))
        drag(run, events)
        run.tick(to: 3)
        #expect(run.state == .completed(false))
        #expect(run.host.window.rootViewController?.presentedViewController != nil)
    }

    @Test("A transition the code never finishes is a hang 10 s after the lift, with the last calls")
    func hang() {
        let run = UIKitInteractiveRun(operation: .dismiss, scenario: easyDismissScenario { $0.decides = false })
        drag(run, line(from: 50, to: 300, steps: 25, start: 1))
        let lifted = 1 + 26.0 / 60
        run.tick(to: lifted + 9.9)
        #expect(run.hang == nil)
        run.tick(to: lifted + 10.5)
        let hang = run.hang
        #expect(hang != nil)
        #expect(hang.map { close($0.foundAt, lifted + 10) } == true)
        #expect(hang?.decided == false)
        #expect(hang?.lastCalls.count == 5 && hang?.lastCalls.allSatisfy { $0.kind == .update } == true)
        #expect(run.log.contains { $0.level == .error && $0.message.hasPrefix("hang:") })
    }

    @Test("A running Core Animation transition refuses a grab with the reason; an interruptible one is grabbed")
    func grab() {
        let plain = UIKitInteractiveRun(operation: .dismiss, scenario: easyDismissScenario())
        drag(plain, line(from: 50, to: 300, steps: 25, start: 1))
        #expect(plain.state == .running)
        let refused = plain.touch(TouchEvent(.down, at: Point(x: 200, y: 400), time: 1.5))
        guard case .refused(let reason) = refused else { return #expect(Bool(false)) }
        #expect(reason.contains("no interruptible animator"))
        #expect(plain.touch(TouchEvent(.up, at: Point(x: 200, y: 400), time: 1.55)) == .refused(reason))
        plain.tick(to: 3)
        #expect(plain.state == .completed(true))

        let grabbable = UIKitInteractiveRun(operation: .dismiss, scenario: easyDismissScenario(interruptible: true))
        drag(grabbable, line(from: 50, to: 300, steps: 25, start: 1))
        #expect(grabbable.state == .running)
        drag(grabbable, line(from: 200, to: 220, steps: 3, start: 1.5, lift: false))
        #expect(grabbable.calls.contains { $0.kind == .pause && $0.accepted })
        #expect(grabbable.state == .interactive)
        grabbable.touch(TouchEvent(.up, at: Point(x: 220, y: 400), time: 1.6))
        grabbable.tick(to: 3)
        #expect(grabbable.state.isCompleted)
    }

    @Test("No view moves more than the finger between frames while it drags (seeded), beyond the pan's catch-up")
    func viewNeverOutrunsTheFinger() {
        var random = SeededRandom(seed: 23)
        for _ in 0..<10 {
            let run = UIKitInteractiveRun(operation: .dismiss, scenario: easyDismissScenario())
            let events = seededDrag(&random)
            let presented = run.host.window.rootViewController!.presentedViewController!
            var lastX = Double(presented.view.layer.presentation()!.frame.origin.x)
            var lastFinger = events[0].position.x
            var caughtUp = false
            for e in events.dropLast() {
                run.touch(e)
                let x = Double(presented.view.layer.presentation()!.frame.origin.x)
                let finger = abs(e.position.x - lastFinger)
                let allowance = caughtUp ? 0 : abs(e.position.x - events[0].position.x)
                if run.progress > 0 { caughtUp = true }
                #expect(abs(x - lastX) <= max(finger, allowance) + 1e-6)
                lastX = x
                lastFinger = e.position.x
            }
        }
    }
}
