import SegueEngine
import SeguePresets
import SegueUIKit
import Testing

/// A transition written in UIKit idiom plays frame by frame as the preset with the same numbers
/// (docs/uikit-layer.md, "Playing it"): at 61 scrubbed fractions and at 61 played times, every
/// corner within 1e-6 pt and every alpha within 1e-6.
@Suite("UIKit transitions match their presets")
@MainActor
struct PresetMatchTests {
    /// Two cards: the old screen shrinks to a 35 % card in the left slot in the first half second,
    /// then the new one, waiting as a card in the right slot, comes to the front and grows to full
    /// screen in the second (the numbers of AZTransitions' FashionTransition example, in our code).
    final class Cards: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        { self }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let container = context.containerView
            let from = context.view(forKey: .from)!
            let to = context.view(forKey: .to)!
            let width = container.bounds.width
            container.insertSubview(to, belowSubview: from)
            to.frame = container.bounds
            to.transform = CGAffineTransform(scaleX: 0.35, y: 0.35)
            to.frame.origin.x = 0.55 * width
            UIView.animate(
                withDuration: 0.5,
                animations: {
                    from.transform = CGAffineTransform(scaleX: 0.35, y: 0.35)
                    from.frame.origin.x = 0.1 * width
                },
                completion: { _ in
                    container.insertSubview(from, belowSubview: to)
                    UIView.animate(
                        withDuration: 0.5,
                        animations: {
                            to.transform = .identity
                            to.frame.origin.x = 0
                        },
                        completion: { _ in
                            from.transform = .identity
                            context.completeTransition(!context.transitionWasCancelled)
                        })
                })
        }
    }

    static let catalog = PresetCatalog.builtIn()

    func compare(_ uikit: UIKitTransition, _ preset: any Transition, views: [String]) {
        #expect(close(uikit.duration, preset.duration))
        for i in 0...60 {
            let f = Double(i) / 60
            let time = preset.duration * f
            let pairs = [
                (uikit.scene(at: f), preset.scene(at: f)),
                (TransitionDriver.played(uikit, at: time).scene(at: time), TransitionDriver.played(preset, at: time).scene(at: time)),
            ]
            for (a, b) in pairs {
                for id in views {
                    guard let x = a[id], let y = b[id] else {
                        Issue.record("\(id) missing at \(f)")
                        continue
                    }
                    for (p, q) in zip(x.quad.corners, y.quad.corners) {
                        #expect(close(p, q, 1e-6), "\(id) at \(f): \(p) vs \(q)")
                    }
                    #expect(close(x.alpha, y.alpha, 1e-6), "\(id) alpha at \(f)")
                }
            }
        }
    }

    @Test("two completion-chained halves with frame.origin set on scaled views play as the fashion preset")
    func cards() throws {
        let cards = Cards()
        let uikit = UIKitTransition(name: "cards") { window in
            window.backgroundColor = .black
            let root = UIViewController()
            window.rootViewController = root
            let next = UIViewController()
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = cards
            return { root.present(next, animated: true) }
        }
        #expect(uikit.failure == nil)
        let preset = try Self.catalog["fashion"]!.transition(for: .present)
        compare(uikit, preset, views: ["presenting", "presented"])
        let card = uikit.scene(at: 0.5)["presenting"]!.quad
        #expect(close(card.topRight.x - card.topLeft.x, 0.35 * 393, 1e-9) && close((card.topLeft.x + card.topRight.x) / 2, 0.275 * 393, 1e-9))
        #expect(uikit.scene(at: 0.3).background == preset.scene(at: 0.3).background)
        // The second half brings the new screen to the front, as the preset's zIndex step does.
        let order = uikit.scene(at: 0.75).views.map(\.id)
        #expect(order.firstIndex(of: "presenting")! < order.firstIndex(of: "presented")!)
    }

    @Test("UIKit's own cover vertical plays as the cover-vertical preset")
    func coverVertical() throws {
        let uikit = UIKitTransition(name: "cover") { window in
            let root = UIViewController()
            window.rootViewController = root
            let next = UIViewController()
            next.modalPresentationStyle = .fullScreen
            return { root.present(next, animated: true) }
        }
        let preset = try Self.catalog["cover-vertical"]!.transition(for: .present)
        compare(uikit, preset, views: ["presenting", "presented"])
        #expect(close(uikit.scene(at: 0.5)["presented"]!.quad.topLeft.y, 426, 1e-9))
    }
}
