import Foundation
import SegueEngine

/// The `segue` command line: parse, dispatch, report. `main.swift` only wires the process to it.
public enum SegueCLI {
    /// The program's name in usage and help texts: `segue`, or a package's own executable run
    /// through `Segue.main` or `Segue.play` (`SegueApp` sets it for the run with
    /// `$programName.withValue(_:operation:)`).
    @TaskLocal public static var programName = "segue"

    /// `text`, written for `segue`, with the program's own name: in quotes (`'segue list'`), after
    /// a prompt (`$ segue …`), at the start of a line (`segue: …`) or of an indented one.
    public static func named(_ text: String) -> String {
        let name = programName
        guard name != "segue" else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line)
            for (old, new) in [("'segue ", "'\(name) "), ("$ segue ", "$ \(name) ")] { line = line.replacingOccurrences(of: old, with: new) }
            let indent = line.prefix { $0 == " " }
            let rest = line.dropFirst(indent.count)
            if rest.hasPrefix("segue ") || rest.hasPrefix("segue:") { line = indent + name + rest.dropFirst("segue".count) }
            return line
        }.joined(separator: "\n")
    }
    /// The version `segue --version` prints (the only place it is defined).
    public static let version = "0.1.0"

    /// Runs a command line (without the program name) and returns the exit code. Help and version
    /// go to `io.output`; usage errors, with a usage hint, to `io.error` and exit 64.
    ///
    /// - Parameter coded: transitions written in code, in the catalog of every command beside the
    ///   presets (`Segue.main(transitions:)`); none for `segue` itself.
    public static func run(_ arguments: [String], registry: CommandRegistry = .standard, coded: CodedCatalog = .none, io: inout CommandIO) -> ExitCode {
        do throws(UsageError) {
            switch try Invocation.parse(arguments, registry: registry) {
            case .noCommand:
                return run(["play"], registry: registry, coded: coded, io: &io)
            case .version:
                io.print("\(programName) \(version)")
                return .success
            case .help(let name):
                if let name, let command = registry.command(named: name) {
                    io.print(HelpText.command(command.interface))
                } else {
                    io.print(HelpText.topLevel(registry))
                }
                return .success
            case .run(let name, let arguments):
                guard let type = registry.command(named: name) else { throw Invocation.unknownCommand(name, registry) }
                let command: any Subcommand
                do throws(UsageError) {
                    command = try type.init(arguments)
                } catch {
                    var error = error
                    error.command = error.command ?? name
                    throw error
                }
                return command.run(&io, coded: coded)
            }
        } catch {
            io.printError(HelpText.usageError(error, registry: registry))
            return .usage
        }
    }

    /// `segue play ARGUMENTS` with `coded` listed in the playground: the entry point of `SegueApp`
    /// (`Segue.play`). Same options, help and exit codes as `segue play`.
    ///
    /// - Parameters:
    ///   - coded: transitions written in Swift, listed after the presets; the first opens first.
    ///   - builtIns: false lists only `coded`.
    public static func play(_ arguments: [String], coded: [any Transition], builtIns: Bool, io: inout CommandIO) -> ExitCode {
        let name = PlayCommand.interface.name
        do throws(UsageError) {
            guard case .run(_, let parsed) = try Invocation.parse([name] + arguments) else {
                io.print(HelpText.command(PlayCommand.interface, asProgram: true))
                return .success
            }
            do throws(UsageError) {
                return try PlayCommand(parsed).run(&io, coded: CodedCatalog(coded, builtIns: builtIns))
            } catch {
                var error = error
                error.command = error.command ?? name
                throw error
            }
        } catch {
            io.printError(HelpText.usageError(error, registry: .standard, asProgram: PlayCommand.interface))
            return .usage
        }
    }
}
