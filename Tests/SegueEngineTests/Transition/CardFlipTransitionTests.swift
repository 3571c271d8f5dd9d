import SegueEngine
import SegueTestSupport
import Testing

@Suite("CardFlipTransition")
struct CardFlipTransitionTests {
    @Test func turnsTheCardAboutItsVerticalAxis() {
        let flip = CardFlipTransition()
        #expect(flip.tracks == [TrackTiming()])
        let start = flip.scene(at: 0)
        #expect(start["presenting"]!.quad == Quad(Rect(x: 0, y: 0, width: 393, height: 852)))
        #expect(start["presenting"]!.alpha == 1 && start["presented"]!.alpha == 0)
        // A quarter turn in: 45°, front facing, the edge turning toward the viewer drawn taller.
        let quarter = flip.scene(at: 0.25)["presenting"]!
        #expect(!quarter.isFacingAway)
        #expect(quarter.quad.boundingBox.width < 393)
        let leftHeight = quarter.quad.bottomLeft.y - quarter.quad.topLeft.y
        let rightHeight = quarter.quad.bottomRight.y - quarter.quad.topRight.y
        #expect(leftHeight > 852 && rightHeight < 852)
        // Half way both faces are edge-on.
        let half = flip.scene(at: 0.5)
        #expect(isClose(half["presenting"]!.quad.signedArea, 0, tolerance: 1e-6))
        #expect(half["presented"]!.alpha == 1)
        // At the end the presented face is flat and in front.
        let end = flip.scene(at: 1)["presented"]!
        for (a, b) in zip(end.quad.corners, Quad(Rect(x: 0, y: 0, width: 393, height: 852)).corners) {
            #expect(isClose(a.x, b.x, tolerance: 1e-9) && isClose(a.y, b.y, tolerance: 1e-9))
        }
        #expect(end.zIndex == 1)
    }

    @Test func dismissTurnsTheCardBack() {
        let present = CardFlipTransition(operation: .present)
        let dismiss = CardFlipTransition(operation: .dismiss)
        for q in [0.0, 0.3, 0.7, 1.0] {
            #expect(dismiss.scene(at: q) == present.scene(at: 1 - q))
        }
    }
}
