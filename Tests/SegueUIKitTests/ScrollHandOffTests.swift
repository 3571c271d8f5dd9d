import SegueEngine
import SegueUIKit
import Testing

/// The common "dismiss when the content is scrolled to the top" code (docs/uikit-layer.md, "Scroll
/// views"): the scroll view's own pan scrolls the content back to the top, then the code hands the
/// finger over to an interactive dismissal.
@Suite("Scroll views: the hand-off to a dismissal at the top")
@MainActor
struct ScrollHandOffTests {
    /// Drives the dismissal from the scroll view's pan once the content is at the top.
    @MainActor
    final class SheetDismissal: UIPercentDrivenInteractiveTransition, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        weak var controller: UIViewController?
        weak var scrollView: UIScrollView?
        var inProgress = false
        var handOff: CGFloat = 0
        var log: [String] = []

        func handle(_ pan: UIPanGestureRecognizer) {
            guard let scrollView else { return }
            let ty = pan.translation(in: scrollView.superview).y
            switch pan.state {
            case .changed:
                if !inProgress, scrollView.contentOffset.y <= 0, pan.velocity(in: scrollView).y > 0 {
                    inProgress = true
                    handOff = ty
                    log.append("hand-off at translation \(Int(ty)), offset \(Int(scrollView.contentOffset.y))")
                    controller?.dismiss(animated: true)
                }
                if inProgress {
                    scrollView.contentOffset.y = 0
                    update(max(0, ty - handOff) / scrollView.bounds.height)
                }
            case .ended, .cancelled:
                guard inProgress else { return }
                if percentComplete > 0.3 { finish() } else { cancel() }
            default: break
            }
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            inProgress ? self : nil
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let from = context.view(forKey: .from)!
            if let to = context.view(forKey: .to), to.superview !== context.containerView { context.containerView.insertSubview(to, belowSubview: from) }
            UIView.animate(
                withDuration: 0.4, delay: 0, options: .curveLinear, animations: { from.frame.origin.y = context.containerView.bounds.height },
                completion: { _ in
                    self.inProgress = false
                    context.completeTransition(!context.transitionWasCancelled)
                })
        }
    }

    @Test("The content scrolls back to the top first, then the dismissal takes the finger and finishes")
    func handOff() {
        let sheet = SheetDismissal()
        let run = UIKitInteractiveRun(operation: .dismiss) { window in
            let root = UIViewController()
            window.rootViewController = root
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen
            let scroll = UIScrollView(frame: presented.view.bounds)
            scroll.contentSize = CGSize(width: 393, height: 3000)
            scroll.contentOffset = CGPoint(x: 0, y: 100)
            presented.view.addSubview(scroll)
            scroll.panGestureRecognizer.addTarget(sheet, action: Selector(SheetDismissal.handle(_:)))
            sheet.controller = presented
            sheet.scrollView = scroll
            presented.transitioningDelegate = sheet
            return { root.present(presented, animated: true) }
        }
        let scroll = sheet.scrollView!
        run.touch(TouchEvent(.down, at: Point(x: 200, y: 200), time: 1))
        for i in 1...40 { run.touch(TouchEvent(.move, at: Point(x: 200, y: 200 + 10 * Double(i)), time: 1 + Double(i) / 100)) }
        #expect(sheet.log == ["hand-off at translation 110, offset 0"])
        #expect(scroll.contentOffset.y == 0)
        #expect(run.state == .interactive)
        #expect(close(run.progress, 290.0 / 852, 1e-9))
        run.touch(TouchEvent(.up, at: Point(x: 200, y: 600), time: 1.41))
        run.tick(to: 3)
        #expect(run.state == .completed(true))
    }
}
