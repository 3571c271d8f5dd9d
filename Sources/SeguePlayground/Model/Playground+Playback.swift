import SegueEngine

extension Playground {
    /// The transition's fraction complete now.
    public var progress: Double { session?.progress(at: time) ?? 0 }

    /// A session ready for a manual action: a completed one is replaced by a fresh one standing where
    /// the last one ended, so scrubbing and playing go on from what is on screen.
    mutating func sessionReadyForControl() {
        guard let current = session, current.driver.isCompleted else { return }
        let endedAtEnd = current.driver.context.completedWith == true
        rebuildSession()
        // A direct-manipulation session starts over with the view home, ready for the next drag.
        if endedAtEnd, session?.direct == nil { session?.scrub(to: 1, at: time) }
        syncLog()
    }

    mutating func scrub(by delta: Double) {
        scrub(to: progress + delta)
    }

    mutating func scrub(to target: Double) {
        guard session != nil, finger == nil else { return }
        sessionReadyForControl()
        // The engine clamps: to 0…1, or from beyond an end where a spring's overshoot was grabbed.
        session?.scrub(to: target, at: time)
        syncLog()
    }

    mutating func playPause() {
        guard let current = session else { return }
        switch current.driver.interaction.phase {
        case .waiting:
            if playsBackward { note("nothing to play back: at the start"); return }
            session?.play(at: time)
        case .interactive:
            if playsBackward { session?.cancel(at: time) } else { session?.finish(at: time) }
        case .animating:
            session?.grab(at: time)
        case let .completed(didFinish):
            rebuildSession()
            if didFinish { session?.play(at: time) }
        }
        syncLog()
    }

    mutating func finish() {
        guard session != nil else { return }
        sessionReadyForControl()
        if session?.driver.interaction.phase == .waiting { session?.play(at: time) } else { session?.finish(at: time) }
        syncLog()
    }

    mutating func cancel() {
        guard let current = session else { return }
        // At rest there is nothing to cancel; UIKit would remember the call (PD-16) and cancel the
        // next start at once, which in a playground only looks like a broken Space.
        guard current.driver.interaction.phase != .waiting else { note("nothing to cancel: the transition has not started"); return }
        session?.cancel(at: time)
        syncLog()
    }

    /// Turns a running transition around; otherwise sets which way Space plays.
    mutating func reverse() {
        guard let current = session else { return }
        if case let .animating(finishing) = current.driver.interaction.phase {
            if finishing { session?.cancel(at: time) } else { session?.finish(at: time) }
            syncLog()
            return
        }
        playsBackward.toggle()
        note(playsBackward ? "Space now plays back to the start" : "Space now plays to the end")
    }

    mutating func changeSpeed(up: Bool) {
        let speeds = Self.speeds
        let index = speeds.firstIndex { $0 >= speed - 1e-9 } ?? speeds.count - 1
        let next = up ? min(index + 1, speeds.count - 1) : max(index - 1, 0)
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
        note("policy \(new.description)")
    }

    mutating func adjustPercentThreshold(by delta: Double) {
        var p = policy
        p.percentThreshold = ((p.percentThreshold + delta) * 100).rounded() / 100
        setPolicy(p)
    }

    mutating func adjustVelocityThreshold(by delta: Double) {
        var p = policy
        guard let v = p.velocityThreshold else { note("\(policy.name) has no velocity threshold"); return }
        p.velocityThreshold = max(0, v + delta)
        setPolicy(p)
    }
}
