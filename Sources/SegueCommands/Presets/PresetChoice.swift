import Foundation
import SegueEngine
import SeguePresets
import SegueText

/// The preset, operation and direction a command (`render`, `simulate`) was asked to play.
///
/// Operation and direction names are checked when the command line is read (a name that is not an
/// operation at all is a usage error); whether the preset supports them is checked once the catalog
/// is loaded, and is a usage error too (exit 64, with the supported list).
struct PresetChoice: Equatable, Sendable {
    var name: String
    /// nil: the preset's first operation.
    var operation: TransitionOperation?
    /// nil: the preset's own direction.
    var direction: Direction?
    var presetsFolder: String?

    static let operationOption = OptionSpec.option(
        "operation", value: "OP", help: "present, dismiss, push, pop, tabForward or tabBack (default: the preset's first operation).")
    static let directionOption = OptionSpec.option("direction", value: "D", help: "fromLeft, fromRight, fromTop or fromBottom (default: the preset's).")
    static let presetsOption = OptionSpec.option("presets", value: "DIR", help: "Also load the presets in DIR (they override others of the same name).")

    /// Reads `PRESET`, `--operation`, `--direction` and `--presets`.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = arguments.positionals[0]
        presetsFolder = arguments.value("presets")
        operation = try Self.operation(arguments)
        direction = try Self.direction(arguments)
    }

    /// `--operation OP`, if given: a name that is not an operation is a usage error.
    static func operation(_ arguments: ParsedArguments) throws(UsageError) -> TransitionOperation? {
        guard let text = arguments.value("operation") else { return nil }
        guard let op = TransitionOperation(rawValue: text) else {
            throw UsageError(
                Self.unknown("operation", text, TransitionOperation.allCases.map(\.rawValue)), optionHelp: HelpText.optionLine(Self.operationOption))
        }
        return op
    }

    /// `--direction D`, if given: a name that is not a direction is a usage error.
    static func direction(_ arguments: ParsedArguments) throws(UsageError) -> Direction? {
        guard let text = arguments.value("direction") else { return nil }
        guard let d = Direction(rawValue: text) else {
            throw UsageError(Self.unknown("direction", text, Direction.allCases.map(\.rawValue)), optionHelp: HelpText.optionLine(Self.directionOption))
        }
        return d
    }

    init(name: String, operation: TransitionOperation? = nil, direction: Direction? = nil, presetsFolder: String? = nil) {
        self.name = name
        self.operation = operation
        self.direction = direction
        self.presetsFolder = presetsFolder
    }

    /// "unknown operation 'pussh'; did you mean 'push'? (known: …)"
    static func unknown(_ what: String, _ text: String, _ known: [String]) -> String {
        "unknown \(what) '\(Excerpt.of(text))'" + Suggestion.hint(for: text, among: known) + " (known: \(known.joined(separator: ", ")))"
    }

    /// The preset from the catalog (warnings about skipped files go to stderr).
    ///
    /// - Throws: `.usage` for an unknown name, with the closest known one; `.runtime` when the
    ///   `--presets` folder is missing or not a folder.
    func spec(command: String, io: inout CommandIO) throws(CommandFailure) -> TransitionSpec {
        if let problem = Self.presetsFolderProblem(presetsFolder) { throw .runtime(problem) }
        let catalog = PresetCatalog.forCommands(presetsFolder: presetsFolder)
        Self.warnSkipped(catalog, except: catalog[name] == nil ? name : nil, io: &io)
        guard let spec = catalog[name] else { throw Self.missing(name, in: catalog, among: catalog.names, command: command) }
        return spec
    }

    /// Warns on stderr about each file the catalog skipped, except the file of `name` (`NAME.json`),
    /// a preset that is missing: its problems are the error then (`missing`).
    static func warnSkipped(_ catalog: PresetCatalog, except name: String?, io: inout CommandIO) {
        for problem in catalog.problems where name.map({ !isFile(problem.file, of: $0) }) ?? true { io.printError("warning: skipped: \(problem)") }
    }

    /// Whether `file` is named for preset `name` (`…/NAME.json`).
    static func isFile(_ file: String, of name: String) -> Bool {
        (file as NSString).lastPathComponent == name + ".json"
    }

    /// Why `name` is not among `names` (the catalog's, or with the coded transitions): its own file
    /// is broken (`.runtime`, with the file's problems, each file:line:column), or there is no such
    /// preset (`.usage`, with the closest name).
    static func missing(_ name: String, in catalog: PresetCatalog, among names: [String], command: String) -> CommandFailure {
        let problems = catalog.problems.filter { isFile($0.file, of: name) }
        guard !problems.isEmpty else { return .usage(unknownPreset(name, among: names, command: command)) }
        let lines = problems.map(\.description)
        return .runtime("preset '\(Excerpt.of(name))' did not load:" + (lines.count == 1 ? " " + lines[0] : "\n" + lines.joined(separator: "\n")))
    }

    /// What a name chooses: a preset, or a transition written in code (`CodedCatalog`).
    enum Entry {
        case preset(TransitionSpec)
        case coded(any Transition)
    }

    /// The preset or coded transition named, checked against the options: a coded transition plays
    /// only its own operation, in no direction.
    ///
    /// - Throws: `.usage` for an unknown name (with the closest among presets and coded
    ///   transitions), or an operation or direction a coded transition does not have; `.runtime`
    ///   for a `--presets` folder that cannot be read.
    func entry(command: String, coded: CodedCatalog, io: inout CommandIO) throws(CommandFailure) -> Entry {
        guard let transition = coded.transition(named: name) else {
            guard coded.builtIns else { throw .usage(Self.unknownPreset(name, among: coded.transitions.map(\.name), command: command)) }
            if coded.transitions.isEmpty { return .preset(try spec(command: command, io: &io)) }
            if let problem = Self.presetsFolderProblem(presetsFolder) { throw .runtime(problem) }
            let catalog = PresetCatalog.forCommands(presetsFolder: presetsFolder)
            Self.warnSkipped(catalog, except: catalog[name] == nil ? name : nil, io: &io)
            guard let spec = catalog[name] else { throw Self.missing(name, in: catalog, among: coded.names(catalog), command: command) }
            return .preset(spec)
        }
        try check(coded: transition, command: command)
        return .coded(transition)
    }

    /// Checks the operation and direction asked for against a transition written in code: it
    /// plays only its own operation, in no direction.
    ///
    /// - Throws: `.usage` for another operation, or any direction.
    func check(coded transition: any Transition, command: String) throws(CommandFailure) {
        if let operation, operation != transition.operation {
            throw .usage(
                UsageError(
                    "'\(name)' is written in code and plays only \(transition.operation.rawValue)", command: command,
                    optionHelp: HelpText.optionLine(Self.operationOption)))
        }
        if direction != nil {
            throw .usage(
                UsageError("'\(name)' is written in code and has no directions", command: command, optionHelp: HelpText.optionLine(Self.directionOption)))
        }
    }

    /// The transition the entry plays in `container`: a preset's made for it (see
    /// `transition(_:command:container:)`), a coded one as it is, unless it is asked for another
    /// container (`--landscape`), which is a usage error.
    func transition(_ entry: Entry, command: String, container: Size) throws(CommandFailure) -> any Transition {
        switch entry {
        case .preset(let spec): return try transition(spec, command: command, container: container)
        case .coded(let coded):
            guard coded.container == container else {
                throw .usage(
                    UsageError(
                        "'\(name)' is written in code and plays in its own container, \(coded.container) pt (asked for \(container) pt)", command: command))
            }
            return coded
        }
    }

    /// Why `--presets FOLDER` cannot be used (missing, a file, a device), or nil when it is a
    /// folder or not given. Every command that takes `--presets` refuses such a folder (exit 1)
    /// instead of warning and going on without it.
    /// (`option` names the option in the message: `segue play --record-dir` checks its folder the same way.)
    static func presetsFolderProblem(_ folder: String?, option: String = "presets", fileSystem: some PresetFileSystem = DiskFileSystem()) -> String? {
        guard let folder else { return nil }
        guard let kind = fileSystem.kind(of: folder) else { return "--\(option) \(Excerpt.of(folder)): no such folder" }
        return kind.notAFolder.map { "--\(option) \(Excerpt.of(folder)): \($0)" }
    }

    /// The usage error for a name that is not among `names` (the catalog's), with the closest one.
    static func unknownPreset(_ name: String, among names: [String], command: String) -> UsageError {
        let hint = Suggestion.hint(for: name, among: names, otherwise: " (see '\(SegueCLI.programName) list')")
        return UsageError("unknown preset '\(Excerpt.of(name))'" + hint, command: command)
    }

    /// The operation to play: the one asked for, else the preset's first.
    func operation(of spec: TransitionSpec) -> TransitionOperation {
        operation ?? spec.operations.first ?? .present
    }

    /// The concrete transition in `container`.
    ///
    /// - Throws: `.usage` for an operation or direction the preset does not support; `.runtime`
    ///   for a preset that cannot be played (a broken track).
    func transition(_ spec: TransitionSpec, command: String, container: Size) throws(CommandFailure) -> SpecTransition {
        do throws(TransitionSpec.PlayError) {
            return try spec.transition(for: operation(of: spec), direction: direction, container: container)
        } catch {
            switch error {
            case .unsupportedOperation:
                throw .usage(UsageError("preset '\(spec.name)': \(error)", command: command, optionHelp: HelpText.optionLine(Self.operationOption)))
            case .unsupportedDirection:
                throw .usage(UsageError("preset '\(spec.name)': \(error)", command: command, optionHelp: HelpText.optionLine(Self.directionOption)))
            case .unknownView, .invalidKeyframes:
                throw .runtime("preset '\(spec.name)' cannot be played: \(error)")
            }
        }
    }
}

/// Why a command stopped after its command line was read: a usage error found late (exit 64) or a
/// runtime failure (exit 1).
enum CommandFailure: Error {
    case usage(UsageError)
    case runtime(String)

    /// Prints the failure to stderr and returns its exit code.
    func report(_ io: inout CommandIO, registry: CommandRegistry = .standard) -> ExitCode {
        switch self {
        case .usage(let error):
            io.printError(HelpText.usageError(error, registry: registry))
            return .usage
        case .runtime(let message):
            io.printError("Error: \(message)")
            return .failure
        }
    }
}

/// A `WxH` pair: `80x24` cells or `393x852` points.
enum SizeText {
    /// Parses `AxB` (also `A×B`, `AXB`) into two numbers, or nil.
    static func parse(_ text: String) -> (Double, Double)? {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        guard parts.count == 2,
            let a = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let b = Double(parts[1].trimmingCharacters(in: .whitespaces)),
            a.isFinite, b.isFinite
        else { return nil }
        return (a, b)
    }

    /// Parses `COLSxROWS` into whole numbers of cells within the bounds, or nil.
    static func cells(_ text: String, columns: ClosedRange<Int>, rows: ClosedRange<Int>) -> (columns: Int, rows: Int)? {
        guard let (c, r) = parse(text), c == c.rounded(), r == r.rounded(),
            (Double(columns.lowerBound)...Double(columns.upperBound)).contains(c),
            (Double(rows.lowerBound)...Double(rows.upperBound)).contains(r)
        else { return nil }
        return (Int(c), Int(r))
    }
}
