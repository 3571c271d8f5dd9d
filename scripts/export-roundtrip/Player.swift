// The round trip's player (docs/export.md, "The round trip"): every exported file, played through
// SegueUIKit's UIKitTransition, printed as JSON lines for SegueEndToEndTests/ExportRoundTripTests.
// `scripts/export-roundtrip/build` copies this file next to the exported ones and a registry.

import Foundation
import SegueEngine
import SegueUIKit

/// One exported file: its preset and operation, its animator, and its interaction's decision.
struct Exported {
    var preset: String
    var operation: TransitionOperation
    var animator: @MainActor () -> UIViewControllerAnimatedTransitioning
    /// Feeds one gesture to the exported pan handler and says whether it called finish().
    var gesture: (@MainActor (_ translation: CGPoint, _ velocity: CGPoint, _ view: UIView) -> Bool)?
    /// Drops the view `offset` from home with the exported drag handler and says whether it ran the operation.
    var drag: (@MainActor (_ offset: CGPoint, _ view: UIView) -> Bool)?
}

/// Returns the same animator for the tested direction only (the other is UIKit's own, unanimated).
final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    let dismissing: Bool
    init(_ animator: UIViewControllerAnimatedTransitioning, dismissing: Bool) {
        self.animator = animator
        self.dismissing = dismissing
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { dismissing ? nil : animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismissing ? animator : nil }
}

/// Returns the animator for the navigation or tab switch under test, in its direction only.
final class ContainerDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    init(_ animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
}

/// A pan whose translation and velocity are set per sample, as a finger would.
final class ScriptedPan: UIPanGestureRecognizer {
    var scriptedTranslation = CGPoint.zero
    var scriptedVelocity = CGPoint.zero
    override func translation(in view: UIView?) -> CGPoint { scriptedTranslation }
    override func velocity(in view: UIView?) -> CGPoint { scriptedVelocity }
}

/// A transition context that records how the interaction ended.
final class RecordingContext: NSObject, UIViewControllerContextTransitioning {
    var finished: Bool?
    let containerView: UIView
    init(_ view: UIView) { containerView = view }
    var isAnimated: Bool { true }
    var isInteractive: Bool { true }
    var transitionWasCancelled: Bool { finished == false }
    var presentationStyle: UIModalPresentationStyle { .fullScreen }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { finished = true }
    func cancelInteractiveTransition() { finished = false }
    func pauseInteractiveTransition() {}
    func completeTransition(_ didComplete: Bool) {}
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    var targetTransform: CGAffineTransform { .identity }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }
}

/// Drives `interaction`'s pan handler through began, changed and ended with the release's numbers.
@MainActor
func release(
    _ interaction: UIPercentDrivenInteractiveTransition, _ handle: (UIPanGestureRecognizer) -> Void, _ translation: CGPoint, _ velocity: CGPoint, _ view: UIView
) -> Bool {
    let pan = ScriptedPan()
    view.addGestureRecognizer(pan)
    let context = RecordingContext(view)
    interaction.startInteractiveTransition(context)
    pan.state = .began
    handle(pan)
    pan.scriptedTranslation = CGPoint(x: translation.x / 2, y: translation.y / 2)
    pan.state = .changed
    handle(pan)
    pan.scriptedTranslation = translation
    pan.scriptedVelocity = velocity
    pan.state = .ended
    handle(pan)
    return context.finished == true
}

/// Drives an exported drag's pan handler through began, changed and ended, the finger `offset`
/// from where it came down (the registry's closure sees whether it called `begin`).
@MainActor
func drop(_ handle: (UIPanGestureRecognizer) -> Void, _ offset: CGPoint, _ view: UIView) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    parent.addSubview(view)
    let pan = ScriptedPan()
    view.addGestureRecognizer(pan)
    pan.state = .began
    handle(pan)
    pan.scriptedTranslation = CGPoint(x: offset.x / 2, y: offset.y / 2)
    pan.state = .changed
    handle(pan)
    pan.scriptedTranslation = offset
    pan.state = .ended
    handle(pan)
    view.removeFromSuperview()
}

/// A small seeded generator (SplitMix64), so every run feeds the same gestures.
struct Seeded {
    var state: UInt64
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
    mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * next() }
}

func number(_ v: Double) -> String { v.isFinite ? "\(v)" : "0" }

func json(_ scene: Scene) -> String {
    let views = scene.views.map { v in
        let corners = v.quad.corners.map { "[\(number($0.x)),\(number($0.y))]" }.joined(separator: ",")
        return "\"\(v.id)\":{\"quad\":[\(corners)],\"alpha\":\(number(v.alpha))}"
    }
    return "{\(views.joined(separator: ","))}"
}

@MainActor
func play(_ e: Exported) -> String {
    let uikit: UIKitTransition
    switch e.operation {
    case .present, .dismiss:
        let delegate = Delegate(e.animator(), dismissing: e.operation == .dismiss)
        uikit = UIKitTransition(name: e.preset, operation: e.operation) { window in
            window.backgroundColor = .black
            let root = UIViewController()
            window.rootViewController = root
            let next = UIViewController()
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = delegate
            return { root.present(next, animated: true) }
        }
    case .push, .pop:
        // The set-up pushes without animation; the trigger pops (UIKitTransition's backward step).
        let delegate = ContainerDelegate(e.animator())
        uikit = UIKitTransition(name: e.preset, operation: e.operation) { window in
            window.backgroundColor = .black
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.delegate = delegate
            window.rootViewController = navigation
            return { withExtendedLifetime(delegate) { navigation.pushViewController(UIViewController(), animated: true) } }
        }
    case .tabForward, .tabBack:
        let delegate = ContainerDelegate(e.animator())
        uikit = UIKitTransition(name: e.preset, operation: e.operation) { window in
            window.backgroundColor = .black
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController(), UIViewController()]
            tabs.delegate = delegate
            window.rootViewController = tabs
            return { withExtendedLifetime(delegate) { tabs.selectedIndex = 1 } }
        }
    }
    var fields = ["\"preset\":\"\(e.preset)\"", "\"operation\":\"\(e.operation.rawValue)\"", "\"duration\":\(number(uikit.duration))"]
    if let failure = uikit.failure { fields.append("\"failure\":\"\(failure.replacingOccurrences(of: "\"", with: "'"))\"") }
    let fractions = (0...100).map { json(uikit.scene(at: Double($0) / 100)) }
    let played = (0...100).map { i -> String in
        let t = uikit.duration * Double(i) / 100
        return json(TransitionDriver.played(uikit, at: t).scene(at: t))
    }
    fields.append("\"fractions\":[\(fractions.joined(separator: ","))]")
    fields.append("\"played\":[\(played.joined(separator: ","))]")
    if let gesture = e.gesture {
        var random = Seeded(state: UInt64(e.preset.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        var samples: [String] = []
        for _ in 0..<30 {
            let t = CGPoint(x: random.uniform(-500, 500), y: random.uniform(-900, 900))
            let v = CGPoint(x: random.uniform(-2500, 2500), y: random.uniform(-2500, 2500))
            let finished = gesture(t, v, view)
            samples.append("{\"translation\":[\(number(t.x)),\(number(t.y))],\"velocity\":[\(number(v.x)),\(number(v.y))],\"finished\":\(finished)}")
        }
        fields.append("\"gestures\":[\(samples.joined(separator: ","))]")
    }
    if let drag = e.drag {
        var random = Seeded(state: UInt64(e.preset.utf8.reduce(11) { $0 &* 31 &+ UInt64($1) }))
        var samples: [String] = []
        for _ in 0..<30 {
            let offset = CGPoint(x: random.uniform(-140, 140), y: random.uniform(-140, 140))
            let ran = drag(offset, UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            samples.append("{\"offset\":[\(number(offset.x)),\(number(offset.y))],\"ran\":\(ran)}")
        }
        fields.append("\"drags\":[\(samples.joined(separator: ","))]")
    }
    return "{\(fields.joined(separator: ","))}"
}

@MainActor
func main() {
    let only = CommandLine.arguments.dropFirst().first
    for e in registry where only == nil || only == e.preset {
        print(play(e))
    }
}

MainActor.assumeIsolated { main() }
