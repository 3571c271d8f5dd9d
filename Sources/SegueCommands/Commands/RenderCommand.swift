import Foundation
import SegueEngine
import SeguePresets
import SegueRender
import SegueText

/// `segue render PRESET [--progress P | --time SECONDS] [--operation OP] [--direction D] [--size COLSxROWS]
/// [--color auto|always|never] [--ascii] [--landscape] [--format text|json] [--presets DIR]`: prints one
/// frame of the stage, or the scene as numbers.
///
/// The frame is the interactive, linearly scrubbed scene at fraction `progress` of the transition
/// (`Transition.scene(at:)`, what the playground shows at the same progress) in the default
/// 393 × 852 pt container, drawn by `StageRenderer` and encoded by `ANSIEncoder`: exactly ROWS
/// lines of COLS cells, with SGR colour sequences when colour is on. With `--time` the frame is
/// instead the transition played on its own from 0, `time` seconds in (`TransitionDriver.played`:
/// the duration, curves, springs and ranges as they play). With `--format json` it prints the same
/// moment as `SceneExport.json` instead (size, colour and ASCII do not apply).
public struct RenderCommand: Subcommand, Equatable {
    /// What `render` prints.
    public enum Format: String, CaseIterable, Sendable {
        /// The stage drawn in cells.
        case text
        /// The scene as numbers (`SceneExport`).
        case json
    }

    var choice: PresetChoice
    /// Fraction complete, 0…1 (scrubbed linearly).
    public var progress: Double
    /// Seconds into the transition played from 0; when set, it replaces `progress`.
    public var time: Double?
    /// Columns and rows; nil: `COLUMNS` × `LINES` from the environment, else 80 × 24.
    public var size: (columns: Int, rows: Int)?
    public var color: ColorChoice
    public var ascii: Bool
    /// The device turned: an 852 × 393 pt container instead of 393 × 852 pt.
    public var landscape = false
    public var format = Format.text

    public static let defaultSize = (columns: 80, rows: 24)
    /// The largest stage `--size` accepts on either side.
    public static let maximumSide = Limits.renderSide

    public init(
        preset: String, progress: Double = 0.5, time: Double? = nil, operation: TransitionOperation? = nil, direction: Direction? = nil,
        size: (columns: Int, rows: Int)? = nil, color: ColorChoice = .auto, ascii: Bool = false, presetsFolder: String? = nil
    ) {
        choice = PresetChoice(name: preset, operation: operation, direction: direction, presetsFolder: presetsFolder)
        self.progress = progress
        self.time = time
        self.size = size
        self.color = color
        self.ascii = ascii
    }

    public static func == (a: RenderCommand, b: RenderCommand) -> Bool {
        a.choice == b.choice && a.progress == b.progress && a.time == b.time && a.size?.columns == b.size?.columns && a.size?.rows == b.size?.rows
            && a.color == b.color && a.ascii == b.ascii && a.landscape == b.landscape
            && a.format == b.format
    }

    static let progressOption = OptionSpec.option("progress", value: "P", help: "Fraction of the transition complete, 0 to 1 (default 0.5).")
    static let timeOption = OptionSpec.option(
        "time", value: "SECONDS", help: "Seconds into the transition played from 0, with its duration, curves and springs (0 or more; instead of --progress P)."
    )
    static let sizeOption = OptionSpec.option("size", value: "COLSxROWS", help: "Stage size in cells (default: $COLUMNS x $LINES, else 80x24).")
    static let colorOption = OptionSpec.option("color", value: "WHEN", help: "auto (colour on a terminal), always or never (default auto).")
    static let formatOption = OptionSpec.option("format", value: "FORMAT", help: "text (the stage in cells) or json (the scene as numbers); default text.")

    public static let interface = CommandInterface(
        name: "render",
        summary: "Print one frame of a transition as text, or its scene as numbers (JSON).",
        synopsis:
            "PRESET [--progress P | --time SECONDS] [--operation OP] [--direction D] [--size COLSxROWS] [--color auto|always|never] [--ascii] [--landscape] [--format text|json] [--presets DIR]",
        arguments: [
            ArgumentSpec("PRESET", help: "The preset's name (see 'segue list').")
        ],
        options: [
            progressOption,
            timeOption,
            PresetChoice.operationOption,
            PresetChoice.directionOption,
            sizeOption,
            colorOption,
            .flag("ascii", help: "Use only ASCII characters."),
            .flag("landscape", help: "Turn the device: an 852x393 pt container."),
            formatOption,
            PresetChoice.presetsOption,
        ],
        discussion: """
            The frame is the transition scrubbed interactively to P (each track at its share of P,
            linearly, as a finger holds it), in a 393x852 pt portrait container: exactly ROWS lines of
            COLS cells. With colour (--color always, or auto on a terminal without NO_COLOR) the cells
            carry ANSI SGR sequences for the terminal's depth (COLORTERM, TERM); without it shades stand
            for opacity.

            With --time SECONDS the frame is the transition played on its own from 0 (as a button
            starts it), SECONDS in: each track follows its own curve or spring over its range of the
            preset's duration, so a duration or curve shows. Past the end it shows the end.

            With --format json it prints the same moment as numbers: the container, the fraction
            complete and each track's progress, and for every view its frame, anchor, 4x4 transform
            (m11 to m44), alpha, zIndex, zPosition, style, projected corners and whether it is seen
            from behind (its JSON Schema: docs/segue-scene.schema.json).

            An unknown preset, operation or direction, or one the preset does not support, is a usage
            error (exit 64) that names the closest or the supported ones.

            Example:
              $ segue render slide-over --progress 0.3 --size 40x12 --color never
              $ segue render cube --progress 0.5 --operation pop --format json
              $ segue render fade --time 0.25 --format json
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        choice = try PresetChoice(arguments)
        progress = 0.5
        if let text = arguments.value("progress") {
            guard let p = Double(text.trimmingCharacters(in: .whitespaces)), p.isFinite, (0...1).contains(p) else {
                throw UsageError("--progress expects a number from 0 to 1 (got '\(Excerpt.of(text))')", optionHelp: HelpText.optionLine(Self.progressOption))
            }
            progress = p
        }
        if let text = arguments.value("time") {
            guard arguments.value("progress") == nil else {
                throw UsageError(
                    "--time and --progress cannot be given together: --time plays the transition, --progress scrubs it",
                    optionHelp: HelpText.optionLine(Self.timeOption))
            }
            guard let t = Double(text.trimmingCharacters(in: .whitespaces)), t.isFinite, t >= 0 else {
                throw UsageError("--time expects a time in seconds, 0 or more (got '\(Excerpt.of(text))')", optionHelp: HelpText.optionLine(Self.timeOption))
            }
            time = t
        }
        size = nil
        if let text = arguments.value("size") {
            guard let (c, r) = SizeText.parse(text), c == c.rounded(), r == r.rounded(),
                (1...Double(Self.maximumSide)).contains(c), (1...Double(Self.maximumSide)).contains(r)
            else {
                throw UsageError(
                    "--size expects COLSxROWS, two whole numbers from 1 to \(Self.maximumSide) like 80x24 (got '\(Excerpt.of(text))')",
                    optionHelp: HelpText.optionLine(Self.sizeOption))
            }
            size = (Int(c), Int(r))
        }
        color = .auto
        if let text = arguments.value("color") {
            guard let c = ColorChoice(rawValue: text) else {
                throw UsageError(
                    PresetChoice.unknown("--color value", text, ColorChoice.allCases.map(\.rawValue)), optionHelp: HelpText.optionLine(Self.colorOption))
            }
            color = c
        }
        ascii = arguments.flag("ascii")
        landscape = arguments.flag("landscape")
        if let text = arguments.value("format") {
            guard let f = Format(rawValue: text) else {
                throw UsageError(
                    PresetChoice.unknown("--format value", text, Format.allCases.map(\.rawValue)), optionHelp: HelpText.optionLine(Self.formatOption))
            }
            format = f
        }
    }

    public func run(_ io: inout CommandIO) -> ExitCode { run(&io, coded: .none) }

    public func run(_ io: inout CommandIO, coded: CodedCatalog) -> ExitCode {
        run(&io, coded: coded, environment: ProcessInfo.processInfo.environment, isTTY: isatty(STDOUT_FILENO) == 1)
    }

    /// Runs with an explicit environment (`COLUMNS`, `LINES`, `TERM`, `COLORTERM`, `NO_COLOR`) and
    /// whether stdout is a terminal.
    func run(_ io: inout CommandIO, coded: CodedCatalog = .none, environment: [String: String], isTTY: Bool) -> ExitCode {
        let name = Self.interface.name
        do throws(CommandFailure) {
            let entry = try choice.entry(command: name, coded: coded, io: &io)
            let transition = try choice.transition(entry, command: name, container: landscape ? Size.phonePortrait.swapped : .phonePortrait)
            // The moment: the tracks' progress, played to `time` or scrubbed to `progress`.
            var moment = (tracks: transition.trackProgress(scrubbedTo: progress), fraction: progress)
            if let time {
                let played = TransitionDriver.played(transition, operation: transition.operation, at: time)
                moment = (played.trackProgress(at: time), played.progress(at: time))
            }
            if format == .json {
                guard let export = transition.exportedScene(trackProgress: moment.tracks, fractionComplete: moment.fraction) else {
                    throw .runtime("'\(transition.name)' gives only its projected scene, not its views' numbers, so --format json cannot print it")
                }
                io.print(export.json)
                return .success
            }
            let (columns, rows) = size ?? Self.terminalSize(environment: environment)
            let depth = ColorDepth.detect(choice: color, environment: environment, isTTY: isTTY)
            let scene = transition.scene(trackProgress: moment.tracks)
            let grid = StageRenderer(options: RenderOptions(colorDepth: depth, ascii: ascii)).render(scene, width: columns, height: rows)
            io.print(ANSIEncoder(colorDepth: depth).encode(grid))
            return .success
        } catch {
            return error.report(&io)
        }
    }

    /// `COLUMNS` and `LINES` from the environment, each when it is a whole number from 1 to `maximumSide`, else 80 and 24.
    static func terminalSize(environment: [String: String]) -> (columns: Int, rows: Int) {
        func read(_ name: String) -> Int? {
            guard let text = environment[name], let n = Int(text.trimmingCharacters(in: .whitespaces)), (1...maximumSide).contains(n) else { return nil }
            return n
        }
        return (read("COLUMNS") ?? defaultSize.columns, read("LINES") ?? defaultSize.rows)
    }
}
