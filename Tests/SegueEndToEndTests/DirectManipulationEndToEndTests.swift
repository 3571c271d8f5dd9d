import Foundation
import SegueTestSupport
import Testing

/// The real `segue` binary on an Easy preset's drag-to-dismiss: 71 pt dismisses, 69 pt springs back.
@Suite("segue binary: simulate direct manipulation")
struct DirectManipulationEndToEndTests {
    func simulate(_ drag: String) throws -> ProcessResult {
        let result = try ProcessRunner.run(
            "segue", ["simulate", "easy-scale", "--operation", "dismiss", "--gesture", "touch; drag \(drag); release"], timeout: 60)
        #expect(!result.timedOut)
        #expect(!result.terminatedBySignal)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        return result
    }

    @Test("71 pt dismisses, 69 pt springs back in 0.33 s, a 10 ms flick of 69 pt springs back too")
    func distanceRule() throws {
        let far = try simulate("71pt over 0.3s").standardOutput
        #expect(far.contains("0.300  decision        0.000   0.000  dismiss: |dy| 71 > 70 pt"))
        #expect(far.contains("0.550  completed       1.000   1.000  at end"))
        let short = try simulate("69pt over 0.3s").standardOutput
        #expect(short.contains("0.300  decision        0.000   0.000  spring back: |dx| 0, |dy| 69 ≤ 70 pt"))
        #expect(short.contains("0.630  completed       0.000   0.000  at start"))
        let flick = try simulate("69pt over 10ms").standardOutput
        #expect(flick.contains("0.010  decision        0.000   0.000  spring back: |dx| 0, |dy| 69 ≤ 70 pt"))
        #expect(flick.contains("0.340  completed       0.000   0.000  at start"))
    }
}
