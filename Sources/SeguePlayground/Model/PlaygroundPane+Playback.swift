import SegueEngine
import SegueInput
import SegueRender
import SegueText

extension PlaygroundPane {
    /// The transition's fraction complete now.
    public var progress: Double { session?.progress(at: time) ?? 0 }

    /// A session ready for a manual action: a completed one is replaced by a fresh one standing where
    /// the last one ended, so scrubbing and playing go on from what is on screen.
    mutating func sessionReadyForControl() {
        guard let current = session, current.isCompleted else { return }
        let endedAtEnd = current.driver.context.completedWith == true
        rebuildSession()
        // A direct-manipulation session starts over with the view home, ready for the next drag.
        let now = time
        if endedAtEnd, session?.direct == nil { take(drive.call { $0.scrub(to: 1, at: now) }) }
    }

    /// The mouse on the timeline: a press or a drag on its bar scrubs to where it points, the wheel
    /// over the timeline steps 1 % (away from you: forward), as → and ← do. True when the event was
    /// the timeline's; a finger down keeps the mouse.
    mutating func scrubTimeline(_ mouse: MouseEvent, in rect: CellRect) -> Bool {
        guard session != nil, panel == .none, finger == nil else { return false }
        guard TimelineWidget.fits(rect), rect.contains(x: mouse.column, y: mouse.row) else { return false }
        switch mouse.kind {
        case .press where mouse.button == .left, .drag where mouse.button == .left:
            guard mouse.row == rect.y + 1,
                let target = Widgets.barProgress(atColumn: mouse.column - rect.x, width: TimelineWidget.barWidth(rect))
            else { return true }
            scrub(to: target)
        case .scrollUp: scrub(by: 0.01)
        case .scrollDown: scrub(by: -0.01)
        default: return false
        }
        return true
    }

    mutating func scrub(by delta: Double) {
        scrub(to: progress + delta)
    }

    mutating func scrub(to target: Double) {
        guard let current = session, finger == nil else { return }
        if current.direct != nil, target <= 0 {
            // A direct session at its start is a fresh one: the view home, nothing begun, ready for
            // the finger (a begun, paused one would refuse it).
            if current.driver.interaction.phase != .waiting || current.isCompleted || current.direct?.phase != .resting { rebuildSession() }
            return
        }
        sessionReadyForControl()
        // The engine clamps: to 0…1, or from beyond an end where a spring's overshoot was grabbed.
        let now = time
        take(drive.call { $0.scrub(to: target, at: now) })
    }

    /// Space: plays (toward the end, or back to the start after `r`), pauses a running transition
    /// by grabbing it, or replays a completed one. `r`'s "play back" is used up by the Space it
    /// applies to.
    mutating func playPause() {
        guard let current = session else { return }
        let now = time
        if case .animating = current.driver.interaction.phase {
            take(drive.call { $0.grab(at: now) })
            return
        }
        if playsBackward {
            playsBackward = false
            sessionReadyForControl()
            guard session?.driver.interaction.phase == .interactive else {
                note("nothing to play back: at the start")
                return
            }
            take(drive.call { $0.cancel(at: now) })
        } else if case .interactive = current.driver.interaction.phase {
            take(drive.call { $0.finish(at: now) })
        } else {
            // At rest, or completed either way: play from the start (a completed one starts over).
            if current.isCompleted { rebuildSession() }
            take(drive.call { $0.play(at: now) })
        }
    }

    mutating func finish() {
        guard session != nil else { return }
        sessionReadyForControl()
        let now = time
        if session?.driver.interaction.phase == .waiting { take(drive.call { $0.play(at: now) }) } else { take(drive.call { $0.finish(at: now) }) }
    }

    mutating func cancel() {
        guard let current = session else { return }
        // At rest there is nothing to cancel; UIKit would remember the call (`docs/uikit-contract.md`, "Percent-driven interaction") and cancel the
        // next start at once, which in a playground only looks like a broken Space.
        guard current.driver.interaction.phase != .waiting else {
            noteOnce("nothing to cancel: the transition has not started")
            return
        }
        let now = time
        take(drive.call { $0.cancel(at: now) })
    }

    /// Turns a running transition around; otherwise sets which way the next Space plays. At the
    /// start there is nothing to play back, so it says so and changes nothing.
    mutating func reverse() {
        guard let current = session else { return }
        if case .animating = current.driver.interaction.phase {
            let now = time
            take(drive.call { $0.reverse(at: now) })
            return
        }
        if !playsBackward, isAtStart {
            note("at the start: nothing to play back; Space plays to the end")
            return
        }
        playsBackward.toggle()
        note(playsBackward ? "Space now plays back to the start" : "Space now plays to the end")
    }

    /// True when the transition last ran because `r` turned it around (no call, release or grab
    /// came after): its end is a reversal's, not a finish or a cancel.
    var endedByReversal: Bool {
        guard let session else { return false }
        for record in session.log.reversed() {
            switch record.event {
            case .reversed: return true
            case .completed, .ignored: continue
            default: return false
            }
        }
        return false
    }

    /// True when the transition shows its start: not begun, cancelled, or scrubbed to 0.
    var isAtStart: Bool {
        guard let session else { return true }
        switch session.driver.interaction.phase {
        case .waiting: return true
        case .completed(let didFinish): return !didFinish
        case .interactive, .animating: return progress <= 0
        }
    }

    mutating func changeSpeed(up: Bool) {
        let speeds = Self.speeds
        let index = speeds.firstIndex { $0 >= speed - 1e-9 } ?? speeds.count - 1
        let next = up ? min(index + 1, speeds.count - 1) : max(index - 1, 0)
        guard speeds[next] != speed else {
            // Held at a limit, it says so once.
            noteOnce("speed \(Self.speedText(speed)), the \(up ? "fastest" : "slowest")")
            return
        }
        speed = speeds[next]
        note("speed \(Self.speedText(speed))")
    }

    static func speedText(_ s: Double) -> String {
        s == s.rounded() ? "\(Int(s))×" : "\(s)×"
    }

    // MARK: Policy

    mutating func setPolicy(_ new: CompletionPolicy) {
        policy = new
        session?.policy = new
        note("policy \(new.description): \(new.explanation)")
    }

    mutating func adjustPercentThreshold(by delta: Double) {
        var p = policy
        p.percentThreshold = ((p.percentThreshold + delta) * 100).rounded() / 100
        guard p != policy else {
            noteOnce("percent threshold at its \(delta > 0 ? "maximum" : "minimum"), \(CompletionPolicy.fixed(policy.percentThreshold))")
            return
        }
        setPolicy(p)
    }

    mutating func adjustVelocityThreshold(by delta: Double) {
        var p = policy
        guard let v = p.velocityThreshold else {
            noteOnce("\(policy.name) has no velocity threshold")
            return
        }
        p.velocityThreshold = max(0, v + delta)
        guard p != policy else {
            noteOnce("velocity threshold at its \(delta > 0 ? "maximum" : "minimum"), \(CompletionPolicy.speed(v)) pt/s")
            return
        }
        setPolicy(p)
    }
}
