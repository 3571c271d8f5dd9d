import SegueEngine
import SeguePresets
import SegueRender
import SegueUIKit

/// Microseconds for one 60 fps frame with a finger down, at 200×60: the finger moves, the clock
/// ticks, the scene is built and drawn into the stage. A UIKit transition played live (its own pan
/// and `UIPercentDrivenInteractiveTransition` scrubbing `UIView.animate`, through
/// `UIKitInteractiveRun`) against the preset `slide-over` driven by the engine's session, the same
/// slide; the UIKit frame's budget is 1.5 × the preset's.
@MainActor
enum UIKitFingerBench {
    static let section = "uikit"

    /// Slides the presented view off to the right over 0.5 s, dismissed by a rightward pan.
    final class Slide: UIPercentDrivenInteractiveTransition, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        weak var controller: UIViewController?
        var inProgress = false

        func handle(_ pan: UIPanGestureRecognizer) {
            guard let view = pan.view else { return }
            switch pan.state {
            case .began:
                inProgress = true
                controller?.dismiss(animated: true)
            case .changed: update(min(max(pan.translation(in: view).x / view.bounds.width, 0), 0.99))
            case .ended, .cancelled: finish()
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
                withDuration: 0.5, delay: 0, options: .curveEaseInOut, animations: { from.frame.origin.x = context.containerView.bounds.width },
                completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }
    }

    static func scenario(_ window: UIWindow) -> @MainActor () -> Void {
        let root = UIViewController()
        window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        let slide = Slide()
        slide.controller = presented
        window.addGestureRecognizer(UIPanGestureRecognizer(target: slide, action: Selector(Slide.handle(_:))))
        presented.transitioningDelegate = slide
        return {
            _ = slide
            root.present(presented, animated: true)
        }
    }

    /// The finger's x at frame `i`: back and forth between 100 and 260 pt, 4 pt a frame.
    static func x(_ i: Int) -> Double {
        let phase = i % 80
        return 100 + 4 * Double(phase < 40 ? phase : 80 - phase)
    }

    static let frames = 30

    static func run(_ bench: Bench) {
        let presetName = "frame slide-over (preset) finger down 200x60"
        let uikitName = "frame UIKit slide (live) finger down 200x60"
        guard bench.wants(section, presetName) || bench.wants(section, uikitName) else { return }
        bench.beginSection("uikit: a frame with a finger down (move, tick, scene, stage)")
        let renderer = StageRenderer()
        let note = "per frame: move + tick + scene + stage, \(frames) frames"

        guard let spec = PresetCatalog.builtIn()["slide-over"], let transition = try? spec.transition(for: .dismiss) else {
            return bench.note("slide-over cannot play dismiss; the uikit figures are skipped")
        }
        var session = InteractionSession(transition: transition, operation: .dismiss, pan: .init(direction: .fromLeft), policy: CompletionPolicy(.percent))
        var presetTime = 1.0
        session.handle(TouchEvent(.down, at: Point(x: 80, y: 400), time: presetTime))
        var presetFrame = 0
        let presetFrames = {
            for _ in 0..<frames {
                presetFrame += 1
                presetTime += 1.0 / 60
                session.handle(TouchEvent(.move, at: Point(x: x(presetFrame), y: 400), time: presetTime))
                session.advance(to: presetTime)
                RenderBench.consume(renderer.render(session.scene(at: presetTime), width: 200, height: 60), bench.sink)
            }
        }
        let live = UIKitInteractiveRun(operation: .dismiss, scenario: scenario)
        var time = live.host.now + 1
        live.touch(TouchEvent(.down, at: Point(x: 80, y: 400), time: time))
        var frame = 0
        let liveFrames = {
            for _ in 0..<frames {
                frame += 1
                time += 1.0 / 60
                live.touch(TouchEvent(.move, at: Point(x: x(frame), y: 400), time: time))
                live.tick(to: time)
                RenderBench.consume(renderer.render(live.scene(), width: 200, height: 60), bench.sink)
            }
        }
        bench.time(section, presetName, unit: "µs", scale: 1000, operations: frames, note: note, presetFrames)
        bench.time(section, uikitName, unit: "µs", scale: 1000, operations: frames, note: note, liveFrames)
        bench.record(
            Figure(
                section: section, name: "frame ratio UIKit slide / slide-over, finger down", unit: "×",
                statistics: Statistics(bench.pairedRatios(liveFrames, presetFrames)), budget: .under(1.5),
                note: "\(frames) frames of each in turn, \(bench.repetitions) pairs (load moves both alike)"))
        if live.state != .interactive {
            bench.note("the UIKit slide was not interactive while timed (\(live.state)): the figure does not measure a finger down")
        }
    }
}
