import SegueEngine
import SegueUIKit
import Testing

/// Tab switches through the tab bar delegate's animator (docs/uikit-layer.md, "Navigation and tab
/// bar transitions").
@Suite("Tab bar transitions")
@MainActor
struct TabBarTransitionTests {
    typealias Recorder = NavigationTransitionTests.Recorder

    struct Tabs {
        let host: UIKitHost
        let tabs: UITabBarController
        let first: UIViewController
        let second: UIViewController
        let recorder: Recorder
    }

    func tabs(inWindow: Bool = true) -> Tabs {
        let host = freshHost()
        let tabs = UITabBarController()
        let first = UIViewController()
        let second = UIViewController()
        tabs.viewControllers = [first, second]
        if inWindow { host.window.rootViewController = tabs }
        let recorder = Recorder()
        tabs.delegate = recorder
        return Tabs(host: host, tabs: tabs, first: first, second: second, recorder: recorder)
    }

    @Test("selecting a tab asks the delegate for the animator from the selected controller to the new one, and plays it")
    func switchTab() {
        let w = tabs()
        w.tabs.selectedIndex = 1
        #expect(w.tabs.selectedViewController === w.second)
        #expect(w.recorder.calls == ["animationControllerForTransitionFrom", "animateTransition"])
        let c = w.recorder.context!
        #expect(c.containerView === w.tabs.view && c.viewController(forKey: .from) === w.first && c.viewController(forKey: .to) === w.second)
        #expect(c.view(forKey: .from) === w.first.view && c.view(forKey: .to) === w.second.view)
        #expect(c.finalFrame(for: w.second) == w.tabs.view.bounds && c.finalFrame(for: w.first) == .zero)
        w.host.advance(to: 1)
        #expect(w.recorder.calls.suffix(2) == ["completeTransition", "animationEnded(true)"])
        #expect(w.first.view.superview == nil && w.second.view.superview === w.tabs.view)
    }

    @Test("a cancelled switch selects the old tab again and takes the new tab's view away")
    func cancelled() {
        let w = tabs()
        w.recorder.completes = false
        w.tabs.selectedViewController = w.second
        w.host.advance(to: 1)
        #expect(w.tabs.selectedIndex == 0 && w.tabs.selectedViewController === w.first)
        #expect(w.second.view.superview == nil && w.first.view.superview === w.tabs.view)
        #expect(w.recorder.calls.filter { $0 == "animationControllerForTransitionFrom" }.count == 1)
    }

    @Test("without an animator, or outside a window, the selected view changes at once")
    func atOnce() {
        let w = tabs(inWindow: false)
        w.tabs.selectedIndex = 1
        #expect(w.recorder.calls.isEmpty && w.second.view.superview === w.tabs.view && w.first.view.superview == nil)
        let v = tabs()
        v.recorder.givesAnimator = false
        v.tabs.selectedIndex = 1
        #expect(v.second.view.superview === v.tabs.view && v.first.view.superview == nil && v.recorder.context == nil)
    }

    @Test("the tab selected is the presented role, in both directions, as a preset's tabBack plays")
    func roles() {
        let forward = UIKitTransition(name: "tabs", operation: .tabForward, scenario: Self.scenario)
        let back = UIKitTransition(name: "tabs", operation: .tabBack, scenario: Self.scenario)
        #expect(forward.failure == nil && back.failure == nil)
        #expect(close(forward.duration, 0.3) && close(back.duration, 0.3))
        // The animator fades the from view: forward the first tab, back the second; each presents.
        #expect(close(forward.scene(atTimeFraction: 0.5)["presenting"]!.alpha, 1 - CubicBezier.easeInOut.value(at: 0.5), 1e-9))
        #expect(close(back.scene(atTimeFraction: 0.5)["presenting"]!.alpha, 1 - CubicBezier.easeInOut.value(at: 0.5), 1e-9))
        #expect(close(back.scene(atTimeFraction: 0.5)["presented"]!.alpha, 1))
    }

    /// A tab bar whose trigger selects the second tab, through a fading animator.
    static let scenario: UIKitTransition.Scenario = { window in
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        let recorder = Recorder()
        tabs.delegate = recorder
        window.rootViewController = tabs
        return { withExtendedLifetime(recorder) { tabs.selectedIndex = 1 } }
    }
}
