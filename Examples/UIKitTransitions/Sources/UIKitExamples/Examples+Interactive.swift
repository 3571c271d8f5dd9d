import SegueEngine
import SegueUIKit

/// The interactive examples: each code has its own recognizer and interaction controller, so in
/// Segue the finger goes to the code and the code decides (docs/uikit-layer.md, "A live run").
/// `interaction` tells Segue's finger where to go down and which way to drag, as the matching
/// preset's interaction does.
extension UIKitExamples {
    /// The interactive examples, in catalog order.
    @MainActor
    public static var interactive: [UIKitTransition] { [edgePanPop, cardDismiss, sideMenu, scrollSheet] }

    /// A pop from the left screen edge through UIPercentDrivenInteractiveTransition, finishing on
    /// percent or velocity (EasyTransitions' rule, the `show` preset's pop policy).
    @MainActor
    public static var edgePanPop: UIKitTransition {
        UIKitTransition(
            name: "uikit-edge-pop", operation: .pop,
            interaction: TransitionInteraction(
                pan: .init(direction: .fromLeft, edgeZone: 20), policy: CompletionPolicy(.percentOrVelocity))
        ) { window in
            let pop = EdgePanPopTransition()
            let navigation = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = navigation
            pop.attach(to: navigation)
            return {
                _ = pop
                navigation.pushViewController(UIViewController(), animated: true)
            }
        }
    }

    /// A card dragged down to dismiss on one interruptible property animator, which a finger can
    /// catch mid-flight (the `presentation-sheet` preset's dismiss policy, over the card's 370 pt).
    @MainActor
    public static var cardDismiss: UIKitTransition {
        UIKitTransition(
            name: "uikit-card-dismiss", operation: .dismiss,
            interaction: TransitionInteraction(pan: .init(direction: .fromTop, distance: 370), policy: CompletionPolicy(.percentOrVelocity))
        ) { window in
            let transition = CardDismissTransition()
            let root = UIViewController()
            window.rootViewController = root
            let card = UIViewController()
            // The window stays while the card moves: the drag can catch it mid-flight.
            transition.attach(card: card, dragsOn: window)
            return {
                _ = transition  // the card holds its transitioning delegate weakly, as in UIKit
                root.present(card, animated: true)
            }
        }
    }

    /// A side menu pulled in by a pan from within 40 pt of the left edge, opening past half way
    /// (the `menu` preset's present interaction).
    @MainActor
    public static var sideMenu: UIKitTransition {
        UIKitTransition(
            name: "uikit-side-menu", operation: .present,
            interaction: TransitionInteraction(
                pan: .init(direction: .fromLeft, edgeZone: 40, distance: Size.phonePortrait.height * 511 / 1136), policy: CompletionPolicy(.percent))
        ) { window in
            let transition = SideMenuTransition()
            let root = UIViewController()
            window.rootViewController = root
            transition.attach(to: root) { UIViewController() }
            return { transition.open() }
        }
    }

    /// A full-screen sheet over a long list scrolled down 240 pt: a downward drag scrolls the list
    /// back to its top, then the same drag dismisses the sheet, decided on the projection of the
    /// release (`projection(0.998, 0.5)`, over the screen's height).
    @MainActor
    public static var scrollSheet: UIKitTransition {
        UIKitTransition(
            name: "uikit-scroll-sheet", operation: .dismiss,
            interaction: TransitionInteraction(pan: .init(direction: .fromTop), policy: CompletionPolicy(.projection))
        ) { window in
            let transition = ScrollSheetTransition()
            let root = UIViewController()
            window.rootViewController = root
            let sheet = UIViewController()
            transition.attach(sheet: sheet, scrolledTo: 240)
            return {
                _ = transition  // the sheet holds its transitioning delegate weakly, as in UIKit
                root.present(sheet, animated: true)
            }
        }
    }
}
