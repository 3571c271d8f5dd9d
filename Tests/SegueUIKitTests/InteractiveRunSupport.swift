import SegueEngine
import SegueTestSupport
import SegueUIKit

/// Test-local UIKit code for the live runs: a pan dismissal coded with EasyTransitions'
/// rule (docs/completion-policies.md), as app code writes it, on either of UIKit's two paths.
@MainActor
final class EasyInteraction: UIPercentDrivenInteractiveTransition {
    weak var controller: UIViewController?
    var inProgress = false
    /// The code's verdict at each release: true = finish.
    var decisions: [Bool] = []
    /// When false, the code forgets to finish or cancel (the freeze users report).
    var decides = true
    let pan = UIPanGestureRecognizer()

    /// Dismisses `controller` from a pan on `view` (the window here: hit-testing uses the model,
    /// and the sliding view's model is already off screen while it animates).
    func wire(to controller: UIViewController, on view: UIView) {
        self.controller = controller
        pan.addTarget(self, action: Selector(EasyInteraction.handle(_:)))
        view.addGestureRecognizer(pan)
    }

    func handle(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let p = pan.translation(in: view).x / view.bounds.width
        let v = pan.velocity(in: view).x
        switch pan.state {
        case .began:
            if inProgress {
                pause()
                return
            }
            guard v > 0 else { return }
            inProgress = true
            controller?.dismiss(animated: true)
        case .changed:
            update(min(max(p, 0), 0.99))
        case .ended, .cancelled:
            guard inProgress, decides else { return }
            let finishes = (p > 0.5 || v > 100) && v > -5
            decisions.append(finishes)
            if finishes { finish() } else { cancel() }
        default: break
        }
    }
}

/// Slides the presented view off to the right over 0.5 s with UIView.animate, linear.
@MainActor
final class SlideAway: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let interaction = EasyInteraction()

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction.inProgress ? interaction : nil
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let from = context.view(forKey: .from)!
        if let to = context.view(forKey: .to), to.superview !== context.containerView { context.containerView.insertSubview(to, belowSubview: from) }
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveLinear, animations: { from.frame.origin.x = context.containerView.bounds.width },
            completion: { _ in
                self.interaction.inProgress = false
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

/// The same slide on one interruptible linear property animator: it can be grabbed.
@MainActor
final class SlideAwayInterruptible: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let interaction = EasyInteraction()
    var animator: UIViewPropertyAnimator?

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction.inProgress ? interaction : nil
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using context: UIViewControllerContextTransitioning) { interruptibleAnimator(using: context).startAnimation() }
    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let from = context.view(forKey: .from)!
        if let to = context.view(forKey: .to), to.superview !== context.containerView { context.containerView.insertSubview(to, belowSubview: from) }
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { from.frame.origin.x = context.containerView.bounds.width }
        a.addCompletion { _ in
            self.interaction.inProgress = false
            context.completeTransition(!context.transitionWasCancelled)
        }
        animator = a
        return a
    }
}

/// A dismissal scenario: a root controller presents one whose view carries the code's pan.
@MainActor
func easyDismissScenario(interruptible: Bool = false, configure: @escaping @MainActor (EasyInteraction) -> Void = { _ in }) -> UIKitTransition.Scenario {
    { window in
        let root = UIViewController()
        window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        let delegate: UIViewControllerTransitioningDelegate
        if interruptible {
            let d = SlideAwayInterruptible()
            d.interaction.wire(to: presented, on: window)
            configure(d.interaction)
            delegate = d
        } else {
            let d = SlideAway()
            d.interaction.wire(to: presented, on: window)
            configure(d.interaction)
            delegate = d
        }
        presented.transitioningDelegate = delegate
        return {
            _ = delegate
            root.present(presented, animated: true)
        }
    }
}

/// The interaction of the run's presented controller.
@MainActor
func easyInteraction(of run: UIKitInteractiveRun) -> EasyInteraction? {
    var c = run.host.window.rootViewController?.presentedViewController
    while let next = c?.presentedViewController { c = next }
    let d = c?.transitioningDelegate
    return (d as? SlideAway)?.interaction ?? (d as? SlideAwayInterruptible)?.interaction
}

/// A seeded rightward drag: it goes right, maybe comes back a little, maybe holds, then lifts; 60 Hz.
func seededDrag(_ random: inout SeededRandom, start: Double = 1) -> [TouchEvent] {
    var x = Double.random(in: 20...100, using: &random)
    let y = 400.0
    var t = start
    var events = [TouchEvent(.down, at: Point(x: x, y: y), time: t)]
    let forward = Int.random(in: 4...30, using: &random)
    let step = Double.random(in: 3...14, using: &random)
    for _ in 0..<forward {
        x += step
        t += 1.0 / 60
        events.append(TouchEvent(.move, at: Point(x: x, y: y), time: t))
    }
    let back = Int.random(in: 0...8, using: &random)
    let backStep = Double.random(in: -6...2, using: &random)
    for _ in 0..<back {
        x += backStep
        t += 1.0 / 60
        events.append(TouchEvent(.move, at: Point(x: x, y: y), time: t))
    }
    for _ in 0..<Int.random(in: 0...8, using: &random) {
        t += 1.0 / 60
        events.append(TouchEvent(.move, at: Point(x: x, y: y), time: t))
    }
    events.append(TouchEvent(.up, at: Point(x: x, y: y), time: t + 1.0 / 60))
    return events
}
