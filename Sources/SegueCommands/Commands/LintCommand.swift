import SeguePresets

/// `segue lint [PATH ...]`: validates preset files and folders; prints every problem as
/// `file:line:column: path: message` on stdout, then a summary on stderr (how many files and presets
/// were checked, how many problems), and exits 1 if there is any problem.
public struct LintCommand: Subcommand, Equatable {
    public var paths: [String]

    public init(paths: [String]) { self.paths = paths }

    public static let interface = CommandInterface(
        name: "lint",
        summary: "Validate preset files, with file:line:column errors.",
        synopsis: "[PATH ...]",
        arguments: [
            ArgumentSpec("PATH", help: "A preset file or a folder of them (default: presets).", isOptional: true, isRepeating: true)
        ],
        discussion: """
            Every problem in every file is printed, not only the first: JSON syntax, unknown fields,
            wrong types, out-of-range values, unknown names (with a "did you mean"), timing curves.
            Lint also refuses presets that cannot play: a spring that never settles, a pan distance
            under 1 pt or an expression that divides by zero in the portrait or the landscape phone
            container. After the problems it says how many files and presets it checked. A path that is not a regular file (a device, a FIFO) and a file
            over 1 MiB are problems too. Exit status 0 when all files are clean, 1 otherwise.

            Example:
              $ segue lint presets/cube.json
              presets/cube.json:14:9: tracks[2].timing: unknown curve 'easeOutt'; did you mean 'easeOut'?
              1 problem in 1 of 1 file; 0 presets valid
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.positionals.isEmpty ? ["presets"] : arguments.positionals
    }

    public func run(_ io: inout CommandIO) -> ExitCode {
        run(&io, fileSystem: DiskFileSystem())
    }

    func run(_ io: inout CommandIO, fileSystem: some PresetFileSystem) -> ExitCode {
        let report = PresetLinter.check(paths: paths, fileSystem: fileSystem)
        for d in report.diagnostics { io.print(d.description) }
        io.printError(report.summary)
        return report.diagnostics.isEmpty ? .success : .failure
    }
}
