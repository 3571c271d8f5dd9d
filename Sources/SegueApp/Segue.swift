import Foundation
import SegueCommands
@_exported import SegueEngine
@_exported import SegueRender

/// Segue's playground, opened on transitions written in Swift: the entry point of a package that
/// depends on the `SegueApp` product. Importing `SegueApp` also imports `SegueEngine` (the
/// `Transition` and `PoseTransition` protocols, sessions, policies) and `SegueRender` (the stage
/// renderer), so one import is enough to write, play and render a transition.
public enum Segue {
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
        let output = FileHandleOutputStream(.standardOutput, buffered: true)
        let error = FileHandleOutputStream(.standardError, buffered: false)
        var io = CommandIO(output: output, error: error, isTerminal: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1)
        let code = SegueCLI.play(arguments, coded: transitions, builtIns: builtIns, io: &io)
        output.flush()
        exit(code.rawValue)
    }
}
