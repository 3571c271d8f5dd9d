import Foundation
import SegueCommands
import SegueTestSupport
import Testing

/// `segue simulate` against `docs/completion-policies.md`, "Seven releases through every policy": on slide-over (container
/// 393 pt wide, pan distance W, duration 0.5 s) each script releases at the case's p and v, and each
/// policy must reach the table's decision.
@Suite("simulate: the seven worked releases of docs/completion-policies.md")
struct SimulateWorkedExamplesTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let p: Double
        let v: Double
        /// Outcomes for percent-or-velocity, percent, flick, nearest-end, projection (normal rate) and
        /// projection(0.99) (fast rate): true = finish.
        let finishes: [Bool]
        var description: String { "case \(name): p \(p), v \(v)" }

        /// Drag to p − v·0.15 s / W slowly (1 s), then the last 150 ms at v, so the 100 ms velocity
        /// window only sees the final segment; v = 0 holds still for 150 ms instead. Case C (p 0.2,
        /// v 1300) reaches p in one segment at v from the touch.
        var script: String {
            let w = 393.0
            let target = p * w
            if v == 0 { return "touch; drag \(target)pt over 1s; wait 150ms; release" }
            let last = v * 0.15
            if last > target { return "touch; drag \(target)pt over \(target / v)s; release" }
            return "touch; drag \(target - last)pt over 1s; drag \(last)pt over 150ms; release"
        }
    }

    static let policies = ["percent-or-velocity", "percent", "flick", "nearest-end", "projection", "projection(0.99)"]

    static let cases: [Case] = [
        Case(name: "A", p: 0.40, v: 150, finishes: [true, false, true, true, true, false]),
        Case(name: "B", p: 0.60, v: -150, finishes: [false, true, true, false, false, true]),
        Case(name: "C", p: 0.20, v: 1300, finishes: [true, false, true, true, true, true]),
        Case(name: "D", p: 0.55, v: -3, finishes: [true, true, true, true, true, true]),
        Case(name: "E", p: 0.30, v: 0, finishes: [false, false, false, false, false, false]),
        Case(name: "F", p: 0.45, v: -1300, finishes: [false, false, false, false, false, false]),
        Case(name: "G", p: 0.10, v: 120, finishes: [true, false, false, false, false, false]),
    ]

    @Test("every policy decides as the table says, at the table's p and v", arguments: cases)
    func decisions(_ example: Case) throws {
        for (policy, finishes) in zip(Self.policies, example.finishes) {
            let run = segue("simulate", "slide-over", "--gesture", example.script, "--policy", policy, "--json")
            #expect(run.code == .success, "\(policy): \(run.error)")
            let events = try run.output.split(separator: "\n").map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
            let released = try #require(events.first { $0["event"] as? String == "released" })
            let decision = try #require(events.first { $0["event"] as? String == "decision" })
            let completed = try #require(events.last)
            #expect(isClose(released["velocity"] as? Double ?? .nan, example.v, tolerance: 2), "\(policy)")
            #expect(isClose(released["progress"] as? Double ?? .nan, example.p, tolerance: 1e-6), "\(policy)")
            #expect(decision["outcome"] as? String == (finishes ? "finish" : "cancel"), "\(policy): \(decision["reason"] ?? "")")
            #expect(completed["event"] as? String == "completed")
            #expect(completed["position"] as? String == (finishes ? "end" : "start"), "\(policy)")
        }
    }

    @Test("the read-outs: G finishes only with percent-or-velocity, because v > 100 pt/s")
    func caseGReason() throws {
        let g = Self.cases.last!
        let run = segue("simulate", "slide-over", "--gesture", g.script, "--policy", "percent-or-velocity")
        let decision = try #require(run.output.split(separator: "\n").first { $0.contains(" decision ") })
        #expect(decision.contains("finish: percent-or-velocity(0.5, 100, -5)"))
        #expect(decision.contains("100"))
    }
}
