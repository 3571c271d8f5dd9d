import Foundation
import SegueEngine
import SegueTestSupport
import SegueUIKit
import Testing

@testable import SegueCommands

/// `segue simulate` on a UIKit transition whose code has its own interaction: the script's finger
/// goes to the code's recognizer, the code decides, every decision says who made it, and
/// `--policy` adds what a policy would have said on the same finger.
@Suite("simulate: the code's own gestures decide")
@MainActor
struct SimulateLiveUIKitTests {
    /// Slides the presented view off to the right over 0.5 s, dismissed by a rightward pan with
    /// EasyTransitions' rule; with `decides` false it forgets to finish or cancel.
    final class SlideAway: UIPercentDrivenInteractiveTransition, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        weak var controller: UIViewController?
        var inProgress = false
        let decides: Bool

        init(decides: Bool) {
            self.decides = decides
            super.init()
        }

        func handle(_ pan: UIPanGestureRecognizer) {
            guard let view = pan.view else { return }
            let p = pan.translation(in: view).x / view.bounds.width
            let v = pan.velocity(in: view).x
            switch pan.state {
            case .began:
                guard v > 0 else { return }
                inProgress = true
                controller?.dismiss(animated: true)
            case .changed: update(min(max(p, 0), 0.99))
            case .ended, .cancelled:
                guard inProgress, decides else { return }
                if (p > 0.5 || v > 100) && v > -5 { finish() } else { cancel() }
            default: break
            }
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            inProgress ? self : nil
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let from = context.view(forKey: .from)!
            if let to = context.view(forKey: .to), to.superview !== context.containerView { context.containerView.insertSubview(to, belowSubview: from) }
            UIView.animate(
                withDuration: 0.5, delay: 0, options: .curveLinear, animations: { from.frame.origin.x = context.containerView.bounds.width },
                completion: { _ in
                    self.inProgress = false
                    context.completeTransition(!context.transitionWasCancelled)
                })
        }
    }

    static func slideAway(decides: Bool = true, gestures: Bool = true) -> UIKitTransition {
        UIKitTransition(name: "slide-away", operation: .dismiss, interaction: TransitionInteraction(pan: .init(direction: .fromLeft))) { window in
            let root = UIViewController()
            window.rootViewController = root
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen
            let slide = SlideAway(decides: decides)
            slide.controller = presented
            if gestures {
                let pan = UIPanGestureRecognizer(target: slide, action: Selector(SlideAway.handle(_:)))
                window.addGestureRecognizer(pan)
            }
            presented.transitioningDelegate = slide
            return {
                _ = slide
                root.present(presented, animated: true)
            }
        }
    }

    func run(_ arguments: [String], _ transition: UIKitTransition) -> CapturedRun {
        var io = CommandIO(output: "", error: "")
        let code = SegueCLI.run(arguments, coded: CodedCatalog([transition]), io: &io)
        return CapturedRun(code: code, output: io.output as? String ?? "", error: io.error as? String ?? "")
    }

    func lines(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test("the code decides: a long drag finishes by the code's call, and --policy adds what the policy would say")
    func codeDecides() throws {
        let run = self.run(
            ["simulate", "slide-away", "--gesture", "touch; drag 60% over 0.6s; wait 0.2s; release", "--policy", "percent(0.9)", "--json"], Self.slideAway())
        #expect(run.code == .success, "\(run.error)")
        let events = try lines(run.output)
        #expect(events.map { $0["event"] as? String } == ["began", "released", "decision", "decision", "completed"], "\(run.output)")
        let code = try #require(events.first { $0["by"] as? String == "code" })
        #expect(code["outcome"] as? String == "finish")
        #expect((code["reason"] as? String)?.hasPrefix("the code called finishInteractiveTransition() at p 0.") == true, "\(code)")
        let policy = try #require(events.first { $0["by"] as? String == "policy" })
        #expect(policy["outcome"] as? String == "cancel" && policy["policy"] as? String == "percent(0.9)")
        #expect(events.last?["position"] as? String == "end")
        #expect(events.filter { $0["event"] as? String == "decision" }.allSatisfy { $0["by"] != nil })
    }

    @Test("a short slow drag: the code cancels; the text says 'your code' beside the policy's would")
    func codeCancelsInText() {
        let run = self.run(
            ["simulate", "slide-away", "--gesture", "touch; drag 20% over 1s; wait 0.3s; release", "--policy", "percent(0.1)"], Self.slideAway())
        #expect(run.code == .success, "\(run.error)")
        #expect(run.output.contains("the code decides (its own interaction); finger: pan fromLeft over 393 pt; compared with percent(0.1)"), "\(run.output)")
        #expect(run.output.contains("your code: cancel, the code called cancelInteractiveTransition() at p 0.2"), "\(run.output)")
        #expect(run.output.contains("percent(0.1) would: finish"), "\(run.output)")
        #expect(run.output.contains("completed") && run.output.contains("at start"), "\(run.output)")
    }

    @Test("code that never decides is a hang after 10 s, with its last calls, and exit status 1")
    func hang() throws {
        let run = self.run(["simulate", "slide-away", "--gesture", "touch; drag 60% over 0.5s; release", "--json"], Self.slideAway(decides: false))
        #expect(run.code == .failure)
        #expect(run.error.contains("hang: the transition never finished or cancelled within 10 s"), "\(run.error)")
        let hang = try #require(try lines(run.output).first { $0["event"] as? String == "hang" })
        #expect((hang["finding"] as? String)?.contains("last calls:") == true)
        #expect(!(try lines(run.output).contains { $0["event"] as? String == "decision" }))
    }

    @Test("the script's finish is the code's to make: it is shown as ignored, and play starts the transition without a finger")
    func scriptCalls() throws {
        let run = self.run(["simulate", "slide-away", "--gesture", "play; finish", "--json"], Self.slideAway())
        #expect(run.code == .success, "\(run.error)")
        let events = try lines(run.output)
        #expect(events.first?["event"] as? String == "began" && events.first?["interactive"] as? Bool == false)
        #expect(events.contains { $0["event"] as? String == "ignored" && ($0["reason"] as? String)?.contains("the code decides") == true })
        #expect(events.last?["position"] as? String == "end")
    }

    @Test("a UIKit transition without gestures of its own is driven by the policy, and says so")
    func noGestures() throws {
        let run = self.run(["simulate", "slide-away", "--gesture", "touch; drag 70% over 0.5s; release", "--json"], Self.slideAway(gestures: false))
        #expect(run.code == .success, "\(run.error)")
        let decision = try #require(try lines(run.output).first { $0["event"] as? String == "decision" })
        #expect(decision["by"] as? String == "policy" && decision["policy"] as? String == "percent(0.5)")
    }

    /// The validator of SceneSchemaEndToEndTests: every JSON document on stdin against argv[1].
    static let validator = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        check = jsonschema.Draft202012Validator(schema)
        documents = [json.loads(line) for line in sys.stdin.read().splitlines() if line.strip()]
        errors = [f"{d}: {'/'.join(map(str, e.absolute_path))}: {e.message}" for d in documents for e in check.iter_errors(d)]
        print("\\n".join(errors) if errors else f"{len(documents)} valid")
        sys.exit(1 if errors or not documents else 0)
        """

    @Test("every line simulate --json prints validates against docs/segue-simulate.schema.json, and a broken line does not")
    func schema() throws {
        let outputs = [
            self.run(["simulate", "slide-away", "--gesture", "touch; drag 60% over 0.6s; release", "--policy", "percent", "--json"], Self.slideAway()).output,
            self.run(["simulate", "slide-away", "--gesture", "touch; drag 60% over 0.5s; release", "--json"], Self.slideAway(decides: false)).output,
            self.run(["simulate", "slide-away", "--gesture", "play; finish", "--json"], Self.slideAway()).output,
            segue("simulate", "slide-over", "--gesture", "touch; drag 60% over 0.5s; release", "--json").output,
            segue("simulate", "slide-over", "--gesture", "touch; drag 30% over 0.5s; release", "--policy", "percent", "--policy", "flick", "--json").output,
            segue("simulate", "easy-all", "--operation", "dismiss", "--gesture", "touch; drag 100pt over 0.3s; release", "--json").output,
            // Scroll content: won, scrolled, hand-off, hand-back and coast lines.
            segue(
                "simulate", "page-sheet-scroll", "--operation", "dismiss", "--content-offset", "120", "--gesture",
                "touch; drag 200pt over 0.2s; drag -150pt over 0.2s; release", "--json"
            ).output,
            segue(
                "simulate", "sheet-carousel", "--operation", "dismiss", "--gesture", "touch at 200pt 250pt; drag -150pt across over 0.3s; release", "--json"
            ).output,
        ]
        for output in outputs { #expect(!output.isEmpty) }
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/segue-simulate.schema.json").path
        let all = outputs.joined()
        #expect(all.contains("\"by\": \"code\"") && all.contains("\"by\": \"policy\"") && all.contains("\"event\": \"hang\""))
        for event in ["won", "scrolled", "hand-off", "hand-back", "coast"] { #expect(all.contains("\"event\": \"\(event)\""), "no \(event) line") }
        let good = try validate(all, schema: schema)
        #expect(good.status == 0, "\(good.standardOutput)\(good.standardError)")
        let broken = try validate(#"{"t": 1, "event": "decision", "progress": 0.5, "views": 0.5, "outcome": "finish", "reason": "x"}"# + "\n", schema: schema)
        #expect(broken.status == 1 && broken.standardOutput.contains("is not valid"), "\(broken.standardOutput)\(broken.standardError)")
    }

    func validate(_ lines: String, schema: String) throws -> ProcessResult {
        let folder = try makeTemporaryFolder("simulate-schema")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("lines.jsonl")
        try lines.write(to: file, atomically: true, encoding: .utf8)
        return try ProcessRunner.run(
            executable: URL(fileURLWithPath: "/bin/bash"), ["-c", "python3 -c \"$VALIDATE\" \"$SCHEMA\" < \"$LINES\""],
            environment: ["VALIDATE": Self.validator, "SCHEMA": schema, "LINES": file.path], timeout: 60)
    }
}
