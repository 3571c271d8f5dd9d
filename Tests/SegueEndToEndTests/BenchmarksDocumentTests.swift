import Foundation
import SegueTestSupport
import Testing

/// BENCHMARKS.md's figures are never typed: each block after a `<!-- generated: segue-bench ARGS -->`
/// line is what the built `segue-bench ARGS` prints (`--table-from` a run's `--json` file, or
/// `--compare` two of them). `SEGUE_REGENERATE_BENCHMARKS=1` rewrites the blocks.
@Suite("BENCHMARKS.md from segue-bench's JSON")
struct BenchmarksDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let document = root.appendingPathComponent("BENCHMARKS.md")
    static let marker = "<!-- generated: segue-bench "

    @Test("every generated block is what segue-bench prints from the committed JSON")
    func blocksMatchTheJSON() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        var blocks = 0
        var i = 0
        while i < lines.count {
            guard lines[i].hasPrefix(Self.marker), lines[i].hasSuffix(" -->") else {
                i += 1
                continue
            }
            let arguments = lines[i].dropFirst(Self.marker.count).dropLast(" -->".count).split(separator: " ").map(String.init)
            #expect(arguments.first == "--table-from" || arguments.first == "--compare", "\(lines[i])")
            let files = arguments.map { $0.hasSuffix(".json") ? Self.root.appendingPathComponent($0).path : $0 }
            let result = try ProcessRunner.run(executable: ProcessRunner.productURL("segue-bench"), files, timeout: 60)
            try #require(result.status == 0, "segue-bench \(arguments.joined(separator: " ")): \(result.standardError)")
            let expected = ["```text"] + result.standardOutput.trimmingCharacters(in: .newlines).components(separatedBy: "\n") + ["```"]
            guard i + 2 < lines.count, lines[i + 1].hasPrefix("```"), let end = lines[(i + 2)...].firstIndex(of: "```") else {
                Issue.record("no code block after \(lines[i])")
                return
            }
            let shown = Array(lines[(i + 1)...end])
            if ProcessInfo.processInfo.environment["SEGUE_REGENERATE_BENCHMARKS"] == "1" {
                lines.replaceSubrange((i + 1)...end, with: expected)
            } else {
                #expect(
                    shown == expected,
                    "BENCHMARKS.md drifts from `segue-bench \(arguments.joined(separator: " "))`: \(lineDiff(expected.joined(separator: "\n"), shown.joined(separator: "\n")))\nrun SEGUE_REGENERATE_BENCHMARKS=1 swift test --filter BenchmarksDocumentTests"
                )
            }
            blocks += 1
            i += expected.count + 1
        }
        if ProcessInfo.processInfo.environment["SEGUE_REGENERATE_BENCHMARKS"] == "1" {
            try lines.joined(separator: "\n").write(to: Self.document, atomically: true, encoding: .utf8)
        }
        #expect(blocks >= 2, "the latest figures and the before-and-after comparison")
    }

    @Test("the committed figures are a full run (not --quick) of every section, with its samples")
    func committedRunIsForTheRecord() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("docs/benchmarks/latest.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(report["quick"] as? Bool == false)
        let sections = try #require(report["sections"] as? [[String: Any]])
        let figures = sections.flatMap { $0["figures"] as? [[String: Any]] ?? [] }
        let keys = Set(figures.compactMap { $0["section"] as? String })
        #expect(keys.isSuperset(of: ["timing", "engine", "render", "uikit", "record", "gif", "edit", "export", "terminal", "process"]), "\(keys.sorted())")
        #expect(figures.allSatisfy { ($0["samples"] as? Int ?? 0) >= 1 })
    }
}
