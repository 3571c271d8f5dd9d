import Foundation
import SegueEngine
import SeguePresets
import SegueTestSupport
import Testing

/// Numbers from each preset's source, at least three per preset, read back from `segue render
/// --format json` (or the preset itself, for durations and interactions) at the moment the source
/// sets them. Each fact cites where its number comes from: a library's repository, file and line
/// (at the commits `docs/libraries.md` describes), or Apple's documentation in its own words, or
/// for Segue's own preset the page of `docs/` that defines it.
@Suite("render --format json: the libraries' numbers")
struct SceneExportSourceTests {
    static let W = 393.0, H = 852.0

    enum Axis: Sendable { case x, y, z }

    /// A number in the scene JSON, or in the preset.
    enum Figure: Sendable, CustomStringConvertible {
        case alpha(String)
        case zPosition(String)
        /// Radians, read from the layer transform (z: atan2(m12, m11), y: atan2(−m13, m11), x: atan2(m23, m22)).
        case rotation(String, Axis)
        /// The length of the transform's first row (x) or second row (y): the scale factor.
        case scale(String, Axis)
        /// m41, m42, m43.
        case translation(String, Axis)
        /// m34 / m44 of the layer transform: −1/d for an eye at d points.
        case m34(String)
        case anchorX(String)
        case frame(String, String)
        case cornerRadius(String)
        /// A projected corner (0 top left, 1 top right, 2 bottom right, 3 bottom left).
        case corner(String, Int, Axis)
        /// The mean of the projected corners.
        case centre(String, Axis)
        case stageZPosition
        case stageRotation(Axis)
        case rangeStart(Int)
        case rangeEnd(Int)
        case containerPerspective
        /// The preset's duration, seconds.
        case duration
        /// A number named in the preset's default timing (`dampingRatio`, `mass`, …).
        case timing(String)
        /// A parameter of the completion policy of the operation's pan.
        case policy(TransitionOperation, String)
        /// The edge zone of the operation's pan, points.
        case edgeZone(TransitionOperation)
        /// The pan distance of the operation, points, in the 393 × 852 container.
        case panDistance(TransitionOperation)
        /// The x or y component of the operation's pan direction (the way the finger moves).
        case pan(TransitionOperation, Axis)
        /// The drag threshold (points) or the spring back's duration (seconds) of a direct interaction.
        case directThreshold(TransitionOperation)
        case springBack(TransitionOperation)

        var description: String {
            switch self {
            case .alpha(let v): "\(v).alpha"
            case .zPosition(let v): "\(v).zPosition"
            case .rotation(let v, let a): "\(v).rotation.\(a)"
            case .scale(let v, let a): "\(v).scale.\(a)"
            case .translation(let v, let a): "\(v).translation.\(a)"
            case .m34(let v): "\(v).m34"
            case .anchorX(let v): "\(v).anchor.x"
            case .frame(let v, let k): "\(v).frame.\(k)"
            case .cornerRadius(let v): "\(v).style.cornerRadius"
            case .corner(let v, let i, let a): "\(v).corners[\(i)].\(a)"
            case .centre(let v, let a): "\(v).centre.\(a)"
            case .stageZPosition: "stage.zPosition"
            case .stageRotation(let a): "stage.rotation.\(a)"
            case .rangeStart(let i): "tracks[\(i)].range.start"
            case .rangeEnd(let i): "tracks[\(i)].range.end"
            case .containerPerspective: "container.perspective"
            case .duration: "duration"
            case .timing(let name): "timing.\(name)"
            case .policy(let op, let name): "interactions[\(op)].completion.\(name)"
            case .edgeZone(let op): "interactions[\(op)].edgeZone"
            case .panDistance(let op): "interactions[\(op)].distance"
            case .pan(let op, let a): "interactions[\(op)].pan.\(a)"
            case .directThreshold(let op): "interactions[\(op)].direct.threshold"
            case .springBack(let op): "interactions[\(op)].direct.springBack.duration"
            }
        }

        /// Whether the figure is read from the preset rather than from a rendered scene.
        var isSpecFigure: Bool {
            switch self {
            case .duration, .timing, .policy, .edgeZone, .panDistance, .pan, .directThreshold, .springBack: true
            default: false
            }
        }

        func value(of spec: TransitionSpec) throws -> Double {
            func interaction(_ op: TransitionOperation) throws -> TransitionSpec.Interaction {
                try #require(spec.interaction(for: op), "\(spec.name) has no pan for \(op)")
            }
            func direct(_ op: TransitionOperation) throws -> DirectManipulation.Rule {
                try #require(spec.directInteraction(for: op), "\(spec.name) has no direct interaction for \(op)").rule
            }
            switch self {
            case .duration: return spec.duration
            case .timing(let name):
                let text = spec.timing.spec
                let pattern = try NSRegularExpression(pattern: "\\b\(name): *(-?[0-9.]+)")
                let match = try #require(pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), "no \(name) in \(text)")
                return try #require(Double(String(text[Range(match.range(at: 1), in: text)!])))
            case .policy(let op, let name): return try #require(try interaction(op).completion[name], "no parameter \(name)")
            case .edgeZone(let op): return try #require(try interaction(op).edgeZone, "no edge zone")
            case .panDistance(let op): return try interaction(op).distance.value(in: .phonePortrait)
            case .pan(let op, let a):
                let unit = try interaction(op).pan.unitVector
                return a == .x ? unit.dx : unit.dy
            case .directThreshold(let op): return try direct(op).threshold
            case .springBack(let op): return try direct(op).springBackDuration
            default:
                Issue.record("\(self) is read from a scene")
                return .nan
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
            func corners(_ v: String) throws -> [[Double]] {
                let c = try #require(try view(v)["corners"] as? [String: Any])
                return try ["topLeft", "topRight", "bottomRight", "bottomLeft"].map { try (try #require(c[$0] as? [Any])).map(number) }
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
            case .m34(let v):
                let m = try matrix(try view(v))
                return m[11] / m[15]
            case .anchorX(let v): return try number((try view(v)["anchor"] as? [String: Any])?["x"])
            case .frame(let v, let k): return try number((try view(v)["frame"] as? [String: Any])?[k])
            case .cornerRadius(let v): return try number((try view(v)["style"] as? [String: Any])?["cornerRadius"])
            case .corner(let v, let i, let a): return try corners(v)[i][a == .x ? 0 : 1]
            case .centre(let v, let a): return try corners(v).map { $0[a == .x ? 0 : 1] }.reduce(0, +) / 4
            case .stageZPosition: return try number(try stage()["zPosition"])
            case .stageRotation(let a): return rotation(try matrix(try stage()), a)
            case .rangeStart(let i): return try track(i)[0]
            case .rangeEnd(let i): return try track(i)[1]
            case .containerPerspective: return try number((scene["container"] as? [String: Any])?["perspective"])
            default:
                Issue.record("\(self) is read from the preset")
                return .nan
            }
        }
    }

    struct Fact: Sendable, CustomStringConvertible {
        var preset: String
        var operation: TransitionOperation
        var progress: Double
        var figure: Figure
        var expected: Double
        /// What the number is, in the source's terms.
        var source: String
        /// Where it comes from: `owner/repository path:line` (or `path:first-last`), `Apple, Symbol:
        /// "its words"`, or a page of `docs/` with its section for Segue's own preset.
        var cite: String
        var description: String { "\(preset) \(operation) at \(progress): \(figure) = \(expected) (\(source); \(cite))" }
    }

    static func fact(
        _ preset: String, _ op: TransitionOperation, _ f: Double, _ figure: Figure, _ expected: Double, _ source: String, _ cite: String
    ) -> Fact {
        Fact(preset: preset, operation: op, progress: f, figure: figure, expected: expected, source: source, cite: cite)
    }

    static let deg = Double.pi / 180
    /// ADTransitionController's ε for 180° turns.
    static let piMinusEpsilon = Double.pi - 0.001

    // The libraries, as `docs/libraries.md` describes them.
    static let az = "azimin/AZTransitions", et = "marcosgriselli/EasyTransitions", at = "loopeer/AlertTransition"
    static let tw = "Touchwonders/Transition", ad = "applidium/ADTransitionController"
    static let easyRows = "\(at) AlertTransitionDemo/EasyTransitionController.swift"
    static let easyParams = "\(at) AlertTransition/Transitions/EasyTransition/EasyTransition.swift"
    static let easyDrag = "\(at) AlertTransition/Transitions/EasyTransition/EasyPercentDrivenTransition.swift"
    static let normalAlert = "\(at) AlertTransitionDemo/Alerts/NormalAlertController.swift:15-17"
    static let alertBase = "\(at) AlertTransition/AlertTransition.swift"
    static let twPan = "\(tw) Transition/Classes/Convenience/PanInteractionController.swift"
    static let twCatalog = "\(tw) Examples/BuiltInTransitionsCatalog/BuiltInTransitionsCatalog/CatalogMenu.swift:78"
    static let twEdge = "\(tw) Transition/Classes/Convenience/Transitions/EdgeTransitionAnimation.swift"
    static let adDemoDuration = "\(ad) TransitionDemo/Classes/ALTransitionTestViewController.m:386"
    static let adPerspective = "\(ad) ADTransitionController/ADTransitionController.m:25"

    static let facts: [Fact] = [
        // AZTransitions
        fact(
            "alpha-by-step", .present, 0.5, .alpha("presenting"), 0.5, "keyframe 1 (0-0.5): from.alpha -> 0.5",
            "\(az) iOS Example/AlphaByStepTransition.swift:33"),
        fact("alpha-by-step", .present, 1, .alpha("presented"), 0.8, "keyframe 2: to.alpha -> 0.8", "\(az) iOS Example/AlphaByStepTransition.swift:37"),
        fact("alpha-by-step", .present, 1, .alpha("presenting"), 1, "keyframe 2: from.alpha back to 1", "\(az) iOS Example/AlphaByStepTransition.swift:36"),
        fact("alpha-by-step", .present, 0, .duration, 1, "animationDuration = 1", "\(az) iOS Example/AlphaByStepTransition.swift:12"),
        fact(
            "fashion", .present, 0.5, .scale("presenting", .x), 0.35, "sizeScaleValue = 0.35 at the end of phase 1",
            "\(az) iOS Example/FashionTransition.swift:13"),
        fact("fashion", .present, 0.5, .rangeEnd(0), 0.5, "two sequential halves: halfDuration = duration / 2", "\(az) iOS Example/FashionTransition.swift:34"),
        fact("fashion", .present, 0, .duration, 1, "animationDuration = 1", "\(az) iOS Example/FashionTransition.swift:12"),
        // EasyTransitions
        fact(
            "app-store", .present, 0, .cornerRadius("presented"), 13, "card layout collapsed: cornerRadius 13",
            "\(et) Example/EasyTransitions/Views/CardView/CardView.swift:38"),
        fact(
            "app-store", .present, 1, .cornerRadius("presented"), 0, "card layout expanded: cornerRadius 0",
            "\(et) Example/EasyTransitions/Views/CardView/CardView.swift:42"),
        fact(
            "app-store", .present, 0, .frame("presented", "height"), 412, "demo card cell 335 x 412",
            "\(et) Example/EasyTransitions/ViewControllers/Today/TodayCollectionViewController.swift:25"),
        fact("app-store", .present, 0, .duration, 0.85, "AppStoreAnimator duration 0.85", "\(et) EasyTransitions/Classes/Animators/AppStoreAnimator.swift:41"),
        fact(
            "app-store", .present, 0, .timing("dampingRatio"), 0.8, "UIViewPropertyAnimator(duration:dampingRatio: 0.8)",
            "\(et) EasyTransitions/Classes/Modal/ModalTransitionConfigurator.swift:46"),
        fact(
            "app-store-scroll", .present, 0, .cornerRadius("presented"), 13, "card layout collapsed: cornerRadius 13",
            "\(et) Example/EasyTransitions/Views/CardView/CardView.swift:38"),
        fact(
            "app-store-scroll", .present, 0, .frame("presented", "height"), 412, "demo card cell 335 x 412",
            "\(et) Example/EasyTransitions/ViewControllers/Today/TodayCollectionViewController.swift:25"),
        fact(
            "app-store-scroll", .present, 0, .duration, 0.85, "AppStoreAnimator duration 0.85",
            "\(et) EasyTransitions/Classes/Animators/AppStoreAnimator.swift:41"),
        fact(
            "presentation-sheet", .present, 1, .frame("presented", "width"), 355, "demo frame: x 10, 355 x 370",
            "\(et) Example/EasyTransitions/ViewControllers/Presentation/PresentationViewController.swift:15"),
        fact(
            "presentation-sheet", .present, 1, .frame("presented", "x"), 10, "demo frame: x 10",
            "\(et) Example/EasyTransitions/ViewControllers/Presentation/PresentationViewController.swift:13"),
        fact(
            "presentation-sheet", .present, 1, .frame("presented", "height"), 370, "demo frame: 355 x 370",
            "\(et) Example/EasyTransitions/ViewControllers/Presentation/PresentationViewController.swift:16"),
        fact(
            "presentation-sheet", .present, 0, .translation("presented", .y), 380, "starts offset down by H - finalFrame.minY = 380",
            "\(et) EasyTransitions/Classes/Animators/PresentationControllerAnimator.swift:33-35"),
        fact(
            "presentation-sheet", .present, 0, .duration, 1, "PresentationControllerAnimator duration 1.0",
            "\(et) EasyTransitions/Classes/Animators/PresentationControllerAnimator.swift:28"),
        fact(
            "presentation-sheet", .present, 0, .policy(.present, "velocity"), 100, "velocityForComplete 100",
            "\(et) EasyTransitions/Classes/TransitionInteractiveController.swift:18"),
        fact(
            "show", .push, 1, .translation("presenting", .x), -0.3 * W, "ShowAnimator push: from-view x 0 -> -0.3 W",
            "\(et) EasyTransitions/Classes/Animators/ShowAnimator.swift:40"),
        fact("show", .push, 0, .duration, 0.7, "ShowAnimator duration 0.7", "\(et) EasyTransitions/Classes/Animators/ShowAnimator.swift:19"),
        fact(
            "show", .push, 0, .policy(.pop, "threshold"), 0.5, "completeOnPercentage 0.5",
            "\(et) EasyTransitions/Classes/TransitionInteractiveController.swift:29"),
        fact("show", .push, 0, .policy(.pop, "backward"), -5, "velocityForCancel -5", "\(et) EasyTransitions/Classes/TransitionInteractiveController.swift:19"),
        // AlertTransition
        fact("easy-translation", .present, 0, .translation("presented", .y), 500, "demo 1: translation(0, 500)", "\(easyRows):45"),
        fact("easy-translation", .present, 0, .duration, 0.25, "AnimateParams duration 0.25", "\(easyParams):40"),
        fact("easy-translation", .present, 1, .frame("presented", "width"), 200, "the demo alert is 200 x 250, centred", normalAlert),
        fact("easy-rotation", .present, 0, .rotation("presented", .z), .pi / 2, "demo 2: rotation(pi/2, anchor (0, 0))", "\(easyRows):48"),
        fact("easy-rotation", .present, 0, .anchorX("presented"), 0, "demo 2: anchor (0, 0)", "\(easyRows):48"),
        fact("easy-rotation", .dismiss, 0, .directThreshold(.dismiss), 70, "drag-to-dismiss beyond 70 pt on either axis", "\(easyDrag):41"),
        fact("easy-scale", .present, 0, .scale("presented", .x), 0.1, "demo 3: scale(0.1)", "\(easyRows):50"),
        fact("easy-scale", .present, 0, .timing("dampingRatio"), 0.7, "AnimateParams damping 0.7", "\(easyParams):41"),
        fact("easy-scale", .dismiss, 0, .springBack(.dismiss), 0.33, "the drag springs back over 0.33 s", "\(easyDrag):47"),
        fact("easy-alpha", .present, 0, .alpha("presented"), 0, "demo 4: alpha(0)", "\(easyRows):52"),
        fact("easy-alpha", .present, 1, .alpha("background"), 0.5, "backgroundType .color(white 0, alpha 0.5)", "\(alertBase):38"),
        fact("easy-alpha", .present, 1, .frame("presented", "height"), 250, "the demo alert is 200 x 250, centred", normalAlert),
        fact("easy-translation-alpha", .present, 0, .translation("presented", .y), -100, "demo 5: start translation(0, -100)", "\(easyRows):54"),
        fact("easy-translation-alpha", .dismiss, 1, .translation("presented", .y), 100, "demo 5: end translation(0, +100)", "\(easyRows):55"),
        fact("easy-translation-alpha", .present, 0, .alpha("presented"), 0, "demo 5: start alpha(0)", "\(easyRows):54"),
        fact("easy-scale-alpha", .present, 0, .scale("presented", .x), 0.5, "demo 6: scale(0.5)", "\(easyRows):57"),
        fact("easy-scale-alpha", .present, 0, .alpha("presented"), 0, "demo 6: alpha(0)", "\(easyRows):57"),
        fact("easy-scale-alpha", .dismiss, 0, .directThreshold(.dismiss), 70, "drag-to-dismiss beyond 70 pt on either axis", "\(easyDrag):41"),
        fact("easy-rotation-alpha", .present, 0, .rotation("presented", .z), .pi / 2, "demo 7: rotation(pi/2, (0, 0))", "\(easyRows):59"),
        fact("easy-rotation-alpha", .present, 0, .alpha("presented"), 0, "demo 7: alpha(0)", "\(easyRows):59"),
        fact("easy-rotation-alpha", .present, 0, .anchorX("presented"), 0, "demo 7: anchor (0, 0)", "\(easyRows):59"),
        fact("easy-translation-rotation", .present, 0, .rotation("presented", .z), -0.75, "demo 8: rotation(-0.75 rad, (0, 0))", "\(easyRows):61"),
        fact("easy-translation-rotation", .present, 0, .translation("presented", .y), -300, "demo 8: translation(0, -300)", "\(easyRows):61"),
        fact("easy-translation-rotation", .dismiss, 1, .scale("presented", .x), 0.5, "demo 8: end scale(0.5)", "\(easyRows):62"),
        fact("easy-all", .present, 0, .rotation("presented", .z), 0.75, "demo 9: rotation(0.75 rad, (0, 0))", "\(easyRows):64"),
        fact("easy-all", .present, 0, .alpha("presented"), 0, "demo 9: alpha(0)", "\(easyRows):64"),
        fact("easy-all", .present, 0, .scale("presented", .x), 0.5, "demo 9: scale(0.5)", "\(easyRows):64"),
        fact("easy-all", .present, 0, .translation("presented", .y), 200, "demo 9: translation(0, 200)", "\(easyRows):64"),
        fact("easy-presenting-scale", .present, 1, .scale("presenting", .x), 0.9, "demo 10: presenting view -> scale(0.9)", "\(easyRows):67"),
        fact("easy-presenting-scale", .present, 0, .scale("presented", .x), 0.5, "demo 10: scale(0.5)", "\(easyRows):66"),
        fact("easy-presenting-scale", .present, 0, .alpha("presented"), 0, "demo 10: alpha(0)", "\(easyRows):66"),
        fact("easy-bouncy", .present, 0, .translation("presented", .y), 500, "demo 11: translation(0, 500)", "\(easyRows):69"),
        fact("easy-bouncy", .present, 0, .timing("dampingRatio"), 0.3, "demo 11: presentAnimateParams.damping = 0.3", "\(easyRows):70"),
        fact("easy-bouncy", .present, 0, .duration, 0.25, "AnimateParams duration 0.25", "\(easyParams):40"),
        fact(
            "easy-storyboard", .present, 0, .rotation("presented", .z), 1.5, "storyboard variant: rotation(1.5 rad, (0, 0))",
            "\(at) AlertTransitionDemo/EasyStoryboardController.swift:41"),
        fact(
            "easy-storyboard", .present, 0, .alpha("presented"), 0, "storyboard variant: alpha(0)",
            "\(at) AlertTransitionDemo/EasyStoryboardController.swift:41"),
        fact(
            "easy-storyboard", .present, 0, .anchorX("presented"), 0, "storyboard variant: anchor (0, 0)",
            "\(at) AlertTransitionDemo/EasyStoryboardController.swift:41"),
        fact(
            "menu", .present, 1, .translation("presenting", .x), 511 * H / 1136, "menu width screenH/1136 x 511",
            "\(at) AlertTransitionDemo/MenuController.swift:16"),
        fact(
            "menu", .present, 0, .edgeZone(.present), 40, "a pan begins within 40 pt of the left edge",
            "\(at) AlertTransition/Transitions/MenuTransition/MenuPercentDrivenTransition.swift:95"),
        fact(
            "menu", .present, 0, .policy(.present, "threshold"), 0.5, "finish when persent > 0.5",
            "\(at) AlertTransition/Transitions/MenuTransition/MenuPercentDrivenTransition.swift:49"),
        fact("menu", .present, 0, .duration, 0.25, "AlertTransition duration 0.25", "\(alertBase):36"),
        fact(
            "trolley", .present, 1, .translation("presenting", .y), -20, "secondTransform: translate(0, -20)",
            "\(at) AlertTransition/Transitions/TrolleyTransition.swift:70"),
        fact(
            "trolley", .present, 1, .scale("presenting", .x), 0.85, "secondTransform: scale 0.85",
            "\(at) AlertTransition/Transitions/TrolleyTransition.swift:14"),
        fact(
            "trolley", .present, 1, .m34("presenting"), -1.0 / 6000, "m34 = 1/-6000, kept by secondTransform",
            "\(at) AlertTransition/Transitions/TrolleyTransition.swift:13"),
        fact("trolley", .present, 0, .duration, 0.5, "TrolleyTransition duration = 0.5", "\(at) AlertTransition/Transitions/TrolleyTransition.swift:20"),
        fact(
            "trolley", .present, 0.25, .corner("presenting", 0, .y), 48.331401512,
            "half way through firstTransform (Rx 15 deg, scale 0.85, z -100, m34) interpolated as Core Animation does",
            "\(at) AlertTransition/Transitions/TrolleyTransition.swift:58-65"),
        fact(
            "bubble", .present, 0, .scale("bubble", .x), 0.001, "the bubble scales 0.001 -> 1",
            "\(at) AlertTransitionDemo/CustomTransition/BubbleTransition.swift:32"),
        fact(
            "bubble", .present, 0, .alpha("presented"), 0, "the presented view fades 0 -> 1",
            "\(at) AlertTransitionDemo/CustomTransition/BubbleTransition.swift:38"),
        fact("bubble", .present, 0, .centre("bubble", .y), H - 50, "startingPoint (W/2, H - 50)", "\(at) AlertTransitionDemo/MainController.swift:75"),
        fact("bubble", .present, 0, .duration, 0.25, "AlertTransition duration 0.25", "\(alertBase):36"),
        fact(
            "star-wall", .present, 0, .alpha("presented"), 0, "present: alpha 0 -> 1", "\(at) AlertTransitionDemo/CustomTransition/StarWallTransition.swift:21"),
        fact(
            "star-wall", .present, 1, .alpha("presented"), 1, "present: alpha 0 -> 1", "\(at) AlertTransitionDemo/CustomTransition/StarWallTransition.swift:24"),
        fact("star-wall", .present, 1, .alpha("background"), 0.5, "backgroundType .color(white 0, alpha 0.5)", "\(alertBase):38"),
        fact("star-wall", .present, 0, .duration, 0.25, "AlertTransition duration 0.25", "\(alertBase):36"),
        // Touchwonders
        fact(
            "dissolve", .present, 0, .alpha("presented"), 0, "Dissolve: to-view alpha 0 -> 1",
            "\(tw) Transition/Classes/Convenience/Transitions/DissolveTransitionAnimation.swift:44"),
        fact(
            "dissolve", .present, 1, .alpha("presented"), 1, "Dissolve: targetAlpha = 1 - initialAlpha",
            "\(tw) Transition/Classes/Convenience/Transitions/DissolveTransitionAnimation.swift:45"),
        fact("dissolve", .present, 0, .duration, 0.5, "the catalog's Transition(duration: 0.5)", twCatalog),
        fact("move", .present, 0, .translation("presented", .x), W, "Move at edge .right: offset one full W", "\(twEdge):78"),
        fact("move", .present, 0, .duration, 0.5, "the catalog's Transition(duration: 0.5)", twCatalog),
        fact("move", .present, 0, .policy(.push, "flick"), 1200, "minimumFlickVelocity 1200", "\(twPan):63"),
        fact("move", .present, 0, .policy(.push, "threshold"), 1.0 / 3, "completionThreshold 1/3", "\(twPan):56"),
        fact(
            "push", .push, 1, .translation("presenting", .x), -W, "Push: the from-view slides out the same distance",
            "\(tw) Transition/Classes/Convenience/Transitions/PushTransitionAnimation.swift:57-60"),
        fact("push", .push, 0, .translation("presented", .x), W, "Push at edge .right: the to-view starts one W away", "\(twEdge):78"),
        fact("push", .push, 0, .duration, 0.5, "the catalog's Transition(duration: 0.5)", twCatalog),
        fact("reveal", .push, 1, .translation("presenting", .x), -W, "Reveal at edge .left: the from-view slides out to the left", "\(twEdge):80"),
        fact("reveal", .push, 0, .duration, 0.5, "the catalog's Transition(duration: 0.5)", twCatalog),
        fact("reveal", .push, 0, .policy(.pop, "flick"), 1200, "minimumFlickVelocity 1200", "\(twPan):63"),
        fact("simple-drop", .push, 0, .translation("presented", .y), -H, "SimpleAnimation: translate(0, -containerH)", "\(tw) README.md:89"),
        fact("simple-drop", .pop, 1, .translation("presented", .y), -H, "SimpleAnimation pop: the from-view goes back up", "\(tw) README.md:89"),
        fact("simple-drop", .push, 0, .duration, 0.5, "Transition(duration: 0.5, animation: SimpleAnimation())", "\(tw) README.md:135"),
        fact(
            "layered-fade", .push, 0.2, .rangeEnd(0), 0.2, "earlyFadeOut range 0.0-0.2",
            "\(tw) Examples/NavigationTransitionsExample/Transition/Transition/FadeTransition.swift:61"),
        fact(
            "layered-fade", .push, 0.2, .rangeStart(1), 0.1, "delayedFadeIn range 0.1-0.4",
            "\(tw) Examples/NavigationTransitionsExample/Transition/Transition/FadeTransition.swift:62"),
        fact(
            "layered-fade", .pop, 0.2, .alpha("presented"), 0, "pop plays earlyFadeOut forward: the old screen is out at 0.2",
            "\(tw) Examples/NavigationTransitionsExample/Transition/Transition/FadeTransition.swift:72"),
        fact(
            "layered-fade", .pop, 0.4, .alpha("presenting"), 1, "pop plays delayedFadeIn forward: the new screen is in at 0.4",
            "\(tw) Examples/NavigationTransitionsExample/Transition/Transition/FadeTransition.swift:78"),
        fact(
            "layered-fade", .pop, 0, .policy(.pop, "flick"), 1200, "flickMagnitude 1200",
            "\(tw) Examples/NavigationTransitionsExample/Transition/Transition/InteractiveZoomTransitionController.swift:127"),
        fact(
            "shared-element", .present, 0, .translation("presented", .y), -H, "drop target starts at translate(0, -containerH)",
            "\(tw) Examples/ModalTransitionsExample/ModalTransitionsExample/Transitioning/Transitions/DropTargetViewAnimation.swift:67"),
        fact(
            "shared-element", .present, 0, .duration, 0.3, "Transition(duration: 0.3, ...)",
            "\(tw) Examples/ModalTransitionsExample/ModalTransitionsExample/ShapeSourceViewController.swift:121"),
        fact(
            "shared-element", .present, 0, .policy(.present, "flick"), 1200, "flickMagnitude 1200",
            "\(tw) Examples/ModalTransitionsExample/ModalTransitionsExample/Transitioning/ShapeInteractionController.swift:132"),
        fact(
            "shared-element", .present, 0, .policy(.dismiss, "threshold"), 1.0 / 3, "completionThreshold 1/3",
            "\(tw) Examples/ModalTransitionsExample/ModalTransitionsExample/Transitioning/ShapeInteractionController.swift:131"),
        fact(
            "tab-shape", .tabForward, 0, .rotation("presented", .z), 0.05 * .pi, "to-view starts rotated 0.05 pi",
            "\(tw) Examples/TabBarTransitionsExample/TabBarTransitionsExample/Transitioning/Transitions/ShapeTransitionAnimation.swift:70"),
        fact(
            "tab-shape", .tabForward, 0, .scale("presented", .x), 1.2, "to-view starts scaled 1.2",
            "\(tw) Examples/TabBarTransitionsExample/TabBarTransitionsExample/Transitioning/Transitions/ShapeTransitionAnimation.swift:70"),
        fact(
            "tab-shape", .tabForward, 0, .duration, 0.4, "Transition(duration: 0.4, ...)",
            "\(tw) Examples/TabBarTransitionsExample/TabBarTransitionsExample/Transitioning/TabBarTransitions.swift:70"),
        fact(
            "tab-shape", .tabForward, 0, .pan(.tabBack, .x), 1, "rightOperation: .decreaseIndex (a rightward pan goes back)",
            "\(tw) Transition/Classes/Helpers/TransitionEdges.swift:76"),
        // ADTransitionController
        fact("fade", .push, 0, .alpha("presented"), 0, "Fade: in opacity 0 -> 1", "\(ad) ADTransitionController/ADFadeTransition.m:15"),
        fact("fade", .push, 1, .alpha("presenting"), 0, "Fade: out opacity 1 -> 0", "\(ad) ADTransitionController/ADFadeTransition.m:21"),
        fact("fade", .push, 0, .containerPerspective, 1000, "AD_Z_DISTANCE = 1000", adPerspective),
        fact("fade", .push, 0, .duration, 0.5, "the demo's default duration 0.5", adDemoDuration),
        fact(
            "back-fade", .push, 0.5, .zPosition("presented"), -2000, "BackFade: zPosition keyframes [0, -2000, 0]",
            "\(ad) ADTransitionController/ADBackFadeTransition.m:25"),
        fact(
            "back-fade", .push, 0.5, .zPosition("presenting"), -2000, "BackFade: the same keyframes on the old screen",
            "\(ad) ADTransitionController/ADBackFadeTransition.m:25"),
        fact("back-fade", .push, 1, .alpha("presented"), 1, "BackFade: in opacity 0 -> 1", "\(ad) ADTransitionController/ADBackFadeTransition.m:18"),
        fact("ghost", .push, 0, .scale("presented", .x), 2, "Ghost: in scale 2 -> 1", "\(ad) ADTransitionController/ADGhostTransition.m:19"),
        fact("ghost", .push, 1, .scale("presenting", .x), 0.01, "Ghost: out scale 1 -> 0.01", "\(ad) ADTransitionController/ADGhostTransition.m:32"),
        fact("ghost", .push, 0, .alpha("presented"), 0, "Ghost: in opacity 0 -> 1", "\(ad) ADTransitionController/ADGhostTransition.m:15"),
        fact(
            "zoom", .push, 0, .scale("presented", .y), 44 / H, "Zoom: in scale sh/th (a 44 pt row on the screen)",
            "\(ad) ADTransitionController/ADZoomTransition.m:23"),
        fact("zoom", .push, 0, .scale("presented", .x), 1, "Zoom: in scale sw/tw (a full-width row)", "\(ad) ADTransitionController/ADZoomTransition.m:23"),
        fact("zoom", .push, 1, .scale("presented", .x), 1, "Zoom: in -> CATransform3DIdentity", "\(ad) ADTransitionController/ADZoomTransition.m:25"),
        fact("swipe", .push, 1, .translation("presenting", .x), -W, "Swipe: out identity -> -e", "\(ad) ADTransitionController/ADSwipeTransition.m:27"),
        fact("swipe", .push, 0, .translation("presented", .x), W, "Swipe: in e -> identity", "\(ad) ADTransitionController/ADSwipeTransition.m:26"),
        fact("swipe", .push, 0, .duration, 0.5, "the demo's default duration 0.5", adDemoDuration),
        fact("swipe-fade", .push, 1, .alpha("presenting"), 0, "SwipeFade: out opacity 1 -> 0", "\(ad) ADTransitionController/ADSwipeFadeTransition.m:57-58"),
        fact(
            "swipe-fade", .push, 0, .translation("presented", .x), W, "SwipeFade: in e -> identity", "\(ad) ADTransitionController/ADSwipeFadeTransition.m:23"),
        fact("swipe-fade", .push, 0, .containerPerspective, 1000, "AD_Z_DISTANCE = 1000", adPerspective),
        fact("scale", .push, 1, .scale("presenting", .x), 0.8, "Scale: out scale 1 -> 0.8", "\(ad) ADTransitionController/ADScaleTransition.m:66"),
        fact("scale", .push, 0, .translation("presented", .x), W, "Scale: in e -> identity", "\(ad) ADTransitionController/ADScaleTransition.m:22"),
        fact("scale", .push, 1, .alpha("presenting"), 0, "Scale: out opacity 1 -> 0", "\(ad) ADTransitionController/ADScaleTransition.m:56-57"),
        fact(
            "modern-push", .push, 1, .alpha("presenting"), 0.5, "ModernPush: out opacity 1 -> 0.5", "\(ad) ADTransitionController/ADModernPushTransition.m:50"),
        fact(
            "modern-push", .push, 0, .translation("presented", .x), W, "ModernPush: in e -> identity",
            "\(ad) ADTransitionController/ADModernPushTransition.m:24"),
        fact("modern-push", .push, 0, .duration, 0.5, "the demo's default duration 0.5", adDemoDuration),
        fact("slide", .push, 1.0 / 3, .scale("presenting", .x), 0.7, "Slide: out S(0.7) at t = 1/3", "\(ad) ADTransitionController/ADSlideTransition.m:16"),
        fact("slide", .push, 1.0 / 3, .alpha("presenting"), 0.5, "Slide: out opacity 1, 0.5, 0, 0", "\(ad) ADTransitionController/ADSlideTransition.m:82-85"),
        fact("slide", .push, 2.0 / 3, .alpha("presented"), 0.5, "Slide: in opacity 0, 0, 0.5, 1", "\(ad) ADTransitionController/ADSlideTransition.m:59-62"),
        fact("swap", .push, 0, .zPosition("presented"), -2000, "Swap: in zPosition -2000 -> 0", "\(ad) ADTransitionController/ADSwapTransition.m:19"),
        fact(
            "swap", .push, 0.5, .rotation("presenting", .y), .pi / 5, "Swap RTL: sideOut = left = Ry(+pi/5)",
            "\(ad) ADTransitionController/ADSwapTransition.m:25"),
        fact("swap", .push, 1, .zPosition("presenting"), -2000, "Swap: out zPosition 0 -> -2000", "\(ad) ADTransitionController/ADSwapTransition.m:66"),
        fact(
            "flip", .push, 0, .rotation("presented", .y), piMinusEpsilon, "Flip RTL: in pivot Ry(pi - eps)",
            "\(ad) ADTransitionController/ADFlipTransition.m:27"),
        fact("flip", .push, 0.5, .zPosition("presented"), -W / 2, "Flip: zPosition [0, -D/2, 0], D = W", "\(ad) ADTransitionController/ADFlipTransition.m:26"),
        fact(
            "flip", .push, 1, .rotation("presenting", .y), -piMinusEpsilon, "Flip RTL: out pivot Ry(-pi + eps)",
            "\(ad) ADTransitionController/ADFlipTransition.m:28"),
        fact(
            "glue", .push, 0.5, .rotation("presenting", .y), .pi / 4, "Glue RTL: hinge +45 deg about the left edge",
            "\(ad) ADTransitionController/ADGlueTransition.m:16"),
        fact(
            "glue", .push, 1, .translation("presenting", .z), -0.7 * W, "Glue: end pushed back by z = -0.7 W",
            "\(ad) ADTransitionController/ADGlueTransition.m:73"),
        fact("glue", .push, 0, .translation("presented", .x), 1.5 * W, "Glue RTL: in from 1.5 W", "\(ad) ADTransitionController/ADGlueTransition.m:28"),
        fact(
            "push-rotate", .push, 1, .rotation("presenting", .y), .pi / 2, "PushRotate RTL: out Ry(+90 deg) about the left edge",
            "\(ad) ADTransitionController/ADPushRotateTransition.m:16"),
        fact(
            "push-rotate", .push, 0, .translation("presented", .x), W, "PushRotate RTL: in e -> identity",
            "\(ad) ADTransitionController/ADPushRotateTransition.m:27"),
        fact("push-rotate", .push, 1, .alpha("presenting"), 0, "PushRotate: out opacity 1 -> 0", "\(ad) ADTransitionController/ADPushRotateTransition.m:82"),
        fact(
            "fold", .push, 0, .rotation("presented", .y), -piMinusEpsilon, "Fold RTL: in Ry(-inAngle), inAngle = pi - 0.001",
            "\(ad) ADTransitionController/ADFoldTransition.m:16"),
        fact("fold", .push, 1, .rotation("presenting", .y), .pi / 2, "Fold RTL: out 0 -> Ry(+pi/2)", "\(ad) ADTransitionController/ADFoldTransition.m:17"),
        fact("fold", .push, 1, .alpha("presented"), 1, "Fold: in opacity 0 -> 1", "\(ad) ADTransitionController/ADFoldTransition.m:89"),
        fact("cross", .push, 0, .stageRotation(.y), .pi / 2, "Cross: container Ry(+pi/2) -> I", "\(ad) ADTransitionController/ADCrossTransition.m:17"),
        fact(
            "cross", .push, 0, .rotation("presenting", .y), -.pi / 2, "Cross: out child static Ry(-pi/2)", "\(ad) ADTransitionController/ADCrossTransition.m:19"
        ),
        fact("cross", .push, 1, .stageRotation(.y), 0, "Cross: container -> CATransform3DIdentity", "\(ad) ADTransitionController/ADCrossTransition.m:18"),
        fact("cube", .push, 0.5, .stageZPosition, -36, "Cube: container zPosition [0, -36, 0]", "\(ad) ADTransitionController/ADCubeTransition.m:49"),
        fact("cube", .push, 0, .stageRotation(.y), .pi / 2, "Cube RTL: container from Ry(+pi/2)", "\(ad) ADTransitionController/ADCubeTransition.m:22"),
        fact(
            "cube", .push, 0, .rotation("presenting", .y), -.pi / 2, "Cube RTL: the old face holds Ry(-pi/2)",
            "\(ad) ADTransitionController/ADCubeTransition.m:23"),
        fact(
            "carrousel", .push, 0.5, .stageZPosition, -W, "Carrousel: container zPosition [0, -D, 0], D = W",
            "\(ad) ADTransitionController/ADCarrouselTransition.m:23"),
        fact(
            "carrousel", .push, 0, .stageRotation(.y), -.pi / 2, "Carrousel RTL: container from Ry(-pi/2)",
            "\(ad) ADTransitionController/ADCarrouselTransition.m:25"),
        fact(
            "carrousel", .push, 0, .rotation("presenting", .y), .pi / 2, "Carrousel RTL: the old face holds Ry(+pi/2)",
            "\(ad) ADTransitionController/ADCarrouselTransition.m:26"),
        // UIKit and Segue's own
        fact(
            "cover-vertical", .present, 0, .translation("presented", .y), H, "the presented view starts one height below",
            #"Apple, UIModalTransitionStyle.coverVertical: "its view slides up from the bottom of the screen""#),
        fact(
            "cover-vertical", .present, 1, .translation("presented", .y), 0, "and ends in place",
            #"Apple, UIModalTransitionStyle.coverVertical: "its view slides up from the bottom of the screen""#),
        fact(
            "cover-vertical", .dismiss, 1, .translation("presented", .y), H, "the dismissal slides it back down",
            #"Apple, UIModalTransitionStyle.coverVertical: "On dismissal, the view slides back down""#),
        fact(
            "cross-dissolve", .present, 0, .alpha("presented"), 0, "the new view fades in from 0",
            #"Apple, UIModalTransitionStyle.crossDissolve: "the new view fades in""#),
        fact(
            "cross-dissolve", .present, 1, .alpha("presenting"), 0, "the current view fades out to 0",
            #"Apple, UIModalTransitionStyle.crossDissolve: "the current view fades out""#),
        fact(
            "cross-dissolve", .present, 0.5, .alpha("presenting"), 0.5, "both at once: half way each is at half",
            #"Apple, UIModalTransitionStyle.crossDissolve: "fades out while the new view fades in at the same time""#),
        fact(
            "cross-dissolve", .dismiss, 1, .alpha("presenting"), 1, "the dismissal cross-fades back",
            #"Apple, UIModalTransitionStyle.crossDissolve: "a similar type of cross-fade is used to return to the original view""#),
        fact(
            "flip-horizontal", .present, 0.5, .rotation("presenting", .y), -.pi / 2,
            "the presenting view is edge-on halfway through its 180 deg turn, right side forward",
            #"Apple, UIView.AnimationOptions.transitionFlipFromRight: "the right side of the view moves toward the front""#),
        fact(
            "flip-horizontal", .present, 0.25, .rotation("presenting", .y), -.pi / 4, "a quarter of the way: right side forward",
            #"Apple, UIModalTransitionStyle.flipHorizontal: "a horizontal 3D flip from right-to-left""#),
        fact(
            "flip-horizontal", .dismiss, 0.25, .rotation("presented", .y), .pi / 4, "the dismissal turns left to right",
            #"Apple, UIModalTransitionStyle.flipHorizontal: "On dismissal, the flip occurs from left-to-right""#),
        fact(
            "navigation-push", .push, 0, .pan(.pop, .x), 1, "pop: a pan toward the trailing edge",
            #"Apple, UINavigationController.interactivePopGestureRecognizer: "swipes horizontally from the leading edge of the screen""#),
        fact(
            "navigation-push", .push, 0, .pan(.pop, .y), 0, "horizontally",
            #"Apple, UINavigationController.interactivePopGestureRecognizer: "swipes horizontally from the leading edge of the screen""#),
        fact(
            "navigation-push", .push, 1, .translation("presented", .x), 0, "the pushed view ends in place",
            #"Apple, UINavigationController.pushViewController(_:animated:): "The object in the viewController parameter becomes the top view controller""#),
        fact(
            "page-sheet", .present, 0, .translation("presented", .y), H, "the default transition style slides the sheet up from below",
            #"Apple, UIModalTransitionStyle.coverVertical: "its view slides up from the bottom of the screen""#),
        fact(
            "page-sheet", .present, 1, .alpha("presenting"), 1, "the content behind stays visible",
            #"Apple, UIModalPresentationStyle.pageSheet: "a sheet with part of the background content visible near the top of the screen""#),
        fact(
            "page-sheet", .dismiss, 1, .translation("presented", .y), H, "the dismissal slides it back down",
            #"Apple, UIModalTransitionStyle.coverVertical: "On dismissal, the view slides back down""#),
        fact(
            "page-sheet-scroll", .present, 0, .translation("presented", .y), H, "the default transition style slides the sheet up from below",
            #"Apple, UIModalTransitionStyle.coverVertical: "its view slides up from the bottom of the screen""#),
        fact(
            "page-sheet-scroll", .dismiss, 1, .translation("presented", .y), H, "the dismissal slides it back down",
            #"Apple, UIModalTransitionStyle.coverVertical: "On dismissal, the view slides back down""#),
        fact(
            "page-sheet-scroll", .present, 0, .policy(.dismiss, "rate"), 0.998, "UIScrollView's normal deceleration rate, 0.998 per ms",
            #"docs/scroll-handoff.md, "Physics""#),
        fact(
            "sheet-carousel", .present, 0, .translation("presented", .y), H, "the default transition style slides the sheet up from below",
            #"Apple, UIModalTransitionStyle.coverVertical: "its view slides up from the bottom of the screen""#),
        fact(
            "sheet-carousel", .present, 0, .translation("carousel", .y), H, "the carousel rides on the sheet", #"docs/scroll-handoff.md, "Worked examples""#),
        fact(
            "sheet-carousel", .present, 0, .policy(.dismiss, "rate"), 0.998, "UIScrollView's normal deceleration rate, 0.998 per ms",
            #"docs/scroll-handoff.md, "Physics""#),
        fact(
            "slide-over", .present, 0, .translation("presented", .x), W, "slide-over: enters from one full width",
            #"docs/libraries.md, "UIKit's styles and Segue's own""#),
        fact("slide-over", .present, 1, .translation("presented", .x), 0, "and ends in place", #"docs/libraries.md, "UIKit's styles and Segue's own""#),
        fact(
            "slide-over", .present, 0, .policy(.present, "threshold"), 0.5, "percent(0.5)", #"docs/completion-policies.md, "percent (AlertTransition's menu)""#),
    ]

    static func sceneJSON(_ preset: String, _ op: TransitionOperation, _ f: Double) throws -> [String: Any] {
        let run = segue("render", preset, "--operation", op.rawValue, "--progress", "\(f)", "--format", "json")
        #expect(run.code == .success, "\(run.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    @Test(arguments: facts)
    func sourceNumber(_ fact: Fact) throws {
        let value: Double
        if fact.figure.isSpecFigure {
            value = try fact.figure.value(of: try #require(PresetCatalog.builtIn()[fact.preset]))
        } else {
            value = try fact.figure.value(in: try Self.sceneJSON(fact.preset, fact.operation, fact.progress))
        }
        #expect(isClose(value, fact.expected, tolerance: 1e-8), "\(fact): got \(value)")
    }

    /// A library file and line, Apple's words, or a page of this repository's docs.
    static let citation = try! NSRegularExpression(
        pattern: #"^(?:[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+ [^:]+:[0-9]+(?:-[0-9]+)?|Apple, [^"]+: ".+"|docs/[a-z-]+\.md, ".+")$"#)

    @Test("every built-in preset has at least three numbers from its source, each citing where it comes from")
    func everyPresetIsCovered() {
        let names = PresetCatalog.builtIn().names
        #expect(names.count == 55)
        for name in names {
            #expect(Self.facts.filter { $0.preset == name }.count >= 3, "\(name) has fewer than three source numbers")
        }
        for fact in Self.facts {
            #expect(Self.citation.firstMatch(in: fact.cite, range: NSRange(fact.cite.startIndex..., in: fact.cite)) != nil, "\(fact.preset): '\(fact.cite)'")
        }
    }
}
