import Foundation
import SegueEngine
import SeguePlayground
import SeguePresets
import SegueRender

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
    public var columns: Int
    public var rows: Int
    public var framesPerSecond: Int
    /// nil: standard output.
    public var output: String?

    public static let defaultSize = (columns: 100, rows: 30)
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
    static let sizeOption = OptionSpec.option("size", value: "COLSxROWS", help: "The screen in cells, 50x16 to 500x200 (default 100x30).")
    static let fpsOption = OptionSpec.option("fps", value: "N", help: "Frames per second, 1 to 120 (default 30).")
    static let outputOption = OptionSpec.option("output", short: "o", value: "FILE", help: "Write the recording to FILE ('-' or none: standard output).")

    public static let interface = CommandInterface(
        name: "record",
        summary: "Record the playground playing a scripted gesture, as an asciicast v2 file.",
        synopsis:
            "PRESET (--gesture SCRIPT | --play) [--policy P] [--operation OP] [--direction D] [--size COLSxROWS] [--fps N] [--output FILE] [--presets DIR]",
        arguments: [
            ArgumentSpec("PRESET", help: "The preset's name (see 'segue list').")
        ],
        options: [
            SimulateCommand.gestureOption,
            playOption,
            SimulateCommand.policyOption,
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

            The file is asciicast v2 (asciinema plays it: asciinema play FILE): a header with the size,
            TERM and a title naming the preset, then one output event per frame that changes the screen
            (the changed rows, 24-bit colour), with gaps over 2 s shortened to 2 s. An unknown preset, a
            script that does not parse, or a size, rate or length out of bounds is a usage error (exit
            64) and leaves no file; FILE appears only once complete.

            Example:
              $ segue record cube --gesture 'touch; drag 60% over 0.5s; release' --output cube.cast
              $ segue record slide-over --play --size 80x24 --fps 60 > slide-over.cast
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        choice = try PresetChoice(arguments)
        switch (arguments.value("gesture"), arguments.flag("play")) {
        case (let script?, false):
            self.script = script
            steps = try SimulateCommand.parseScript(script)
        case (nil, true):
            script = "play"
            steps = [.play]
        case (.some, true):
            throw UsageError("--gesture and --play cannot be combined; give one", optionHelp: HelpText.optionLine(Self.playOption))
        case (nil, false):
            throw UsageError("missing --gesture SCRIPT or --play", optionHelp: HelpText.optionLine(SimulateCommand.gestureOption))
        }
        policy = try arguments.value("policy").map(SimulateCommand.parsePolicy)
        (columns, rows) = Self.defaultSize
        if let text = arguments.value("size") {
            guard let size = SizeText.cells(text, columns: Self.columnRange, rows: Self.rowRange) else {
                throw UsageError(
                    "--size expects COLSxROWS, whole numbers from \(Self.columnRange.lowerBound) to \(Self.columnRange.upperBound) columns and \(Self.rowRange.lowerBound) to \(Self.rowRange.upperBound) rows, like 100x30 (got '\(text)')",
                    optionHelp: HelpText.optionLine(Self.sizeOption))
            }
            (columns, rows) = size
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
            let playback = try self.playback(entry)
            let title: String
            switch entry {
            case .preset(let spec): title = "\(spec.name) — \(spec.title)"
            case .coded(let transition): title = "\(transition.name) — \(transition.card.kind)"
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
    func playback(_ entry: PresetChoice.Entry) throws(CommandFailure) -> ScriptedPlayback {
        let name = Self.interface.name
        let options = Playground.Options(render: RenderOptions(colorDepth: .truecolor))
        var playground: Playground
        switch entry {
        case .preset(let spec):
            // Opened on the operation and direction, so that the log's first line names them.
            playground = Playground(presets: [spec], initial: spec.name, operation: choice.operation, direction: choice.direction, options: options)
        case .coded(let transition): playground = Playground(presets: [], codedTransitions: [transition], initial: transition.name, options: options)
        }
        if let policy { playground.choose(operation: nil, direction: nil, policy: policy) }
        do throws(ScriptedPlayback.ScriptError) {
            return try ScriptedPlayback(
                playground: playground, steps: steps, columns: columns, rows: rows,
                framesPerSecond: Double(framesPerSecond), maximumLength: Self.maximumLength)
        } catch {
            switch error {
            case .nothingToPlay:
                throw .runtime("'\(choice.name)' cannot be played: \(playground.banner ?? "no session")")
            case .step(let number, let failure):
                throw .usage(SimulateCommand.scriptError(script, step: number, problem: "\(failure)", command: name))
            case .fingerDown:
                throw .usage(SimulateCommand.fingerDownError(script, steps: steps, command: name))
            case .tooLong(let seconds):
                throw .usage(
                    UsageError(
                        "the script lasts \(seconds.shortestDescription(decimals: 3)) s; a recording is at most \(Int(Self.maximumLength)) s",
                        command: name, optionHelp: HelpText.optionLine(SimulateCommand.gestureOption)))
            }
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
