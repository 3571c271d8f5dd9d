import Foundation
import SegueEngine
import SeguePresets
import SegueText

/// `segue simulate PRESET --gesture SCRIPT [--policy P] [--pan DIR] [--container WxH] [--duration S]
/// [--operation OP] [--direction D] [--json] [--presets DIR]`: runs a scripted finger on an
/// `InteractionSession` built from the preset and prints what happened.
///
/// The session takes the preset's interaction for the operation (pan direction, edge zone, pan
/// distance, completion policy); each flag overrides one part. A preset without an interaction for
/// the operation gets a default (see `defaultInteraction`) and the output says so. Time starts at 0
/// with the script; after it, time runs on until the transition completes, at most `runOn` seconds.
///
/// Exit status: 0 when the transition completed; 1 when it did not (nothing began, or it was still
/// running after `runOn`) or the preset is broken; 64 for a bad command line, a script that does not
/// parse or cannot be performed (a drag with no finger down), or one that ends with the finger down.
public struct SimulateCommand: Subcommand, Equatable {
    var choice: PresetChoice
    /// The script as written (for error carets).
    public var script: String
    public var steps: [GestureStep]
    /// Overrides the preset's completion policy (the first `--policy`).
    public var policy: CompletionPolicy?
    /// Every `--policy` when there are two or more: the script runs once under each, and the output
    /// is one decision per policy (`SimulateCommand+Policies.swift`).
    public var comparedPolicies: [CompletionPolicy] = []
    /// Overrides the preset's pan direction (the way the finger moves to finish).
    public var pan: Direction?
    /// The container in points; nil: 393 × 852.
    public var container: Size?
    /// Overrides the preset's duration, seconds.
    public var duration: Double?
    /// Starts the preset's scroll content this many points from its top (`--content-offset`).
    public var contentOffset: Double?
    public var json: Bool

    /// How long time runs on after the script, seconds, waiting for the completion.
    public static let runOn = Limits.runOnSeconds

    public init(
        preset: String, script: String, policy: CompletionPolicy? = nil, pan: Direction? = nil, container: Size? = nil,
        duration: Double? = nil, operation: TransitionOperation? = nil, direction: Direction? = nil,
        json: Bool = false, presetsFolder: String? = nil
    ) throws(GestureScriptError) {
        choice = PresetChoice(name: preset, operation: operation, direction: direction, presetsFolder: presetsFolder)
        self.script = script
        steps = try GestureScript.parse(script)
        self.policy = policy
        self.pan = pan
        self.container = container
        self.duration = duration
        self.json = json
    }

    static let gestureOption = OptionSpec.option("gesture", value: "SCRIPT", help: "The gesture: steps separated by ';' (see below).")
    static let policyOption = OptionSpec.option("policy", value: "P", help: "Completion policy spec, e.g. percent, 'flick(1/3, 1200)' (default: the preset's).")
    /// Simulate's `--policy`, which may be repeated to compare policies.
    static let policiesOption = OptionSpec.option("policy", value: "P", help: policyOption.help + " Repeat it to compare policies.", repeatable: true)
    static let panOption = OptionSpec.option("pan", value: "DIR", help: "The way the finger moves to finish: fromLeft, fromRight, fromTop, fromBottom.")
    static let containerOption = OptionSpec.option("container", value: "WxH", help: "Container size in points (default 393x852).")
    static let durationOption = OptionSpec.option("duration", value: "S", help: "Transition duration in seconds (default: the preset's).")
    static let contentOffsetOption = OptionSpec.option(
        "content-offset", value: "PT", help: "Start the scroll content this many points from its top (default: the preset's offset).")

    public static let interface = CommandInterface(
        name: "simulate",
        summary: "Run a scripted gesture; print the timeline and the outcome.",
        synopsis:
            "PRESET --gesture SCRIPT [--policy P]... [--pan DIR] [--container WxH] [--duration S] [--content-offset PT] [--operation OP] [--direction D] [--json] [--presets DIR]",
        arguments: [
            ArgumentSpec("PRESET", help: "The preset's name (see 'segue list').")
        ],
        options: [
            gestureOption,
            policiesOption,
            panOption,
            containerOption,
            durationOption,
            contentOffsetOption,
            PresetChoice.operationOption,
            PresetChoice.directionOption,
            .flag("json", help: "Print one JSON object per event and line instead of the timeline."),
            PresetChoice.presetsOption,
        ],
        discussion: """
            The script's steps, separated by ';': play (start without a finger), wait T, touch (finger
            down at the pan's start edge), drag D over T (D along the pan: 150pt, -60pt, 40% of the pan
            distance), release, finish, cancel. T is 120ms or 0.2s; every quantity needs its unit, and a
            drag takes more than 0 s. Numbers may have an exponent (1e-3s). At most 1000 steps and
            600 s of waits and drags. Time starts at 0; after the script it runs on (at most 60 s)
            until the transition completes. No step is hidden: a step that cannot act (after the
            transition completed, or a finger step after a programmatic cancel or finish) is shown as
            ignored, with the reason.

            The preset's interaction for the operation gives the pan direction, edge zone, pan distance
            and completion policy; the flags override them. A preset without one for the operation is
            driven by a default: a pan the way the views move, over the container, policy percent; the
            output says so. Policies: percent, percent-or-velocity, flick, projection, nearest-end, forward-flick, each
            with optional parameters, e.g. 'projection(0.99)'.

            With --policy given more than once the same script runs under each policy and the output is
            one decision per policy: a table (policy, outcome, progress and velocity at the release,
            where it completed, reason), or under --json one object per policy with those fields.

            Each line: time in seconds, event, progress (the fraction complete), views (where the views
            are: 0 at the start values, 1 at the end values, beyond them in a spring's overshoot), and
            details. The two figures part after a grab of a curved run, so a jump shows as a step in
            views. Events: began, grabbed, released (velocity, pt/s toward finishing), decision (outcome
            finish or cancel, policy, reason), finish-called, cancel-called, ignored (reason) and, last,
            completed (position end or start). With --json each line is an object with t, event,
            progress, views and the details as fields. Exit status 1 when the transition does not
            complete.

            An operation the preset drives by direct manipulation (the Easy presets' dismiss) moves the
            view instead of scrubbing: touch takes the view, drags move it (down; --pan turns them; a %
            distance is a share of the container along the drag), and the log shows drag-began, dropped
            (offset, and the velocity the rule ignores), decision (dismiss when |dx| or |dy| is beyond
            the threshold, else spring back, with the reason) and completed (at end, or at start once
            the view is home). --policy does not apply.

            A UIKit transition whose code has gestures of its own (a program's Segue.main(transitions:))
            plays live: the finger goes to the code's recognizers and the code decides; finish and
            cancel steps are shown as ignored. Every decision says who made it ("by": "code" or
            "by": "policy"); each --policy adds what that policy would have decided on the same
            finger. A transition the code leaves unfinished 10 s after the lift is a hang (exit 1).

            A preset whose views scroll (docs/scroll-handoff.md) shares the finger between its pan and
            the content: touch goes down on the content, 'touch at X Y' (64pt 400pt) anywhere, and
            'drag D across over T' moves across the pan. The first 10 pt decide the axis; the log
            traces each decision: refused (an edge zone turned the touch away), won (who took the
            finger, and why), scrolled (the content's travel), hand-off (the content reached its top
            and the pan took the rest), hand-back, coast (the content let go). --content-offset PT
            starts the content PT points from its top.

            Example:
              $ segue simulate slide-over --gesture 'touch; drag 60% over 0.5s; release'
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        choice = try PresetChoice(arguments)
        guard let script = arguments.value("gesture") else {
            throw UsageError("missing --gesture SCRIPT", optionHelp: HelpText.optionLine(Self.gestureOption))
        }
        self.script = script
        steps = try Self.parseScript(script)
        let policies = try arguments.values("policy").map(Self.parsePolicy)
        policy = policies.first
        comparedPolicies = policies.count > 1 ? policies : []
        if let text = arguments.value("pan") {
            guard let d = Direction(rawValue: text) else {
                throw UsageError(
                    PresetChoice.unknown("pan direction", text, Direction.allCases.map(\.rawValue)), optionHelp: HelpText.optionLine(Self.panOption))
            }
            pan = d
        }
        if let text = arguments.value("container") {
            let sides = Limits.containerPoints
            guard let (w, h) = SizeText.parse(text), sides.contains(w), sides.contains(h) else {
                throw UsageError(
                    "--container expects WxH in points, two numbers from \(sides.lowerBound.shortestDescription(decimals: 3)) to \(sides.upperBound.shortestDescription(decimals: 3)) like 393x852 (got '\(Excerpt.of(text))')",
                    optionHelp: HelpText.optionLine(Self.containerOption))
            }
            container = Size(width: w, height: h)
        }
        if let text = arguments.value("duration") {
            guard let d = Double(text.trimmingCharacters(in: .whitespaces)), d.isFinite, d > 0, d <= Limits.transitionSeconds else {
                throw UsageError(
                    "--duration expects seconds above 0, at most \(Limits.transitionSeconds.shortestDescription(decimals: 3)) (got '\(Excerpt.of(text))')",
                    optionHelp: HelpText.optionLine(Self.durationOption))
            }
            duration = d
        }
        if let text = arguments.value("content-offset") {
            guard let x = Double(text.trimmingCharacters(in: .whitespaces)), x.isFinite, (0...1_000_000).contains(x) else {
                throw UsageError(
                    "--content-offset expects points from 0 (the content's top) to 1000000 (got '\(Excerpt.of(text))')",
                    optionHelp: HelpText.optionLine(Self.contentOffsetOption))
            }
            contentOffset = x
        }
        json = arguments.flag("json")
    }

    /// The steps of `--gesture SCRIPT`; a script that does not parse is a usage error with a caret.
    static func parseScript(_ script: String) throws(UsageError) -> [GestureStep] {
        do throws(GestureScriptError) {
            return try GestureScript.parse(script)
        } catch {
            throw UsageError(
                scriptMessage(script, step: error.step, stepText: error.stepText, offset: error.offset, problem: error.problem),
                optionHelp: HelpText.optionLine(gestureOption))
        }
    }

    /// The policy of `--policy P`; one that does not parse is a usage error with a caret.
    static func parsePolicy(_ text: String) throws(UsageError) -> CompletionPolicy {
        try parsePolicy(text, option: policyOption)
    }

    /// The policy `text` of `option`; one that does not parse is a usage error with a caret.
    static func parsePolicy(_ text: String, option: OptionSpec) throws(UsageError) -> CompletionPolicy {
        do throws(CompletionPolicyError) {
            return try CompletionPolicy(parsing: text)
        } catch {
            throw UsageError(
                "invalid policy: \(error.problem)\n" + error.caret,
                optionHelp: HelpText.optionLine(option))
        }
    }

    // MARK: Running

    public func run(_ io: inout CommandIO) -> ExitCode { run(&io, coded: .none) }

    public func run(_ io: inout CommandIO, coded: CodedCatalog) -> ExitCode {
        if let live = runLive(&io, coded: coded) { return live }
        if comparedPolicies.count > 1 { return runCompared(&io, coded: coded) }
        do throws(CommandFailure) {
            let run = try simulate(policy: policy, coded: coded, io: &io)
            let (name, transition, session, note) = (run.name, run.transition, run.session, run.note)
            if json {
                if let note { io.printError("note: \(note)") }
                for record in session.log { io.print(record.jsonLine) }
            } else {
                io.print(
                    session.direct.map { Self.directHeader(name: name, transition: transition, session: session, direct: $0) }
                        ?? Self.header(name: name, transition: transition, session: session))
                if let note { io.print("note: \(note)") }
                io.print(InteractionSession.Record.tableHeading)
                for record in session.log { io.print(record.tableLine) }
            }
            try Self.requireCompletion(session)
            return .success
        } catch {
            return error.report(&io)
        }
    }

    /// One run of the script: the preset's or coded transition's name, the transition, the session
    /// after the script and the run-on, and a note when the interaction is a default.
    struct Simulated {
        var name: String
        var transition: any Transition
        var session: InteractionSession
        var note: String?
    }

    /// Builds the session under `policy` (nil: the preset's) and performs the script on it.
    func simulate(policy: CompletionPolicy?, coded: CodedCatalog = .none, io: inout CommandIO) throws(CommandFailure) -> Simulated {
        var run = try prepare(policy: policy, coded: coded, io: &io)
        try perform(on: &run.session, container: run.transition.container)
        return run
    }

    /// The session under `policy` (nil: the preset's) before the script: what `simulate` performs it on.
    func prepare(policy: CompletionPolicy?, coded: CodedCatalog = .none, io: inout CommandIO) throws(CommandFailure) -> Simulated {
        let name = Self.interface.name
        let entry = try choice.entry(command: name, coded: coded, io: &io)
        var spec: TransitionSpec
        switch entry {
        case .coded(let transition): return try prepare(coded: transition, policy: policy)
        case .preset(let preset): spec = preset
        }
        if let duration { spec.duration = duration }
        let container = self.container ?? .phonePortrait
        let transition = try choice.transition(spec, command: name, container: container)
        var session: InteractionSession
        var note: String?
        if let direct = try directSession(spec, transition) {
            session = direct
        } else {
            var flags = self
            flags.policy = policy
            let setup = try flags.setup(spec, transition: transition)
            session = InteractionSession(
                transition: transition, operation: transition.operation, pan: setup.pan, policy: setup.policy, releaseTiming: setup.releaseTiming)
            session.share(with: try scrollSetup(spec, transition))
            note = setup.note
        }
        return Simulated(name: spec.name, transition: transition, session: session, note: note)
    }

    /// Fails unless the session's log ends the transition; with several policies, `policy` names
    /// the run that did not.
    static func requireCompletion(_ session: InteractionSession, under policy: CompletionPolicy? = nil) throws(CommandFailure) {
        guard session.completedPosition == nil else { return }
        let began = session.log.contains { if case .began = $0.event { true } else { false } }
        let problem =
            began
            ? "the transition did not complete within \(Int(Self.runOn)) s after the script"
            : "the transition never began (no touch moved it, and no play)"
        throw .runtime(policy.map { "under \($0) \(problem)" } ?? problem)
    }

    /// Feeds the script to the session (time from 0), then runs time on for the completion.
    func perform(on session: inout InteractionSession, container: Size) throws(CommandFailure) {
        do throws(InteractionSession.ScriptFailure) {
            try session.run(steps, runOn: Self.runOn)
        } catch {
            throw Self.failure(error, script: script, steps: steps)
        }
    }

    // MARK: Output

    static func header(name: String, transition: any Transition, session: InteractionSession) -> String {
        let direction = (transition as? SpecTransition)?.direction.map { " \($0.rawValue)" } ?? ""
        let edge = session.pan.edgeZone.map { ", edge zone \($0.shortestDescription(decimals: 3)) pt" } ?? ""
        let scroll =
            session.scroll.map { arena in
                "; "
                    + arena.initial.contents.map {
                        "\($0.id) scrolls \($0.axis.rawValue) at \($0.offset.shortestDescription(decimals: 1)) of \($0.range.upperBound.shortestDescription(decimals: 1)) pt"
                    }
                    .joined(separator: ", ")
                    + (arena.setup.begins == .atScrollTop ? "; pan begins at the scroll top" : "")
            } ?? ""
        return
            "\(name) \(transition.operation.rawValue)\(direction), \(transition.duration.shortestDescription(decimals: 3)) s, container \(transition.container.width.shortestDescription(decimals: 3))x\(transition.container.height.shortestDescription(decimals: 3)) pt; "
            + "pan \(session.pan.direction.rawValue) over \(session.panDistance.shortestDescription(decimals: 3)) pt\(edge); policy \(session.policy)\(scroll)"
    }
}
