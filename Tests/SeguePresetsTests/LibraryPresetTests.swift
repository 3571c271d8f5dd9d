import Foundation
import SegueEngine
import SegueTestSupport
import Testing

@testable import SeguePresets

/// The library presets against numbers computed from `docs/libraries.md` (AlertTransition,
/// EasyTransitions, AZTransitions, Touchwonders/Transition), on the default 393 × 852 container, at the
/// start, middle, end and every keyframe, forward and reverse. Progress is the scrubbed fraction
/// (`scene(at:)`: each track at its local fraction, no curve), so keyframe values are exact.
@Suite("Library presets")
struct LibraryPresetTests {
    static let W = 393.0, H = 852.0
    static let catalog = PresetCatalog.builtIn()

    static func scene(_ name: String, _ op: TransitionOperation, _ f: Double, direction: Direction? = nil) throws -> Scene {
        try #require(catalog[name], "no preset \(name)").transition(for: op, direction: direction).scene(at: f)
    }

    static func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
        isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
    }

    static func close(_ q: Quad, _ corners: [Point], _ tolerance: Double = 1e-6) -> Bool {
        zip(q.corners, corners).allSatisfy { close($0, $1, tolerance) }
    }

    static func corners(_ r: Rect) -> [Point] { Quad(r).corners }

    static func centre(_ q: Quad) -> Point {
        Point(x: q.corners.map(\.x).reduce(0, +) / 4, y: q.corners.map(\.y).reduce(0, +) / 4)
    }

    // MARK: AlertTransition EasyTransition

    /// One AlertTransition `AnimationType` acting on points relative to the anchor (in array order).
    enum Step {
        case translation(Double, Double)
        case rotation(Double)
        case scale(Double)

        func apply(_ p: Point) -> Point {
            switch self {
            case .translation(let x, let y): Point(x: p.x + x, y: p.y + y)
            case .rotation(let a): Point(x: p.x * cos(a) - p.y * sin(a), y: p.x * sin(a) + p.y * cos(a))
            case .scale(let s): Point(x: p.x * s, y: p.y * s)
            }
        }

        /// The step a fraction `t` of the way from it to identity (components interpolate linearly).
        func toward(identity t: Double) -> Step {
            switch self {
            case .translation(let x, let y): .translation(x * (1 - t), y * (1 - t))
            case .rotation(let a): .rotation(a * (1 - t))
            case .scale(let s): .scale(s + (1 - s) * t)
            }
        }
    }

    static let alert = Rect(x: (393 - 200) / 2, y: (852 - 250) / 2, width: 200, height: 250)

    /// The alert's corners under `steps`, about its top-left corner (`anchored`) or its centre.
    static func alertCorners(_ steps: [Step], anchored: Bool) -> [Point] {
        let pivot = anchored ? alert.origin : Point(x: alert.midX, y: alert.midY)
        return corners(alert).map { c in
            let p = steps.reduce(Point(x: c.x - pivot.x, y: c.y - pivot.y)) { $1.apply($0) }
            return Point(x: pivot.x + p.x, y: pivot.y + p.y)
        }
    }

    struct EasyDemo: Sendable, CustomStringConvertible {
        var name: String
        var start: [Step]
        var startAlpha: Double
        var end: [Step]?
        var endAlpha: Double?
        var anchored: Bool
        var description: String { name }
    }

    /// EasyTransition's demo table in `docs/libraries.md` (start and end transforms; rotations about the top-left corner).
    static let demos: [EasyDemo] = [
        EasyDemo(name: "easy-translation", start: [.translation(0, 500)], startAlpha: 1, anchored: false),
        EasyDemo(name: "easy-rotation", start: [.rotation(.pi / 2)], startAlpha: 1, anchored: true),
        EasyDemo(name: "easy-scale", start: [.scale(0.1)], startAlpha: 1, anchored: false),
        EasyDemo(name: "easy-alpha", start: [], startAlpha: 0, anchored: false),
        EasyDemo(
            name: "easy-translation-alpha", start: [.translation(0, -100)], startAlpha: 0,
            end: [.translation(0, 100)], endAlpha: 0, anchored: false),
        EasyDemo(name: "easy-scale-alpha", start: [.scale(0.5)], startAlpha: 0, anchored: false),
        EasyDemo(name: "easy-rotation-alpha", start: [.rotation(.pi / 2)], startAlpha: 0, anchored: true),
        EasyDemo(
            name: "easy-translation-rotation", start: [.rotation(-0.75), .translation(0, -300)], startAlpha: 1,
            end: [.scale(0.5)], endAlpha: 0, anchored: true),
        EasyDemo(name: "easy-all", start: [.rotation(0.75), .scale(0.5), .translation(0, 200)], startAlpha: 0, anchored: true),
        EasyDemo(name: "easy-presenting-scale", start: [.scale(0.5)], startAlpha: 0, anchored: false),
        EasyDemo(name: "easy-bouncy", start: [.translation(0, 500)], startAlpha: 1, anchored: false),
        // The storyboard demo's third row (EasyStoryboardController): 1.5 rad, not π/2.
        EasyDemo(name: "easy-storyboard", start: [.rotation(1.5)], startAlpha: 0, anchored: true),
    ]

    @Test(arguments: demos)
    func easyTransitionDemo(demo: EasyDemo) throws {
        let spec = try #require(Self.catalog[demo.name])
        #expect(spec.duration == 0.25 && spec.origin.library == "loopeer/AlertTransition")
        for f in [0, 0.25, 0.5, 1] {
            let s = try Self.scene(demo.name, .present, f)
            let steps = demo.start.map { $0.toward(identity: f) }
            #expect(Self.close(s["presented"]!.quad, Self.alertCorners(steps, anchored: demo.anchored)), "present at \(f)")
            #expect(isClose(s["presented"]!.alpha, demo.startAlpha + (1 - demo.startAlpha) * f))
            #expect(isClose(s["background"]!.alpha, 0.5 * f), "the black mask shows at 50 %")
        }
        // Dismiss: identity → end transforms (the start ones when the demo gives none).
        let end = demo.end ?? demo.start
        let endAlpha = demo.endAlpha ?? demo.startAlpha
        for q in [0, 0.5, 1] {
            let s = try Self.scene(demo.name, .dismiss, q)
            let steps = end.map { $0.toward(identity: 1 - q) }
            #expect(Self.close(s["presented"]!.quad, Self.alertCorners(steps, anchored: demo.anchored)), "dismiss at \(q)")
            #expect(isClose(s["presented"]!.alpha, 1 + (endAlpha - 1) * q))
            #expect(isClose(s["background"]!.alpha, 0.5 * (1 - q)))
        }
        // EasyPercentDrivenTransition is not percent-driven: the alert follows the finger, more than
        // 70 pt on either axis dismisses, anything shorter springs back (0.33 s, damping 0.5).
        #expect(spec.interaction(for: .dismiss) == nil, "no percent-driven pan")
        let direct = spec.directInteraction(for: .dismiss)
        if demo.name == "easy-translation" {
            #expect(direct == nil, "closeGesture = true")
        } else {
            #expect(direct == TransitionSpec.DirectInteraction(operation: .dismiss, view: "presented", rule: .alertTransition))
        }
    }

    @Test func easyDemoTimings() throws {
        let bouncy = Self.catalog["easy-bouncy"]!
        #expect(try bouncy.transition(for: .present).tracks[0].curve == TimingCurve(spec: "spring(dampingRatio: 0.3)"))
        #expect(try bouncy.transition(for: .dismiss).tracks[0].curve == TimingCurve(spec: "spring(dampingRatio: 0.7)"))
        #expect(try Self.catalog["easy-all"]!.transition(for: .dismiss).tracks[0].curve == TimingCurve(spec: "spring(dampingRatio: 0.7)"))
        // The presenting view shrinks to 0.9 in the same spring, and comes back on dismiss.
        let full = Self.corners(Rect(x: 0, y: 0, width: Self.W, height: Self.H))
        let shrunk = full.map { Point(x: Self.W / 2 + ($0.x - Self.W / 2) * 0.9, y: Self.H / 2 + ($0.y - Self.H / 2) * 0.9) }
        #expect(Self.close(try Self.scene("easy-presenting-scale", .present, 1)["presenting"]!.quad, shrunk))
        #expect(Self.close(try Self.scene("easy-presenting-scale", .dismiss, 1)["presenting"]!.quad, full))
    }

    // MARK: AlertTransition Menu, Trolley, Bubble

    @Test func menuRevealsWithHalfSpeedParallax() throws {
        let M = Self.H / 1136 * 511  // 383.25
        #expect(isClose(M, 383.25))
        for f in [0, 0.5, 1] {
            for (op, p) in [(TransitionOperation.present, f), (.dismiss, 1 - f)] {
                let s = try Self.scene("menu", op, f)
                #expect(Self.close(s["presented"]!.quad.topLeft, Point(x: -M / 2 * (1 - p), y: 0)), "\(op) \(f)")
                #expect(isClose(s["presented"]!.quad.topRight.x - s["presented"]!.quad.topLeft.x, M))
                #expect(isClose(s["presenting"]!.quad.topLeft.x, M * p))
                #expect(s["background"]!.quad == s["presenting"]!.quad, "the mask follows the presenting view")
                #expect(isClose(s["background"]!.alpha, 0.5 * p))
            }
        }
        let spec = Self.catalog["menu"]!
        #expect(spec.timing == .linear && spec.duration == 0.25)
        let open = try #require(spec.interaction(for: .present))
        let close = try #require(spec.interaction(for: .dismiss))
        #expect(open.pan == .fromLeft && open.edgeZone == 40 && isClose(open.distance.value(in: .phonePortrait), M))
        #expect(close.pan == .fromRight && close.edgeZone == nil && isClose(close.distance.value(in: .phonePortrait), M))
        #expect(open.completion == (try CompletionPolicy(parsing: "percent(0.5)")))
    }

    /// TrolleyTransition's presenting-view keyframes: identity, firstTransform, secondTransform.
    @Test func trolleyTiltsBackThenSettles() throws {
        let W = Self.W
        let H = Self.H
        let h = W / 638 * 893
        let a = 15 * Double.pi / 180
        let d = 6000.0
        // firstTransform on a point relative to the centre: T(0, 0, −100), Rx(15°), S(0.85, 0.85, 1), perspective.
        func first(_ x: Double, _ y: Double) -> Point {
            let z0 = -100.0
            let y1 = y * cos(a) - z0 * sin(a)
            let z1 = y * sin(a) + z0 * cos(a)
            let k = d / (d - z1)
            return Point(x: W / 2 + 0.85 * x * k, y: H / 2 + 0.85 * y1 * k)
        }
        let half = [(-W / 2, -H / 2), (W / 2, -H / 2), (W / 2, H / 2), (-W / 2, H / 2)]
        for (op, f) in [(TransitionOperation.present, 0.5), (.dismiss, 0.5)] {
            let s = try Self.scene("trolley", op, f)
            #expect(Self.close(s["presenting"]!.quad, half.map { first($0.0, $0.1) }, 1e-9), "\(op) at \(f)")
            #expect(
                s["presenting"]!.quad.topRight.x - s["presenting"]!.quad.topLeft.x
                    < s["presenting"]!.quad.bottomRight.x - s["presenting"]!.quad.bottomLeft.x, "the top edge tilts away")
        }
        let second = half.map { Point(x: W / 2 + 0.85 * $0.0, y: H / 2 - 20 + 0.85 * $0.1) }
        let full = Self.corners(Rect(x: 0, y: 0, width: W, height: H))
        for (op, f, expected) in [(TransitionOperation.present, 0.0, full), (.present, 1, second), (.dismiss, 0, second), (.dismiss, 1, full)] {
            #expect(Self.close(try Self.scene("trolley", op, f)["presenting"]!.quad, expected), "\(op) at \(f)")
        }
        let card = Rect(x: 0, y: H - h, width: W, height: h)
        #expect(isClose(h, 550.0768, tolerance: 1e-4))
        #expect(Self.close(try Self.scene("trolley", .present, 0)["presented"]!.quad, Self.corners(card.offsetBy(dx: 0, dy: h))))
        #expect(Self.close(try Self.scene("trolley", .present, 0.5)["presented"]!.quad, Self.corners(card.offsetBy(dx: 0, dy: h / 2))))
        #expect(Self.close(try Self.scene("trolley", .present, 1)["presented"]!.quad, Self.corners(card)))
        #expect(Self.close(try Self.scene("trolley", .dismiss, 1)["presented"]!.quad, Self.corners(card.offsetBy(dx: 0, dy: h))))
        #expect(isClose(try Self.scene("trolley", .present, 1)["background"]!.alpha, 0.5))
        #expect(Self.catalog["trolley"]!.duration == 0.5)
    }

    /// Between the keyframes Core Animation interpolates the decomposed transforms, perspective
    /// included (docs/transforms.md): the eye grows in from infinitely far instead of standing at
    /// 6000 pt from the start. AlertTransition `AlertTransition/Transitions/TrolleyTransition.swift`
    /// lines 30–34 (present) and 47–51 (dismiss): two `UIView.animate` halves of `duration/2` = 0.25 s,
    /// each easeInOut, identity → `firstTransform()` (lines 58–65, m34 = 1/-6000 from line 13) →
    /// `secondTransform()` (lines 67–73); the dismissal runs them back. Half way through the first
    /// half (t = 0.125 s) the source puts the corners at (16.246, 48.331) and (378.568, 829.316);
    /// half way through the second at (32.303, 72.759) and (363.734, 787.441) (the matrices
    /// Chromium's interpolation gives, projected). Holding the eye at 6000 pt gave (17.709, 52.529).
    @Test func trolleyInterpolatesItsTransformsAsCoreAnimationDoes() throws {
        let expected: [(f: Double, topLeft: Point, bottomRight: Point)] = [
            (0.25, Point(x: 16.246, y: 48.331), Point(x: 378.568, y: 829.316)),
            (0.75, Point(x: 32.303, y: 72.759), Point(x: 363.734, y: 787.441)),
        ]
        for e in expected {
            for (op, f) in [(TransitionOperation.present, e.f), (.dismiss, 1 - e.f)] {
                let q = try Self.scene("trolley", op, f)["presenting"]!.quad
                #expect(Self.close(q.topLeft, e.topLeft, 5e-4) && Self.close(q.bottomRight, e.bottomRight, 5e-4), "\(op) at \(f): \(q)")
            }
        }
    }

    @Test func bubbleGrowsFromTheStartingPoint() throws {
        let W = Self.W
        let H = Self.H
        let start = Point(x: W / 2, y: H - 50)
        let diameter = 2 * ((W / 2) * (W / 2) + (H - 50) * (H - 50)).squareRoot()
        for (op, f, scale) in [(TransitionOperation.present, 0.0, 0.001), (.present, 0.5, 0.5005), (.present, 1, 1), (.dismiss, 0, 1), (.dismiss, 1, 0.001)] {
            let s = try Self.scene("bubble", op, f)
            let bubble = s["bubble"]!.quad
            let presented = s["presented"]!.quad
            #expect(Self.close(Self.centre(bubble), start, 1e-6), "the bubble stays centred on the starting point")
            #expect(isClose(bubble.topRight.x - bubble.topLeft.x, diameter * scale, tolerance: 1e-6))
            let t = (scale - 0.001) / 0.999
            let c = Point(x: W / 2, y: start.y + (H / 2 - start.y) * t)
            #expect(Self.close(Self.centre(presented), c, 1e-6), "\(op) at \(f)")
            #expect(isClose(presented.topRight.x - presented.topLeft.x, W * scale, tolerance: 1e-6))
            #expect(isClose(s["presented"]!.alpha, t, tolerance: 1e-9))
        }
        #expect(try Self.scene("bubble", .present, 1)["bubble"]!.style.fill == RGBColor(hex: "#ff0000"))
    }

    /// StarWallTransition (AlertTransition's demo): present fades the alert 0 → 1 over `duration` (0.25 s, UIView's
    /// easeInOut) above the 50 % mask; the OpenGL dismissal is replaced by the same fade backwards,
    /// and the summary says so. No gesture (the base AlertTransition installs none).
    @Test func starWallFadesInAndFadesOutInsteadOfExploding() throws {
        let spec = try #require(Self.catalog["star-wall"])
        #expect(spec.duration == 0.25 && spec.timing == .easeInOut && spec.interactions.isEmpty)
        for f in [0, 0.25, 0.5, 1] {
            let s = try Self.scene("star-wall", .present, f)
            #expect(Self.close(s["presented"]!.quad, Self.corners(Self.alert)), "the alert does not move")
            #expect(isClose(s["presented"]!.alpha, f) && isClose(s["background"]!.alpha, 0.5 * f))
            let d = try Self.scene("star-wall", .dismiss, f)
            #expect(isClose(d["presented"]!.alpha, 1 - f) && isClose(d["background"]!.alpha, 0.5 * (1 - f)))
        }
        guard case .standIn(let what, let original)? = spec.fidelity else {
            Issue.record("star-wall is a stand-in: \(String(describing: spec.fidelity))")
            return
        }
        #expect(what.contains("fade out") && original.contains("OpenGL"))
    }

    // MARK: EasyTransitions

    @Test func appStoreCardExpandsToFullScreen() throws {
        let card = Rect(x: 20, y: 100, width: Self.W - 40, height: 412)
        let full = Rect(x: 0, y: 0, width: Self.W, height: Self.H)
        func lerp(_ f: Double) -> Rect {
            Rect(x: 20 * (1 - f), y: 100 * (1 - f), width: card.width + 40 * f, height: 412 + (Self.H - 412) * f)
        }
        for f in [0, 0.5, 1] {
            let s = try Self.scene("app-store", .present, f)
            #expect(Self.close(s["presented"]!.quad, Self.corners(lerp(f))))
            #expect(isClose(s["presented"]!.style.cornerRadius, 13 * (1 - f)))
            #expect(isClose(s["background"]!.alpha, f) && s["background"]!.style.kind == .blur)
            let d = try Self.scene("app-store", .dismiss, f)
            #expect(Self.close(d["presented"]!.quad, Self.corners(lerp(1 - f))))
        }
        #expect(Self.close(try Self.scene("app-store", .dismiss, 0)["presented"]!.quad, Self.corners(full)))
        let spec = Self.catalog["app-store"]!
        let spring = try TimingCurve(spec: "spring(dampingRatio: 0.8)")
        #expect(spec.duration == 0.85 && spec.timing == spring)
        let pull = try #require(spec.interaction(for: .dismiss))
        #expect(pull.pan == .fromTop && pull.distance == .height)
        #expect(pull.completion == (try CompletionPolicy(parsing: "percent-or-velocity")))
    }

    @Test func presentationSheetRisesFromTheBottomEdge() throws {
        // The demo's frame: x 10, y = H - 380, 355 × 370 (PresentationViewController in EasyTransitions' demo).
        let sheet = Rect(x: 10, y: Self.H - 380, width: 355, height: 370)
        for f in [0, 0.5, 1] {
            let s = try Self.scene("presentation-sheet", .present, f)
            #expect(Self.close(s["presented"]!.quad, Self.corners(sheet.offsetBy(dx: 0, dy: 380 * (1 - f)))))
            #expect(isClose(s["background"]!.alpha, 0.5 * f))
            let d = try Self.scene("presentation-sheet", .dismiss, f)
            #expect(Self.close(d["presented"]!.quad, Self.corners(sheet.offsetBy(dx: 0, dy: 380 * f))))
        }
        #expect(isClose(try Self.scene("presentation-sheet", .present, 0)["presented"]!.quad.topLeft.y, Self.H), "the top sits at the bottom edge")
        let spec = Self.catalog["presentation-sheet"]!
        #expect(spec.duration == 1.0)
        #expect(spec.interaction(for: .present)?.pan == .fromBottom && spec.interaction(for: .present)?.distance == .height)
        #expect(spec.interaction(for: .dismiss)?.pan == .fromTop && spec.interaction(for: .dismiss)?.distance.value(in: .phonePortrait) == 370)
    }

    @Test func showPushesWithThirtyPercentParallax() throws {
        for f in [0, 0.5, 1] {
            let push = try Self.scene("show", .push, f)
            let pop = try Self.scene("show", .pop, f)
            #expect(isClose(push["presented"]!.quad.topLeft.x, Self.W * (1 - f)))
            #expect(isClose(push["presenting"]!.quad.topLeft.x, -0.3 * Self.W * f))
            #expect(isClose(pop["presented"]!.quad.topLeft.x, Self.W * f), "pop: the from-view leaves to +W")
            #expect(isClose(pop["presenting"]!.quad.topLeft.x, -0.3 * Self.W * (1 - f)), "pop: the to-view comes back from -0.3 W")
            #expect(pop.views.last?.id == "presented")
        }
        let spec = Self.catalog["show"]!
        #expect(spec.duration == 0.7 && spec.interaction(for: .pop)?.pan == .fromTop && spec.interaction(for: .push) == nil)
    }

    // MARK: AZTransitions

    @Test func fashionSlotsTheTwoCards() throws {
        let W = Self.W
        let H = Self.H
        func card(centreX: Double, scale: Double) -> [Point] {
            Self.corners(Rect(x: centreX - W * scale / 2, y: H / 2 - H * scale / 2, width: W * scale, height: H * scale))
        }
        // (fraction, presenting centre and scale, presented centre and scale, top view)
        let present: [(Double, Double, Double, Double, Double, String)] = [
            (0, 0.5, 1, 0.725, 0.35, "presenting"),
            (0.25, 0.3875, 0.675, 0.725, 0.35, "presenting"),
            (0.5, 0.275, 0.35, 0.725, 0.35, "presented"),
            (0.75, 0.275, 0.35, 0.6125, 0.675, "presented"),
            (1, 0.275, 0.35, 0.5, 1, "presented"),
        ]
        for (f, ax, asc, bx, bsc, top) in present {
            for (op, p) in [(TransitionOperation.present, f), (.dismiss, 1 - f)] {
                let s = try Self.scene("fashion", op, p)
                #expect(Self.close(s["presenting"]!.quad, card(centreX: ax * W, scale: asc)), "\(op) at \(p)")
                #expect(Self.close(s["presented"]!.quad, card(centreX: bx * W, scale: bsc)), "\(op) at \(p)")
                // At the stacking step (0.5) each operation shows the order from the step on in its own
                // played time: the dismissal has the presenting card on top again.
                let onTop = op == .dismiss && p == 0.5 ? "presenting" : top
                #expect(s.views.last?.id == onTop, "\(op) at \(p)")
            }
        }
        #expect(Self.catalog["fashion"]!.background == .black && Self.catalog["fashion"]!.duration == 1.0)
    }

    @Test func alphaByStepDimsThenFadesIn() throws {
        for (f, from, to) in [(0.0, 1.0, 0.0), (0.25, 0.75, 0), (0.5, 0.5, 0), (0.75, 0.75, 0.4), (1, 1, 0.8)] {
            let s = try Self.scene("alpha-by-step", .present, f)
            #expect(isClose(s["presenting"]!.alpha, from) && isClose(s["presented"]!.alpha, to), "at \(f)")
        }
        // No dismissal of its own: the system's cover-vertical slide, the view staying at 0.8.
        for f in [0, 0.5, 1] {
            let s = try Self.scene("alpha-by-step", .dismiss, f)
            #expect(isClose(s["presented"]!.quad.topLeft.y, Self.H * f) && isClose(s["presented"]!.alpha, 0.8))
        }
    }

    // MARK: Touchwonders

    @Test func tabShapeSwingsInFromTheSideOfTheNewIndex() throws {
        let W = Self.W
        let H = Self.H
        let a = 0.05 * Double.pi
        for (op, sign) in [(TransitionOperation.tabForward, 1.0), (.tabBack, -1.0)] {
            for f in [0, 0.5, 1] {
                let s = try Self.scene("tab-shape", op, f)
                let q = s["presented"]!.quad
                let angle = atan2(q.topRight.y - q.topLeft.y, q.topRight.x - q.topLeft.x)
                let scale = 1.2 - 0.2 * f
                #expect(isClose(angle, sign * a * (1 - f), tolerance: 1e-9), "\(op) at \(f)")
                #expect(Self.close(Self.centre(q), Point(x: W / 2 + sign * 1.2 * W * (1 - f), y: H / 2)), "\(op) at \(f)")
                #expect(isClose(hypot(q.topRight.x - q.topLeft.x, q.topRight.y - q.topLeft.y), W * scale, tolerance: 1e-9))
                #expect(isClose(s["background"]!.alpha, f) && s["background"]!.style.kind == .blur)
            }
        }
        let spec = Self.catalog["tab-shape"]!
        #expect(spec.duration == 0.4 && spec.timing == .easeOut)
        #expect(spec.interaction(for: .tabForward)?.pan == .fromRight && spec.interaction(for: .tabBack)?.pan == .fromLeft)
        #expect(spec.interaction(for: .tabForward)!.completion == (try CompletionPolicy(parsing: "flick")))
    }

    @Test func sharedElementMovesIntoTheDropTarget() throws {
        let W = Self.W
        let H = Self.H
        let source = Rect(x: W / 2 - 40, y: 0.75 * H, width: 80, height: 80)
        let target = Rect(x: W / 2 - 40, y: 0.25 * H - 40, width: 80, height: 80)
        func shape(_ t: Double) -> Rect { source.offsetBy(dx: 0, dy: (target.minY - source.minY) * t) }
        // The shared element's spring (2, 1500, 98) settles in 0.310 s, which becomes the transition's
        // duration; the drop target's full-range layer runs over all of it (range × effective duration).
        let settle = try Spring(mass: 2, stiffness: 1500, damping: 98).settlingDuration
        #expect(isClose(settle, 0.310, tolerance: 1e-3))
        for f in [0, 0.5, 0.9, 1] {
            let target = f
            let s = try Self.scene("shared-element", .present, f)
            #expect(Self.close(s["sharedElement"]!.quad, Self.corners(shape(f))))
            #expect(isClose(s["presented"]!.quad.topLeft.y, -H + 0.5 * H * target), "the drop target comes down to -0.5 H")
            let d = try Self.scene("shared-element", .dismiss, f)
            #expect(Self.close(d["sharedElement"]!.quad, Self.corners(shape(1 - f))))
            #expect(isClose(d["presented"]!.quad.topLeft.y, -0.5 * H - 0.5 * H * target), "dismissal lifts it fully up")
        }
        #expect(isClose(try Self.catalog["shared-element"]!.transition(for: .present).duration, settle))
        let spec = Self.catalog["shared-element"]!
        let present = try spec.transition(for: .present)
        let dismiss = try spec.transition(for: .dismiss)
        let spring = try TimingCurve(spec: "spring(mass: 2, stiffness: 1500, damping: 98)")
        #expect(present.tracks.map(\.curve) == [.easeOut, spring] && dismiss.tracks.map(\.curve) == [.easeIn, spring])
        #expect(spring.hasImplicitDuration && spec.duration == 0.3)
        #expect(
            isClose(spec.interaction(for: .present)!.distance.value(in: .phonePortrait), source.minY - target.minY), "progress 1 = the shape's way to the hole")
        // ShapeInteractionController.swift lines 129–140: isFlickUp || lastFractionComplete > 1/3, both ways.
        for operation in [TransitionOperation.present, .dismiss] {
            #expect(spec.interaction(for: operation)!.completion == (try CompletionPolicy(parsing: "forward-flick(1/3, 1200)")))
        }
        // The source screen's 0.15 s hint plays outside the transition: the summary declares it.
        #expect(spec.summary.contains("Left out: the 0.15 s hint"))
    }

    static let mine = [
        "easy-translation", "easy-rotation", "easy-scale", "easy-alpha", "easy-translation-alpha",
        "easy-scale-alpha", "easy-rotation-alpha", "easy-translation-rotation", "easy-all",
        "easy-presenting-scale", "easy-bouncy", "menu", "trolley", "bubble", "app-store",
        "presentation-sheet", "show", "fashion", "alpha-by-step", "tab-shape", "shared-element", "easy-storyboard", "star-wall",
    ]

    /// Each of these presets names its library and class in its summary.
    @Test func summariesSayWhereTheyComeFrom() {
        let libraries = [
            "loopeer/AlertTransition": "AlertTransition", "marcosgriselli/EasyTransitions": "EasyTransitions",
            "azimin/AZTransitions": "AZTransitions", "Touchwonders/Transition": "Touchwonders",
        ]
        #expect(Set(Self.mine).isSubset(of: Self.catalog.names))
        for spec in Self.catalog.entries.map(\.spec) where Self.mine.contains(spec.name) {
            let short = libraries[spec.origin.library] ?? "?"
            #expect(spec.summary.contains(short), "\(spec.name)")
            let className = spec.origin.reproduces.split(separator: " ").first.map(String.init) ?? ""
            #expect(spec.summary.contains(className), "\(spec.name) names \(className)")
        }
    }
}
