import Foundation
import Testing

@testable import SegueCommands

/// `segue simulate` on an Easy preset's dismissal, which AlertTransition drives by direct
/// manipulation: the drag, the distance rule's decision with its reason, and the completion.
@Suite("simulate: direct manipulation")
struct SimulateDirectManipulationTests {
    func dismiss(_ script: String, _ extra: String...) -> CapturedRun {
        segue(["simulate", "easy-all", "--operation", "dismiss", "--gesture", script] + extra)
    }

    @Test("a 71 pt drag dismisses: the normal dismissal runs from where the alert was dropped")
    func beyondDismisses() {
        let run = dismiss("touch; drag 71pt over 0.3s; release")
        #expect(run.code == .success)
        #expect(run.error == "")
        #expect(
            run.output == """
                easy-all dismiss, 0.25 s, container 393x852 pt; direct: presented follows the finger, |dx| or |dy| > 70 pt, else spring back in 0.33 s; drags fromTop
                     t (s)  event        progress   views  details
                     0.000  drag-began      0.000   0.000  presented follows the finger
                     0.300  dropped         0.000   0.000  offset (0, 71) pt, velocity (0, 236.7) pt/s ignored
                     0.300  decision        0.000   0.000  dismiss: |dy| 71 > 70 pt
                     0.300  began           0.000   0.000  not interactive (play)
                     0.550  completed       1.000   1.000  at end

                """)
    }

    @Test("a 69 pt drag springs back in 0.33 s and the dismissal never begins")
    func shortSpringsBack() {
        let run = dismiss("touch; drag 69pt over 0.3s; release")
        #expect(run.code == .success)
        #expect(
            run.output.hasSuffix(
                """
                     0.300  decision        0.000   0.000  spring back: |dx| 0, |dy| 69 ≤ 70 pt
                     0.630  completed       0.000   0.000  at start

                """))
        #expect(!run.output.contains(" began "), "the dismissal never began")
    }

    @Test("a fast flick short of 70 pt still springs back (--json): velocity is ignored")
    func flickSpringsBack() throws {
        let run = dismiss("touch; drag 69pt over 10ms; release", "--json")
        #expect(run.code == .success)
        let events = try run.output.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(events.map { $0["event"] as? String } == ["drag-began", "dropped", "decision", "completed"])
        #expect(events[1]["dy"] as? Double == 69)
        #expect((events[1]["vy"] as? Double ?? 0) > 5000, "a real flick")
        #expect(events[2]["outcome"] as? String == "spring back")
        #expect(events[2]["rule"] as? String == "direct")
        #expect(events[2]["reason"] as? String == "|dx| 0, |dy| 69 ≤ 70 pt")
        #expect(events[3]["position"] as? String == "start")
        #expect(abs((events[3]["t"] as? Double ?? 0) - 0.34) < 1e-9, "released at 0.01 s, home 0.33 s later")
    }

    @Test("--pan turns the drags: 71 pt to the left dismisses on |dx|")
    func sideways() {
        let run = dismiss("touch; drag 71pt over 0.3s; release", "--pan", "fromRight")
        #expect(run.code == .success)
        #expect(run.output.contains("offset (-71, 0) pt"))
        #expect(run.output.contains("dismiss: |dx| 71 > 70 pt"))
    }

    @Test("--policy does not apply to a direct interaction: a usage error")
    func policyRefused() {
        let run = dismiss("touch; drag 71pt over 0.3s; release", "--policy", "percent")
        #expect(run.code == .usage)
        #expect(run.error.contains("'easy-all' drives dismiss by direct manipulation (a distance rule), so --policy does not apply"))
    }

    @Test("presenting is still a percent-driven default pan")
    func presentUnchanged() {
        let run = segue("simulate", "easy-all", "--gesture", "touch; drag 60% over 0.5s; wait 0.2s; release")
        #expect(run.code == .success)
        #expect(run.output.contains("policy percent(0.5)"))
    }
}
