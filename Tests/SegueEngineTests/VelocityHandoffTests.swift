import SegueEngine
import SegueTestSupport
import Testing

/// `docs/completion-policies.md`, "Completion times and hand-off velocities": unit velocities for
/// the seven worked releases, L = 393 pt.
@Suite("Velocity hand-off into the completion spring")
struct VelocityHandoffTests {
    static let rows: [(name: String, p: Double, v: Double, finishing: Double, cancelling: Double)] = [
        ("A", 0.40, 150, 0.6361, -0.9542),
        ("B", 0.60, -150, -0.9542, 0.6361),
        ("C", 0.20, 1300, 4.1349, -16.5394),
        ("D", 0.55, -3, -0.0170, 0.0139),
        ("E", 0.30, 0, 0, 0),
        ("F", 0.45, -1300, -6.0143, 7.3509),
        ("G", 0.10, 120, 0.3393, -3.0534),
    ]

    @Test("unit velocities of the seven worked releases if finishing and if cancelling", arguments: 0..<7)
    func table(row: Int) {
        let r = Self.rows[row]
        #expect(isClose(handoffVelocity(fingerVelocity: r.v, progress: r.p, panDistance: 393, finishing: true), r.finishing, tolerance: 5e-5))
        #expect(isClose(handoffVelocity(fingerVelocity: r.v, progress: r.p, panDistance: 393, finishing: false), r.cancelling, tolerance: 5e-5))
    }

    @Test("UIKit's header example: 200 pt remaining at 100 pt/s is 0.5")
    func headerExample() {
        #expect(isClose(handoffVelocity(fingerVelocity: 100, progress: 0.5, panDistance: 400, finishing: true), 0.5))
    }

    @Test("clipped to ±35 as the remaining distance vanishes")
    func clipped() {
        #expect(maximumHandoffVelocity == 35)
        #expect(handoffVelocity(fingerVelocity: 1300, progress: 0.99, panDistance: 393, finishing: true) == 35)
        #expect(handoffVelocity(fingerVelocity: 1300, progress: 0.01, panDistance: 393, finishing: false) == -35)
        #expect(handoffVelocity(fingerVelocity: 500, progress: 1, panDistance: 393, finishing: true) == 35)
        #expect(handoffVelocity(fingerVelocity: -500, progress: 0, panDistance: 393, finishing: false) == 35)
        #expect(handoffVelocity(fingerVelocity: 0, progress: 1, panDistance: 393, finishing: true) == 0)
        #expect(handoffVelocity(fingerVelocity: .nan, progress: 0.5, panDistance: 393, finishing: true) == 0)
    }
}
