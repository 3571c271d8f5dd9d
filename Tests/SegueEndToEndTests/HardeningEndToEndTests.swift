import Foundation
import SegueTestSupport
import Testing

/// Hostile files and arguments against the real binary: clear errors with the documented exit
/// status, never a crash, a hang or a raw system error.
@Suite("segue binary: hostile files and arguments")
struct HardeningEndToEndTests {
    func segue(_ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run("segue", arguments, timeout: 60)
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-hardening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("lint of a device, a FIFO or /dev/stdin says it is not a regular file, exit 1", arguments: ["/dev/zero", "/dev/stdin", "fifo"])
    func specialFiles(path: String) throws {
        var target = path
        if path == "fifo" {
            let folder = try temporaryFolder()
            target = folder.appendingPathComponent("preset.json").path
            #expect(mkfifo(target, 0o600) == 0)
        }
        let run = try segue(["lint", target])
        #expect(run.status == 1)
        #expect(run.standardOutput == "\(target):1:1: not a regular file (a device, FIFO or socket); lint reads preset files and folders\n")
        #expect(!run.standardError.contains("ermission"))
    }

    @Test("a file over 1 MiB is not read; a 300 KB expression is a located error; the summary follows the problems")
    func largeFiles() throws {
        let folder = try temporaryFolder()
        let big = folder.appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: 4 << 20).write(to: big)
        let slide = try String(contentsOf: PresetCommandEndToEndTests.repository.appendingPathComponent("presets/slide-over.json"), encoding: .utf8)
        let terms = Array(repeating: "W", count: 150_000).joined(separator: "+")
        let long = folder.appendingPathComponent("slide-over.json")
        try slide.replacingOccurrences(
            of: "\"distance\": \"W\", \"completion\": \"percent(0.5)\" },\n    { \"operation\": \"dismiss\"",
            with: "\"distance\": \"\(terms)\", \"completion\": \"percent(0.5)\" },\n    { \"operation\": \"dismiss\""
        )
        .write(to: long, atomically: true, encoding: .utf8)
        let run = try segue(["lint", big.path, long.path])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines.map { $0.prefix(200) })")
        #expect(lines.first == "\(big.path):1:1: cannot read the file: larger than 1 MiB, the limit for a preset file")
        #expect(lines.last?.contains(":21:") == true && lines.last?.contains("expression longer than 1000 characters") == true)
        #expect(lines.allSatisfy { $0.count < 400 })
        #expect(run.standardError == "2 problems in 2 of 2 files; 0 presets valid\n")
        // The folder with the long expression: list skips it with a warning and does not crash.
        let list = try segue(["list", "--presets", folder.path])
        #expect(list.status == 0)
        #expect(list.standardError.contains("expression longer than 1000 characters"))
    }

    @Test("lint's summary comes after its problems on a terminal-like shared stream")
    func summaryAfterProblems() throws {
        let folder = try temporaryFolder()
        let bad = folder.appendingPathComponent("bad.json")
        try Data("{\"name\": 1}".utf8).write(to: bad)
        let binary = try ProcessRunner.productURL("segue")
        // stdout is buffered and stderr is not: both into one pipe shows the order a person sees.
        let run = try ProcessRunner.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "\"$0\" lint \"$1\" 2>&1", binary.path, bad.path])
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count > 2)
        #expect(lines.last?.hasSuffix("in 1 of 1 file; 0 presets valid") == true, "\(lines)")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix(bad.path + ":") })
    }

    @Test("--presets must be a folder: missing or a file is exit 1 with the reason")
    func presetsFolder() throws {
        let missing = try segue(["list", "--presets", "/nonexistent-segue-folder"])
        #expect(missing.status == 1)
        #expect(missing.standardError == "Error: --presets /nonexistent-segue-folder: no such folder\n")
        let file = try segue(["render", "slide-over", "--size", "20x6", "--presets", "/dev/null"])
        #expect(file.status == 1)
        #expect(file.standardError.contains("--presets /dev/null: not a folder but a device, FIFO or socket"))
    }

    @Test(
        "simulate trusts no duration: huge waits and drags are refused at once with a caret, exit 64",
        arguments: [
            "touch; wait 100000000000000000000s; release", "touch; drag 50% over 1000000000000s; release", "wait 100000s",
        ])
    func hugeDurations(script: String) throws {
        let run = try segue(["simulate", "slide-over", "--gesture", script])
        #expect(run.status == 64)
        #expect(run.standardError.contains("a script of at most 600 s of simulated time"))
        #expect(run.standardError.contains("^"))
    }

    @Test(
        "long invalid arguments are quoted short",
        arguments: [
            ["curve", String(repeating: "e", count: 100_000), "--at", "0.5"],
            ["simulate", "slide-over", "--gesture", "touch; drag " + String(repeating: "9", count: 5_000) + "zz over 1s; release"],
            ["simulate", "slide-over", "--gesture", "play", "--policy", "percent(" + String(repeating: "x", count: 50_000) + ")"],
            ["render", String(repeating: "p", count: 100_000)],
            ["lint", "--" + String(repeating: "y", count: 100_000)],
        ])
    func longArguments(arguments: [String]) throws {
        let run = try segue(arguments)
        #expect(run.status == 64)
        #expect(run.standardError.split(separator: "\n").allSatisfy { $0.count < 400 }, "\(run.standardError.prefix(500))")
    }
}
