import SeguePresets

/// `segue lint [PATH ...]`: validates preset files and folders; prints every problem as
/// `file:line:column: path: message` and exits 1 if there is any.
public struct LintCommand: Subcommand, Equatable {
    public var paths: [String]

    public init(paths: [String]) { self.paths = paths }

    public static let interface = CommandInterface(
        name: "lint",
        summary: "Validate preset files, with file:line:column errors.",
        synopsis: "[PATH ...]",
        arguments: [
            ArgumentSpec("PATH", help: "A preset file or a folder of them (default: presets).", isOptional: true, isRepeating: true),
        ],
        discussion: """
        Every problem in every file is printed, not only the first: JSON syntax, unknown fields,
        wrong types, out-of-range values, unknown names (with a "did you mean"), timing curves.
        Exit status 0 when all files are clean, 1 otherwise.

        Example:
          $ segue lint presets/cube.json
          presets/cube.json:14:9: tracks[2].timing: unknown curve 'easeOutt'; did you mean 'easeOut'?
        """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.positionals.isEmpty ? ["presets"] : arguments.positionals
    }

    public func run(_ io: inout CommandIO) -> ExitCode {
        run(&io, fileSystem: DiskFileSystem())
    }

    func run(_ io: inout CommandIO, fileSystem: some PresetFileSystem) -> ExitCode {
        let diagnostics = PresetLinter.lint(paths: paths, fileSystem: fileSystem)
        for d in diagnostics { io.print(d.description) }
        if diagnostics.isEmpty { return .success }
        io.printError("\(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s")")
        return .failure
    }
}
