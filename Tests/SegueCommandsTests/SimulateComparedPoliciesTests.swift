import Foundation
import SegueCommands
import SegueTestSupport
import Testing

/// `segue simulate … --policy P1 --policy P2 …`: one script, one decision per policy, checked against
/// `docs/completion-policies.md`, "Seven releases through every policy" (the cases of
/// `SimulateWorkedExamplesTests`, all six policies in one run).
@Suite("simulate with several policies: one decision per policy")
struct SimulateComparedPoliciesTests {
    typealias Examples = SimulateWorkedExamplesTests

    static var policyArguments: [String] { Examples.policies.flatMap { ["--policy", $0] } }

    @Test("--json: one line per policy, tagged with it, deciding as the table says", arguments: Examples.cases)
    func jsonLines(_ example: Examples.Case) throws {
        let run = segue(["simulate", "slide-over", "--gesture", example.script, "--json"] + Self.policyArguments)
        #expect(run.code == .success, "\(run.error)")
        let lines = try run.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(
            lines.map { $0["policy"] as? String } == [
                "percent-or-velocity(0.5, 100, -5)", "percent(0.5)", "flick(1/3, 1200)",
                "nearest-end(3, 0.5)", "projection(0.998, 0.5)", "projection(0.99, 0.5)",
            ])
        for (line, finishes) in zip(lines, example.finishes) {
            let policy = line["policy"] as? String ?? "?"
            #expect(line["outcome"] as? String == (finishes ? "finish" : "cancel"), "\(policy): \(line["reason"] ?? "")")
            #expect(line["completed"] as? String == (finishes ? "end" : "start"), "\(policy)")
            #expect(isClose(line["progress"] as? Double ?? .nan, example.p, tolerance: 1e-6), "\(policy)")
            #expect(isClose(line["velocity"] as? Double ?? .nan, example.v, tolerance: 2), "\(policy)")
        }
    }

    @Test("the table: case A, where the normal and the fast projection disagree")
    func tableCaseA() {
        let a = Examples.cases[0]
        let run = segue("simulate", "slide-over", "--gesture", a.script, "--policy", "projection", "--policy", "projection(0.99)", "--policy", "percent")
        #expect(run.code == .success, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "slide-over present fromRight, 0.5 s, container 393x852 pt; pan fromRight over 393 pt")
        #expect(lines.dropFirst().first?.hasPrefix("policy") == true)
        let rows = Array(lines.dropFirst(2))
        #expect(rows.count == 3)
        #expect(rows[0].hasPrefix("projection(0.998, 0.5)  finish   0.400"), "\(rows[0])")
        #expect(rows[0].contains(" end "))
        #expect(rows[1].hasPrefix("projection(0.99, 0.5)   cancel   0.400"), "\(rows[1])")
        #expect(rows[2].hasPrefix("percent(0.5)            cancel   0.400"), "\(rows[2])")
        #expect(rows[2].hasSuffix("p 0.40 ≤ 0.50"), "\(rows[2])")
    }

    @Test("a bad second policy is a usage error with its caret; direct manipulation has nothing to compare")
    func errors() {
        let bad = segue("simulate", "slide-over", "--gesture", "touch; release", "--policy", "percent", "--policy", "flick(2)")
        #expect(bad.code == .usage)
        #expect(bad.error.contains("invalid policy: expected threshold in 0…1, not 2\n  flick(2)\n"), "\(bad.error)")
        let direct = segue(
            "simulate", "easy-alpha", "--operation", "dismiss", "--gesture", "touch; drag 100pt over 0.2s; release", "--policy", "percent", "--policy", "flick")
        #expect(direct.code == .usage, "\(direct.output)\(direct.error)")
        #expect(direct.error.contains("by direct manipulation (a distance rule), so --policy does not apply"), "\(direct.error)")
    }
}

@Suite("play: the compare flags")
struct PlayCompareFlagsTests {
    @Test("an unknown --compare preset and a bad --compare-policy are usage errors (exit 64)")
    func usageErrors() {
        let preset = segue("play", "slide-over", "--compare", "nope")
        #expect(preset.code == .usage)
        #expect(preset.error.contains("nope"), "\(preset.error)")
        let policy = segue("play", "--compare-policy", "flick(2)")
        #expect(policy.code == .usage)
        #expect(policy.error.contains("Error: invalid policy: expected threshold in 0…1, not 2\n  flick(2)\n        ^\n"), "\(policy.error)")
        #expect(policy.error.contains("--compare-policy P"))
    }
}
