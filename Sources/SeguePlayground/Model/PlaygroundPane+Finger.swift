import SegueEngine
import SegueInput
import SegueRender

extension PlaygroundPane {
    /// `f` / `F`: a quick throw of a quarter of the pan distance in 50 ms (about 2000 pt/s on a
    /// phone): velocity beats distance for every policy that looks at velocity.
    mutating func flick(forward: Bool) {
        guard let current = session, hand == .none else { return }
        if current.isCompleted { sessionReadyForControl() }
        guard let session else { return }
        let start = session.driver.interaction.phase == .waiting ? session.touchStartPoint : Point(x: container.width / 2, y: container.height / 2)
        let unit = session.pan.direction.unitVector
        let distance = session.panDistance * 0.25 * (forward ? 1 : -1)
        var simulator = GestureSimulator(startTime: time)
        var events: [TouchEvent] = []
        events += (try? simulator.touchDown(at: start)) ?? []
        events += (try? simulator.move(by: Point(x: unit.dx * distance, y: unit.dy * distance), over: 0.05)) ?? []
        events += (try? simulator.lift()) ?? []
        hand = .flick(events, last: hand.last ?? start)
        note(forward ? "flick forward" : "flick backward")
        feedScheduledTouches()
    }

    /// Feeds the flick's touches whose time has come; the finger is up after the last.
    mutating func feedScheduledTouches() {
        guard case .flick(var touches, var last) = hand else { return }
        var due: [TouchEvent] = []
        while let next = touches.first, next.time <= time + 1e-9 {
            due.append(touches.removeFirst())
            last = next.position
        }
        hand = touches.isEmpty ? .none : .flick(touches, last: last)
        take(drive.handle(due))
    }

    /// A touch of the finger down (or lifting) at `point`, now.
    mutating func touch(_ phase: TouchEvent.Phase, at point: Point) {
        hand = hand.moved(to: point)
        take(drive.handle(TouchEvent(phase, at: point, time: time)))
    }

    // MARK: Mouse

    /// A press on the stage puts a finger down at that point of the container; dragging moves it with
    /// real velocity; releasing lifts it and the policy decides.
    mutating func handleMouse(_ mouse: MouseEvent) {
        // One layout serves the curve panel's handles, the timeline and the stage.
        let layout = self.layout
        if dragHandle(mouse, in: layout.plot) || scrubTimeline(mouse, in: layout.timeline) { return }
        // A press needs the stage in view; a finger already down can always move and lift, so an
        // overlay opened mid-drag never leaves it stuck.
        guard session != nil, panel == .none || finger == .mouse else { return }
        let stage = StageLayout(container: container, width: layout.stage.width, height: layout.stage.height)
        // The cell's centre, in container points.
        let point = stage.containerPoint(Point(x: Double(mouse.column - layout.stage.x) + 0.5, y: Double(mouse.row - layout.stage.y) + 0.5))
        switch mouse.kind {
        case .press where mouse.button == .left:
            guard hand == .none, layout.stage.contains(x: mouse.column, y: mouse.row), !stage.screen.isEmpty else { return }
            if session?.isCompleted == true { sessionReadyForControl() }
            hand = .mouse(last: point)
            touch(.down, at: point)
        case .drag where finger == .mouse:
            touch(.move, at: point)
        case .release where finger == .mouse:
            touch(.up, at: point)
            hand = .none
        default:
            break
        }
    }
}
