import Foundation
import SegueEngine
import SegueRender
import SegueTestSupport
import Testing

@testable import SeguePresets

/// The ADTransitionController presets against `docs/libraries.md` ("The transitions"): each view's corners compared
/// with the library's layer transforms (built here from the formulas, in container coordinates,
/// then the parent's sublayerTransform m34 = −1/1000 about the centre), on ADTC's 320 × 480 screen.
@Suite("ADTransitionController presets")
struct ADTCPresetTests {
    static let W = 320.0, H = 480.0, d = 1000.0
    static let container = Size(width: W, height: H)
    static let centre = Vector3(x: W / 2, y: H / 2, z: 0)
    static let leftEdge = Vector3(x: 0, y: H / 2, z: 0), rightEdge = Vector3(x: W, y: H / 2, z: 0)
    static let topEdge = Vector3(x: W / 2, y: 0, z: 0), bottomEdge = Vector3(x: W / 2, y: H, z: 0)
    static let deg = Double.pi / 180
    /// π − 0.001, ADTC's almost-half turn.
    static let almostPi = Double.pi - 0.001
    /// The circle pair's first half ≈ sin(πx/2), second half ≈ 1 − cos(πx/2) (error < 0.003).
    static func arch(_ t: Double) -> Double { sin(.pi * t) }

    static let names = [
        "fade", "back-fade", "ghost", "zoom", "swipe", "swipe-fade", "scale", "modern-push", "slide",
        "swap", "flip", "glue", "push-rotate", "fold", "cross", "cube", "carrousel",
    ]

    func spec(_ name: String) throws -> TransitionSpec { try #require(PresetCatalog.builtIn()[name]) }

    func play(_ name: String, _ op: TransitionOperation = .push, _ direction: Direction? = nil) throws -> SpecTransition {
        try spec(name).transition(for: op, direction: direction, container: Self.container)
    }

    /// The full-screen layer's corners through `m`, then the container's perspective.
    static func corners(_ m: Transform3D) -> [Point] {
        let total = m.concatenating(Transform3D.perspective(distance: d).about(centre))
        return Quad(Rect(x: 0, y: 0, width: W, height: H)).corners.map { total.project(Vector3(x: $0.x, y: $0.y, z: 0)).point }
    }

    /// `m` applied about `pivot`, then the layer's zPosition.
    static func layer(_ m: Transform3D, about pivot: Vector3 = centre, z: Double = 0) -> Transform3D {
        m.about(pivot).translated(x: 0, y: 0, z: z)
    }

    func expectCorners(
        _ view: SceneView?, _ m: Transform3D, tolerance: Double = 1e-6, _ note: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let view else {
            Issue.record("no view: \(note)", sourceLocation: sourceLocation)
            return
        }
        let expected = Self.corners(m)
        for (a, b) in zip(view.quad.corners, expected) where !(isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)) {
            Issue.record("\(note): corner \(a) expected \(b)", sourceLocation: sourceLocation)
        }
    }

    func width(_ v: SceneView?) -> Double { v.map { $0.quad.topRight.x - $0.quad.topLeft.x } ?? .nan }

    // MARK: Every preset

    @Test func everyPresetIsADTCsLinearPushAtTheDemoDuration() throws {
        for name in Self.names {
            let s = try spec(name)
            #expect(s.origin.library == "applidium/ADTransitionController", "\(name)")
            #expect(s.summary.contains(s.origin.reproduces), "\(name): the summary names the class")
            #expect(s.operations == [.push] && s.duration == 0.5 && s.timing == .linear && s.perspective == 1000, "\(name)")
            #expect(s.views.allSatisfy { !$0.doubleSided }, "\(name): ADTC's layers are single-sided")
            #expect(s.reverse == .automatic, "\(name)")
            let pop = try #require(s.interaction(for: .pop), "\(name) declares its pop interaction")
            #expect(pop.pan == .fromLeft && pop.edgeZone == 20, "\(name)")
            let oriented = !["fade", "back-fade", "ghost", "zoom", "cross"].contains(name)
            #expect(s.directions == (oriented ? [.fromRight, .fromLeft, .fromTop, .fromBottom] : []), "\(name)")
        }
    }

    /// Whether two scene views are the same but for `points` of geometry and 1e-9 of alpha.
    static func same(_ a: SceneView, _ b: SceneView, points: Double) -> Bool {
        var a2 = a
        (a2.quad, a2.alpha, a2.depth) = (b.quad, b.alpha, b.depth)
        let t = points
        return a2 == b && isClose(a.alpha, b.alpha) && isClose(a.depth, b.depth, tolerance: t)
            && zip(a.quad.corners, b.quad.corners).allSatisfy { isClose($0.x, $1.x, tolerance: t) && isClose($0.y, $1.y, tolerance: t) }
    }

    /// The reverse rule (`docs/libraries.md`, "The reverse rule"): pop at q is push at 1 − q with the
    /// roles swapped, in every direction; only the stacking of views at one depth may differ (the
    /// returning view is added last, "Stacking on pop" below).
    @Test func popIsThePushBackwards() throws {
        for name in Self.names {
            let s = try spec(name)
            for direction in s.directions.isEmpty ? [nil] : s.directions.map(Optional.some) {
                let push = try play(name, .push, direction)
                let pop = try play(name, .pop, direction)
                for q in [0.0, 0.2, 0.5, 0.9, 1.0] {
                    var expected = push.scene(at: 1 - q)
                    if let order = s.reverseStacking {
                        for i in expected.views.indices { expected.views[i].zIndex = order.firstIndex(of: expected.views[i].id)! }
                    }
                    let sorted = { (scene: Scene) in scene.views.sorted { $0.id < $1.id } }
                    // Pop plays the push's segment curves time-reversed, and Core Animation keeps each
                    // reversed curve's control points as Floats (docs/timing.md, "Keyframes and
                    // ranges"): the two differ by a Float's last bits of the progress, under 1e-5 pt
                    // on ADTC's depths of up to 2000 pt.
                    let got = sorted(pop.scene(at: q))
                    let want = sorted(expected)
                    #expect(
                        got.count == want.count && zip(got, want).allSatisfy { Self.same($0, $1, points: 1e-5) },
                        "\(name) \(String(describing: direction)) at \(q): \(got) vs \(want)")
                }
            }
        }
    }

    // MARK: Dual transitions

    @Test func fadeCrossFadesLinearly() throws {
        let push = try play("fade")
        let pop = try play("fade", .pop)
        for f in [0.0, 0.3, 1.0] {
            #expect(isClose(push.scene(atTimeFraction: f)["presented"]!.alpha, f))
            #expect(isClose(push.scene(atTimeFraction: f)["presenting"]!.alpha, 1 - f))
            // Pop: the returning view (presenting) fades in, the leaving one out.
            #expect(isClose(pop.scene(atTimeFraction: f)["presenting"]!.alpha, f))
        }
        expectCorners(push.scene(at: 0.5)["presented"], .identity, "fade keeps the geometry")
    }

    @Test func backFadeDipsToAThirdAndCrossFadesOnItsSteepCurve() throws {
        let push = try play("back-fade")
        let pop = try play("back-fade", .pop)
        // zPosition [0, −2000, 0] linear: d/(d − z) = 1/3 at mid-time, 1/2 at a quarter.
        for (f, z) in [(0.0, 0.0), (0.25, -1000.0), (0.5, -2000.0), (0.75, -1000.0), (1.0, 0.0)] {
            for id in ["presented", "presenting"] {
                expectCorners(push.scene(atTimeFraction: f)[id], Self.layer(.identity, z: z), "\(id) at \(f)")
            }
        }
        #expect(isClose(width(push.scene(at: 0.5)["presented"]), Self.W / 3))
        // Opacity on cubic-bezier(0.8, 0, 0, 0.2): 0.023 at 30 %, 0.095 at 40 %, 0.443 at 50 %, 0.604 at 60 %, 0.826 at 80 %.
        for (f, y) in [(0.3, 0.023), (0.4, 0.095), (0.5, 0.443), (0.6, 0.604), (0.8, 0.826)] {
            #expect(isClose(push.scene(atTimeFraction: f)["presented"]!.alpha, y, tolerance: 0.001))
            #expect(isClose(push.scene(atTimeFraction: f)["presenting"]!.alpha, 1 - y, tolerance: 0.001))
            // Pop: the returning view's opacity at time t is 1 − f(1 − t).
            #expect(isClose(pop.scene(atTimeFraction: 1 - f)["presenting"]!.alpha, 1 - y, tolerance: 0.001))
        }
    }

    @Test func ghostShrinksInFromTwiceTheSizeAndTheOldViewToAPoint() throws {
        let push = try play("ghost")
        let pop = try play("ghost", .pop)
        for (f, inScale, outScale) in [(0.0, 2.0, 1.0), (0.5, 1.5, 0.505), (1.0, 1.0, 0.01)] {
            let s = push.scene(at: f)
            expectCorners(s["presented"], .scale(inScale).about(Self.centre), "in at \(f)")
            expectCorners(s["presenting"], .scale(outScale).about(Self.centre), "out at \(f)")
            #expect(isClose(s["presented"]!.alpha, f) && isClose(s["presenting"]!.alpha, 1 - f))
        }
        // Pop: the returning view grows from a point, the leaving one blows up to 2×.
        expectCorners(pop.scene(at: 0)["presenting"], .scale(0.01).about(Self.centre), "pop start")
        expectCorners(pop.scene(at: 1)["presented"], .scale(2).about(Self.centre), "pop end")
    }

    @Test func zoomGrowsOutOfTheSourceRect() throws {
        let push = try play("zoom")
        // Source: a 44 pt full-width row at 0.4 H; scale (sw/tw, sh/th) then translate by the centres' difference.
        let sy = 44 / Self.H
        let dy = (0.4 * Self.H + 22) - Self.H / 2
        for f in [0.0, 0.5, 1.0] {
            let m = Transform3D.scale(x: 1, y: sy + (1 - sy) * f).translated(x: 0, y: dy * (1 - f)).about(Self.centre)
            expectCorners(push.scene(at: f)["presented"], m, "in at \(f)")
            expectCorners(push.scene(at: f)["presenting"], .identity, "out waits at \(f)")
        }
        let start = push.scene(at: 0)["presented"]!.quad
        #expect(isClose(start.topLeft.y, 0.4 * Self.H, tolerance: 1e-9) && isClose(start.bottomLeft.y, 0.4 * Self.H + 44, tolerance: 1e-9))
        #expect(push.scene(at: 0.5).views.map(\.id) == ["presenting", "presented"])
    }

    @Test func swipeMovesBothViewsByOneScreenInEveryOrientation() throws {
        // e = (+W, 0) RTL, (−W, 0) LTR, (0, −H) TTB, (0, +H) BTT.
        for (direction, ex, ey) in [(Direction.fromRight, Self.W, 0.0), (.fromLeft, -Self.W, 0), (.fromTop, 0, -Self.H), (.fromBottom, 0, Self.H)] {
            let push = try play("swipe", .push, direction)
            let pop = try play("swipe", .pop, direction)
            for f in [0.0, 0.25, 0.5, 1.0] {
                expectCorners(push.scene(at: f)["presented"], .translation(x: ex * (1 - f), y: ey * (1 - f)), "\(direction) in at \(f)")
                expectCorners(push.scene(at: f)["presenting"], .translation(x: -ex * f, y: -ey * f), "\(direction) out at \(f)")
                // Pop: the returning view comes back from −e, the leaving one goes to e.
                expectCorners(pop.scene(at: f)["presenting"], .translation(x: -ex * (1 - f), y: -ey * (1 - f)), "\(direction) pop returning at \(f)")
                expectCorners(pop.scene(at: f)["presented"], .translation(x: ex * f, y: ey * f), "\(direction) pop leaving at \(f)")
            }
        }
    }

    @Test func swipeFadeScaleAndModernPushSlideOverTheOldView() throws {
        for name in ["swipe-fade", "scale", "modern-push"] {
            let s = try play(name).scene(at: 0.5)
            #expect(s.views.map(\.id) == ["presenting", "presented"], "\(name): the new view is in front")
        }
        let swipeFade = try play("swipe-fade", .push, .fromBottom)
        expectCorners(swipeFade.scene(at: 0.25)["presented"], .translation(x: 0, y: 0.75 * Self.H), "swipe-fade BTT")
        #expect(isClose(swipeFade.scene(at: 0.25)["presenting"]!.alpha, 0.75))
        expectCorners(swipeFade.scene(at: 0.25)["presenting"], .identity, "swipe-fade out stays")
        // Scale: out scale 1 → 0.8 and opacity 1 → 0.
        let scale = try play("scale")
        expectCorners(scale.scene(at: 0.5)["presenting"], .scale(0.9).about(Self.centre), "scale out at mid-time")
        expectCorners(scale.scene(at: 0.5)["presented"], .translation(x: Self.W / 2, y: 0), "scale in at mid-time")
        #expect(isClose(try play("scale", .pop).scene(at: 0.25)["presenting"]!.alpha, 0.25))
        // ModernPush: easeOut slide (0.684643 at half time), out dims to 0.5; pop uses the time-reversed easeOut.
        let modern = try play("modern-push")
        let modernPop = try play("modern-push", .pop)
        expectCorners(modern.scene(atTimeFraction: 0.5)["presented"], .translation(x: Self.W * (1 - 0.684643), y: 0), tolerance: 1e-3, "modern push")
        #expect(isClose(modern.scene(atTimeFraction: 0.5)["presenting"]!.alpha, 0.75))
        expectCorners(modernPop.scene(atTimeFraction: 0.5)["presented"], .translation(x: Self.W * (1 - 0.684643), y: 0), tolerance: 1e-3, "modern pop")
        expectCorners(
            modernPop.scene(atTimeFraction: 0.25)["presented"], .translation(x: Self.W * (1 - 0.906535), y: 0), tolerance: 1e-3, "modern pop accelerates")
        #expect(isClose(modernPop.scene(at: 1)["presenting"]!.alpha, 1) && isClose(modernPop.scene(at: 0)["presenting"]!.alpha, 0.5))
    }

    @Test func slideShrinksSlidesAndGrowsInThirds() throws {
        let push = try play("slide")
        let s7 = Transform3D.scale(0.7)
        // Keyframes at 0, 1/3, 2/3, 1: in T(e) → S(0.7)·T(e) → S(0.7) → I; out I → S(0.7) → S(0.7)·T(−e) → T(−e).
        let inPoses: [(Double, Transform3D, Double)] = [
            (0, .translation(x: Self.W, y: 0), 0), (1.0 / 3, s7.translated(x: Self.W, y: 0), 0),
            (2.0 / 3, s7, 0.5), (1, .identity, 1),
        ]
        let outPoses: [(Double, Transform3D, Double)] = [
            (0, .identity, 1), (1.0 / 3, s7, 0.5), (2.0 / 3, s7.translated(x: -Self.W, y: 0), 0),
            (1, .translation(x: -Self.W, y: 0), 0),
        ]
        for ((f, mIn, aIn), (_, mOut, aOut)) in zip(inPoses, outPoses) {
            let s = push.scene(at: f)
            expectCorners(s["presented"], mIn.about(Self.centre), "in at \(f)")
            expectCorners(s["presenting"], mOut.about(Self.centre), "out at \(f)")
            #expect(isClose(s["presented"]!.alpha, aIn) && isClose(s["presenting"]!.alpha, aOut))
        }
        // Mid-time: both at 70 %, half-way through the slide.
        expectCorners(push.scene(at: 0.5)["presented"], s7.translated(x: Self.W / 2, y: 0).about(Self.centre), "in at 0.5")
    }

    @Test func swapSwingsTheCardsToOppositeSidesOnTheCirclePair() throws {
        let push = try play("swap")
        // Mid-time is the keyframe: in at Ry(−36°) then T(+0.6W) (right), out Ry(+36°) then T(−0.6W); depth −1000 each.
        let mid = push.scene(at: 0.5)
        expectCorners(mid["presented"], Self.layer(Transform3D.rotationY(-36 * Self.deg).translated(x: 0.6 * Self.W, y: 0), z: -1000), "in at 0.5")
        expectCorners(mid["presenting"], Self.layer(Transform3D.rotationY(36 * Self.deg).translated(x: -0.6 * Self.W, y: 0), z: -1000), "out at 0.5")
        // A quarter: the swing at sin(π/4) of the side pose (the circle pair), the depth linear.
        let a = Self.arch(0.25)
        expectCorners(
            push.scene(at: 0.25)["presented"], Self.layer(Transform3D.rotationY(-36 * Self.deg * a).translated(x: 0.6 * Self.W * a, y: 0), z: -1500),
            tolerance: 1, "in at 0.25")
        expectCorners(push.scene(at: 0)["presented"], Self.layer(.identity, z: -2000), "in starts deep behind")
        expectCorners(push.scene(at: 1)["presenting"], Self.layer(.identity, z: -2000), "out ends deep behind")
        // BTT: bottom = Rx(+π/5) then T(0, +0.6H) for the new card, top for the old.
        let btt = try play("swap", .push, .fromBottom).scene(at: 0.5)
        expectCorners(btt["presented"], Self.layer(Transform3D.rotationX(36 * Self.deg).translated(x: 0, y: 0.6 * Self.H), z: -1000), "BTT in")
        expectCorners(btt["presenting"], Self.layer(Transform3D.rotationX(-36 * Self.deg).translated(x: 0, y: -0.6 * Self.H), z: -1000), "BTT out")
    }

    @Test func flipTurnsBothFacesHalfATurnWhileDipping() throws {
        let push = try play("flip")
        for f in [0.0, 0.25, 0.5, 0.75, 1.0] {
            let z = -Self.W / 2 * Self.arch(f)
            let s = push.scene(at: f)
            // RTL: in Ry(π − ε) → I, out I → Ry(−π + ε), linear.
            expectCorners(s["presented"], Self.layer(.rotationY(Self.almostPi * (1 - f)), z: z), tolerance: 0.6, "in at \(f)")
            expectCorners(s["presenting"], Self.layer(.rotationY(-Self.almostPi * f), z: z), tolerance: 0.6, "out at \(f)")
        }
        // At mid-time both faces are edge-on about the axis, dipped by −W/2 = −160 (drawn at d/(d − z) = 0.862):
        // the near edge at z = 0 is full height, the far one at z = −320 is 1000/1320 of it.
        let mid = push.scene(at: 0.5)["presenting"]!
        #expect(isClose(mid.depth, -Self.W / 2, tolerance: 1e-6))
        #expect(isClose(1000 / (1000 + Self.W / 2), 0.8621, tolerance: 1e-4))
        let heights = [mid.quad.bottomLeft.y - mid.quad.topLeft.y, mid.quad.bottomRight.y - mid.quad.topRight.y].sorted()
        #expect(isClose(heights[0], Self.H * 1000 / 1320, tolerance: 0.5) && isClose(heights[1], Self.H, tolerance: 0.5))
        // Back faces are culled: only the face turned less than 90° shows.
        #expect(push.scene(at: 0.25)["presented"]!.alpha == 0 && push.scene(at: 0.25)["presenting"]!.alpha == 1)
        #expect(push.scene(at: 0.75)["presented"]!.alpha == 1 && push.scene(at: 0.75)["presenting"]!.alpha == 0)
        // TTB: in Rx(π − ε), the dip by H/2.
        let ttb = try play("flip", .push, .fromTop).scene(at: 0.75)
        expectCorners(ttb["presented"], Self.layer(.rotationX(Self.almostPi * 0.25), z: -Self.H / 2 * Self.arch(0.75)), tolerance: 0.6, "TTB in")
    }

    @Test func glueHingesTheOldPageAtItsFarEdgeThenRecedes() throws {
        let push = try play("glue")
        // The new page slides from 1.5 W.
        for f in [0.0, 0.5, 1.0] { expectCorners(push.scene(at: f)["presented"], .translation(x: 1.5 * Self.W * (1 - f), y: 0), "in at \(f)") }
        // Out: [flat, Ry(45°) about the left edge, T(0, 0, −0.7 W)] with the circle pair; opacity 1, 1, 0.
        let s = push.scene(at: 0.5)["presenting"]
        expectCorners(s, Self.layer(.rotationY(45 * Self.deg), about: Self.leftEdge), "hinge")
        #expect(s!.alpha == 1)
        expectCorners(
            push.scene(at: 0.25)["presenting"], Self.layer(.rotationY(45 * Self.deg * Self.arch(0.25)), about: Self.leftEdge), tolerance: 1, "opening")
        let late = Self.arch(0.75)
        expectCorners(
            push.scene(at: 0.75)["presenting"],
            Self.layer(Transform3D.rotationY(45 * Self.deg * late).translated(x: 0, y: 0, z: -0.7 * Self.W * (1 - late)), about: Self.leftEdge),
            tolerance: 1, "flattening while receding")
        #expect(isClose(push.scene(at: 0.75)["presenting"]!.alpha, 0.5))
        expectCorners(push.scene(at: 1)["presenting"], .translation(x: 0, y: 0, z: -0.7 * Self.W), "end")
        // TTB: 30° about the bottom edge, and still 0.7·W deep (as coded); in from −1.5 H.
        let ttb = try play("glue", .push, .fromTop)
        expectCorners(ttb.scene(at: 0.5)["presenting"], Self.layer(.rotationX(30 * Self.deg), about: Self.bottomEdge), "TTB hinge")
        expectCorners(ttb.scene(at: 1)["presenting"], .translation(x: 0, y: 0, z: -0.7 * Self.W), "TTB end")
        expectCorners(ttb.scene(at: 0)["presented"], .translation(x: 0, y: -1.5 * Self.H), "TTB in")
        expectCorners(
            try play("glue", .push, .fromBottom).scene(at: 0.5)["presenting"], Self.layer(.rotationX(-30 * Self.deg), about: Self.topEdge), "BTT hinge")
        expectCorners(
            try play("glue", .push, .fromLeft).scene(at: 0.5)["presenting"], Self.layer(.rotationY(-45 * Self.deg), about: Self.rightEdge), "LTR hinge")
    }

    @Test func pushRotateSwingsTheOldPageEdgeOn() throws {
        for (direction, axis, angle, pivot, ex, ey) in [
            (Direction.fromRight, "y", 90.0, Self.leftEdge, Self.W, 0.0), (.fromLeft, "y", -90, Self.rightEdge, -Self.W, 0),
            (.fromTop, "x", 90, Self.bottomEdge, 0, -Self.H), (.fromBottom, "x", -90, Self.topEdge, 0, Self.H),
        ] {
            let push = try play("push-rotate", .push, direction)
            for f in [0.0, 0.5, 1.0] {
                let r = axis == "y" ? Transform3D.rotationY(angle * Self.deg * f) : .rotationX(angle * Self.deg * f)
                expectCorners(push.scene(at: f)["presenting"], Self.layer(r, about: pivot), tolerance: 1e-6, "\(direction) out at \(f)")
                expectCorners(push.scene(at: f)["presented"], .translation(x: ex * (1 - f), y: ey * (1 - f)), "\(direction) in at \(f)")
                #expect(isClose(push.scene(at: f)["presenting"]!.alpha, 1 - f))
            }
        }
    }

    @Test func foldSwingsTheNewPageInOverItsEdgeAndFoldsTheOldAway() throws {
        let push = try play("fold")
        for f in [0.0, 0.5, 0.75, 1.0] {
            let s = push.scene(at: f)
            // RTL: in Ry(−(π − ε)) → 0 about the right edge, out 0 → Ry(π/2) about the left edge.
            if f > 0.5 { expectCorners(s["presented"], Self.layer(.rotationY(-Self.almostPi * (1 - f)), about: Self.rightEdge), "in at \(f)") }
            expectCorners(s["presenting"], Self.layer(.rotationY(.pi / 2 * f), about: Self.leftEdge), "out at \(f)")
            #expect(isClose(s["presenting"]!.alpha, 1 - f))
        }
        // Flipped over (seen from behind) in the first half: hidden.
        #expect(push.scene(at: 0.25)["presented"]!.alpha == 0)
        #expect(isClose(push.scene(at: 0.75)["presented"]!.alpha, 0.75))
        // BTT: in about the bottom edge with Rx(+(π − ε)), out about the top edge with Rx(−π/2).
        let btt = try play("fold", .push, .fromBottom).scene(at: 0.75)
        expectCorners(btt["presented"], Self.layer(.rotationX(Self.almostPi * 0.25), about: Self.bottomEdge), "BTT in")
        expectCorners(btt["presenting"], Self.layer(.rotationX(-.pi / 2 * 0.75), about: Self.topEdge), "BTT out")
    }

    // MARK: Transform transitions

    @Test func crossTurnsTheStageWithTheOldViewHeldAtMinus90() throws {
        let push = try play("cross")
        for f in [0.0, 0.5, 1.0] {
            let stage = Transform3D.rotationY(.pi / 2 * (1 - f)).about(Self.centre)
            expectCorners(push.scene(at: f)["presented"], stage, "in at \(f)")
            expectCorners(push.scene(at: f)["presenting"], Transform3D.rotationY(-.pi / 2).about(Self.centre).concatenating(stage), "out at \(f)")
        }
        // At mid-time the two faces form an X: mirror images of each other.
        let mid = push.scene(at: 0.5)
        #expect(isClose(mid["presented"]!.quad.topLeft.x, Self.W - mid["presenting"]!.quad.topRight.x, tolerance: 1e-9))
        expectCorners(mid["presenting"], .rotationY(-.pi / 4).about(Self.centre), "out at 45°")
    }

    /// RTL stage: Ry(π/2) then T(W/2, 0, −W/2) → I, decomposed (angle and translation linear), plus
    /// the zPosition dip [0, −36, 0] on the circle pair; out face holds T(−W/2, 0, W/2) then Ry(−π/2).
    static func cubeStage(_ f: Double, rotation: (Double) -> Transform3D = Transform3D.rotationY, offset: (Double, Double) = (W / 2, 0), depth: Double = W)
        -> Transform3D
    {
        let k = 1 - f
        return Self.layer(rotation(.pi / 2 * k).translated(x: offset.0 * k, y: offset.1 * k, z: -depth / 2 * k), z: -36 * arch(f))
    }

    @Test func cubeTurnsAConvexCubeWithCoreAnimationsDecomposedLerp() throws {
        let push = try play("cube")
        let out = Transform3D.translation(x: -Self.W / 2, y: 0, z: Self.W / 2).rotatedY(-.pi / 2).about(Self.centre)
        for f in [0.0, 0.25, 0.5, 0.75, 1.0] {
            let stage = Self.cubeStage(f)
            expectCorners(push.scene(at: f)["presented"], stage, tolerance: 0.1, "in at \(f)")
            expectCorners(push.scene(at: f)["presenting"], out.concatenating(stage), tolerance: 0.1, "out at \(f)")
        }
        // Mid-time: the stage's translation is (0.25 W, 0, −0.25 W), not the rigid (0.354 W, 0, −0.146 W); the dip is −36.
        let stage = try #require(push.stagePose(trackProgress: push.tracks.map { _ in 0.5 }))
        #expect(isClose(stage.translation.x, 0.25 * Self.W) && isClose(stage.translation.y, 0) && isClose(stage.translation.z, -0.25 * Self.W))
        #expect(isClose(stage.rotation.y, .pi / 4) && isClose(stage.zPosition, -36))
        // Start: the out face is flat, the in face hangs off the right edge, its far edge at z = −W: d/(d − z) = 1000/1320.
        let start = push.scene(at: 0)
        expectCorners(start["presenting"], .identity, tolerance: 1e-9, "out flat at the start")
        let inFace = start["presented"]!.quad
        #expect(isClose(inFace.topLeft.x, Self.W, tolerance: 1e-9))
        #expect(isClose(inFace.bottomRight.y - inFace.topRight.y, Self.H * 1000 / 1320, tolerance: 1e-9))
        // The −36 dip at mid-time alone would draw at 0.9653 (`docs/timing.md`, "Geometry numbers").
        #expect(isClose(1000 / (1000 + 36.0), 0.9653, tolerance: 1e-4))
        // TTB: Rx(+π/2) then T(0, −H/2, −H/2), the in face on top.
        let ttb = try play("cube", .push, .fromTop)
        expectCorners(
            ttb.scene(at: 0.5)["presented"], Self.cubeStage(0.5, rotation: Transform3D.rotationX, offset: (0, -Self.H / 2), depth: Self.H),
            tolerance: 0.1, "TTB in at mid-time")
        #expect(isClose(ttb.scene(at: 0)["presented"]!.quad.bottomLeft.y, 0, tolerance: 1e-9))
        // BTT: Rx(−π/2) then T(0, +H/2, −H/2).
        let btt = try play("cube", .push, .fromBottom)
        expectCorners(
            btt.scene(at: 0.25)["presented"], Self.cubeStage(0.25, rotation: { .rotationX(-$0) }, offset: (0, Self.H / 2), depth: Self.H),
            tolerance: 0.1, "BTT in")
        // Pop: the cube turns back; the returning (out) face ends flat.
        expectCorners(try play("cube", .pop).scene(at: 1)["presenting"], .identity, tolerance: 1e-9, "pop end")
    }

    @Test func carrouselTurnsAConcaveRingThatBacksOff() throws {
        let push = try play("carrousel")
        // RTL stage: Ry(−π/2) then T(W/2, 0, W/2) → I with the zPosition dip [0, −W, 0] on the circle pair;
        // out face holds T(−W/2, 0, −W/2) then Ry(π/2).
        func stage(_ f: Double) -> Transform3D {
            Self.layer(Transform3D.rotationY(-.pi / 2 * (1 - f)).translated(x: Self.W / 2 * (1 - f), y: 0, z: Self.W / 2 * (1 - f)), z: -Self.W * Self.arch(f))
        }
        let out = Transform3D.translation(x: -Self.W / 2, y: 0, z: -Self.W / 2).rotatedY(.pi / 2).about(Self.centre)
        for f in [0.0, 0.25, 0.5, 0.75, 1.0] {
            expectCorners(push.scene(at: f)["presented"], stage(f), tolerance: 0.5, "in at \(f)")
            expectCorners(push.scene(at: f)["presenting"], out.concatenating(stage(f)), tolerance: 0.5, "out at \(f)")
        }
        // The in face starts at the right edge and extends toward the viewer (z = +W: drawn at 1000/680).
        let inFace = push.scene(at: 0)["presented"]!.quad
        #expect(isClose(inFace.topLeft.x, Self.W, tolerance: 1e-9))
        #expect(isClose(inFace.bottomRight.y - inFace.topRight.y, Self.H * 1000 / 680, tolerance: 1e-6))
        // TTB as coded: Rx(+π/2) then T(0, +H/2, +H/2): the in face starts at the BOTTOM edge.
        let ttb = try play("carrousel", .push, .fromTop)
        let ttbStage = Self.layer(Transform3D.rotationX(.pi / 4).translated(x: 0, y: Self.H / 4, z: Self.H / 4), z: -Self.H)
        expectCorners(ttb.scene(at: 0.5)["presented"], ttbStage, tolerance: 0.5, "TTB in at mid-time")
        expectCorners(
            ttb.scene(at: 0.5)["presenting"],
            Transform3D.translation(x: 0, y: -Self.H / 2, z: -Self.H / 2).rotatedX(-.pi / 2).about(Self.centre).concatenating(ttbStage),
            tolerance: 0.5, "TTB out at mid-time")
        #expect(isClose(ttb.scene(at: 0)["presented"]!.quad.topLeft.y, Self.H, tolerance: 1e-9))
        // BTT as coded: Rx(−π/2) then T(0, −H/2, +H/2): it starts at the top.
        #expect(isClose(try play("carrousel", .push, .fromBottom).scene(at: 0)["presented"]!.quad.bottomLeft.y, 0, tolerance: 1e-9))
    }

    // MARK: Stacking on pop

    /// ADTransitionController adds the entering view last on pop as on push
    /// (`ADTransitionController/ADTransitionController.m`, `popViewControllerWithTransition:`
    /// around line 257: `[_containerView addSubview:inViewController.view]`; push adds `viewIn` around
    /// line 206), so where the two views meet at one depth the returning view draws on top. These
    /// presets pin no depth of their own (or the same one for both views: ADSwipeTransition.m and
    /// ADSlideTransition.m give both −0.001, ADBackFadeTransition.m both the same keyframes).
    static let addOrderStacked = ["fade", "back-fade", "ghost", "flip", "fold", "cross", "cube", "carrousel", "swap", "swipe", "slide"]

    /// Back to front, as the renderer draws them.
    func drawn(_ name: String, _ op: TransitionOperation, at q: Double) throws -> [String] {
        StageRenderer.drawingOrder(try play(name, op).scene(at: q).views).map(\.id)
    }

    @Test(arguments: addOrderStacked)
    func theEnteringViewDrawsOnTop(_ name: String) throws {
        #expect(try spec(name).reverseStacking == ["presented", "presenting"])
        for q in [0.0, 0.5, 1.0] {
            let push = try play(name, .push).scene(at: q)
            let pop = try play(name, .pop).scene(at: q)
            #expect(try #require(push["presented"]).zIndex > (try #require(push["presenting"])).zIndex, "push at \(q)")
            #expect(try #require(pop["presenting"]).zIndex > (try #require(pop["presented"])).zIndex, "pop at \(q)")
        }
    }

    /// Fade at pop q = 0.5: both views at one depth and half transparent, the returning one on top,
    /// so the screen shows 0.5 × returning + 0.25 × leaving (source over destination).
    @Test func aPoppedFadeBlendsTheReturningViewOnTop() throws {
        for name in ["fade", "back-fade", "ghost"] {
            #expect(try drawn(name, .pop, at: 0.5).last == "presenting", "\(name)")
            #expect(try drawn(name, .push, at: 0.5).last == "presented", "\(name)")
        }
        let views = StageRenderer.drawingOrder(try play("fade", .pop).scene(at: 0.5).views)
        let top = try #require(views.last)
        let bottom = try #require(views.first)
        #expect(top.id == "presenting" && isClose(top.alpha, 0.5) && isClose(bottom.alpha * (1 - top.alpha), 0.25))
    }
}
