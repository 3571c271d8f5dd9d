import Foundation
import Testing

@testable import SegueCommands

/// `shared-element` decides as Touchwonders' shape controller does
/// (`Examples/ModalTransitionsExample/ModalTransitionsExample/Transitioning/ShapeInteractionController.swift`
/// lines 129–140): `.end` when `isFlickUp || lastFractionComplete > 1/3`, so a release past 1/3
/// finishes even while the finger moves back fast (docs/completion-policies.md, "forward-flick").
@Suite("simulate: shared-element's completion rule")
struct SimulateSharedElementTests {
    static let pulledBack = "touch; drag 90% over 0.5s; drag -40% over 0.1s; release"

    @Test(arguments: [("present", "466", "-1864.0"), ("dismiss", "852", "-3408.0")])
    func aFastReleaseBackPastAThirdStillFinishes(operation: String, distance: String, velocity: String) {
        let run = segue("simulate", "shared-element", "--operation", operation, "--gesture", Self.pulledBack)
        #expect(run.code == .success, "\(run.error)")
        #expect(run.output.contains("pan fromBottom over \(distance) pt; policy forward-flick(1/3, 1200)"), "\(run.output)")
        #expect(run.output.contains("released        0.500   0.500  velocity \(velocity) pt/s"), "\(run.output)")
        #expect(run.output.contains("decision        0.500   0.500  finish: forward-flick(1/3, 1200), p 0.50 > 0.33"), "\(run.output)")
        #expect(run.output.contains("completed       1.000   1.000  at end"), "\(run.output)")
        // The pan controller's flick would have cancelled: a flick toward the start.
        let flick = segue("simulate", "shared-element", "--operation", operation, "--policy", "flick(1/3, 1200)", "--gesture", Self.pulledBack)
        #expect(flick.output.contains("cancel: flick(1/3, 1200)"), "\(flick.output)")
    }
}
