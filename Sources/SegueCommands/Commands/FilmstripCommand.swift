import Foundation
import SegueEngine
import SeguePresets
import SegueRender
import SegueText

/// `segue filmstrip PRESET [--at 0,0.25,0.5,0.75,1 | --time S,S,…] [--operation OP] [--direction D]
/// [--landscape] [--size COLSxROWS] [--format svg|txt] [--output FILE] [--presets DIR]`: frames of
/// the stage at several moments, side by side, each labelled with its progress or time.
///
/// `svg` draws each scene as vectors (`SceneSVGEncoder`: every view the polygon of its projected
/// corners, its content following its face); `txt` is the frames `segue render` draws at that
/// size, laid out by `Filmstrip` (plain glyphs, shades for opacity).
public struct FilmstripCommand: Subcommand, Equatable {
    public enum Format: String, CaseIterable, Sendable {
        case svg
        case txt
    }

    var choice: PresetChoice
    /// The progress of each frame, 0…1, in order (unless `times` is set).
    public var moments: [Double]
    /// Seconds into the transition played from 0, one per frame (`--time`), instead of `moments`.
    public var times: [Double]?
    /// The device turned: an 852x393 pt container.
    public var landscape = false
    /// Whether `--size` was given (the SVG frame is then 9x18 px per cell).
    var sizeGiven = false
    public var columns: Int
    public var rows: Int
    /// nil: SVG into a file (unless its name ends in .txt), text on standard output.
    public var format: Format?
    /// nil: standard output.
    public var output: String?

    public static let defaultMoments = [0, 0.25, 0.5, 0.75, 1.0]
    public static let defaultSize = (columns: 16, rows: 14)
    /// Bounds of one frame, cells, and of the number of frames.
    public static let columnRange = 8...200
    public static let rowRange = 4...100
    public static let maximumFrames = 12

    static let atOption = OptionSpec.option("at", value: "P,P,…", help: "Progress of each frame, 0 to 1, comma-separated (default 0,0.25,0.5,0.75,1).")
    static let timeOption = OptionSpec.option(
        "time", value: "S,S,…", help: "Seconds into the transition played from 0, one per frame, 0 or more, comma-separated (instead of --at P,P,…).")
    static let landscapeOption = OptionSpec.flag("landscape", help: "Turn the device: an 852x393 pt container.")
    static let sizeOption = OptionSpec.option(
        "size", value: "COLSxROWS", help: "One frame in cells, 8x4 to 200x100 (default 16x14; svg: 200 px across the short side, or 9x18 px a cell).")
    static let formatOption = OptionSpec.option("format", value: "FORMAT", help: "svg or txt (default: svg for a file, txt on standard output).")
    static let outputOption = OptionSpec.option("output", short: "o", value: "FILE", help: "Write to FILE ('-' or none: standard output).")

    public static let interface = CommandInterface(
        name: "filmstrip",
        summary: "Frames of a transition side by side, as SVG or text.",
        synopsis:
            "PRESET [--at 0,0.25,0.5,0.75,1 | --time S,S,…] [--operation OP] [--direction D] [--landscape] [--size COLSxROWS] [--format svg|txt] [--output FILE] [--presets DIR]",
        arguments: [
            ArgumentSpec("PRESET", help: "The preset's name (see 'segue list').")
        ],
        options: [
            atOption,
            timeOption,
            PresetChoice.operationOption,
            PresetChoice.directionOption,
            landscapeOption,
            sizeOption,
            formatOption,
            outputOption,
            PresetChoice.presetsOption,
        ],
        discussion: """
            Each frame is the stage at that progress (the transition scrubbed linearly, in a
            393x852 pt container, 852x393 with --landscape), labelled 'p = 0.25' underneath; with
            --time it is the transition played on its own from 0 (as 'segue render --time'),
            labelled 't = 0.1 s'. At most 12 frames.

            svg draws each view as the shape its projected corners make, with its title bar, rows
            and whole label mapped onto its face and clipped to it, over a dark background. A frame
            is 200 px across the container's short side (with --size, 9x18 px a cell), frames 18
            px apart. txt is the frames 'segue render' draws, two columns apart, in plain glyphs
            for terminals and commit messages. FILE appears only once complete.

            Example:
              $ segue filmstrip cube --output docs/cube.svg
              $ segue filmstrip slide-over --at 0,0.5,1 --size 20x12
              $ segue filmstrip cube --time 0,0.1,0.2,0.3 --landscape --output cube.svg
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        choice = try PresetChoice(arguments)
        moments = Self.defaultMoments
        if let text = arguments.value("at") {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard !parts.isEmpty, parts.count <= Self.maximumFrames, parts.allSatisfy({ $0.map { $0.isFinite && (0...1).contains($0) } ?? false }) else {
                throw UsageError(
                    "--at expects 1 to \(Self.maximumFrames) numbers from 0 to 1 separated by commas, like 0,0.5,1 (got '\(text)')",
                    optionHelp: HelpText.optionLine(Self.atOption))
            }
            moments = parts.map { $0! }
        }
        if let text = arguments.value("time") {
            guard arguments.value("at") == nil else {
                throw UsageError(
                    "--time and --at cannot be given together: --time plays the transition, --at scrubs it", optionHelp: HelpText.optionLine(Self.timeOption))
            }
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count <= Self.maximumFrames, parts.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? false }) else {
                throw UsageError(
                    "--time expects 1 to \(Self.maximumFrames) times in seconds, 0 or more, separated by commas, like 0,0.1,0.2 (got '\(Excerpt.of(text))')",
                    optionHelp: HelpText.optionLine(Self.timeOption))
            }
            times = parts.map { $0! }
        }
        landscape = arguments.flag("landscape")
        (columns, rows) = Self.defaultSize
        if let text = arguments.value("size") {
            guard let size = SizeText.cells(text, columns: Self.columnRange, rows: Self.rowRange) else {
                throw UsageError(
                    "--size expects COLSxROWS, whole numbers from \(Self.columnRange.lowerBound) to \(Self.columnRange.upperBound) columns and \(Self.rowRange.lowerBound) to \(Self.rowRange.upperBound) rows, like 16x14 (got '\(text)')",
                    optionHelp: HelpText.optionLine(Self.sizeOption))
            }
            (columns, rows) = size
            sizeGiven = true
        }
        if let text = arguments.value("format") {
            guard let f = Format(rawValue: text) else {
                throw UsageError(
                    PresetChoice.unknown("--format value", text, Format.allCases.map(\.rawValue)), optionHelp: HelpText.optionLine(Self.formatOption))
            }
            format = f
        }
        output = arguments.value("output")
        if format == nil, let output, let other = Self.otherFormat(output) {
            throw UsageError(
                "--output \(Excerpt.of(output)): filmstrip writes SVG (.svg) or text (.txt), not .\(other)"
                    + (other == "gif" ? "; segue gif makes an animated GIF" : "") + "; name the file .svg, or give --format svg to write SVG to it anyway",
                optionHelp: HelpText.optionLine(Self.outputOption))
        }
    }

    /// The extension of `path` when it names a format filmstrip does not write (`html`, `png`,
    /// `gif`, …): written as SVG unasked, such a file would not open as what its name says.
    static func otherFormat(_ path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        return ["html", "htm", "png", "gif", "jpg", "jpeg", "webp", "pdf", "json", "cast"].contains(ext) ? ext : nil
    }

    /// The format written: the one asked for; else txt for standard output or a FILE ending in
    /// .txt, svg for any other FILE (one named for another format, `.html` or `.png`, is refused
    /// unless `--format` says what to write).
    public var effectiveFormat: Format {
        if let format { return format }
        guard let output, !OutputFile.isStandardOutput(output) else { return .txt }
        return output.lowercased().hasSuffix(".txt") ? .txt : .svg
    }

    public func run(_ io: inout CommandIO) -> ExitCode { run(&io, coded: .none) }

    public func run(_ io: inout CommandIO, coded: CodedCatalog) -> ExitCode {
        let name = Self.interface.name
        do throws(CommandFailure) {
            let entry = try choice.entry(command: name, coded: coded, io: &io)
            let transition = try choice.transition(entry, command: name, container: landscape ? Size.phonePortrait.swapped : .phonePortrait)
            try OutputFile.write(text(transition), to: output, io: &io)
            return .success
        } catch {
            return error.report(&io)
        }
    }

    /// The strip in the effective format.
    func text(_ transition: any Transition) -> String {
        let frames: [(caption: String, scene: Scene)]
        if let times {
            frames = times.map { t in
                let played = TransitionDriver.played(transition, operation: transition.operation, at: t)
                return ("t = \(JSONText.number(t, decimals: 3)) s", transition.scene(trackProgress: played.trackProgress(at: t)))
            }
        } else {
            frames = moments.map { p in ("p = \(JSONText.number(p, decimals: 3))", transition.scene(at: p)) }
        }
        switch effectiveFormat {
        case .svg:
            let container = frames.first?.scene.container ?? .phonePortrait
            let box =
                sizeGiven
                ? (width: Double(columns * 9), height: Double(rows * 18)) : SceneSVGEncoder.defaultFrame(for: container)
            return SceneSVGEncoder(frameWidth: box.width, frameHeight: box.height).encode(frames)
        case .txt:
            let renderer = StageRenderer(options: RenderOptions(colorDepth: .none))
            let grids = frames.map { (label: $0.caption, grid: renderer.render($0.scene, width: columns, height: rows)) }
            return Filmstrip.compose(grids).trimmedText + "\n"
        }
    }
}
