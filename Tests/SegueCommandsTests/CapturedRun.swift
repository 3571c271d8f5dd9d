import SegueCommands

/// What one in-process run of `segue` wrote and returned.
struct CapturedRun {
    let code: ExitCode
    let output: String
    let error: String
}

/// Runs `segue` with `arguments` in process, capturing both streams.
func segue(_ arguments: String..., registry: CommandRegistry = .standard) -> CapturedRun {
    segue(arguments, registry: registry)
}

/// Runs `segue` with an array of arguments in process, capturing both streams.
func segue(_ arguments: [String], registry: CommandRegistry = .standard) -> CapturedRun {
    var io = CommandIO(output: "", error: "")
    let code = SegueCLI.run(arguments, registry: registry, io: &io)
    return CapturedRun(code: code, output: io.output as? String ?? "<not a string>", error: io.error as? String ?? "<not a string>")
}
