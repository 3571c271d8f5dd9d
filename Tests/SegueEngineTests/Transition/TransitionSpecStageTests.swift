import SegueTestSupport
import Testing

@testable import SegueEngine

/// The stage (a transform layer holding every view), `zPosition`, `doubleSided` and per-direction
/// tracks: what ADTransitionController's rendering model needs (`docs/libraries.md`, "Rendering model").
@Suite("TransitionSpec stage, zPosition, doubleSided, track directions")
struct TransitionSpecStageTests {
    static let W = 320.0, H = 480.0
    static let container = Size(width: W, height: H)
    static func e(_ s: String) -> LengthExpression { try! LengthExpression(parsing: s) }

    static func spec(views: [TransitionSpec.Role], tracks: [TransitionSpec.Track], perspective: Double = 1000) -> TransitionSpec {
        TransitionSpec(
            name: "t", title: "T", summary: "", origin: .init(library: "test", reproduces: "test"), operations: [.push],
            duration: 0.5, timing: .linear, direction: .fromRight, directions: Direction.allCases,
            perspective: perspective, views: views, tracks: tracks)
    }

    static let presenting = TransitionSpec.Role(id: "presenting", role: .presenting)
    static let presented = TransitionSpec.Role(id: "presented", role: .presented, zIndex: 1)

    func width(_ q: Quad) -> Double { q.topRight.x - q.topLeft.x }

    /// A rigid 90° cube turn: the stage goes Ry(90°) → I, the leaving view holds Ry(−90°); at the
    /// start the two rotations cancel and the leaving view is flat, at the end it is edge-on.
    @Test func stageTransformComposesAfterEveryView() throws {
        let s = Self.spec(
            views: [Self.presenting, Self.presented],
            tracks: [
                .init(view: TransitionSpec.stageID, animations: [.init(.rotationY, [90, 0])]),
                .init(view: "presenting", animations: [.init(.rotationY, [-90])]),
            ])
        let t = try s.transition(for: .push, container: Self.container)
        let start = t.scene(at: 0)
        #expect(isClose(start["presenting"]!.quad.topLeft.x, 0) && isClose(start["presenting"]!.quad.topRight.x, Self.W))
        #expect(isClose(width(start["presented"]!.quad), 0, tolerance: 1e-9))
        let end = t.scene(at: 1)
        #expect(isClose(end["presented"]!.quad.topLeft.x, 0) && isClose(end["presented"]!.quad.bottomRight.y, Self.H))
        #expect(isClose(width(end["presenting"]!.quad), 0, tolerance: 1e-9))
        #expect(t.stagePose(trackProgress: [0.5, 0.5])!.rotation.y == .pi / 4)
        // Pop runs it backwards: pop at q is push at 1 − q.
        let pop = try s.transition(for: .pop, container: Self.container)
        for (a, b) in zip(pop.scene(at: 0.3).views, t.scene(at: 0.7).views) {
            #expect(a.id == b.id && zip(a.quad.corners, b.quad.corners).allSatisfy { isClose($0.x, $1.x) && isClose($0.y, $1.y) })
        }
        // A spec without stage tracks has no stage.
        let flat = try Self.spec(views: [Self.presenting], tracks: [.init(view: "presenting", animations: [.init(.alpha, [1, 0])])])
            .transition(for: .push, container: Self.container)
        #expect(flat.stagePose(trackProgress: [0]) == nil)
    }

    /// zPosition adds to the translation's depth: −500 + −500 at d = 1000 draws at half size.
    @Test func zPositionAddsDepthAfterTheTransform() throws {
        let s = Self.spec(
            views: [Self.presenting],
            tracks: [
                .init(view: "presenting", animations: [.init(.translationZ, [-500]), .init(.zPosition, [0, -1000])])
            ])
        let t = try s.transition(for: .push, container: Self.container)
        #expect(isClose(width(t.scene(at: 0)["presenting"]!.quad), Self.W * 1000 / 1500))
        #expect(isClose(width(t.scene(at: 0.5)["presenting"]!.quad), Self.W * 0.5))
        // zPosition on the stage: the whole stage backs off (−2000 → a third of the size).
        let staged = Self.spec(views: [Self.presenting], tracks: [.init(view: TransitionSpec.stageID, animations: [.init(.zPosition, [-2000])])])
        #expect(isClose(width(try staged.transition(for: .push, container: Self.container).scene(at: 0)["presenting"]!.quad), Self.W / 3))
    }

    /// A view that is not double-sided is hidden while it faces away, drawn otherwise.
    @Test func singleSidedViewsHideTheirBack() throws {
        var back = Self.presenting
        back.doubleSided = false
        let tracks: [TransitionSpec.Track] = [.init(view: "presenting", animations: [.init(.rotationY, [0, 180])])]
        let single = try Self.spec(views: [back], tracks: tracks).transition(for: .push, container: Self.container)
        let double = try Self.spec(views: [Self.presenting], tracks: tracks).transition(for: .push, container: Self.container)
        #expect(single.scene(at: 0.4)["presenting"]!.alpha == 1)
        #expect(single.scene(at: 0.6)["presenting"]!.alpha == 0)
        #expect(double.scene(at: 0.6)["presenting"]!.alpha == 1)
        #expect(double.scene(at: 0.6)["presenting"]!.isFacingAway)
    }

    /// A track limited to the vertical directions gives them their own value (Glue's 30° instead
    /// of 45°); the other tracks play everywhere.
    @Test func trackDirectionsSelectTracksByThePlayedDirection() throws {
        let s = Self.spec(
            views: [Self.presenting],
            tracks: [
                .init(view: "presenting", animations: [.init(.rotationY, [0, 45])], directions: [.fromRight, .fromLeft]),
                .init(view: "presenting", animations: [.init(.rotationY, [0, 30])], directions: [.fromTop, .fromBottom]),
                .init(view: "presenting", animations: [.init(.alpha, [1, 0])]),
            ])
        let right = try s.transition(for: .push, direction: .fromRight, container: Self.container)
        #expect(right.tracks.count == 2)
        #expect(isClose(right.poses(trackProgress: [1, 1])[0].rotation.y, .pi / 4))
        let left = try s.transition(for: .push, direction: .fromLeft, container: Self.container)
        #expect(isClose(left.poses(trackProgress: [1, 1])[0].rotation.y, -.pi / 4))
        // fromRight → fromTop turns Ry(a) into Rx(a) (`docs/libraries.md`, Glue: top to bottom +30° about x).
        let top = try s.transition(for: .push, direction: .fromTop, container: Self.container)
        #expect(top.tracks.count == 2)
        let pose = top.poses(trackProgress: [1, 1])[0]
        #expect(isClose(pose.rotation.x, .pi / 6) && isClose(pose.rotation.y, 0))
        #expect(pose.alpha == 0)
    }
}
