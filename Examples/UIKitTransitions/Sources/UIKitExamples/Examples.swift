import SegueUIKit

/// The examples as Segue plays them: each a scenario (a window, a root controller, the trigger) the
/// way an app shows its transition. This file is Segue's side; the files in Transitions/ are the
/// app's.
public enum UIKitExamples {
    /// Every example, in catalog order.
    @MainActor
    public static var all: [UIKitTransition] { [trolley, alphaSteps, sheet, push, fadeTab] + interactive }

    /// The trolley: a two-stage 3D present chained from a completion (preset `trolley`).
    @MainActor
    public static var trolley: UIKitTransition { present("uikit-trolley", style: .custom, delegate: TrolleyTransition()) }

    /// Keyframes over the current screen (preset `alpha-by-step`).
    @MainActor
    public static var alphaSteps: UIKitTransition { present("uikit-alpha-steps", style: .custom, delegate: AlphaStepsTransition()) }

    /// A sheet with its own presentation controller and dimming view (preset `presentation-sheet`).
    @MainActor
    public static var sheet: UIKitTransition { present("uikit-sheet", style: .custom, delegate: SheetTransition()) }

    /// A navigation push on one property animator, through the navigation delegate (preset `push`).
    @MainActor
    public static var push: UIKitTransition {
        UIKitTransition(name: "uikit-push", operation: .push) { window in
            let transition = PushTransition()
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.delegate = transition
            window.rootViewController = navigation
            // The delegate is weak, as in UIKit: the trigger keeps it alive.
            return { withExtendedLifetime(transition) { navigation.pushViewController(UIViewController(), animated: true) } }
        }
    }

    /// A tab switch that fades the new tab in, through the tab bar delegate (preset `dissolve`).
    @MainActor
    public static var fadeTab: UIKitTransition {
        UIKitTransition(name: "uikit-fade-tab", operation: .tabForward) { window in
            let transition = FadeTabTransition()
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController(), UIViewController()]
            tabs.delegate = transition
            window.rootViewController = tabs
            return { withExtendedLifetime(transition) { tabs.selectedIndex = 1 } }
        }
    }

    /// A root controller that presents a new one with `style` through `delegate`.
    @MainActor
    static func present(_ name: String, style: UIModalPresentationStyle, delegate: UIViewControllerTransitioningDelegate) -> UIKitTransition {
        UIKitTransition(name: name, operation: .present) { window in
            let root = UIViewController()
            window.rootViewController = root
            let next = UIViewController()
            next.modalPresentationStyle = style
            next.transitioningDelegate = delegate
            return { root.present(next, animated: true) }
        }
    }
}
