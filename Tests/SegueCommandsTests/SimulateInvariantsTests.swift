import Foundation
import SegueEngine
import SegueTestSupport
import Testing

@testable import SegueCommands

/// The rules every `segue simulate` timeline keeps (docs/hardening.md, "Gesture scripts hide no
/// step"), whatever the script: one transition completes exactly once, at progress 0 or 1; every
/// step after the completion is shown as ignored; time never goes backwards; and the completion's
/// position follows the last intent (the last decision, call or play before it).
@Suite("simulate: the timeline's invariants")
struct SimulateInvariantsTests {
    /// What broke, in words; empty when the run kept every rule.
    static func violations(preset: String, operation: TransitionOperation?, steps: [GestureStep]) -> [String] {
        guard let session = session(preset, operation) else { return ["the preset did not load"] }
        return violations(session, steps: steps)
    }

    /// `segue simulate PRESET [--operation OP]`'s session before the script.
    static func session(_ preset: String, _ operation: TransitionOperation?) -> InteractionSession? {
        var io = CommandIO(output: String(), error: String())
        return try? SimulateCommand(preset: preset, script: "play", operation: operation).prepare(policy: nil, io: &io).session
    }

    /// What broke when `steps` run on `session`, as `segue simulate` runs them.
    static func violations(_ session: InteractionSession, steps: [GestureStep]) -> [String] {
        var run = (session: session, ())
        var problems: [String] = []
        var finger = GestureSimulator()
        for step in steps {
            let completedBefore = run.session.log.contains { if case .completed = $0.event { true } else { false } }
            let before = run.session.log.count
            do { try run.session.perform(step, with: &finger) } catch { return [] }  // not performable: a usage error, no timeline
            let added = run.session.log[before...]
            if completedBefore {
                if !isWait(step), !added.contains(where: isIgnored) { problems.append("'\(step)' after the completion is not shown as ignored") }
                if let shown = added.first(where: { !isIgnored($0) }) { problems.append("'\(step)' after the completion logged \(shown.name)") }
            }
        }
        if finger.isTouching { return [] }
        run.session.advance(to: finger.time + InteractionSession.runOnSeconds)
        let log = run.session.log
        for (a, b) in zip(log, log.dropFirst()) where b.time < a.time - 1e-12 {
            problems.append("time goes backwards: \(a.name) at \(a.time), then \(b.name) at \(b.time)")
        }
        let completions = log.indices.filter { if case .completed = log[$0].event { true } else { false } }
        if completions.count > 1 { problems.append("\(completions.count) completions") }
        guard let first = completions.first, case .completed(let position) = log[first].event else { return problems }
        if log[first].progress != (position == .end ? 1 : 0) { problems.append("completed at \(position) with progress \(log[first].progress)") }
        if let shown = log[(first + 1)...].first(where: { !isIgnored($0) }) { problems.append("\(shown.name) after the completion") }
        if let intent = log[..<first].reversed().lazy.compactMap(Self.intent).first, intent != position {
            problems.append("completed at \(position), but the last intent was \(intent)")
        }
        return problems
    }

    static func isWait(_ step: GestureStep) -> Bool { if case .wait = step { true } else { false } }
    static func isIgnored(_ record: InteractionSession.Record) -> Bool { if case .ignored = record.event { true } else { false } }

    /// Where a record asks the transition to end up, if it asks.
    static func intent(_ record: InteractionSession.Record) -> AnimatingPosition? {
        switch record.event {
        case .decision(let decision, _): decision.finishes ? .end : .start
        case .finishCalled: .end
        case .cancelCalled: .start
        case .began(interactive: false): .end
        case .direct(.decided(let decision, _)): decision.outcome == .run ? .end : .start
        default: nil
        }
    }

    /// A performable script of up to 8 steps: a touch only with the finger up, a drag or a release
    /// only with it down, released at the end.
    static func script(_ random: inout SeededRandom) -> [GestureStep] {
        var steps: [GestureStep] = []
        var touching = false
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            switch Int.random(in: 0..<7, using: &random) {
            case 0: steps.append(.play)
            case 1: steps.append(.finish)
            case 2: steps.append(.cancel)
            case 3: steps.append(.wait(Double(Int.random(in: 0...40, using: &random)) / 100))
            default:
                if !touching {
                    steps.append(.touch)
                    touching = true
                } else if Bool.random(using: &random) {
                    let distance: GestureDistance =
                        Bool.random(using: &random)
                        ? .points(Double(Int.random(in: -150...150, using: &random))) : .percent(Double(Int.random(in: -60...100, using: &random)))
                    steps.append(.drag(distance, over: Double(Int.random(in: 1...40, using: &random)) / 100))
                } else {
                    steps.append(.release)
                    touching = false
                }
            }
        }
        if touching { steps.append(.release) }
        return steps
    }

    @Test(
        "seeded random scripts on percent-driven and direct presets keep every rule",
        arguments: [("easy-alpha", TransitionOperation.dismiss), ("easy-rotation", .dismiss), ("slide-over", nil), ("easy-bouncy", nil), ("cube", nil)])
    func randomScripts(preset: String, operation: TransitionOperation?) {
        var random = SeededRandom(seed: 29)
        var failures: [String] = []
        guard let session = Self.session(preset, operation) else { return #expect(Bool(false), "\(preset) did not load") }
        for _ in 0..<800 {
            let steps = Self.script(&random)
            let problems = Self.violations(session, steps: steps)
            if !problems.isEmpty { failures.append("'\(steps.map(\.description).joined(separator: "; "))': \(problems.joined(separator: ", "))") }
        }
        #expect(failures.isEmpty, "\(failures.count) of 800 scripts: \(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test("the examples that broke: a play after a spring back, a touch after the completion, a finish before the finger")
    func examples() throws {
        for (preset, operation, script) in [
            ("easy-alpha", TransitionOperation.dismiss, "touch; release; play"),
            ("easy-rotation", .dismiss, "touch; release; wait 1s; touch; drag 100pt over 100ms; release"),
            ("slide-over", nil, "finish; touch; drag 23% over 262ms; release"),
            ("easy-rotation", .dismiss, "finish; touch; drag 23% over 262ms; release"),
        ] {
            let steps = try GestureScript.parse(script)
            #expect(Self.violations(preset: preset, operation: operation, steps: steps) == [], "\(preset): \(script)")
        }
    }
}
