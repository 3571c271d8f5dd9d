import SegueEngine
import SegueTestSupport
import Testing

/// Long random sequences of calls and time steps; the invariants are checked after every step.
@Suite("Property animator, randomized")
struct PropertyAnimatorRandomizedTests {
    enum Call: CaseIterable {
        case start, startDelayed, pause, stopTrue, stopFalse, finishEnd, finishStart, finishCurrent, fraction, reverse, continueNil, continueSpring,
            continueCubic, addBlock, addCompletion, wait, longWait
    }

    @Test("invariants hold for 400 random sequences", arguments: [UInt64(1), 2, 3, 4])
    func randomSequences(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        for _ in 0..<100 {
            var a = PropertyAnimator(
                duration: Double.random(in: 0.1...1.5, using: &rng),
                timing: [.linear, .easeInOut, .ease, .springFilling(dampingRatio: 0.5, initialVelocity: 0)].randomElement(using: &rng)!)
            _ = a.addAnimations()
            var now = 0.0
            var pending: Set<Int> = []
            var fired: [Int: Int] = [:]
            for _ in 0..<60 {
                let before = a.state
                var events: [AnimatorEvent] = []
                let call = Call.allCases.randomElement(using: &rng)!
                do {
                    switch call {
                    case .start: events = try a.start(at: now)
                    case .startDelayed: events = try a.start(afterDelay: 0.1, at: now)
                    case .pause: events = try a.pause(at: now)
                    case .stopTrue: events = try a.stop(withoutFinishing: true, at: now)
                    case .stopFalse: events = try a.stop(withoutFinishing: false, at: now)
                    case .finishEnd: events = try a.finish(at: .end, now: now)
                    case .finishStart: events = try a.finish(at: .start, now: now)
                    case .finishCurrent: events = try a.finish(at: .current, now: now)
                    case .fraction: events = a.setFractionComplete(Double.random(in: -0.2...1.2, using: &rng), at: now)
                    case .reverse: events = a.setReversed(!a.isReversed, at: now)
                    case .continueNil: events = try a.continueAnimation(durationFactor: Double.random(in: 0...1.5, using: &rng), at: now)
                    case .continueSpring:
                        events = try a.continueAnimation(
                            timing: .spring(try Spring(dampingRatio: 0.6, response: 0.3, initialVelocity: Double.random(in: -3...3, using: &rng))),
                            durationFactor: 1, at: now)
                    case .continueCubic: events = try a.continueAnimation(timing: .easeOut, durationFactor: 0.5, at: now)
                    case .addBlock: _ = a.addAnimations(delayFactor: Double.random(in: 0...0.8, using: &rng), at: now)
                    case .addCompletion: pending.insert(a.addCompletion())
                    case .wait:
                        now += Double.random(in: 0...0.2, using: &rng)
                        events = a.advance(to: now)
                    case .longWait:
                        now += 2
                        events = a.advance(to: now)
                    }
                } catch {
                    // Typed errors only for the documented illegal calls, and nothing changes state.
                    #expect(a.state == before)
                    switch error as? AnimatorError {
                    case .finishRequiresStopped?: #expect(before != .stopped)
                    case .cannotStartWhileStopped?, .cannotPauseWhileStopped?: #expect(before == .stopped)
                    case .cannotContinue?: #expect(before != .active)
                    default: Issue.record("unexpected \(error)")
                    }
                }
                // Completions: each fires at most once, only ids that were registered.
                for case .completed(_, let ids, _) in events {
                    for id in ids {
                        fired[id, default: 0] += 1
                        #expect(pending.contains(id), "completion \(id) fired but was not pending")
                        pending.remove(id)
                    }
                    #expect(a.state == .inactive)
                }
                #expect(fired.values.allSatisfy { $0 == 1 })
                // stop(withoutFinishing: true) drops the completions without firing them.
                if call == .stopTrue, before == .active { pending.removeAll() }
                #expect(Set(a.completions) == pending)
                // Never NaN; running implies active; stopped never runs.
                #expect(a.fractionComplete(at: now).isFinite)
                #expect(a.values(at: now).allSatisfy { $0.isFinite })
                if a.isRunning { #expect(a.state == .active) }
                if a.state != .active { #expect(!a.isRunning) }
                // Allowed state changes only: stopped is left only through finish.
                if before == .stopped, a.state != .stopped {
                    #expect([Call.finishEnd, .finishStart, .finishCurrent].contains(call))
                }
                if a.state == .stopped, before != .stopped { #expect(call == .stopFalse) }
            }
            // Exactly once when it ends: finishing out whatever is left fires every pending completion.
            if a.state == .stopped {
                _ = try a.finish(at: .end, now: now)
                pending.removeAll()
            }
            if a.state == .active {
                a.pausesOnCompletion = false
                let events = (try a.continueAnimation(durationFactor: 0.1, at: now)) + a.advance(to: now + 100)
                if a.isRunning == false, a.state == .inactive {
                    let ids: [Int] = events.flatMap { event -> [Int] in
                        if case .completed(_, let ids, _) = event { return ids }
                        return []
                    }
                    #expect(Set(ids) == pending || ids.isEmpty && pending.isEmpty)
                }
            }
        }
    }
}
