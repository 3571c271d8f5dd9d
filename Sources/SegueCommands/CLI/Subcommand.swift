/// A `segue` subcommand: its interface, how it reads its parsed arguments, and how it runs.
///
/// To add one, write a type conforming to this protocol in `Commands/<Name>Command.swift` and list
/// it in `CommandRegistry.standard`; parsing, `--help`, usage errors and the top-level command list
/// follow from `interface`.
public protocol Subcommand: Sendable {
    /// Name, summary, synopsis, arguments and options.
    static var interface: CommandInterface { get }

    /// Gives the parsed arguments meaning: converts values, checks combinations.
    ///
    /// - Throws: `UsageError` for a command line that parses but cannot run (conflicting options,
    ///   a malformed value); its `command` is filled in by the caller when left nil.
    init(_ arguments: ParsedArguments) throws(UsageError)

    /// Runs the command, writing to `io`; returns `.success` or `.failure`.
    func run(_ io: inout CommandIO) -> ExitCode

    /// Runs the command with `coded` in the catalog beside the presets (`Segue.main`); by default
    /// `run(_:)`, for a command that takes no preset.
    func run(_ io: inout CommandIO, coded: CodedCatalog) -> ExitCode
}

extension Subcommand {
    public func run(_ io: inout CommandIO, coded: CodedCatalog) -> ExitCode { run(&io) }
}
