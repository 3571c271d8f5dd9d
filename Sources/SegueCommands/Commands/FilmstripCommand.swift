import Foundation
import SegueEngine
import SeguePresets
import SegueRender

/// `segue filmstrip PRESET [--at 0,0.25,0.5,0.75,1] [--operation OP] [--direction D]
/// [--size COLSxROWS] [--format svg|txt] [--output FILE] [--presets DIR]`: frames of the stage at
/// several moments, side by side, each labelled with its progress.
///
/// Each frame is the one `segue render` draws at that progress and size; `Filmstrip` lays them out
/// and `SVGEncoder` draws the SVG (colour), while `txt` is the plain glyphs (no colour, shades for
/// opacity).
public struct FilmstripCommand: Subcommand, Equatable {
    public enum Format: String, CaseIterable, Sendable {
        case svg
        case txt
    }

    var choice: PresetChoice
    /// The progress of each frame, 0…1, in order.
    public var moments: [Double]
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
    /// The label colour in the SVG (the playground's dim grey).
    static let labelColor = RGBColor(red: 150, green: 150, blue: 150)

    static let atOption = OptionSpec.option("at", value: "P,P,…", help: "Progress of each frame, 0 to 1, comma-separated (default 0,0.25,0.5,0.75,1).")
    static let sizeOption = OptionSpec.option("size", value: "COLSxROWS", help: "One frame in cells, 8x4 to 200x100 (default 16x14).")
    static let formatOption = OptionSpec.option("format", value: "FORMAT", help: "svg or txt (default: svg for a file, txt on standard output).")
    static let outputOption = OptionSpec.option("output", short: "o", value: "FILE", help: "Write to FILE ('-' or none: standard output).")

    public static let interface = CommandInterface(
        name: "filmstrip",
        summary: "Frames of a transition side by side, as SVG or text.",
        synopsis: "PRESET [--at 0,0.25,0.5,0.75,1] [--operation OP] [--direction D] [--size COLSxROWS] [--format svg|txt] [--output FILE] [--presets DIR]",
        arguments: [
            ArgumentSpec("PRESET", help: "The preset's name (see 'segue list').")
        ],
        options: [
            atOption,
            PresetChoice.operationOption,
            PresetChoice.directionOption,
            sizeOption,
            formatOption,
            outputOption,
            PresetChoice.presetsOption,
        ],
        discussion: """
            Each frame is the stage as 'segue render' draws it at that progress (the transition
            scrubbed linearly, in a 393x852 pt container), labelled 'p = 0.25' underneath; frames
            are two columns apart. At most 12 frames.

            svg draws the cells in a monospace font with the renderer's colours on a dark background;
            block and box-drawing glyphs are drawn as shapes, so they join up. Each cell is 9x18 px,
            with 9 px around the whole strip. txt is the plain glyphs, for terminals and commit
            messages. FILE appears only once complete.

            Example:
              $ segue filmstrip cube --output docs/cube.svg
              $ segue filmstrip slide-over --at 0,0.5,1 --size 20x12
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
        (columns, rows) = Self.defaultSize
        if let text = arguments.value("size") {
            guard let size = SizeText.cells(text, columns: Self.columnRange, rows: Self.rowRange) else {
                throw UsageError(
                    "--size expects COLSxROWS, whole numbers from \(Self.columnRange.lowerBound) to \(Self.columnRange.upperBound) columns and \(Self.rowRange.lowerBound) to \(Self.rowRange.upperBound) rows, like 16x14 (got '\(text)')",
                    optionHelp: HelpText.optionLine(Self.sizeOption))
            }
            (columns, rows) = size
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
            let transition = try choice.transition(entry, command: name, container: .phonePortrait)
            try OutputFile.write(text(transition), to: output, io: &io)
            return .success
        } catch {
            return error.report(&io)
        }
    }

    /// The strip in the effective format.
    func text(_ transition: any Transition) -> String {
        let format = effectiveFormat
        let renderer = StageRenderer(options: RenderOptions(colorDepth: format == .svg ? .truecolor : .none))
        let frames = moments.map { p in
            (label: "p = \(JSONText.number(p, decimals: 3))", grid: renderer.render(transition.scene(at: p), width: columns, height: rows))
        }
        let strip = Filmstrip.compose(frames, labelColor: format == .svg ? Self.labelColor : nil)
        switch format {
        case .svg: return SVGEncoder().encode(strip)
        case .txt: return strip.trimmedText + "\n"
        }
    }
}
