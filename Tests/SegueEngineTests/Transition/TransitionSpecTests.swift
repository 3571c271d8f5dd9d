import SegueTestSupport
import Testing

@testable import SegueEngine

/// Reference geometry from `docs/libraries.md` and `docs/timing.md` ("Geometry numbers").
@Suite("TransitionSpec")
struct TransitionSpecTests {
    static let W = 393.0, H = 852.0
    static func e(_ s: String) -> LengthExpression { try! LengthExpression(parsing: s) }

    /// Touchwonders Push at edge .right (`docs/libraries.md`, "Touchwonders/Transition"): the to-view enters from the right by
    /// one full W, the from-view leaves to the left by the same distance.
    static let push = TransitionSpec(
        name: "push", title: "Push", summary: "", origin: .init(library: "Touchwonders/Transition", reproduces: "PushTransitionAnimation"),
        operations: [.push, .present, .tabForward], duration: 0.5, timing: .easeInOut,
        direction: .fromRight, directions: Direction.allCases,
        views: [.init(id: "presenting", role: .presenting), .init(id: "presented", role: .presented, zIndex: 1)],
        tracks: [
            .init(view: "presented", animations: [.init(property: .translationX, values: [e("W"), .zero])]),
            .init(view: "presenting", animations: [.init(property: .translationX, values: [.zero, e("-W")])]),
        ])

    func diagonalsCrossing(_ q: Quad) -> Point {
        let p = q.topLeft
        let r = q.bottomRight - q.topLeft
        let a = q.topRight
        let s = q.bottomLeft - q.topRight
        let t = ((a.x - p.x) * s.y - (a.y - p.y) * s.x) / (r.x * s.y - r.y * s.x)
        return p + r * t
    }

    func leftEdge(_ scene: Scene, _ id: String) -> Double { scene[id]!.quad.topLeft.x }
    func topEdge(_ scene: Scene, _ id: String) -> Double { scene[id]!.quad.topLeft.y }

    @Test func pushMovesBothViewsByTheFullWidth() throws {
        let t = try Self.push.transition(for: .push)
        #expect(t.tracks.count == 2)
        for (f, x) in [(0.0, Self.W), (0.25, 0.75 * Self.W), (0.5, Self.W / 2), (1.0, 0)] {
            let s = t.scene(at: f)
            #expect(isClose(leftEdge(s, "presented"), x))
            #expect(isClose(leftEdge(s, "presenting"), x - Self.W))
            #expect(s["presented"]!.quad.isAxisAligned())
        }
        // With the easeInOut curve at time fraction 0.25: progress 0.129162 (`docs/timing.md`, "Curve reference values").
        #expect(isClose(leftEdge(t.scene(atTimeFraction: 0.25), "presented"), Self.W * (1 - 0.129162), tolerance: 1e-3))
        // The presented view is on top.
        #expect(t.scene(at: 0.5).views.map(\.id) == ["presenting", "presented"])
    }

    @Test func otherDirectionsMapTheAxisAndTheSign() throws {
        let fromLeft = try Self.push.transition(for: .push, direction: .fromLeft).scene(at: 0.25)
        #expect(isClose(leftEdge(fromLeft, "presented"), -0.75 * Self.W))
        #expect(isClose(leftEdge(fromLeft, "presenting"), 0.25 * Self.W))
        // A slide from the right becomes a slide from the bottom by H, not by W.
        let fromBottom = try Self.push.transition(for: .push, direction: .fromBottom).scene(at: 0.25)
        #expect(isClose(topEdge(fromBottom, "presented"), 0.75 * Self.H))
        #expect(isClose(leftEdge(fromBottom, "presented"), 0))
        #expect(isClose(topEdge(fromBottom, "presenting"), -0.25 * Self.H))
        let fromTop = try Self.push.transition(for: .push, direction: .fromTop).scene(at: 0.25)
        #expect(isClose(topEdge(fromTop, "presented"), -0.75 * Self.H))
        #expect(isClose(fromTop["presented"]!.quad.bottomRight.y, 0.25 * Self.H))
    }

    /// ADTransitionController Swap side poses (`docs/libraries.md`, "The transitions", 10): right = Ry(−π/5) then
    /// T(+0.6W); bottom = Rx(+π/5) then T(0, +0.6H); top = Rx(−π/5) then T(0, −0.6H); left = Ry(+π/5) then T(−0.6W).
    @Test func directionMappingTurnsRotationsLikeADTransitionController() throws {
        let spec = TransitionSpec(
            name: "swap", title: "", summary: "", origin: .init(library: "", reproduces: ""), operations: [.push],
            duration: 0.5, timing: .linear, direction: .fromRight, directions: Direction.allCases,
            views: [.init(id: "presented", role: .presented)],
            tracks: [
                .init(
                    view: "presented",
                    animations: [
                        .init(property: .rotationY, values: [.number(-36), .number(-36)]),
                        .init(property: .translationX, values: [Self.e("0.6*W"), Self.e("0.6*W")]),
                    ])
            ])
        let deg = Double.pi / 180
        func pose(_ d: Direction) throws -> ViewPose { try spec.transition(for: .push, direction: d).poses(trackProgress: [0])[0] }
        let right = try pose(.fromRight)
        let bottom = try pose(.fromBottom)
        let top = try pose(.fromTop)
        let left = try pose(.fromLeft)
        #expect(isClose(right.rotation.y, -36 * deg) && isClose(right.translation.x, 0.6 * Self.W))
        #expect(isClose(bottom.rotation.x, 36 * deg) && isClose(bottom.rotation.y, 0) && isClose(bottom.translation.y, 0.6 * Self.H))
        #expect(isClose(top.rotation.x, -36 * deg) && isClose(top.translation.y, -0.6 * Self.H))
        #expect(isClose(left.rotation.y, 36 * deg) && isClose(left.translation.x, -0.6 * Self.W))
    }

    @Test func anchorsAndFramesFollowTheMapping() throws {
        // Glue's out-view anchors (`docs/libraries.md`, "The transitions", 12): RTL left edge (0, 0.5), LTR (1, 0.5), TTB (0.5, 1), BTT (0.5, 0).
        let spec = TransitionSpec(
            name: "glue", title: "", summary: "", origin: .init(library: "", reproduces: ""), operations: [.push],
            duration: 0.5, direction: .fromRight, directions: Direction.allCases,
            views: [.init(id: "menu", role: .presented, frame: .init(x: Self.e("W - 100"), y: .zero, width: .number(100), height: Self.e("H")))],
            tracks: [.init(view: "menu", animations: [.init(property: .anchorX, values: [.number(0), .number(0)])])])
        func pose(_ d: Direction) throws -> ViewPose { try spec.transition(for: .push, direction: d).poses(trackProgress: [0])[0] }
        #expect(try pose(.fromRight).anchor == Point(x: 0, y: 0.5))
        #expect(try pose(.fromLeft).anchor == Point(x: 1, y: 0.5))
        #expect(try pose(.fromTop).anchor == Point(x: 0.5, y: 1))
        #expect(try pose(.fromBottom).anchor == Point(x: 0.5, y: 0))
        // A 100 pt panel on the right edge becomes a 100 pt panel on the bottom edge, full width.
        #expect(try pose(.fromBottom).frame == Rect(x: 0, y: Self.H - 100, width: Self.W, height: 100))
        #expect(try pose(.fromTop).frame == Rect(x: 0, y: 0, width: Self.W, height: 100))
        #expect(try pose(.fromLeft).frame == Rect(x: 0, y: 0, width: 100, height: Self.H))
    }

    /// The FadeTransition layers of `docs/libraries.md`, "Layer ranges": earlyFadeOut [0, 0.2], delayedFadeIn [0.1, 0.4].
    @Test(arguments: [(0.05, 0.25, 0.0), (0.15, 0.75, 1.0 / 6), (0.30, 1.0, 2.0 / 3), (0.50, 1.0, 1.0)])
    func layeredRangesMapTheGlobalFraction(f: Double, fadeOut: Double, fadeIn: Double) throws {
        let spec = TransitionSpec(
            name: "layered-fade", title: "", summary: "", origin: .init(library: "", reproduces: ""), operations: [.push],
            duration: 0.8, timing: .linear,
            views: [.init(id: "presenting", role: .presenting), .init(id: "presented", role: .presented, zIndex: 1)],
            tracks: [
                .init(view: "presenting", range: try AnimationRange(start: 0, end: 0.2), animations: [.init(.alpha, [1, 0])]),
                .init(view: "presented", range: try AnimationRange(start: 0.1, end: 0.4), animations: [.init(.alpha, [0, 1])]),
            ])
        let s = try spec.transition(for: .push).scene(at: f)
        #expect(isClose(s["presenting"]!.alpha, 1 - fadeOut))
        #expect(isClose(s["presented"]!.alpha, fadeIn))
    }

    /// ADTC Cube (`docs/libraries.md`, "The transitions", 16; `docs/timing.md`, "Geometry numbers"): the decomposed lerp puts the
    /// entering face at (0.25W, 0, −0.25W) at mid-time, not on the rigid cube's (0.354W, 0, −0.146W).
    @Test func cubeInterpolatesDecomposedComponentsLinearly() throws {
        let spec = TransitionSpec(
            name: "cube", title: "", summary: "", origin: .init(library: "", reproduces: ""), operations: [.push],
            duration: 0.5, timing: .linear, direction: .fromRight, perspective: 1000,
            views: [.init(id: "presented", role: .presented)],
            tracks: [
                .init(
                    view: "presented",
                    animations: [
                        .init(.rotationY, [90, 0]),
                        .init(property: .translationX, values: [Self.e("W/2"), .zero]),
                        .init(property: .translationZ, values: [Self.e("-W/2"), .zero]),
                    ])
            ])
        let t = try spec.transition(for: .push)
        let mid = t.poses(trackProgress: [0.5])[0]
        #expect(isClose(mid.translation.x, 0.25 * Self.W) && isClose(mid.translation.z, -0.25 * Self.W))
        #expect(isClose(mid.rotation.y, Double.pi / 4))
        // The projected centre: (W/2 + 0.25W, H/2) scaled about the container centre by d/(d − z).
        let q = t.scene(trackProgress: [0.5])["presented"]!.quad
        // Perspective keeps lines straight: the projected centre is where the diagonals cross.
        let centre = diagonalsCrossing(q)
        let s = 1000 / (1000 + 0.25 * Self.W)
        #expect(isClose(centre.x, Self.W / 2 + 0.25 * Self.W * s, tolerance: 1e-6))
        #expect(isClose(centre.y, Self.H / 2, tolerance: 1e-6))
        #expect(isClose(t.scene(trackProgress: [0.5])["presented"]!.depth, -0.25 * Self.W, tolerance: 1e-9))
    }

    /// Perspective scale d/(d − z) (`docs/libraries.md`, "Conventions"): z = −2000 → 1/3, z = −36 → 0.9653.
    @Test(arguments: [(-2000.0, 1.0 / 3), (-36.0, 0.965251), (-160.0, 0.862069)])
    func perspectiveScalesByDistance(z: Double, scale: Double) throws {
        let spec = TransitionSpec(
            name: "back", title: "", summary: "", origin: .init(library: "", reproduces: ""), operations: [.present],
            duration: 0.5, timing: .linear, perspective: 1000,
            views: [.init(id: "presented", role: .presented)],
            tracks: [.init(view: "presented", animations: [.init(.translationZ, [0, z])])])
        let box = try spec.transition(for: .present).scene(at: 1)["presented"]!.quad.boundingBox
        #expect(isClose(box.width, Self.W * scale, tolerance: 1e-3))
        #expect(isClose(box.height, Self.H * scale, tolerance: 1e-3))
        #expect(isClose(box.midX, Self.W / 2) && isClose(box.midY, Self.H / 2))
    }

    @Test func reverseIsTheForwardAtOneMinusQ() throws {
        var spec = Self.push
        spec.tracks[0].range = try AnimationRange(start: 0.1, end: 0.7)
        spec.tracks[1].timing = .cubic(try CubicBezier(0.8, 0, 0, 0.2))
        spec.tracks[1].animations.append(.init(.scale, [1, 0.9, 0.8], keyTimes: [0, 0.3, 1], curves: [.easeOut, .easeIn]))
        let forward = try spec.transition(for: .push)
        let reverse = try spec.transition(for: .pop)
        #expect(isClose(reverse.tracks[0].range.start, 0.3) && isClose(reverse.tracks[0].range.end, 0.9))
        guard case .cubic(let reversed) = reverse.tracks[1].curve else {
            Issue.record("not cubic")
            return
        }
        // (x1, y1, x2, y2) reversed is (1 − x2, 1 − y2, 1 − x1, 1 − y1).
        #expect(isClose(reversed.x1, 1) && isClose(reversed.y1, 0.8) && isClose(reversed.x2, 0.2) && isClose(reversed.y2, 1))
        for q in stride(from: 0.0, through: 1.0, by: 0.05) {
            for (r, f) in [(reverse.scene(atTimeFraction: q), forward.scene(atTimeFraction: 1 - q)), (reverse.scene(at: q), forward.scene(at: 1 - q))] {
                for id in ["presenting", "presented"] {
                    for (a, b) in zip(r[id]!.quad.corners, f[id]!.quad.corners) {
                        #expect(isClose(a.x, b.x, tolerance: 1e-6) && isClose(a.y, b.y, tolerance: 1e-6), "q = \(q), \(id)")
                    }
                }
            }
        }
    }

    @Test("a step in an automatic reverse holds, from the step on, the value that comes after it in played time, as the exported file's reversed keyframes do")
    func reverseStepTakesTheLaterValueInPlayedTime() throws {
        var spec = Self.push
        spec.tracks[1].timing = .linear
        spec.tracks[1].animations = [.init(.alpha, [1, 1, 0, 0], keyTimes: [0, 0.5, 0.5, 1])]
        let forward = try spec.transition(for: .push)
        let reverse = try spec.transition(for: .pop)
        #expect(forward.scene(at: 0.5)["presenting"]!.alpha == 0)
        #expect(reverse.scene(at: 0.5)["presenting"]!.alpha == 1)
        #expect(reverse.scene(at: 0.49)["presenting"]!.alpha == 0 && reverse.scene(at: 0.51)["presenting"]!.alpha == 1)
    }

    @Test func ownReverseTracksStartWhereTheForwardEnds() throws {
        var spec = Self.push
        spec.views[0].alpha = 1
        spec.tracks[1].animations.append(.init(.alpha, [1, 0.5]))
        // Dismiss: only the presented view slides back out; the presenting view keeps its end state.
        spec.reverse = .tracks([.init(view: "presented", timing: .easeIn, animations: [.init(property: .translationX, values: [.zero, Self.e("W")])])])
        let pop = try spec.transition(for: .pop)
        #expect(pop.tracks == [TrackTiming(range: .full, curve: .easeIn)])
        let start = pop.scene(at: 0)
        let end = pop.scene(at: 1)
        #expect(isClose(leftEdge(start, "presenting"), -Self.W) && isClose(start["presenting"]!.alpha, 0.5))
        #expect(isClose(leftEdge(start, "presented"), 0) && isClose(leftEdge(end, "presented"), Self.W))
    }

    @Test func tabBackPlaysTheForwardTracksFromTheOtherSide() throws {
        let back = try Self.push.transition(for: .tabBack, direction: .fromRight)
        #expect(back.direction == .fromLeft)
        #expect(isClose(leftEdge(back.scene(at: 0), "presented"), -Self.W))
        #expect(isClose(leftEdge(back.scene(at: 0), "presenting"), 0))
    }

    @Test func springOvershootContinuesTheLastSegment() throws {
        let t = try Self.push.transition(for: .push)
        #expect(isClose(leftEdge(t.scene(trackProgress: [1.05, 1.05]), "presented"), -0.05 * Self.W))
        #expect(isClose(leftEdge(t.scene(trackProgress: [-0.1, 0]), "presented"), 1.1 * Self.W))
    }

    @Test func refusesOperationsAndDirectionsItDoesNotDeclare() {
        var spec = Self.push
        spec.operations = [.present]
        spec.directions = [.fromRight, .fromLeft]
        #expect(spec.supportedOperations == [.present, .dismiss])
        #expect(throws: TransitionSpec.PlayError.unsupportedOperation(.push, supported: [.present, .dismiss])) { try spec.transition(for: .push) }
        #expect(throws: TransitionSpec.PlayError.unsupportedDirection(.fromTop, supported: [.fromRight, .fromLeft])) {
            try spec.transition(for: .present, direction: .fromTop)
        }
    }

    @Test func interactionsFollowTheDirection() throws {
        var spec = Self.push
        spec.interactions = [
            .init(operation: .pop, pan: .fromLeft, edgeZone: 20, distance: .width, completion: try CompletionPolicy(.flick, values: [0.333, 1200]))
        ]
        #expect(spec.interaction(for: .pop)?.pan == .fromLeft)
        #expect(spec.interaction(for: .pop, direction: .fromBottom)?.pan == .fromTop)
        #expect(spec.interaction(for: .pop, direction: .fromBottom)?.distance == .height)
        #expect(spec.interaction(for: .push) == nil)
    }

    @Test("implicit-duration springs set the effective duration (Touchwonders' TransitionDriver); ranges stay fractions of it")
    func effectiveDuration() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
        let settle = spring.settlingDuration
        // A spring track starting at 0.5 of 1 s ends at 0.5 + settle: the transition grows to that.
        let grown = TransitionSpec.effectiveDuration(
            duration: 1,
            tracks: [TrackTiming(range: .full, curve: .linear), TrackTiming(range: try AnimationRange(start: 0.5, end: 1), curve: .spring(spring))],
            isSharedElement: [false, false])
        #expect(isClose(grown, 0.5 + settle))
        // A shared element's spring sets the duration even when shorter.
        let shared = TransitionSpec.effectiveDuration(
            duration: 2, tracks: [TrackTiming(range: .full, curve: .linear), TrackTiming(range: .full, curve: .spring(spring))],
            isSharedElement: [false, true])
        #expect(isClose(shared, settle))
        // Without such a spring the nominal duration stands.
        let plain = [TrackTiming(range: try AnimationRange(start: 0.2, end: 0.6), curve: .easeIn)]
        #expect(TransitionSpec.effectiveDuration(duration: 1, tracks: plain, isSharedElement: [false]) == 1)
    }

    /// Touchwonders runs a layer over range × effective duration (its TransitionDriver's layer animators): a layer written
    /// for 0–0.5 of a transition whose spring layer stretches it to 0.5 + settle seconds still ends
    /// at half of the transition, not at 0.5 s.
    @Test("a spring-timed layered spec: each range is a fraction of the effective duration")
    func rangesAreFractionsOfTheEffectiveDuration() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
        let spec = TransitionSpec(
            name: "layered", title: "Layered", summary: "", origin: .init(library: "Touchwonders/Transition", reproduces: "AnimationLayer"),
            operations: [.push], duration: 1, timing: .linear,
            views: [.init(id: "presenting", role: .presenting), .init(id: "presented", role: .presented, zIndex: 1)],
            tracks: [
                .init(view: "presenting", range: try AnimationRange(start: 0, end: 0.5), animations: [.init(.alpha, [1, 0])]),
                .init(view: "presented", range: try AnimationRange(start: 0.5, end: 1), timing: .spring(spring), animations: [.init(.translationX, [100, 0])]),
            ])
        let push = try spec.transition(for: .push)
        #expect(isClose(push.duration, 0.5 + spring.settlingDuration))
        #expect(push.tracks.map(\.range) == spec.tracks.map(\.range))
        for (f, alpha) in [(0.0, 1.0), (0.25, 0.5), (0.4, 0.2), (0.5, 0.0), (0.75, 0.0)] {
            #expect(isClose(push.scene(at: f)["presenting"]!.alpha, alpha), "alpha at \(f)")
        }
        #expect(isClose(push.scene(at: 0.75)["presented"]!.quad.topLeft.x, 50))
    }
}

extension Quad {
    /// Whether the quad is an axis-aligned rectangle (to within `tolerance` points).
    fileprivate func isAxisAligned(tolerance: Double = 1e-6) -> Bool {
        abs(topLeft.y - topRight.y) <= tolerance && abs(bottomLeft.y - bottomRight.y) <= tolerance
            && abs(topLeft.x - bottomLeft.x) <= tolerance && abs(topRight.x - bottomRight.x) <= tolerance
    }
}
