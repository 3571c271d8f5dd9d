import Foundation
import Testing

@testable import SegueEngine

/// UIKit's scrolling numbers, as reference values worked by hand from the formulas
/// (docs/scroll-handoff.md, "Physics").
@Suite("Scroll physics: rubber band, projection, deceleration")
struct ScrollPhysicsTests {
    @Test("the rubber band: (1 − 1 / (x·0.55/d + 1))·d, so 100 pt past the end of a 300 pt view show as 46.479 pt")
    func rubberBand() {
        #expect(abs(ScrollPhysics.rubberBand(100, dimension: 300) - 46.478_873) < 1e-6)
        #expect(ScrollPhysics.rubberBand(0, dimension: 300) == 0)
        #expect(ScrollPhysics.rubberBand(-5, dimension: 300) == 0, "nothing shows for travel back inside")
        #expect(ScrollPhysics.rubberBand(100, dimension: 0) == 0, "a view of no length shows nothing")
        // It never reaches the view's length, however far the finger goes.
        #expect(ScrollPhysics.rubberBand(1e9, dimension: 300) < 300)
        #expect(ScrollPhysics.rubberBand(200, dimension: 300) > ScrollPhysics.rubberBand(100, dimension: 300))
    }

    @Test("banded offsets: inside the range as they are; past an end rubber-banded, or held when the view does not bounce")
    func banded() {
        let range = 0.0...1000
        #expect(ScrollPhysics.banded(400, in: range, dimension: 300, bounces: true) == 400)
        #expect(abs(ScrollPhysics.banded(-100, in: range, dimension: 300, bounces: true) + 46.478_873) < 1e-6)
        #expect(abs(ScrollPhysics.banded(1100, in: range, dimension: 300, bounces: true) - 1046.478_873) < 1e-6)
        #expect(ScrollPhysics.banded(-100, in: range, dimension: 300, bounces: false) == 0)
        #expect(ScrollPhysics.banded(1100, in: range, dimension: 300, bounces: false) == 1000)
    }

    @Test("a release coasts (v / 1000)·r / (1 − r): 1000 pt/s at the normal rate 0.998 coasts 499 pt, at the fast rate 0.99 99 pt")
    func projection() {
        #expect(abs(ScrollPhysics.projection(velocity: 1000) - 499) < 1e-9)
        #expect(abs(ScrollPhysics.projection(velocity: 1000, rate: ScrollPhysics.fastDecelerationRate) - 99) < 1e-9)
        #expect(abs(ScrollPhysics.projection(velocity: -2000) + 998) < 1e-9, "backward releases coast backward")
        #expect(ScrollPhysics.projection(velocity: 0) == 0)
    }

    @Test("the deceleration closes (1 − r^(1000·t)) of the distance, and settles when half a point remains: 499 pt take 3.4495 s")
    func deceleration() {
        #expect(ScrollPhysics.decelerated(from: 100, to: 599, after: 0) == 100)
        #expect(ScrollPhysics.decelerated(from: 100, to: 599, after: -1) == 100, "no time before the release")
        // After 1 s at 0.998 per millisecond, 0.998^1000 ≈ 0.13506 of the distance remains.
        #expect(abs(ScrollPhysics.decelerated(from: 100, to: 599, after: 1) - (599 - 499 * pow(0.998, 1000))) < 1e-9)
        let settle = ScrollPhysics.settleDuration(distance: 499)
        #expect(abs(settle - log(0.5 / 499) / (1000 * log(0.998))) < 1e-12)
        #expect(abs(settle - 3.4495) < 1e-4)
        #expect(abs(ScrollPhysics.decelerated(from: 100, to: 599, after: settle) - (599 - ScrollPhysics.restDistance)) < 1e-9)
        #expect(ScrollPhysics.settleDuration(distance: 0.4) == 0, "less than half a point is at rest already")
        #expect(ScrollPhysics.settleDuration(distance: -499) == settle, "either direction")
    }
}
