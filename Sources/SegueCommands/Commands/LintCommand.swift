import Foundation
import SeguePresets

/// `segue lint [PATH ...]`: validates preset files and folders; prints every problem as
/// `file:line:column: path: message` on stdout, then a summary on stderr (how many files and presets
/// were checked, how many problems), and exits 1 if there is any problem. With no PATH it checks
/// `presets` in the current folder (a source checkout), else the user preset folder, and says which.
public struct LintCommand: Subcommand, Equatable {
    /// The paths given; empty: `presets` here, else the user preset folder.
    public var paths: [String]

    public init(paths: [String]) { self.paths = paths }

    public static let interface = CommandInterface(
        name: "lint",
        summary: "Validate preset files, with file:line:column errors.",
        synopsis: "[PATH ...]",
        arguments: [
            ArgumentSpec(
                "PATH", help: "A preset file or a folder of them (default: ./presets if there is one, else the user preset folder).", isOptional: true,
                isRepeating: true)
        ],
        discussion: """
            Every problem in every file is printed, not only the first: JSON syntax, unknown fields,
            wrong types, out-of-range values, unknown names (with a "did you mean"), timing curves.
            Lint also refuses presets that cannot play: a spring that never settles, a pan distance
            under 1 pt or an expression that divides by zero in the portrait or the landscape phone
            container. After the problems it says how many files and presets it checked. A path that is not a regular file (a device, a FIFO) and a file
            over 1 MiB are problems too. Exit status 0 when all files are clean, 1 otherwise.

            Without a PATH it checks the presets folder of the current folder (a source checkout),
            else the user preset folder ($XDG_CONFIG_HOME/segue/presets, else
            ~/.config/segue/presets), and names the folder it checked.

            Example:
              $ segue lint presets/cube.json
              presets/cube.json:14:9: tracks[2].timing: unknown curve 'easeOutt'; did you mean 'easeOut'?
              1 problem in 1 of 1 file; 0 presets valid
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.positionals
    }

    public func run(_ io: inout CommandIO) -> ExitCode {
        run(&io, fileSystem: DiskFileSystem(), environment: ProcessInfo.processInfo.environment)
    }

    /// The source checkout's preset folder, checked when no PATH is given and it is there.
    static let checkoutFolder = "presets"

    func run(_ io: inout CommandIO, fileSystem: some PresetFileSystem, environment: [String: String] = [:]) -> ExitCode {
        var checked = paths
        var named: String?
        if paths.isEmpty {
            if fileSystem.kind(of: Self.checkoutFolder) == .directory {
                checked = [Self.checkoutFolder]
            } else {
                guard let user = PresetCatalog.userFolder(environment: environment) else {
                    io.printError("segue lint: no presets folder here and no user preset folder (set XDG_CONFIG_HOME or HOME); give a PATH")
                    return .failure
                }
                guard fileSystem.kind(of: user) != nil else {
                    io.printError("no presets folder here, and the user preset folder \(user) does not exist yet: nothing to check")
                    return .success
                }
                checked = [user]
                named = "the user preset folder \(user)"
            }
        }
        let report = PresetLinter.check(paths: checked, fileSystem: fileSystem)
        for d in report.diagnostics { io.print(d.description) }
        io.printError((named.map { $0 + ": " } ?? "") + report.summary)
        return report.diagnostics.isEmpty ? .success : .failure
    }
}
