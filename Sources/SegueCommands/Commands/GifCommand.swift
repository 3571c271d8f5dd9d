import Foundation
import SegueEngine
import SeguePresets
import SegueRender
import SegueText

/// `segue gif PRESET [--gesture SCRIPT | --play] [--policy P] [--operation OP] [--direction D]
/// [--size WxH] [--fps N] [--hold S] [--output FILE] [--presets DIR]`: an animated GIF of the
/// transition, drawn in pixels from the scene's geometry, for a pull request or a chat.
///
/// The session is `simulate`'s (the preset's interaction, `--policy`, direct manipulation, a
/// transition written in code), filmed on a simulated clock by `InteractionSession.film`; each
/// frame is drawn by `SceneRasterizer` and the file by `GIFEncoder`. The same command gives the
/// same bytes.
///
/// Exit status: 0 with the file written; 64 for a bad command line, an unknown preset, a script
/// that does not parse or cannot be performed, or a size, rate or length out of bounds (nothing is
/// written then); 1 when the transition does not complete or the file cannot be written.
public struct GifCommand: Subcommand, Equatable {
    var choice: PresetChoice
    /// The script as written (for error carets); "play" with `--play` or neither.
    public var script: String
    public var steps: [GestureStep]
    public var policy: CompletionPolicy?
    /// The image in pixels; nil: `defaultWidth` wide, the container's aspect.
    public var size: (width: Int, height: Int)?
    public var framesPerSecond: Int
    /// Seconds the last frame stays before the loop starts again.
    public var hold: Double
    /// nil: `PRESET.gif` in the current folder; "-": standard output.
    public var output: String?

    public static let defaultWidth = 320
    public static let sides = 16...2000
    public static let defaultFramesPerSecond = 30
    /// Browsers play delays under 2 cs much slower (FFmpeg reads them as 10 cs), so 50 frames per
    /// second (2 cs each) is the most a GIF shows.
    public static let framesPerSecondRange = 1...50
    public static let defaultHold = 1.0
    public static let holdRange = 0.0...10.0
    /// The longest film, seconds (as `record`).
    public static let maximumLength = RecordCommand.maximumLength
    /// The most pixels of all frames together (each is kept as two bytes until the file is made).
    public static let maximumPixels = 200_000_000

    static let playOption = OptionSpec.flag("play", help: "Play the transition without a finger (the default; the same as --gesture play).")
    static let sizeOption = OptionSpec.option("size", value: "WxH", help: "The image in pixels, 16 to 2000 a side (default 320 wide, the screen's aspect).")
    static let fpsOption = OptionSpec.option("fps", value: "N", help: "Frames per second, 1 to 50 (default 30).")
    static let holdOption = OptionSpec.option("hold", value: "S", help: "Seconds the last frame stays before the loop starts again, 0 to 10 (default 1).")
    static let outputOption = OptionSpec.option("output", value: "FILE", help: "Write the GIF to FILE (default PRESET.gif; '-': standard output).")

    public static let interface = CommandInterface(
        name: "gif",
        summary: "An animated GIF of a transition, played or driven by a scripted gesture.",
        synopsis:
            "PRESET [--gesture SCRIPT | --play] [--policy P] [--operation OP] [--direction D] [--size WxH] [--fps N] [--hold S] [--output FILE] [--presets DIR]",
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
            holdOption,
            outputOption,
            PresetChoice.presetsOption,
        ],
        discussion: """
            The screen drawn in pixels from the scene's geometry: every view from its projected
            corners with smooth edges, in its colour, with its stand-in content (title bar, rows) and
            its label turning with it; the simulated finger is a translucent disc while it is down.
            Frames at N per second from 0 through the script's end and on until the transition
            completes (at most 60 s), each shown for its share of the time in whole centiseconds
            (at 30 fps: 3, 4, 3, 3, 4, 3, …); the last also for the hold. The animation loops for
            ever. The script is the one 'segue simulate' reads: play, wait T, touch, drag D over T,
            release, finish, cancel. The same command gives the same bytes.

            The file is a GIF89a with one palette of at most 256 colours. FILE appears only once
            complete; the command then prints its name, frames, length, size and bytes. A
            transition that does not complete is an error (exit 1) and writes nothing.

            Example:
              $ segue gif cube --output cube.gif
              $ segue gif slide-over --gesture 'touch; drag 40% over 0.4s; release' --size 240x520
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        choice = try PresetChoice(arguments)
        (script, steps) = try FilmedGesture.parse(arguments, playOption: Self.playOption, playsByDefault: true)
        policy = try arguments.value("policy").map(SimulateCommand.parsePolicy)
        if let text = arguments.value("size") {
            let sides = Self.sides
            guard let (w, h) = SizeText.parse(text), w == w.rounded(), h == h.rounded(),
                (Double(sides.lowerBound)...Double(sides.upperBound)).contains(w), (Double(sides.lowerBound)...Double(sides.upperBound)).contains(h)
            else {
                throw UsageError(
                    "--size expects WxH in pixels, whole numbers from \(sides.lowerBound) to \(sides.upperBound), like 320x694 (got '\(Excerpt.of(text))')",
                    optionHelp: HelpText.optionLine(Self.sizeOption))
            }
            size = (Int(w), Int(h))
        }
        framesPerSecond = Self.defaultFramesPerSecond
        if let text = arguments.value("fps") {
            guard let n = Int(text.trimmingCharacters(in: .whitespaces)), Self.framesPerSecondRange.contains(n) else {
                throw UsageError(
                    "--fps expects a whole number from \(Self.framesPerSecondRange.lowerBound) to \(Self.framesPerSecondRange.upperBound) (got '\(Excerpt.of(text))')",
                    optionHelp: HelpText.optionLine(Self.fpsOption))
            }
            framesPerSecond = n
        }
        hold = Self.defaultHold
        if let text = arguments.value("hold") {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let seconds = trimmed.hasSuffix("s") ? Double(trimmed.dropLast()) : Double(trimmed)
            guard let seconds, seconds.isFinite, Self.holdRange.contains(seconds) else {
                throw UsageError(
                    "--hold expects seconds from 0 to 10, like 1 or 0.5s (got '\(Excerpt.of(text))')", optionHelp: HelpText.optionLine(Self.holdOption))
            }
            hold = seconds
        }
        output = arguments.value("output")
    }

    public static func == (a: GifCommand, b: GifCommand) -> Bool {
        a.choice == b.choice && a.script == b.script && a.steps == b.steps && a.policy == b.policy && a.size?.width == b.size?.width
            && a.size?.height == b.size?.height && a.framesPerSecond == b.framesPerSecond && a.hold == b.hold && a.output == b.output
    }

    public func run(_ io: inout CommandIO) -> ExitCode { run(&io, coded: .none) }

    public func run(_ io: inout CommandIO, coded: CodedCatalog) -> ExitCode {
        do throws(CommandFailure) {
            let gif = try make(coded: coded, io: &io)
            let path = output ?? "\(choice.name).gif"
            if OutputFile.isStandardOutput(path) {
                try Self.writeStandardOutput(gif.bytes, io: &io)
            } else {
                do throws(OutputFile.Failure) {
                    try OutputFile.replace(path, with: gif.bytes, policy: .commandOutput)
                } catch {
                    throw .runtime(error.description)
                }
                io.print("wrote \(path): \(gif.summary)")
            }
            return .success
        } catch {
            return error.report(&io)
        }
    }

    /// The file's bytes and a line about them.
    struct Made {
        var bytes: [UInt8]
        var frames: Int
        var summary: String
    }

    /// The GIF: the session `simulate` would run, filmed, drawn and encoded.
    ///
    /// - Throws: `.usage` for a script that cannot be performed or is too long, or too many pixels;
    ///   `.runtime` when the transition does not complete.
    func make(coded: CodedCatalog = .none, io: inout CommandIO) throws(CommandFailure) -> Made {
        let name = Self.interface.name
        let simulation = SimulateCommand(filming: choice, script: script, steps: steps, policy: policy)
        let prepared = try simulation.prepare(policy: policy, coded: coded, io: &io)
        let session = prepared.session
        let container = prepared.transition.container
        let (width, height) =
            size ?? (
                Self.defaultWidth,
                max(Self.sides.lowerBound, min(Self.sides.upperBound, Int((Double(Self.defaultWidth) * container.height / container.width).rounded())))
            )
        let rate = Double(framesPerSecond)
        // First the frame times alone (cheap), to refuse what cannot be made before drawing it.
        var count = 0
        let end = try film(session) { session throws(InteractionSession.ScriptFailure) in
            try session.film(steps, framesPerSecond: rate, maximumLength: Self.maximumLength, scenes: false) { _ in count += 1 }
        }
        try SimulateCommand.requireCompletion(end)
        guard count * width * height <= Self.maximumPixels else {
            throw .usage(
                UsageError(
                    "\(count) frames of \(width)x\(height) px are more than \(Self.maximumPixels / 1_000_000) million pixels; lower --fps or --size",
                    command: name, optionHelp: HelpText.optionLine(Self.sizeOption)))
        }
        let rasterizer = SceneRasterizer(width: width, height: height)
        var encoder = GIFEncoder(width: width, height: height)
        var index = 0
        _ = try film(session) { session throws(InteractionSession.ScriptFailure) in
            try session.film(steps, framesPerSecond: rate, maximumLength: Self.maximumLength) { frame in
                let delay = Self.delay(frame: index, of: count, framesPerSecond: framesPerSecond, hold: hold)
                encoder.add(rasterizer.render(frame.scene, finger: frame.finger), delay: delay)
                index += 1
            }
        }
        let bytes = encoder.encoded()
        let length = (0..<count).reduce(0) { $0 + Self.delay(frame: $1, of: count, framesPerSecond: framesPerSecond, hold: 0) }
        let holdText = hold > 0 ? " + \(hold.shortestDescription(decimals: 2)) s hold" : ""
        let summary =
            "\(count) frames at \(framesPerSecond) fps, \((Double(length) / 100).shortestDescription(decimals: 2)) s\(holdText), \(width)x\(height) px, \(Self.byteCount(bytes.count))"
        return Made(bytes: bytes, frames: count, summary: summary)
    }

    /// Runs `body` on the session, the script's failures as usage errors with a caret.
    private func film(
        _ session: InteractionSession, _ body: (InteractionSession) throws(InteractionSession.ScriptFailure) -> InteractionSession
    ) throws(CommandFailure) -> InteractionSession {
        let name = Self.interface.name
        do throws(InteractionSession.ScriptFailure) {
            return try body(session)
        } catch {
            throw SimulateCommand.failure(error, script: script, steps: steps, command: name, maximum: ("GIF", Self.maximumLength))
        }
    }

    /// Frame `k`'s delay in centiseconds, of `count` frames: the whole centiseconds from its time
    /// to the next frame's, each time rounded, so the delays add up to the length; the last frame
    /// also holds for `hold` seconds.
    static func delay(frame k: Int, of count: Int, framesPerSecond: Int, hold: Double) -> Int {
        func centiseconds(_ k: Int) -> Int { Int((Double(k) * 100 / Double(framesPerSecond)).rounded()) }
        let own = centiseconds(k + 1) - centiseconds(k)
        return k == count - 1 ? own + Int((hold * 100).rounded()) : own
    }

    /// `812 bytes`, `212 KiB`, `1.4 MiB`.
    static func byteCount(_ n: Int) -> String {
        if n < 1024 { return "\(n) bytes" }
        if n < 1024 * 1024 { return "\((n + 512) / 1024) KiB" }
        return "\((Double(n) / 1_048_576).shortestDescription(decimals: 1)) MiB"
    }

    /// `--output -`: the bytes on standard output, which must be a file or a pipe, not a terminal.
    static func writeStandardOutput(_ bytes: [UInt8], io: inout CommandIO) throws(CommandFailure) {
        guard !io.isTerminal else { throw .runtime("a GIF is binary: give --output FILE, or send standard output to a file or a pipe") }
        guard let stream = io.output as? FileHandleOutputStream else { throw .runtime("this standard output takes text only; give --output FILE") }
        stream.write(bytes: bytes)
    }
}

extension SimulateCommand {
    /// `simulate`'s session for another command that films it (`gif`): the preset, operation,
    /// direction and presets folder of `choice`, the script, and the policy; the rest the preset's.
    init(filming choice: PresetChoice, script: String, steps: [GestureStep], policy: CompletionPolicy?) {
        self.choice = choice
        self.script = script
        self.steps = steps
        self.policy = policy
        pan = nil
        container = nil
        duration = nil
        json = false
    }
}
