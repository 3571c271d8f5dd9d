import Foundation
import SegueCommands
import SegueTestSupport
import Testing

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

/// Runs `segue COMMAND ARGUMENTS --output FILE` with FILE in a fresh folder and checks that it is a
/// usage error (exit 64) whose message contains `message`, with nothing on stdout and no file left
/// behind (neither FILE nor a temporary one).
func expectUsageErrorLeavingNoFile(_ command: String, _ arguments: [String], message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let folder = try makeTemporaryFolder("segue-\(command)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = segue([command] + arguments + ["--output", folder.appendingPathComponent("out").path])
    #expect(run.code == .usage, sourceLocation: sourceLocation)
    #expect(run.error.contains(message), "\(run.error)", sourceLocation: sourceLocation)
    #expect(run.output.isEmpty, sourceLocation: sourceLocation)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, sourceLocation: sourceLocation)
}
