import Testing

@testable import SegueUIKit

// The import block a file written for iOS uses: UIKit there, SegueUIKit here.
#if canImport(UIKit)
    import UIKit
#else
    import SegueUIKit
#endif

/// What Swift on Linux cannot compile and what the layer gives instead (docs/uikit-layer.md,
/// "Porting a file"), and the Swift 4 names.
@Suite("Source compatibility")
@MainActor
struct SourceCompatibilityTests {
    @MainActor
    final class Handler: NSObject {
        var received: [String] = []
        func handle(_ pan: UIPanGestureRecognizer) { received.append("handle(\(pan.state))") }
        func close() { received.append("close") }
        lazy var pan = UIPanGestureRecognizer(target: self, action: Selector(type(of: self).handle(_:)))
    }

    @Test("a Selector made from an unapplied method reference calls the method on the target, also from a lazy var")
    func selectorCallsTheMethod() {
        _ = freshHost()
        let h = Handler()
        h.pan.state = .began  // setting the state sends the actions, as in UIKit
        let tap = UITapGestureRecognizer(target: h, action: Selector(Handler.close))
        tap.sendActions()
        #expect(h.received == ["handle(began)", "close"])
        // A target of another type is skipped, never trapped on.
        let other = UITapGestureRecognizer(target: NSObject(), action: Selector(Handler.close))
        other.sendActions()
        #expect(h.received.count == 2)
    }

    @Test("associated objects: set, read, replaced, removed with nil, and per key")
    func associatedObjects() {
        final class Box {}
        let owner = NSObject()
        var keyA: Void?
        var keyB: Void?
        let a = Box()
        objc_setAssociatedObject(owner, &keyA, a, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(owner, &keyA) as? Box === a)
        #expect(objc_getAssociatedObject(owner, &keyB) == nil)
        objc_setAssociatedObject(owner, &keyA, nil, OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(owner, &keyA) == nil)
    }

    @available(*, deprecated, message: "uses the Swift 4 names on purpose")
    @Test("the Swift 4 spellings are renamed aliases of today's")
    func swift4Names() {
        let options: UIViewAnimationOptions = [.curveLinear]
        let style: UIBlurEffectStyle = .dark
        #expect(options == UIView.AnimationOptions.curveLinear && style == UIBlurEffect.Style.dark)
        _ = freshHost()
        let parent = UIViewController()
        parent.addChildViewController(UIViewController())
        #expect(parent.childViewControllers.count == 1)
    }

    @Test("optional protocol requirements have UIKit's defaults")
    func optionalRequirementsDefault() {
        final class Plain: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerInteractiveTransitioning, UIGestureRecognizerDelegate {
            func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
        }
        let p = Plain()
        #expect(p.animationController(forDismissed: UIViewController()) == nil)
        #expect(p.completionSpeed == 1 && p.completionCurve == .easeInOut && p.wantsInteractiveStart)
        #expect(p.gestureRecognizerShouldBegin(UIPanGestureRecognizer()))
    }
}
