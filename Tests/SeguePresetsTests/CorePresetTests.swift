import Foundation
import SegueEngine
import SeguePresets
import SegueTestSupport
import Testing

/// The UIKit presets, Touchwonders' built-in transitions and Segue's slide-over, against the
/// geometry of `docs/libraries.md` ("Touchwonders/Transition"; UIKit's styles as their summaries state),
/// on the 393 × 852 container, at the start, middle, end and keyframes, forward and reverse.
/// Progress is the scrubbed fraction (`scene(at:)`), so the expected values are exact.
@Suite("Core presets: UIKit, Touchwonders, slide-over")
struct CorePresetTests {
    static let W = 393.0, H = 852.0
    static let catalog = PresetCatalog.builtIn()
    static let fractions = [0.0, 0.25, 0.5, 0.75, 1.0]

    static func scene(_ name: String, _ op: TransitionOperation, _ f: Double, direction: Direction? = nil) throws -> Scene {
        try #require(catalog[name]).transition(for: op, direction: direction).scene(at: f)
    }

    static func frame(_ scene: Scene, _ id: String) throws -> Rect {
        try #require(scene[id]).quad.boundingBox
    }

    static func expect(_ a: Rect, _ b: Rect, _ comment: String, tolerance: Double = 1e-6) {
        #expect(
            isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
                && isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance),
            "\(comment): \(a) vs \(b)")
    }

    /// For every fraction, forward at f and its reverse at 1 − f show the same views. At a fraction
    /// in `steps` (an alpha keyed twice at one time) each shows the value from the step on in its
    /// own played time, so the reverse shows the forward's value from just before it.
    static func reverseMirrorsForward(_ name: String, _ forward: TransitionOperation, steps: Set<Double> = []) throws {
        for f in fractions {
            let a = try scene(name, forward, f)
            let before = steps.contains(f) ? try scene(name, forward, f - 1e-9) : a
            let b = try scene(name, forward.reverse, 1 - f)
            for view in a.views {
                let other = try #require(b[view.id])
                expect(view.quad.boundingBox, other.quad.boundingBox, "\(name) \(view.id) at \(f)")
                #expect(isClose(try #require(before[view.id]).alpha, other.alpha), "\(name) \(view.id) alpha at \(f)")
            }
        }
    }

    @Test("cover-vertical: the presented view rises from below the screen")
    func coverVertical() throws {
        for f in Self.fractions {
            let s = try Self.scene("cover-vertical", .present, f)
            Self.expect(try Self.frame(s, "presented"), Rect(x: 0, y: Self.H * (1 - f), width: Self.W, height: Self.H), "present \(f)")
            Self.expect(try Self.frame(s, "presenting"), Rect(x: 0, y: 0, width: Self.W, height: Self.H), "presenting stays")
            let d = try Self.scene("cover-vertical", .dismiss, f)
            Self.expect(try Self.frame(d, "presented"), Rect(x: 0, y: Self.H * f, width: Self.W, height: Self.H), "dismiss \(f)")
        }
    }

    /// Touchwonders' `DissolveTransitionAnimation.swift` lines 39–56: only the top view's alpha moves.
    @Test("Touchwonders' dissolve: the presented view fades in over the other")
    func dissolve() throws {
        for f in Self.fractions {
            let s = try Self.scene("dissolve", .present, f)
            #expect(isClose(try #require(s["presented"]).alpha, f))
            #expect(try #require(s["presenting"]).alpha == 1)
            #expect(isClose(try #require(try Self.scene("dissolve", .dismiss, f)["presented"]).alpha, 1 - f))
        }
        try Self.reverseMirrorsForward("dissolve", .present)
    }

    /// Apple, `UIModalTransitionStyle.crossDissolve`: "When the view controller is presented, the
    /// current view fades out while the new view fades in at the same time. On dismissal, a similar
    /// type of cross-fade is used to return to the original view."
    @Test("cross-dissolve: the current view fades out while the new one fades in, and back")
    func crossDissolve() throws {
        for f in Self.fractions {
            let s = try Self.scene("cross-dissolve", .present, f)
            #expect(isClose(try #require(s["presented"]).alpha, f))
            #expect(isClose(try #require(s["presenting"]).alpha, 1 - f), "the current view fades out: \(f)")
            let d = try Self.scene("cross-dissolve", .dismiss, f)
            #expect(isClose(try #require(d["presented"]).alpha, 1 - f))
            #expect(isClose(try #require(d["presenting"]).alpha, f), "the original view fades back in: \(f)")
        }
        try Self.reverseMirrorsForward("cross-dissolve", .present)
    }

    /// Apple, `UIModalTransitionStyle.flipHorizontal`: "the current view initiates a horizontal 3D
    /// flip from right-to-left ... On dismissal, the flip occurs from left-to-right", where
    /// `UIView.AnimationOptions.transitionFlipFromRight` is "from right to left (the right side of
    /// the view moves toward the front and left side toward the back)".
    @Test("flip-horizontal: a half turn about y, right side first toward the viewer; each side shows only on its half")
    func flipHorizontal() throws {
        for f in [0.0, 0.25, 0.49, 0.51, 0.75, 1.0] {
            let s = try Self.scene("flip-horizontal", .present, f)
            let presenting = try #require(s["presenting"])
            let presented = try #require(s["presented"])
            #expect(presenting.alpha == (f < 0.5 ? 1 : 0), "presenting alpha at \(f)")
            #expect(presented.alpha == (f < 0.5 ? 0 : 1), "presented alpha at \(f)")
            // A half turn about the vertical centre axis in perspective (eye at 1000 pt), right side
            // forward: a corner at (x, y) relative to the centre goes to x·cos a, depth +x·sin a,
            // drawn scaled by d/(d − z).
            let a = f < 0.5 ? Double.pi * f : Double.pi * (f - 1)
            func projected(_ x: Double, _ y: Double) -> Point {
                let z = x * sin(a)
                let scale = 1000 / (1000 - z)
                return Point(x: Self.W / 2 + x * cos(a) * scale, y: Self.H / 2 + y * scale)
            }
            let corners = [
                projected(-Self.W / 2, -Self.H / 2), projected(Self.W / 2, -Self.H / 2), projected(Self.W / 2, Self.H / 2), projected(-Self.W / 2, Self.H / 2),
            ]
            let visible = f < 0.5 ? presenting : presented
            for (got, expected) in zip(visible.quad.corners, corners) {
                #expect(isClose(got.x, expected.x, tolerance: 1e-6) && isClose(got.y, expected.y, tolerance: 1e-6), "flip at \(f): \(got) vs \(expected)")
            }
        }
        // At p 0.25 the current view's right edge is the nearer, taller one (989.49 pt against
        // 748.06 pt); dismissing, the current (presented) view's left edge comes forward.
        let q = try #require(try Self.scene("flip-horizontal", .present, 0.25)["presenting"]).quad
        #expect(isClose(q.bottomRight.y - q.topRight.y, 989.49, tolerance: 0.01) && isClose(q.bottomLeft.y - q.topLeft.y, 748.06, tolerance: 0.01))
        let back = try #require(try Self.scene("flip-horizontal", .dismiss, 0.25)["presented"]).quad
        #expect(back.bottomLeft.y - back.topLeft.y > back.bottomRight.y - back.topRight.y, "the dismissal flips left to right")
        try Self.reverseMirrorsForward("flip-horizontal", .present, steps: [0.5])
    }

    @Test("navigation-push: the new screen enters from the right, the old one moves 30 % left (parallax)")
    func navigationPush() throws {
        for f in Self.fractions {
            let s = try Self.scene("navigation-push", .push, f)
            Self.expect(try Self.frame(s, "presented"), Rect(x: Self.W * (1 - f), y: 0, width: Self.W, height: Self.H), "presented \(f)")
            Self.expect(try Self.frame(s, "presenting"), Rect(x: -0.3 * Self.W * f, y: 0, width: Self.W, height: Self.H), "presenting \(f)")
        }
        try Self.reverseMirrorsForward("navigation-push", .push)
        let pop = try #require(Self.catalog["navigation-push"]).interaction(for: .pop)
        #expect(pop?.pan == .fromLeft && pop?.edgeZone != nil, "the interactive pop starts at the left edge")
    }

    @Test("page-sheet: the card rises to 6 % from the top while the screen behind scales to 92 % and dims")
    func pageSheet() throws {
        for f in Self.fractions {
            let s = try Self.scene("page-sheet", .present, f)
            Self.expect(try Self.frame(s, "presented"), Rect(x: 0, y: 0.06 * Self.H + Self.H * (1 - f), width: Self.W, height: 0.94 * Self.H), "card \(f)")
            let scale = 1 - 0.08 * f
            let behind = Rect(x: Self.W * (1 - scale) / 2, y: Self.H * (1 - scale) / 2 + 0.02 * Self.H * f, width: Self.W * scale, height: Self.H * scale)
            Self.expect(try Self.frame(s, "presenting"), behind, "presenting \(f)")
            #expect(isClose(try #require(s["background"]).alpha, 0.4 * f))
        }
        try Self.reverseMirrorsForward("page-sheet", .present)
    }

    @Test("Touchwonders move and push travel a full width; in other directions the axis and sign follow")
    func moveAndPush() throws {
        for f in Self.fractions {
            let move = try Self.scene("move", .push, f)
            Self.expect(try Self.frame(move, "presented"), Rect(x: Self.W * (1 - f), y: 0, width: Self.W, height: Self.H), "move \(f)")
            Self.expect(try Self.frame(move, "presenting"), Rect(x: 0, y: 0, width: Self.W, height: Self.H), "move keeps the from-view")
            let push = try Self.scene("push", .push, f)
            Self.expect(try Self.frame(push, "presenting"), Rect(x: -Self.W * f, y: 0, width: Self.W, height: Self.H), "push \(f)")
            let left = try Self.scene("push", .push, f, direction: .fromLeft)
            Self.expect(try Self.frame(left, "presented"), Rect(x: -Self.W * (1 - f), y: 0, width: Self.W, height: Self.H), "push from left \(f)")
            let bottom = try Self.scene("move", .present, f, direction: .fromBottom)
            Self.expect(try Self.frame(bottom, "presented"), Rect(x: 0, y: Self.H * (1 - f), width: Self.W, height: Self.H), "move from bottom \(f)")
        }
        try Self.reverseMirrorsForward("move", .push)
        try Self.reverseMirrorsForward("push", .push)
    }

    @Test("Touchwonders reveal: the old screen, on top, slides away and uncovers the new one in place")
    func reveal() throws {
        for f in Self.fractions {
            let s = try Self.scene("reveal", .push, f)
            Self.expect(try Self.frame(s, "presenting"), Rect(x: -Self.W * f, y: 0, width: Self.W, height: Self.H), "presenting \(f)")
            Self.expect(try Self.frame(s, "presented"), Rect(x: 0, y: 0, width: Self.W, height: Self.H), "presented in place")
            #expect(try #require(s["presenting"]).zIndex > (try #require(s["presented"])).zIndex)
        }
        try Self.reverseMirrorsForward("reveal", .push)
    }

    @Test("simple-drop: drops in from above; the pop lifts it back up with its own ease-out")
    func simpleDrop() throws {
        let spec = try #require(Self.catalog["simple-drop"])
        #expect(spec.timing == .easeOut)
        for f in Self.fractions {
            Self.expect(
                try Self.frame(try Self.scene("simple-drop", .push, f), "presented"), Rect(x: 0, y: -Self.H * (1 - f), width: Self.W, height: Self.H),
                "push \(f)")
            Self.expect(
                try Self.frame(try Self.scene("simple-drop", .pop, f), "presented"), Rect(x: 0, y: -Self.H * f, width: Self.W, height: Self.H), "pop \(f)")
        }
        let pop = try spec.transition(for: .pop)
        #expect(pop.tracks.map(\.curve) == [.easeOut], "the pop runs its own ease-out, not the push's curve reversed")
    }

    @Test("layered-fade: Touchwonders' layered ranges are fractions of the effective duration the photo's spring sets")
    func layeredFade() throws {
        // The photo's spring (mass 0.1, stiffness 15, damping 2) has an implicit duration: it settles
        // in 0.702 s, and as the shared element's spring that becomes the transition's duration
        // (Touchwonders' effectiveDuration), shorter than the nominal 0.8 s. Each layer runs over range × that duration, so the
        // fades stay at 0–0.2 and 0.1–0.4 of the transition (its AnimationRange).
        let push = try #require(Self.catalog["layered-fade"]).transition(for: .push)
        let settle = try Spring(mass: 0.1, stiffness: 15, damping: 2).settlingDuration
        #expect(isClose(push.duration, settle) && isClose(settle, 0.702, tolerance: 1e-3))
        func local(_ f: Double, _ start: Double, _ end: Double) -> Double { min(1, max(0, (f - start) / (end - start))) }
        for f in [0.0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6, 1.0] {
            let s = try Self.scene("layered-fade", .push, f)
            #expect(isClose(try #require(s["presenting"]).alpha, 1 - local(f, 0, 0.2), tolerance: 1e-9), "out at \(f)")
            #expect(isClose(try #require(s["presented"]).alpha, local(f, 0.1, 0.4), tolerance: 1e-9), "in at \(f)")
        }
        let from = Rect(x: 0.1 * Self.W, y: 0.4 * Self.H, width: 0.3 * Self.W, height: 0.3 * Self.W)
        let to = Rect(x: 0, y: 0, width: Self.W, height: 0.4 * Self.H)
        for f in Self.fractions {
            Self.expect(try Self.frame(try Self.scene("layered-fade", .push, f), "sharedElement"), from.interpolated(to: to, at: f), "photo \(f)")
            Self.expect(try Self.frame(try Self.scene("layered-fade", .pop, f), "sharedElement"), to.interpolated(to: from, at: f), "photo back \(f)")
        }
    }

    /// Touchwonders' pop plays FadeTransition's layers forward: the old screen (the pushed
    /// one) fades out over 0–0.2 and the new one fades in over 0.1–0.4, not the push backwards.
    @Test("layered-fade: pop plays the same layers forward, the old screen out over 0-0.2, the new one in over 0.1-0.4")
    func layeredFadePop() throws {
        let spec = try #require(Self.catalog["layered-fade"])
        let pop = try spec.transition(for: .pop)
        for (f, out, into) in [(0.0, 1.0, 0.0), (0.1, 0.5, 0.0), (0.2, 0.0, 1.0 / 3), (0.25, 0.0, 0.5), (0.4, 0.0, 1.0), (1.0, 0.0, 1.0)] {
            let s = pop.scene(at: f)
            #expect(isClose(try #require(s["presented"]).alpha, out), "old screen at \(f)")
            #expect(isClose(try #require(s["presenting"]).alpha, into), "new screen at \(f)")
        }
        #expect(spec.interactions.map(\.operation) == [.pop], "pop is the interactive operation")
    }

    /// InteractiveZoomTransition: the from-view scales and moves so the photo's place lands on its
    /// target; the to-view starts at the inverse (InteractiveZoomTransition.setup). Push: the thumbnail (0.1 W, 0.4 H, 0.3 W
    /// wide) maps onto the header (full width, 0.4 H); pop maps the header back onto the thumbnail.
    @Test("layered-fade: both screens zoom with the photo (InteractiveZoomTransition's transforms)")
    func layeredFadeZoom() throws {
        let thumbnail = Rect(x: 0.1 * Self.W, y: 0.4 * Self.H, width: 0.3 * Self.W, height: 0.3 * Self.W)
        let header = Rect(x: 0, y: 0, width: Self.W, height: 0.4 * Self.H)
        func image(of rect: Rect, in view: SceneView) -> Rect {
            // The view's full-screen quad is axis-aligned; map the rect through it.
            let q = view.quad.boundingBox
            let sx = q.width / Self.W
            let sy = q.height / Self.H
            return Rect(x: q.minX + rect.minX * sx, y: q.minY + rect.minY * sy, width: rect.width * sx, height: rect.height * sx)
        }
        let push = try Self.scene("layered-fade", .push, 1)
        let pushStart = try Self.scene("layered-fade", .push, 0)
        Self.expect(
            image(of: thumbnail, in: try #require(push["presenting"])), Rect(x: 0, y: 0, width: Self.W, height: Self.W), "old screen's thumbnail on the header")
        Self.expect(
            image(of: header, in: try #require(pushStart["presented"])),
            Rect(x: thumbnail.minX, y: thumbnail.minY, width: thumbnail.width, height: thumbnail.width * header.height / header.width),
            "new screen starts with its header on the thumbnail")
        Self.expect(try Self.frame(push, "presented"), Rect(x: 0, y: 0, width: Self.W, height: Self.H), "new screen ends flat")
        let pop = try Self.scene("layered-fade", .pop, 1)
        let popStart = try Self.scene("layered-fade", .pop, 0)
        Self.expect(
            image(of: header, in: try #require(pop["presented"])),
            Rect(x: thumbnail.minX, y: thumbnail.minY, width: thumbnail.width, height: thumbnail.width * header.height / header.width),
            "pop: the header lands on the thumbnail")
        Self.expect(
            image(of: thumbnail, in: try #require(popStart["presenting"])), Rect(x: 0, y: 0, width: Self.W, height: Self.W),
            "pop: the list starts zoomed onto the header")
        Self.expect(try Self.frame(pop, "presenting"), Rect(x: 0, y: 0, width: Self.W, height: Self.H), "pop: the list ends flat")
    }

    @Test("slide-over: the presented view slides in over a still presenting view, in all four directions")
    func slideOver() throws {
        let offsets: [(Direction, (Double) -> Rect)] = [
            (.fromRight, { Rect(x: Self.W * (1 - $0), y: 0, width: Self.W, height: Self.H) }),
            (.fromLeft, { Rect(x: -Self.W * (1 - $0), y: 0, width: Self.W, height: Self.H) }),
            (.fromBottom, { Rect(x: 0, y: Self.H * (1 - $0), width: Self.W, height: Self.H) }),
            (.fromTop, { Rect(x: 0, y: -Self.H * (1 - $0), width: Self.W, height: Self.H) }),
        ]
        for (direction, expected) in offsets {
            for f in Self.fractions {
                let s = try Self.scene("slide-over", .present, f, direction: direction)
                Self.expect(try Self.frame(s, "presented"), expected(f), "\(direction) at \(f)")
                Self.expect(try Self.frame(s, "presenting"), Rect(x: 0, y: 0, width: Self.W, height: Self.H), "presenting stays")
            }
        }
        try Self.reverseMirrorsForward("slide-over", .present)
    }
}
