import SegueEngine
import SegueUIKit
import Testing

/// `transitionCoordinator` and `animate(alongsideTransition:completion:)` (docs/uikit-layer.md,
/// "Transition coordinator").
@Suite("Transition coordinator")
@MainActor
struct TransitionCoordinatorTests {
    typealias Recorder = TransitioningTests.Recorder

    /// Animates a badge alongside its own appearance, from `viewWillAppear(_:)`.
    final class Screen: UIViewController {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completions: [Bool] = []
        var coordinatorAtAppear: UIViewControllerTransitionCoordinator?

        override func viewWillAppear(_ animated: Bool) {
            coordinatorAtAppear = transitionCoordinator
            view.addSubview(badge)
            transitionCoordinator?.animate(
                alongsideTransition: { _ in self.badge.center.x = 105 }, completion: { self.completions.append($0.isCancelled) })
        }
    }

    struct World {
        let host: UIKitHost
        let root: UIViewController
        let screen: Screen
        let recorder: Recorder
    }

    func world() -> World {
        let host = freshHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let screen = Screen()
        screen.view.alpha = 0
        let recorder = Recorder()
        screen.modalPresentationStyle = .custom
        screen.transitioningDelegate = recorder
        return World(host: host, root: root, screen: screen, recorder: recorder)
    }

    @Test("the controllers taking part, and their children, have the coordinator while the transition runs; nil before and after")
    func availability() {
        let w = world()
        let child = UIViewController()
        w.screen.addChild(child)
        #expect(w.screen.transitionCoordinator == nil)
        w.root.present(w.screen, animated: true)
        let coordinator = w.screen.coordinatorAtAppear
        #expect(coordinator != nil && w.root.transitionCoordinator === coordinator && child.transitionCoordinator === coordinator)
        #expect(UIViewController().transitionCoordinator == nil)
        #expect(coordinator?.containerView === w.recorder.context?.containerView && coordinator?.viewController(forKey: .to) === w.screen)
        #expect(coordinator?.transitionDuration == 0.4 && coordinator?.isAnimated == true && coordinator?.isCancelled == false)
        w.host.advance(to: 1)
        #expect(w.screen.transitionCoordinator == nil)
        #expect(coordinator?.animate(alongsideTransition: { _ in }, completion: nil) == false)
    }

    @Test("alongside animations run with the transition's duration on ease-in-out, and the completion after completeTransition")
    func alongside() {
        let w = world()
        w.root.present(w.screen, animated: true)
        #expect(w.screen.badge.center.x == 105)
        w.host.advance(to: 0.2)
        let x = w.screen.badge.layer.presentation()!.position.x
        #expect(close(x, 5 + 100 * CubicBezier.easeInOut.value(at: 0.5), 1e-9))
        #expect(w.screen.completions.isEmpty)
        w.host.advance(to: 1)
        #expect(w.screen.completions == [false])
    }

    @Test("a cancelled transition's completions see isCancelled")
    func cancelled() {
        let w = world()
        w.recorder.completes = false
        w.root.present(w.screen, animated: true)
        w.host.advance(to: 1)
        #expect(w.screen.completions == [true])
    }

    @Test("an alongside animation given after the transition began runs at once over what remains of its duration")
    func late() {
        let w = world()
        w.root.present(w.screen, animated: true)
        let late = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.host.window.addSubview(late)
        UIView.animate(
            withDuration: 0.1, animations: { w.root.view.alpha = 0.5 },
            completion: { _ in w.screen.transitionCoordinator?.animate(alongsideTransition: { _ in late.alpha = 0 }, completion: nil) })
        w.host.advance(to: 0.25)
        #expect(close(Double(late.layer.presentation()!.opacity), 1 - CubicBezier.easeInOut.value(at: 0.5), 1e-6))
        w.host.advance(to: 0.4)
        #expect(close(Double(late.layer.presentation()!.opacity), 0, 1e-9))
    }

    @Test("navigation: the navigation controller and the pushed controller have the coordinator during a push")
    func navigation() {
        let host = freshHost()
        let nav = UINavigationController(rootViewController: UIViewController())
        host.window.rootViewController = nav
        let recorder = NavigationTransitionTests.Recorder()
        nav.delegate = recorder
        let next = Screen()
        nav.pushViewController(next, animated: true)
        #expect(next.coordinatorAtAppear != nil && nav.transitionCoordinator === next.coordinatorAtAppear)
        #expect(next.coordinatorAtAppear?.presentationStyle == UIModalPresentationStyle.none)
        host.advance(to: 1)
        #expect(next.completions == [false] && nav.transitionCoordinator == nil)
    }
}
