import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommands

@Suite("filmstrip")
struct FilmstripCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("txt on standard output: the frames side by side, labelled with their progress")
    func text() {
        let run = segue("filmstrip", "slide-over", "--at", "0,0.5,1", "--size", "16x8")
        #expect(run.code == .success)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 10, "8 rows, the label row, and the final newline")
        #expect(lines[8].contains("p = 0") && lines[8].contains("p = 0.5") && lines[8].contains("p = 1"))
        #expect(!run.output.contains("\u{1B}"))
        #expect(lines.dropLast().allSatisfy { $0.count <= 3 * 16 + 2 * 2 })
    }

    @Test("the format: svg for a file, txt for one named .txt or for standard output; --format wins")
    func formats() throws {
        let folder = try makeTemporaryFolder("segue-filmstrip")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, format, svg) in [("a.svg", nil, true), ("a.png.out", nil, true), ("a.txt", nil, false), ("b.txt", "svg", true), ("b.svg", "txt", false)] {
            let path = folder.appendingPathComponent(name).path
            let run = segue(["filmstrip", "cube", "--output", path] + (format.map { ["--format", $0] } ?? []))
            #expect(run.code == .success)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasPrefix("<svg ") == svg, "\(name) \(format ?? "")")
        }
        #expect(segue("filmstrip", "cube", "--format", "svg").output.hasPrefix("<svg "))
        #expect(segue("filmstrip", "cube").output.hasPrefix(" ╭───"))
    }

    @Test("a FILE named for another format (.html, .png, .gif) is refused unless --format says what to write", arguments: ["x.html", "x.PNG", "x.gif"])
    func outputNamedForAnotherFormat(name: String) throws {
        let folder = try makeTemporaryFolder("segue-filmstrip")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        let run = segue("filmstrip", "cube", "--output", path)
        #expect(run.code == .usage)
        #expect(run.error.contains("filmstrip writes SVG (.svg) or text (.txt), not .\(name.split(separator: ".").last!.lowercased())"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: path))
        let asked = segue("filmstrip", "cube", "-o", path, "--format", "svg")
        #expect(asked.code == .success)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<svg "))
    }

    @Test(
        "usage errors exit 64 and leave no file",
        arguments: [
            (["nope"], "unknown preset 'nope'"),
            (["cube", "--at", "0,1.5"], "--at expects"),
            (["cube", "--at", "0,,1"], "--at expects"),
            (["cube", "--at", "0,0.1,0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9,0.95,0.99,1"], "--at expects"),
            (["cube", "--size", "7x4"], "--size expects"),
            (["cube", "--size", "20x101"], "--size expects"),
            (["cube", "--format", "png"], "unknown --format value 'png'"),
            (["cube", "--direction", "up"], "unknown direction 'up'"),
            (["cube", "--time", "0,-0.1"], "--time expects"),
            (["cube", "--time", "0.1", "--at", "0"], "--time and --at cannot be given together"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        try expectUsageErrorLeavingNoFile("filmstrip", arguments, message: message)
    }

    /// `docs/cube.svg`, embedded in the README, is what `segue filmstrip cube --output docs/cube.svg`
    /// writes now. `SEGUE_RECORD_SNAPSHOTS=1` rewrites it (and fails, like a snapshot).
    @Test("docs/cube.svg is up to date")
    func readmeFilmstrip() throws {
        let committed = Self.repository.appendingPathComponent("docs/cube.svg")
        let folder = try makeTemporaryFolder("segue-filmstrip")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = folder.appendingPathComponent("cube.svg")
        #expect(segue("filmstrip", "cube", "--output", fresh.path).code == .success)
        let text = try String(contentsOf: fresh, encoding: .utf8)
        if ProcessInfo.processInfo.environment["SEGUE_RECORD_SNAPSHOTS"].map({ !$0.isEmpty && $0 != "0" }) ?? false {
            try text.write(to: committed, atomically: true, encoding: .utf8)
            Issue.record("rewrote docs/cube.svg; run again without SEGUE_RECORD_SNAPSHOTS to check it")
            return
        }
        let current = try? String(contentsOf: committed, encoding: .utf8)
        #expect(current == text, "docs/cube.svg is out of date: run `segue filmstrip cube --output docs/cube.svg` (or the tests with SEGUE_RECORD_SNAPSHOTS=1)")
    }
}
