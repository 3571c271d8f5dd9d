import Foundation
import SegueTestSupport
import Testing

/// The process helper the end-to-end tests rely on, checked with standard system tools.
@Suite("Process runner")
struct ProcessRunnerTests {
    @Test("finds the built segue product")
    func findsProduct() throws {
        let url = try ProcessRunner.productURL("segue")
        #expect(url.lastPathComponent == "segue")
        #expect(FileManager.default.isExecutableFile(atPath: url.path))
        #expect(throws: ProcessRunnerError.self) { try ProcessRunner.productURL("no-such-product") }
    }

    @Test("captures stdout, stderr and the exit status separately")
    func streams() throws {
        let result = try ProcessRunner.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "echo out; echo err >&2; exit 3"])
        #expect(result.standardOutput == "out\n")
        #expect(result.standardError == "err\n")
        #expect(result.status == 3)
        #expect(!result.timedOut)
    }

    @Test("stdin is at end of file and the environment is passed")
    func stdinAndEnvironment() throws {
        let cat = try ProcessRunner.run(executable: URL(fileURLWithPath: "/bin/cat"), [])
        #expect(cat.status == 0)
        #expect(cat.standardOutput.isEmpty)
        let env = try ProcessRunner.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "printf %s \"$SEGUE_PROBE\""], environment: ["SEGUE_PROBE": "42"])
        #expect(env.standardOutput == "42")
    }

    @Test("a child that outlives its timeout is killed and reported")
    func timeout() throws {
        let result = try ProcessRunner.run(executable: URL(fileURLWithPath: "/bin/sleep"), ["30"], timeout: 0.2)
        #expect(result.timedOut)
        #expect(result.terminatedBySignal)
        #expect(result.status == SIGKILL)
    }
}
