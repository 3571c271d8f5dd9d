import SegueEngine
import SegueText

/// `segue simulate NAME` on a transition whose code has its own interaction (`CodeInteractive`, a
/// UIKit transition with its own recognizers): the script's finger goes to the code's recognizers
/// and the code decides. Every decision says who made it (`"by": "code"` or `"by": "policy"`):
/// each `--policy` adds, at every release, what that policy would have decided on the same finger.
extension SimulateCommand {
    /// What a live play of the script gave: the timeline, where it completed, a hang.
    struct LivePlay: Sendable {
        var records: [InteractionSession.Record]
        var completed: AnimatingPosition?
        var hang: String?
        var began: Bool
    }

    /// Plays the script live when `coded` names a transition whose code has its own interaction;
    /// nil when it does not (the policy-driven run then plays it).
    func runLive(_ io: inout CommandIO, coded: CodedCatalog) -> ExitCode? {
        guard let transition = coded.transition(named: choice.name) as? any CodeInteractive else { return nil }
        do throws(CommandFailure) {
            let prepared = try prepare(coded: transition, policy: nil)
            let script = try scriptRun(prepared.session)
            let policies = comparedPolicies.isEmpty ? (policy.map { [$0] } ?? []) : comparedPolicies
            // Coded UIKit transitions are made on the main actor, and commands run on it (main.swift).
            let played = MainActor.assumeIsolated { Self.playLive(transition, script: script, runOn: Self.runOn) }
            guard var play = played else { return nil }
            let (releases, woulds) = Self.policyRecords(prepared.session, inputs: script.inputs(), policies: policies)
            play.records = Self.merge(Self.merge(releases, play.records), woulds)
            if json {
                for record in play.records { io.print(record.jsonLine) }
            } else {
                io.print(Self.liveHeader(name: transition.name, transition: transition, session: prepared.session, policies: policies))
                io.print(InteractionSession.Record.tableHeading)
                for record in play.records { io.print(record.tableLine) }
            }
            if play.completed == nil {
                throw .runtime(
                    play.hang
                        ?? (play.began
                            ? "the transition did not complete within \(Int(Self.runOn)) s after the script"
                            : "the transition never began (the code's recognizers started nothing, and no play)"))
            }
            return .success
        } catch {
            return error.report(&io)
        }
    }

    /// The script as timed inputs of the session's finger (the same touch point, pan and sampling
    /// as a policy-driven run); `finish` and `cancel` steps stay as calls, which the code ignores.
    func scriptRun(_ session: InteractionSession) throws(CommandFailure) -> ScriptRun {
        do throws(InteractionSession.ScriptFailure) {
            return try ScriptRun(steps, on: [session])
        } catch {
            throw Self.failure(error, script: script, steps: steps)
        }
    }

    /// Performs `script` on a fresh live run of `transition` and runs the clock on `runOn` seconds
    /// past its end; nil when the code has no interaction of its own.
    @MainActor
    static func playLive(_ transition: any CodeInteractive, script: ScriptRun, runOn: Double) -> LivePlay? {
        guard let run = transition.liveRun() else { return nil }
        var target = LiveScriptTarget(run: run)
        script.perform(on: &target, runOn: runOn)
        let records = merge(target.records, target.ignored)
        let began = records.contains { if case .began = $0.event { true } else { false } }
        return LivePlay(records: records, completed: run.completedPosition, hang: run.hangFinding, began: began)
    }

    /// At each lift that ends a pan: the release (velocity toward finishing) and what each policy
    /// would decide on that finger, from the engine's recognizer on the same touches.
    static func policyRecords(_ session: InteractionSession, inputs: [ScriptedInput], policies: [CompletionPolicy]) -> (
        releases: [InteractionSession.Record], woulds: [InteractionSession.Record]
    ) {
        var pan = PanRecognizer(
            direction: session.pan.direction, container: session.driver.transition.container, edgeZone: session.pan.edgeZone,
            panDistance: session.pan.distance)
        var releases: [InteractionSession.Record] = []
        var woulds: [InteractionSession.Record] = []
        for case .touch(let event) in inputs where pan.handle(event) == .ended && event.phase == .up {
            let input = pan.completionInput
            let p = min(max(input.progress, 0), 1)
            releases.append(InteractionSession.Record(time: event.time, event: .released(velocity: input.velocity), progress: p, visualProgress: p))
            for policy in policies {
                woulds.append(
                    InteractionSession.Record(
                        time: event.time, event: .policyWould(policy.decide(input), policy: policy), progress: p, visualProgress: p))
            }
        }
        return (releases, woulds)
    }

    /// `a` and `b` in time order; at equal times `a`'s records first.
    static func merge(_ a: [InteractionSession.Record], _ b: [InteractionSession.Record]) -> [InteractionSession.Record] {
        (a.enumerated().map { (0, $0.offset, $0.element) } + b.enumerated().map { (1, $0.offset, $0.element) })
            .sorted { ($0.2.time, $0.0, $0.1) < ($1.2.time, $1.0, $1.1) }.map(\.2)
    }

    /// `uikit-edge-pop pop, 0.35 s, container 393x852 pt; the code decides (its own interaction); finger: pan fromLeft over 393 pt, edge zone 20 pt; compared with percent(0.5)`
    static func liveHeader(name: String, transition: any Transition, session: InteractionSession, policies: [CompletionPolicy]) -> String {
        let edge = session.pan.edgeZone.map { ", edge zone \($0.shortestDescription(decimals: 3)) pt" } ?? ""
        let compared = policies.isEmpty ? "" : "; compared with " + policies.map(\.description).joined(separator: ", ")
        return
            "\(name) \(transition.operation.rawValue), \(transition.duration.shortestDescription(decimals: 3)) s, container \(transition.container.width.shortestDescription(decimals: 3))x\(transition.container.height.shortestDescription(decimals: 3)) pt; "
            + "the code decides (its own interaction); finger: pan \(session.pan.direction.rawValue) over \(session.panDistance.shortestDescription(decimals: 3)) pt\(edge)\(compared)"
    }
}

/// A live run performing a script: the script's time 0 is the run's clock once set up, and the
/// records are read back on the script's clock. `finish` and `cancel` are not the code's calls:
/// they are recorded as ignored. Live runs are main-actor objects, and commands run on it.
struct LiveScriptTarget: ScriptTarget {
    let run: any LiveRun
    let start: Double
    var ignored: [InteractionSession.Record] = []

    @MainActor init(run: any LiveRun) {
        self.run = run
        start = run.startTime
    }

    mutating func moveClock(to time: Double) {
        let run = run
        let now = time + start
        MainActor.assumeIsolated { run.advance(to: now) }
    }

    mutating func apply(_ input: ScriptedInput, pane: Int) {
        let (run, start) = (run, start)
        switch input {
        case .touch(let event):
            MainActor.assumeIsolated { run.handle(TouchEvent(event.phase, at: event.position, time: event.time + start)) }
        case .play(at: let time): MainActor.assumeIsolated { run.play(at: time + start) }
        case .finish(at: let time), .cancel(at: let time):
            moveClock(to: time)
            let step = if case .finish = input { "finish" } else { "cancel" }
            ignored.append(
                InteractionSession.Record(
                    time: time, event: .ignored(reason: "'\(step)' in the script: the code decides, through its own interaction"), progress: 0,
                    visualProgress: 0))
        }
    }

    var isSettled: Bool {
        let run = run
        return MainActor.assumeIsolated { run.completedPosition != nil }
    }

    /// The run's records on the script's clock, to the nanosecond, so that the shift back adds no
    /// rounding error to the script's times.
    @MainActor var records: [InteractionSession.Record] {
        run.records.map { record in
            var shifted = record
            shifted.time = ((record.time - start) * 1e9).rounded() / 1e9
            return shifted
        }
    }
}
