import Foundation
import SegueEngine
import SeguePlayground
import SeguePresets
import SegueRender
import SegueText

/// `segue record PRESET (--gesture SCRIPT | --play) [--policy P] [--operation OP] [--direction D]
/// [--size COLSxROWS] [--fps N] [--output FILE] [--presets DIR]`: films the whole playground
/// screen while a gesture script (or a plain play) drives it, as an asciicast v2 recording.
///
/// The playground is the one `segue play` shows (stage, inspector, timeline and verdict, curve,
/// events log, footer), driven by `ScriptedPlayback` on a simulated clock, and written by
/// `AsciicastWriter`: no terminal, no wall clock, so the same command gives the same bytes.
///
/// Exit status: 0 with the recording written; 64 for a bad command line, an unknown preset, a
/// script that does not parse or cannot be performed, or a size, rate or length out of bounds
/// (nothing is written then); 1 when the file cannot be written.
public struct RecordCommand: Subcommand, Equatable {
    var choice: PresetChoice
    /// The script as written (for error carets); "play" with `--play`.
    public var script: String
    public var steps: [GestureStep]
    public var policy: CompletionPolicy?
    /// Compare mode: pane B opens this entry (`--compare B`)…
    public var comparePreset: String?
    /// …and/or runs under this policy (`--compare-policy P`), as in `segue play`.
    public var comparePolicy: CompletionPolicy?
    public var columns: Int
    public var rows: Int
    public var framesPerSecond: Int
    /// nil: standard output.
    public var output: String?

    public static let defaultSize = (columns: 100, rows: 30)
    /// The default screen with `--compare`: two panes side by side, each a whole playground.
    public static let defaultCompareSize = (columns: 160, rows: 40)
    /// Sizes a recording may have, cells: the playground's minimum up to a very large terminal.
    public static let columnRange = PlaygroundLayout.minimumColumns...500
    public static let rowRange = PlaygroundLayout.minimumRows...200
    public static let defaultFramesPerSecond = 30
    public static let framesPerSecondRange = 1...120
    /// The longest recording, seconds: the script must end by then; the transition's run-on after
    /// it stops there too.
    public static let maximumLength = 60.0
    /// Gaps between events longer than this are shortened to it (asciinema's `idle_time_limit`).
    public static let idleTimeLimit = 2.0

    static let playOption = OptionSpec.flag("play", help: "Play the transition without a finger (the same as --gesture play).")
    static let sizeOption = OptionSpec.option(
        "size", value: "COLSxROWS", help: "The screen in cells, 50x16 to 500x200 (default 100x30; 160x40 in compare mode).")
    static let fpsOption = OptionSpec.option("fps", value: "N", help: "Frames per second, 1 to 120 (default 30).")
    static let outputOption = OptionSpec.option("output", short: "o", value: "FILE", help: "Write the recording to FILE ('-' or none: standard output).")

    public static let interface = CommandInterface(
        name: "record",
        summary: "Record the playground playing a scripted gesture, as an asciicast v2 file.",
        synopsis:
            "PRESET (--gesture SCRIPT | --play) [--policy P] [--compare B] [--compare-policy P] [--operation OP] [--direction D] [--size COLSxROWS] [--fps N] [--output FILE] [--presets DIR]",
        arguments: [
            ArgumentSpec("PRESET", help: "The preset's name (see 'segue list').")
        ],
        options: [
            SimulateCommand.gestureOption,
            playOption,
            SimulateCommand.policyOption,
            PlayCommand.compareOption,
            PlayCommand.comparePolicyOption,
            PresetChoice.operationOption,
            PresetChoice.directionOption,
            sizeOption,
            fpsOption,
            outputOption,
            PresetChoice.presetsOption,
        ],
        discussion: """
            The recording shows the whole playground screen (stage, inspector, timeline and verdict,
            curve, events and footer) while the script drives it on a simulated clock: frames at N per
            second from 0 through the script's end, then on until the transition completes, at most
            60 s. The script is the one 'segue simulate' reads. The same command gives the same bytes.

            --compare B and --compare-policy P film compare mode, as 'segue play' opens it: pane B on
            preset B and/or under policy P, both panes driven by the same script, each deciding by its
            own policy, side by side on a wide screen or stacked on a tall one (default size 160x40; a
            size too small for two panes is a usage error).

            The file is asciicast v2 (asciinema plays it: asciinema play FILE): a header with the size,
            TERM and a title naming the preset, then one output event per frame that changes the screen
            (the changed rows, 24-bit colour), with gaps over 2 s shortened to 2 s. An unknown preset, a
            script that does not parse, or a size, rate or length out of bounds is a usage error (exit
            64) and leaves no file; FILE appears only once complete.

            Example:
              $ segue record cube --gesture 'touch; drag 60% over 0.5s; release' --output cube.cast
              $ segue record slide-over --play --size 80x24 --fps 60 > slide-over.cast
              $ segue record slide-over --gesture 'touch; drag 40% over 0.3s; release' --compare-policy 'flick(1/3, 1200)' -o both.cast
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        choice = try PresetChoice(arguments)
        (script, steps) = try FilmedGesture.parse(arguments, playOption: Self.playOption, playsByDefault: false)
        policy = try arguments.value("policy").map(SimulateCommand.parsePolicy)
        comparePreset = arguments.value("compare")
        comparePolicy = try arguments.value("compare-policy").map { text throws(UsageError) in
            try SimulateCommand.parsePolicy(text, option: PlayCommand.comparePolicyOption)
        }
        let compares = comparePreset != nil || comparePolicy != nil
        (columns, rows) = compares ? Self.defaultCompareSize : Self.defaultSize
        if let text = arguments.value("size") {
            guard let size = SizeText.cells(text, columns: Self.columnRange, rows: Self.rowRange) else {
                throw UsageError(
                    "--size expects COLSxROWS, whole numbers from \(Self.columnRange.lowerBound) to \(Self.columnRange.upperBound) columns and \(Self.rowRange.lowerBound) to \(Self.rowRange.upperBound) rows, like 100x30 (got '\(text)')",
                    optionHelp: HelpText.optionLine(Self.sizeOption))
            }
            (columns, rows) = size
            if compares, let reason = CompareLayout(columns: columns, rows: rows).reason {
                throw UsageError("--size \(text) is too small to compare: \(reason)", optionHelp: HelpText.optionLine(Self.sizeOption))
            }
        }
        framesPerSecond = Self.defaultFramesPerSecond
        if let text = arguments.value("fps") {
            guard let n = Int(text.trimmingCharacters(in: .whitespaces)), Self.framesPerSecondRange.contains(n) else {
                throw UsageError(
                    "--fps expects a whole number from \(Self.framesPerSecondRange.lowerBound) to \(Self.framesPerSecondRange.upperBound) (got '\(text)')",
                    optionHelp: HelpText.optionLine(Self.fpsOption))
            }
            framesPerSecond = n
        }
        output = arguments.value("output")
    }

    public func run(_ io: inout CommandIO) -> ExitCode { run(&io, coded: .none) }

    public func run(_ io: inout CommandIO, coded: CodedCatalog) -> ExitCode {
        let name = Self.interface.name
        do throws(CommandFailure) {
            let entry = try choice.entry(command: name, coded: coded, io: &io)
            // Checks that the preset plays this operation and direction (a usage error otherwise).
            _ = try choice.transition(entry, command: name, container: .phonePortrait)
            var other: PresetChoice.Entry?
            if let comparePreset {
                var b = choice
                b.name = comparePreset
                other = try b.entry(command: name, coded: coded, io: &io)
            }
            let playback = try self.playback(entry, compared: other)
            func titled(_ entry: PresetChoice.Entry) -> String {
                switch entry {
                case .preset(let spec): "\(spec.name) — \(spec.title)"
                case .coded(let transition): "\(transition.name) — \(transition.card.kind)"
                }
            }
            var title = titled(entry)
            if playback.screen.isComparing {
                let b = playback.screen.panes[1]
                title = "compare: A \(title) · \(playback.start.policy) │ B \(other.map(titled) ?? titled(entry)) · \(b.policy)"
            }
            try OutputFile.write(Self.asciicast(playback, title: title), to: output, io: &io)
            return .success
        } catch {
            return error.report(&io)
        }
    }

    /// The playground on the preset or coded transition with the options applied, driven by the script.
    ///
    /// - Throws: `.usage` for a script that cannot be performed, leaves the finger down, or lasts
    ///   longer than `maximumLength`; `.runtime` for a preset that cannot play.
    /// With `compared` (or `--compare-policy`), compare mode: pane B on `compared` and/or under
    /// the compare policy, as `segue play --compare` opens it.
    func playback(_ entry: PresetChoice.Entry, compared: PresetChoice.Entry? = nil) throws(CommandFailure) -> ScriptedPlayback {
        let name = Self.interface.name
        let options = PlaygroundPane.Options(render: RenderOptions(colorDepth: .truecolor))
        var presets: [TransitionSpec] = []
        var transitions: [any Transition] = []
        for listed in [entry, compared].compactMap({ $0 }) {
            switch listed {
            case .preset(let spec): if !presets.contains(where: { $0.name == spec.name }) { presets.append(spec) }
            case .coded(let transition): if !transitions.contains(where: { $0.name == transition.name }) { transitions.append(transition) }
            }
        }
        let first: String
        switch entry {
        case .preset(let spec): first = spec.name
        case .coded(let transition): first = transition.name
        }
        // Opened on the operation and direction, so that the log's first line names them (a coded
        // transition plays its own).
        var playground = PlaygroundPane(
            presets: presets, codedTransitions: transitions, initial: first, operation: choice.operation, direction: choice.direction, options: options)
        if let policy { playground.choose(operation: nil, direction: nil, policy: policy) }
        let screen = Playground(playground, compare: comparePreset, policy: comparePolicy)
        do throws(InteractionSession.ScriptFailure) {
            return try ScriptedPlayback(
                screen: screen, steps: steps, columns: columns, rows: rows,
                framesPerSecond: Double(framesPerSecond), maximumLength: Self.maximumLength)
        } catch {
            throw SimulateCommand.failure(
                error, script: script, steps: steps, command: name, maximum: ("recording", Self.maximumLength),
                nothingToPlay: "'\(choice.name)' cannot be played: \(playground.banner ?? "no session")")
        }
    }

    /// The whole recording: the header line and one line per event.
    static func asciicast(_ playback: ScriptedPlayback, title: String) -> String {
        var writer = AsciicastWriter(header: .init(columns: playback.columns, rows: playback.rows, title: title, idleTimeLimit: idleTimeLimit))
        var text = writer.headerLine
        var lastEvent = 0.0
        playback.run { time, grid in
            if let line = writer.frame(grid, at: time) {
                text += line
                lastEvent = time
            }
        }
        // A script that ends waiting (`…; wait 2s`) holds its last frame until it ends: an event
        // with no output marks the end (idle_time_limit still shortens a wait longer than 2 s).
        if playback.scriptEnd > lastEvent + 1e-9 {
            var line: [UInt8] = []
            writer.appendOutput([], at: playback.scriptEnd, to: &line)
            text += String(decoding: line, as: UTF8.self)
        }
        return text
    }
}
