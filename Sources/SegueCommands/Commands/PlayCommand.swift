import Foundation
import SegueEngine
import SeguePlayground
import SeguePresets
import SegueRender
import SegueTerminal
import SegueText

/// `segue play [PRESET]` (and `segue` alone): the playground in the terminal.
public struct PlayCommand: Subcommand, Equatable {
    public var preset: String?
    public var presetsFolder: String?
    public var color: ColorChoice
    public var ascii: Bool
    public var mouse: Bool
    public var landscape: Bool
    /// What the first preset plays (`--operation`, `--direction`); nil: its first operation, its own direction.
    public var operation: TransitionOperation?
    public var direction: Direction?
    /// The folder `R` records to (default: the current folder).
    public var recordFolder: String?
    /// Compare mode from the start: pane B opens this preset (`--compare B`)…
    public var comparePreset: String?
    /// …and/or runs under this policy (`--compare-policy P`).
    public var comparePolicy: CompletionPolicy?

    /// The preset the playground opens on when none is named.
    static let firstPreset = "slide-over"

    public static let interface = CommandInterface(
        name: "play",
        summary: "Open the playground: scrub, drag, interrupt and watch the thresholds decide.",
        synopsis:
            "[PRESET] [--compare B] [--compare-policy P] [--operation OP] [--direction D] [--presets DIR] [--color auto|always|never] [--ascii] [--no-mouse] [--landscape] [--record-dir DIR]",
        arguments: [ArgumentSpec("PRESET", help: "The preset to open first (default: slide-over).", isOptional: true)],
        options: [
            compareOption,
            comparePolicyOption,
            PresetChoice.operationOption,
            PresetChoice.directionOption,
            .option("presets", value: "DIR", help: "Also load the presets in DIR, and reload them when they change."),
            .option("color", value: "WHEN", help: "Colour: auto (default; off with NO_COLOR), always or never."),
            .flag("ascii", help: "Draw with ASCII characters only."),
            .flag("no-mouse", help: "Do not capture the mouse."),
            .flag("landscape", help: "Start with the device turned (852x393 pt); t turns it in the playground."),
            .option("record-dir", value: "DIR", help: "Where R writes its recordings (default: the current folder)."),
        ],
        discussion: """
            Press ? in the playground for every key; o and v change the operation and the direction
            there. An operation or direction the preset does not have is a usage error (exit 64), as
            for render and simulate. Presets in the user folder
            ($XDG_CONFIG_HOME/segue/presets) and in --presets DIR reload when their files change; a
            broken edit shows its error and keeps the last good version on screen.
            R records the screen to segue-PRESET-TIME.cast (asciicast v2) in --record-dir DIR or the
            current folder; asciinema play shows it. The playground needs a terminal; without one use segue render, simulate, curve or list.
            """
    )

    static let compareOption = OptionSpec.option("compare", value: "B", help: "Open in compare mode with preset B in the second pane.")
    static let comparePolicyOption = OptionSpec.option(
        "compare-policy", value: "P", help: "Open in compare mode with the second pane under policy P, e.g. 'flick(1/3, 1200)'.")

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        guard arguments.positionals.count <= 1 else {
            throw UsageError("play takes at most one preset name (got \(arguments.positionals.count))")
        }
        preset = arguments.positionals.first
        presetsFolder = arguments.value("presets")
        let colorValue = arguments.value("color") ?? "auto"
        guard let choice = ColorChoice(rawValue: colorValue) else {
            throw UsageError("--color takes auto, always or never (got '\(Excerpt.of(colorValue))')")
        }
        color = choice
        ascii = arguments.flag("ascii")
        mouse = !arguments.flag("no-mouse")
        landscape = arguments.flag("landscape")
        operation = try PresetChoice.operation(arguments)
        direction = try PresetChoice.direction(arguments)
        recordFolder = arguments.value("record-dir")
        comparePreset = arguments.value("compare")
        comparePolicy = try arguments.value("compare-policy").map { text throws(UsageError) in
            try SimulateCommand.parsePolicy(text, option: Self.comparePolicyOption)
        }
    }

    public func run(_ io: inout CommandIO) -> ExitCode { run(&io, coded: .none) }

    /// Opens the playground with `coded` listed after the presets (`SegueApp`'s entry points).
    /// The first coded transition opens unless PRESET names another entry.
    public func run(_ io: inout CommandIO, coded: CodedCatalog) -> ExitCode {
        let environment = ProcessInfo.processInfo.environment
        if let problem = PresetChoice.presetsFolderProblem(presetsFolder) { return CommandFailure.runtime(problem).report(&io) }
        if let problem = PresetChoice.presetsFolderProblem(recordFolder, option: "record-dir") { return CommandFailure.runtime(problem).report(&io) }
        let folder = presetsFolder
        let builtIns = coded.builtIns
        let hidden = Set(coded.transitions.map(\.name))
        // A coded transition named like a preset hides it (CodedCatalog).
        let load: @Sendable () -> PresetCatalog = { PresetCatalog.forCommands(presetsFolder: folder).hiding(hidden) }
        let catalog = load()
        let names = coded.names(catalog)
        for name in [preset, comparePreset].compactMap({ $0 }) where !names.contains(name) {
            // What render and simulate say: a broken file of the name, or an unknown name (exit 64).
            return PresetChoice.missing(name, in: catalog, among: names, command: Self.interface.name).report(&io)
        }
        if let problem = check(first: preset ?? coded.transitions.first?.name ?? Self.firstPreset, catalog: catalog, coded: coded) {
            return problem.report(&io)
        }
        guard io.isTerminal else {
            io.printError(
                SegueCLI.named(
                    """
                    segue: the playground needs a terminal (stdin and stdout must both be one).
                    Without a terminal, use the headless commands:
                      segue render PRESET --progress 0.5    one frame of the stage as text
                      segue simulate PRESET --gesture ...   a scripted gesture and its outcome
                      segue curve SPEC --samples 10         a timing curve or spring
                      segue list                            the presets
                    """))
            return .failure
        }
        let depth = ColorDepth.detect(choice: color, environment: environment, isTTY: true)
        // A locale that is not UTF-8 gets the ASCII playground, its text spelled as with --ascii.
        let ascii = ascii || Terminal.localeCodeset() != "UTF-8"
        // Segue's own reference transition opens first unless a preset is named.
        var playground = PlaygroundPane(
            presets: builtIns ? catalog.entries.map(\.spec) : [], codedTransitions: coded.transitions,
            initial: preset ?? coded.transitions.first?.name ?? Self.firstPreset, operation: operation, direction: direction, landscape: landscape,
            options: PlaygroundPane.Options(render: RenderOptions(colorDepth: depth, ascii: ascii)))
        playground.setDocuments(catalog.documents, userFolder: PresetCatalog.userFolder(environment: environment))
        if builtIns, !catalog.problems.isEmpty { playground.noteSkipped(problems: catalog.problems.map(\.description)) }
        let folders = [PresetCatalog.userFolder(environment: environment), presetsFolder].compactMap { $0 }
        let app = PlaygroundApp(
            playground: Playground(playground, compare: comparePreset, policy: comparePolicy),
            watcher: builtIns ? PresetWatcher(folders: folders) : nil, loadCatalog: load)
        do {
            let status = try TerminalRunner.run(
                app: app, options: TerminalOptions(mouse: mouse, maximumColorDepth: depth, forceASCII: ascii),
                wakeSources: app.wakeSources, recordingDirectory: recordFolder ?? ".")
            return ExitCode(rawValue: status)
        } catch {
            io.printError("segue: \(error)")
            return .failure
        }
    }

    /// Why the first entry cannot play `--operation` and `--direction` (the usage errors render and
    /// simulate give), or nil.
    func check(first name: String, catalog: PresetCatalog, coded: CodedCatalog) -> CommandFailure? {
        guard operation != nil || direction != nil else { return nil }
        let choice = PresetChoice(name: name, operation: operation, direction: direction, presetsFolder: presetsFolder)
        do throws(CommandFailure) {
            if let transition = coded.transition(named: name) {
                try choice.check(coded: transition, command: Self.interface.name)
            } else if let spec = catalog[name] {
                _ = try choice.transition(spec, command: Self.interface.name, container: landscape ? Size.phonePortrait.swapped : .phonePortrait)
            }
            return nil
        } catch {
            return error
        }
    }
}
