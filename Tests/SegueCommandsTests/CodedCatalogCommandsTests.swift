import Foundation
import SegueEngine
import SeguePresets
import SegueUIKit
import Testing

@testable import SegueCommands

/// `Segue.main(transitions:)`'s command line (`SegueCLI.run(_:coded:io:)`): every command that takes
/// a preset's name takes a coded transition's, a UIKit transition's card travels in `list --json`,
/// and what a coded transition cannot do is a clear error.
@Suite("the command line with coded transitions")
@MainActor
struct CodedCatalogCommandsTests {
    /// Fades the presented view in over 0.4 s, and asks for a key path that cannot be drawn.
    final class Fade: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        { self }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.alpha = 0
            let shadow = CABasicAnimation(keyPath: "shadowOpacity")
            shadow.fromValue = 0
            shadow.toValue = 1
            to.layer.add(shadow, forKey: "shadow")
            UIView.animate(withDuration: 0.4, animations: { to.alpha = 1 }, completion: { _ in context.completeTransition(true) })
        }
    }

    static let fade = Fade()

    static func uikit(named name: String = "fade-in") -> UIKitTransition {
        UIKitTransition(name: name) { window in
            let root = UIViewController()
            window.rootViewController = root
            let next = UIViewController()
            next.modalPresentationStyle = .pageSheet
            next.transitioningDelegate = fade
            return { root.present(next, animated: true) }
        }
    }

    /// A coded transition that only draws its scene.
    struct SceneOnly: Transition {
        var duration: Double { 0.3 }
        var tracks: [TrackTiming] { [TrackTiming()] }
        var container: Size { .phonePortrait }
        var name: String { "scene-only" }
        func scene(trackProgress: [Double]) -> Scene { Scene(container: container, views: []) }
    }

    func run(_ arguments: [String], _ coded: [any Transition], builtIns: Bool = true) -> CapturedRun {
        var io = CommandIO(output: "", error: "")
        let code = SegueCLI.run(arguments, coded: CodedCatalog(coded, builtIns: builtIns), io: &io)
        return CapturedRun(code: code, output: io.output as? String ?? "", error: io.error as? String ?? "")
    }

    @Test("list: the coded transitions come after the presets, with their card; a UIKit one carries approximated, notDrawn and log")
    func list() throws {
        let uikit = Self.uikit()
        let run = self.run(["list", "--json"], [CardFlipTransition(), uikit])
        #expect(run.code == .success, "\(run.error)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(items.count == PresetCatalog.builtIn().names.count + 2)
        #expect(items.suffix(2).map { $0["name"] as? String } == ["card-flip", "fade-in"])
        let entry = try #require(items.last)
        #expect(entry["source"] as? String == "code" && entry["title"] as? String == "UIKit code (SegueUIKit)")
        #expect(entry["notDrawn"] as? [String] == ["shadowOpacity"])
        #expect(entry["approximated"] as? [String] == uikit.approximated)
        #expect((entry["approximated"] as? [String] ?? []).contains { $0.contains("played as .fullScreen") })
        #expect((entry["log"] as? [String])?.count == uikit.log.count)
        #expect((entry["declares"] as? [String: String])?["animator"] == "transitionDuration(using:) 0.4 s")
        #expect((items[items.count - 2]["approximated"] as? [String]) == [])
        let table = self.run(["list"], [uikit]).output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(
            table.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") == "fade-in UIKit code (SegueUIKit) approximated your code",
            "\(table)")
    }

    @Test("render: a UIKit transition's JSON projects onto its own scene's corners; text and --time work too")
    func render() throws {
        let uikit = Self.uikit()
        let run = self.run(["render", "fade-in", "--progress", "0.5", "--format", "json"], [uikit])
        #expect(run.code == .success, "\(run.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["preset"] as? String == "fade-in")
        let views = try #require(json["views"] as? [[String: Any]])
        let scene = uikit.scene(at: 0.5)
        #expect(views.map { $0["id"] as? String } == scene.views.map(\.id))
        for (view, drawn) in zip(views, scene.views) {
            let corners = try #require(view["corners"] as? [String: [Double]])
            let expected = [drawn.quad.topLeft, drawn.quad.topRight, drawn.quad.bottomRight, drawn.quad.bottomLeft]
            for (key, point) in zip(["topLeft", "topRight", "bottomRight", "bottomLeft"], expected) {
                #expect(abs((corners[key]?[0] ?? .nan) - point.x) < 1e-6 && abs((corners[key]?[1] ?? .nan) - point.y) < 1e-6, "\(key)")
            }
            #expect(abs((view["alpha"] as? Double ?? .nan) - drawn.alpha) < 1e-6)
        }
        #expect(self.run(["render", "fade-in", "--time", "0.2", "--size", "20x10", "--color", "never"], [uikit]).output.split(separator: "\n").count == 10)
        #expect(self.run(["filmstrip", "card-flip", "--format", "txt"], [CardFlipTransition()]).code == .success)
    }

    @Test("what a coded transition does not have is a usage error; a scene-only one cannot print JSON")
    func refusals() {
        let uikit = Self.uikit()
        let pop = run(["render", "fade-in", "--operation", "pop"], [uikit])
        #expect(pop.code == .usage && pop.error.contains("plays only present"), "\(pop.error)")
        #expect(run(["render", "fade-in", "--direction", "fromLeft"], [uikit]).error.contains("has no directions"))
        #expect(run(["render", "fade-in", "--landscape"], [uikit]).error.contains("its own container"))
        #expect(run(["simulate", "fade-in", "--gesture", "play", "--duration", "2"], [uikit]).code == .usage)
        let json = run(["render", "scene-only", "--format", "json"], [SceneOnly()])
        #expect(json.code == .failure && json.error.contains("--format json cannot print it"), "\(json.error)")
        let typo = run(["render", "fade-n"], [uikit])
        #expect(typo.code == .usage && typo.error.contains("did you mean 'fade-in'?"), "\(typo.error)")
    }

    @Test("simulate and record drive a UIKit transition by its interaction")
    func simulateAndRecord() throws {
        let uikit = Self.uikit()
        let run = self.run(["simulate", "fade-in", "--gesture", "touch; drag 70% over 0.3s; release"], [uikit])
        #expect(run.code == .success, "\(run.error)")
        #expect(run.output.hasPrefix("fade-in present, 0.4 s, container 393x852 pt; pan fromRight"), "\(run.output)")
        #expect(run.output.contains("completed"))
        let record = self.run(["record", "fade-in", "--play", "--fps", "10"], [uikit])
        #expect(record.code == .success, "\(record.error)")
        #expect(record.output.hasPrefix("{\"version\": 2") && record.output.contains("fade-in — UIKit code (SegueUIKit)"))
    }

    @Test("alone, the presets are unknown; a coded transition named like a preset hides it")
    func catalogRules() throws {
        let alone = run(["render", "slide-over"], [CardFlipTransition()], builtIns: false)
        #expect(alone.code == .usage && alone.error.contains("unknown preset 'slide-over'"))
        #expect(run(["list"], [CardFlipTransition()], builtIns: false).output.split(separator: "\n").count == 1)
        let fade = run(["render", "fade", "--format", "json"], [Self.uikit(named: "fade")])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(fade.output.utf8)) as? [String: Any])
        #expect((json["progress"] as? [String: Any])?["tracks"] as? [Any] != nil)
        let listed = try #require(
            try JSONSerialization.jsonObject(with: Data(run(["list", "--json"], [Self.uikit(named: "fade")]).output.utf8)) as? [[String: Any]])
        #expect(listed.filter { $0["name"] as? String == "fade" }.map { $0["source"] as? String } == ["code"])
        #expect(run(["--version"], [CardFlipTransition()]).output.hasPrefix("segue "))
    }
}
