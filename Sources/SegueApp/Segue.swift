import Foundation
import SegueCommands
@_exported import SegueEngine
@_exported import SegueRender

/// Segue's playground, opened on transitions written in Swift: the entry point of a package that
/// depends on the `SegueApp` product. Importing `SegueApp` also imports `SegueEngine` (the
/// `Transition` and `PoseTransition` protocols, sessions, policies) and `SegueRender` (the stage
/// renderer), so one import is enough to write, play and render a transition.
public enum Segue {
    /// The whole `segue` command line (`play`, `render`, `simulate`, `record`, `filmstrip`, `list`,
    /// `curve`, `lint`, help and version) with `transitions` in the catalog beside the presets, then
    /// exits the process with the command's status (0, 1 on failure, 64 for a bad command line).
    /// With no command it opens the playground on the first of `transitions`.
    ///
    /// A package's executable is then a `segue` of its own, for its CI as for a terminal:
    /// `swift run MyTransitions render trolley --progress 0.5 --format json`,
    /// `swift run MyTransitions simulate trolley --gesture "touch; drag 60% over 0.3s; release"`.
    /// A transition named like a preset hides that preset.
    ///
    /// - Parameters:
    ///   - transitions: yours, in catalog order, after the presets.
    ///   - builtIns: false leaves the presets out: the catalog is `transitions` alone.
    ///   - arguments: the command line without the program's name, by default the process's own.
    public static func main(
        transitions: [any Transition], alongside builtIns: Bool = true, arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        run { io in SegueCLI.run(arguments, coded: CodedCatalog(transitions, builtIns: builtIns), io: &io) }
    }

    /// Opens the full playground (the ncurses shell, every key of `segue play`) with `transitions`
    /// in its catalog, then exits the process with the playground's status: 0 after `q`, 64 for a
    /// bad command line, 1 without a terminal.
    ///
    /// Each transition is listed by its `name` and driven by its `interaction`; the first opens
    /// first. `arguments` take the options of `segue play` (`--ascii`, `--no-mouse`,
    /// `--color never`, `--landscape`, a name to open first), by default the process's own.
    ///
    /// - Parameters:
    ///   - transitions: the transitions to play, in catalog order.
    ///   - builtIns: true lists them after the built-in presets; false shows them alone.
    ///   - arguments: the command line without the program's name.
    public static func play(
        _ transitions: [any Transition], alongside builtIns: Bool = true,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        run { io in SegueCLI.play(arguments, coded: transitions, builtIns: builtIns, io: &io) }
    }

    /// The executable's name as it was run (the last part of its path): what help and usage
    /// errors call the program.
    static var programName: String {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent
        return name.isEmpty ? SegueCLI.programName : name
    }

    /// Runs `command` on the process's streams and exits with its status.
    private static func run(_ command: (inout CommandIO) -> ExitCode) -> Never {
        let output = FileHandleOutputStream(.standardOutput, buffered: true)
        let error = FileHandleOutputStream(.standardError, buffered: false)
        var io = CommandIO(output: output, error: error, isTerminal: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1)
        // Help and usage name the package's own executable, not `segue`.
        let code = SegueCLI.$programName.withValue(programName) { command(&io) }
        output.flush()
        exit(code.rawValue)
    }
}
