import Foundation
import SegueEngine
import SeguePresets
import SegueTestSupport
import Testing

/// One number per preset from its library's source, read back from `segue render --format json`
/// at the moment the source sets it: a rotation, a scale, an alpha, a z position or a range
/// boundary (the numbers as the libraries' code, demos and documentation give them).
@Suite("render --format json: the libraries' numbers")
struct SceneExportSourceTests {
    static let W = 393.0, H = 852.0

    enum Axis: Sendable { case x, y, z }

    /// A number in the scene JSON.
    enum Figure: Sendable, CustomStringConvertible {
        case alpha(String)
        case zPosition(String)
        /// Radians, read from the layer transform (z: atan2(m12, m11), y: atan2(−m13, m11), x: atan2(m23, m22)).
        case rotation(String, Axis)
        /// The length of the transform's first row (x) or second row (y): the scale factor.
        case scale(String, Axis)
        /// m41, m42, m43.
        case translation(String, Axis)
        case anchorX(String)
        case frame(String, String)
        case cornerRadius(String)
        case stageZPosition
        case stageRotation(Axis)
        case rangeStart(Int)
        case rangeEnd(Int)
        case containerPerspective

        var description: String {
            switch self {
            case .alpha(let v): "\(v).alpha"
            case .zPosition(let v): "\(v).zPosition"
            case .rotation(let v, let a): "\(v).rotation.\(a)"
            case .scale(let v, let a): "\(v).scale.\(a)"
            case .translation(let v, let a): "\(v).translation.\(a)"
            case .anchorX(let v): "\(v).anchor.x"
            case .frame(let v, let k): "\(v).frame.\(k)"
            case .cornerRadius(let v): "\(v).style.cornerRadius"
            case .stageZPosition: "stage.zPosition"
            case .stageRotation(let a): "stage.rotation.\(a)"
            case .rangeStart(let i): "tracks[\(i)].range.start"
            case .rangeEnd(let i): "tracks[\(i)].range.end"
            case .containerPerspective: "container.perspective"
            }
        }

        func value(in scene: [String: Any]) throws -> Double {
            func view(_ id: String) throws -> [String: Any] {
                let views = try #require(scene["views"] as? [[String: Any]])
                return try #require(views.first { $0["id"] as? String == id }, "no view \(id)")
            }
            func number(_ any: Any?) throws -> Double { try #require((any as? NSNumber)?.doubleValue) }
            func matrix(_ object: [String: Any]) throws -> [Double] {
                let m = try (try #require(object["transform"] as? [Any])).map(number)
                try #require(m.count == 16)
                return m
            }
            func rotation(_ m: [Double], _ axis: Axis) -> Double {
                switch axis {
                case .z: atan2(m[1], m[0])
                case .y: atan2(-m[2], m[0])
                case .x: atan2(m[6], m[5])
                }
            }
            func track(_ i: Int) throws -> [Double] {
                let progress = try #require(scene["progress"] as? [String: Any])
                let tracks = try #require(progress["tracks"] as? [[String: Any]])
                return try (try #require(tracks[i]["range"] as? [Any])).map(number)
            }
            let stage = { () throws -> [String: Any] in try #require(scene["stage"] as? [String: Any]) }
            switch self {
            case .alpha(let v): return try number(try view(v)["alpha"])
            case .zPosition(let v): return try number(try view(v)["zPosition"])
            case .rotation(let v, let a): return rotation(try matrix(try view(v)), a)
            case .scale(let v, let a):
                let m = try matrix(try view(v))
                let row = a == .x ? 0 : 4
                return (m[row] * m[row] + m[row + 1] * m[row + 1] + m[row + 2] * m[row + 2]).squareRoot()
            case .translation(let v, let a): return try matrix(try view(v))[a == .x ? 12 : a == .y ? 13 : 14]
            case .anchorX(let v): return try number((try view(v)["anchor"] as? [String: Any])?["x"])
            case .frame(let v, let k): return try number((try view(v)["frame"] as? [String: Any])?[k])
            case .cornerRadius(let v): return try number((try view(v)["style"] as? [String: Any])?["cornerRadius"])
            case .stageZPosition: return try number(try stage()["zPosition"])
            case .stageRotation(let a): return rotation(try matrix(try stage()), a)
            case .rangeStart(let i): return try track(i)[0]
            case .rangeEnd(let i): return try track(i)[1]
            case .containerPerspective: return try number((scene["container"] as? [String: Any])?["perspective"])
            }
        }
    }

    struct Fact: Sendable, CustomStringConvertible {
        var preset: String
        var operation: TransitionOperation
        var progress: Double
        var figure: Figure
        var expected: Double
        /// Where the number comes from.
        var source: String
        var description: String { "\(preset) \(operation) at \(progress): \(figure) = \(expected) (\(source))" }
    }

    static func fact(_ preset: String, _ op: TransitionOperation, _ f: Double, _ figure: Figure, _ expected: Double, _ source: String) -> Fact {
        Fact(preset: preset, operation: op, progress: f, figure: figure, expected: expected, source: source)
    }

    static let deg = Double.pi / 180
    /// ADTransitionController's ε for 180° turns.
    static let piMinusEpsilon = Double.pi - 0.001

    static let facts: [Fact] = [
        // AZTransitions
        fact("alpha-by-step", .present, 0.5, .alpha("presenting"), 0.5, "keyframe 1 (0-0.5): from.alpha -> 0.5"),
        fact("alpha-by-step", .present, 1, .alpha("presented"), 0.8, "keyframe 2: to.alpha -> 0.8"),
        fact("fashion", .present, 0.5, .scale("presenting", .x), 0.35, "phase 1 (0-0.5 s) ends with the presenting view at scale 0.35"),
        fact("fashion", .present, 0.5, .rangeEnd(0), 0.5, "two sequential halves of 0.5 s in 1.0 s"),
        // EasyTransitions
        fact("app-store", .present, 0, .cornerRadius("presented"), 13, "card aux animation: corner radius 13 -> 0"),
        fact("app-store", .present, 0, .frame("presented", "height"), 412, "demo card cell 335 x 412"),
        fact("presentation-sheet", .present, 1, .frame("presented", "width"), 355, "demo frame: x 10, 355 x 370"),
        fact("presentation-sheet", .present, 1, .frame("presented", "x"), 10, "demo frame: x 10"),
        fact("presentation-sheet", .present, 0, .translation("presented", .y), 380, "starts offset down by H - finalFrame.minY = 380"),
        fact("show", .push, 1, .translation("presenting", .x), -0.3 * W, "ShowAnimator push: from-view x 0 -> -0.3 W"),
        // AlertTransition
        fact("easy-translation", .present, 0, .translation("presented", .y), 500, "demo 1: translation(0, 500)"),
        fact("easy-rotation", .present, 0, .rotation("presented", .z), .pi / 2, "demo 2: rotation(pi/2, anchor (0, 0))"),
        fact("easy-rotation", .present, 0, .anchorX("presented"), 0, "demo 2: anchor (0, 0)"),
        fact("easy-scale", .present, 0, .scale("presented", .x), 0.1, "demo 3: scale(0.1)"),
        fact("easy-alpha", .present, 0, .alpha("presented"), 0, "demo 4: alpha(0)"),
        fact("easy-translation-alpha", .present, 0, .translation("presented", .y), -100, "demo 5: start translation(0, -100)"),
        fact("easy-translation-alpha", .dismiss, 1, .translation("presented", .y), 100, "demo 5: end translation(0, +100)"),
        fact("easy-scale-alpha", .present, 0, .scale("presented", .x), 0.5, "demo 6: scale(0.5)"),
        fact("easy-rotation-alpha", .present, 0, .rotation("presented", .z), .pi / 2, "demo 7: rotation(pi/2, (0, 0))"),
        fact("easy-translation-rotation", .present, 0, .rotation("presented", .z), -0.75, "demo 8: rotation(-0.75 rad, (0, 0))"),
        fact("easy-translation-rotation", .dismiss, 1, .scale("presented", .x), 0.5, "demo 8: end scale(0.5)"),
        fact("easy-all", .present, 0, .rotation("presented", .z), 0.75, "demo 9: rotation(0.75 rad, (0, 0))"),
        fact("easy-all", .present, 0, .alpha("presented"), 0, "demo 9: alpha(0)"),
        fact("easy-presenting-scale", .present, 1, .scale("presenting", .x), 0.9, "demo 10: presenting view -> scale(0.9)"),
        fact("easy-bouncy", .present, 0, .translation("presented", .y), 500, "demo 11: translation(0, 500)"),
        fact("easy-storyboard", .present, 0, .rotation("presented", .z), 1.5, "storyboard variant: rotation(1.5 rad, (0, 0))"),
        fact("easy-storyboard", .present, 0, .alpha("presented"), 0, "storyboard variant: alpha(0)"),
        fact("menu", .present, 1, .translation("presenting", .x), 511 * H / 1136, "menu width screenH/1136 x 511"),
        fact("trolley", .present, 1, .translation("presenting", .y), -20, "secondTransform: translate(0, -20)"),
        fact("trolley", .present, 1, .scale("presenting", .x), 0.85, "secondTransform: S(0.85)"),
        fact("bubble", .present, 0, .scale("bubble", .x), 0.001, "the bubble scales 0.001 -> 1"),
        fact("bubble", .present, 0, .alpha("presented"), 0, "the presented view fades 0 -> 1"),
        fact("star-wall", .present, 0, .alpha("presented"), 0, "present: alpha 0 -> 1"),
        fact("star-wall", .present, 1, .alpha("presented"), 1, "present: alpha 0 -> 1"),
        // Touchwonders
        fact("dissolve", .present, 0, .alpha("presented"), 0, "Dissolve: to-view alpha 0 -> 1"),
        fact("move", .present, 0, .translation("presented", .x), W, "Move at edge .right: offset one full W"),
        fact("push", .push, 1, .translation("presenting", .x), -W, "Push: the from-view slides out the same distance"),
        fact("reveal", .push, 1, .translation("presenting", .x), -W, "Reveal at edge .left: the from-view slides out to the left"),
        fact("simple-drop", .push, 0, .translation("presented", .y), -H, "SimpleAnimation: translate(0, -containerH)"),
        fact("simple-drop", .pop, 1, .translation("presented", .y), -H, "SimpleAnimation pop: the from-view goes back up"),
        fact("layered-fade", .push, 0.2, .rangeEnd(0), 0.2, "earlyFadeOut range 0.0-0.2"),
        fact("layered-fade", .push, 0.2, .rangeStart(1), 0.1, "delayedFadeIn range 0.1-0.4"),
        fact("layered-fade", .pop, 0.2, .alpha("presented"), 0, "pop plays earlyFadeOut forward: the old screen is out at 0.2"),
        fact("layered-fade", .pop, 0.4, .alpha("presenting"), 1, "pop plays delayedFadeIn forward: the new screen is in at 0.4"),
        fact("shared-element", .present, 0, .translation("presented", .y), -H, "drop target starts at translate(0, -containerH)"),
        fact("tab-shape", .tabForward, 0, .rotation("presented", .z), 0.05 * .pi, "to-view starts rotated 0.05 pi"),
        fact("tab-shape", .tabForward, 0, .scale("presented", .x), 1.2, "to-view starts scaled 1.2"),
        // ADTransitionController
        fact("fade", .push, 0, .alpha("presented"), 0, "Fade: in opacity 0 -> 1"),
        fact("fade", .push, 0, .containerPerspective, 1000, "AD_Z_DISTANCE = 1000"),
        fact("back-fade", .push, 0.5, .zPosition("presented"), -2000, "BackFade: zPosition keyframes [0, -2000, 0]"),
        fact("ghost", .push, 0, .scale("presented", .x), 2, "Ghost: in scale 2 -> 1"),
        fact("ghost", .push, 1, .scale("presenting", .x), 0.01, "Ghost: out scale 1 -> 0.01"),
        fact("zoom", .push, 0, .scale("presented", .y), 44 / H, "Zoom: in scale sh/th (a 44 pt row on the screen)"),
        fact("swipe", .push, 1, .translation("presenting", .x), -W, "Swipe: out identity -> -e"),
        fact("swipe-fade", .push, 1, .alpha("presenting"), 0, "SwipeFade: out opacity 1 -> 0"),
        fact("scale", .push, 1, .scale("presenting", .x), 0.8, "Scale: out scale 1 -> 0.8"),
        fact("modern-push", .push, 1, .alpha("presenting"), 0.5, "ModernPush: out opacity 1 -> 0.5"),
        fact("slide", .push, 1.0 / 3, .scale("presenting", .x), 0.7, "Slide: out S(0.7) at t = 1/3"),
        fact("slide", .push, 1.0 / 3, .alpha("presenting"), 0.5, "Slide: out opacity 1, 0.5, 0, 0"),
        fact("swap", .push, 0, .zPosition("presented"), -2000, "Swap: in zPosition -2000 -> 0"),
        fact("swap", .push, 0.5, .rotation("presenting", .y), .pi / 5, "Swap RTL: sideOut = left = Ry(+pi/5)"),
        fact("flip", .push, 0, .rotation("presented", .y), piMinusEpsilon, "Flip RTL: in pivot Ry(pi - eps)"),
        fact("flip", .push, 0.5, .zPosition("presented"), -W / 2, "Flip: zPosition [0, -D/2, 0], D = W"),
        fact("glue", .push, 0.5, .rotation("presenting", .y), .pi / 4, "Glue RTL: hinge +45 deg about the left edge"),
        fact("glue", .push, 1, .translation("presenting", .z), -0.7 * W, "Glue: end pushed back by z = -0.7 W"),
        fact("push-rotate", .push, 1, .rotation("presenting", .y), .pi / 2, "PushRotate RTL: out Ry(+90 deg) about the left edge"),
        fact("fold", .push, 0, .rotation("presented", .y), -piMinusEpsilon, "Fold RTL: in Ry(-inAngle), inAngle = pi - 0.001"),
        fact("fold", .push, 1, .rotation("presenting", .y), .pi / 2, "Fold RTL: out 0 -> Ry(+pi/2)"),
        fact("cross", .push, 0, .stageRotation(.y), .pi / 2, "Cross: container Ry(+pi/2) -> I"),
        fact("cross", .push, 0, .rotation("presenting", .y), -.pi / 2, "Cross: out child static Ry(-pi/2)"),
        fact("cube", .push, 0.5, .stageZPosition, -36, "Cube: container zPosition [0, -36, 0]"),
        fact("cube", .push, 0, .stageRotation(.y), .pi / 2, "Cube RTL: container from Ry(+pi/2)"),
        fact("carrousel", .push, 0.5, .stageZPosition, -W, "Carrousel: container zPosition [0, -D, 0], D = W"),
        fact("carrousel", .push, 0, .stageRotation(.y), -.pi / 2, "Carrousel RTL: container from Ry(-pi/2)"),
        // UIKit and Segue's own
        fact("cover-vertical", .present, 0, .translation("presented", .y), H, "coverVertical: the presented view starts one height below"),
        fact("cross-dissolve", .present, 0, .alpha("presented"), 0, "crossDissolve: presented alpha 0 -> 1"),
        fact(
            "flip-horizontal", .present, 0.5, .rotation("presenting", .y), -.pi / 2,
            "flipHorizontal: the presenting view is edge-on halfway through its 180 deg turn, right side forward"),
        fact("navigation-push", .push, 1, .translation("presenting", .x), -0.3 * W, "navigation push: the old view moves a third of the way"),
        fact("page-sheet", .present, 1, .scale("presenting", .x), 0.92, "pageSheet: the presenting view recedes to 92 %"),
        fact("slide-over", .present, 0, .translation("presented", .x), W, "slide-over: enters from one full width"),
    ]

    static func sceneJSON(_ preset: String, _ op: TransitionOperation, _ f: Double) throws -> [String: Any] {
        let run = segue("render", preset, "--operation", op.rawValue, "--progress", "\(f)", "--format", "json")
        #expect(run.code == .success, "\(run.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    @Test(arguments: facts)
    func sourceNumber(_ fact: Fact) throws {
        let scene = try Self.sceneJSON(fact.preset, fact.operation, fact.progress)
        let value = try fact.figure.value(in: scene)
        #expect(isClose(value, fact.expected, tolerance: 1e-8), "\(fact): got \(value)")
    }

    @Test("every built-in preset has at least one number from its source")
    func everyPresetIsCovered() {
        let covered = Set(Self.facts.map(\.preset))
        let names = PresetCatalog.builtIn().names
        #expect(names.count == 52)
        #expect(Set(names).subtracting(covered).sorted() == [])
    }
}
