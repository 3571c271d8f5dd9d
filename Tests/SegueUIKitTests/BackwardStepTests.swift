import SegueEngine
import SegueUIKit
import Testing

/// Playing push, pop and tab switches as Segue transitions, and the backward operations: the trigger
/// takes the step forward, and for `.dismiss`, `.pop` and `.tabBack` Segue plays the step back
/// (docs/uikit-layer.md, "Playing it").
@Suite("UIKitTransition: push, pop, tabs and the steps back")
@MainActor
struct BackwardStepTests {
    typealias Recorder = NavigationTransitionTests.Recorder

    /// A navigation stack whose trigger pushes a second controller, through a fading animator.
    static let push: UIKitTransition.Scenario = { window in
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let recorder = Recorder()
        nav.delegate = recorder
        window.rootViewController = nav
        return { withExtendedLifetime(recorder) { nav.pushViewController(UIViewController(), animated: true) } }
    }

    @Test("push: the delegate's animator is captured; the pushed controller's view is presented, the root's presents")
    func pushPlays() {
        let t = UIKitTransition(name: "push", operation: .push, scenario: Self.push)
        #expect(t.failure == nil && close(t.duration, 0.3) && t.animatorDuration == 0.3)
        let mid = t.scene(atTimeFraction: 0.5)
        #expect(close(mid["presenting"]!.alpha, 1 - CubicBezier.easeInOut.value(at: 0.5), 1e-9))
        #expect(mid["presented"]?.role == .presented && close(mid["presented"]!.alpha, 1))
    }

    @Test("pop from the push scenario: the push runs without animation in the set-up, then Segue pops it, animated")
    func popPlays() {
        let t = UIKitTransition(name: "push", operation: .pop, scenario: Self.push)
        #expect(t.failure == nil && close(t.duration, 0.3))
        let start = t.scene(at: 0)
        #expect(close(start["presented"]!.alpha, 1) && start["presenting"] != nil)
        // The popped (presented) controller's view fades.
        #expect(close(t.scene(atTimeFraction: 0.5)["presented"]!.alpha, 1 - CubicBezier.easeInOut.value(at: 0.5), 1e-9))
    }

    @Test("a backward operation whose trigger took no step forward is reported with the step it lacks")
    func nothingToUndo() {
        let still: UIKitTransition.Scenario = { window in
            window.rootViewController = UINavigationController(rootViewController: UIViewController())
            return {}
        }
        #expect(UIKitTransition(name: "t", operation: .pop, scenario: still).failure == "the trigger pushed nothing, so there is nothing to pop")
        #expect(UIKitTransition(name: "t", operation: .tabBack, scenario: still).failure == "the trigger switched no tab, so there is no tab to go back from")
        #expect(UIKitTransition(name: "t", operation: .dismiss, scenario: still).failure == "the set-up presented nothing, so there is nothing to dismiss")
        // A push's scenario played as a dismissal has no presentation to take back.
        #expect(UIKitTransition(name: "t", operation: .dismiss, scenario: Self.push).failure == "the set-up presented nothing, so there is nothing to dismiss")
    }

    @Test("a trigger that starts another kind of transition than declared plays it, and the log says so")
    func mismatch() {
        let t = UIKitTransition(name: "t", operation: .present, scenario: Self.push)
        #expect(t.failure == nil && t.log.contains { $0.level == .warning && $0.message.contains("declared as present but the trigger started a push") })
    }
}
