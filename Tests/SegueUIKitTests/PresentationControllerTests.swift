import SegueEngine
import SegueUIKit
import Testing

/// `UIPresentationController`'s part in a presentation (docs/uikit-layer.md, "Transitioning"): each
/// hook, when it runs, and what it decides.
@Suite("Presentation controller")
@MainActor
struct PresentationControllerTests {
    typealias Recorder = TransitioningTests.Recorder

    /// A bottom sheet with a dimming view, wrapped in a view of its own, that records its hooks.
    final class Sheet: UIPresentationController {
        static var calls: [String] = []
        let dimming = UIView()
        let wrapper = UIView()
        var removesPresenter = false
        var containerAtWillBegin: UIView?

        override var frameOfPresentedViewInContainerView: CGRect {
            let b = containerView!.bounds
            return CGRect(x: 0, y: b.height - 300, width: b.width, height: 300)
        }
        override var presentedView: UIView? { wrapper }
        override var shouldRemovePresentersView: Bool { removesPresenter }
        override func presentationTransitionWillBegin() {
            Self.calls.append("presentationTransitionWillBegin")
            containerAtWillBegin = containerView
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
            dimming.frame = containerView!.bounds
            containerView!.addSubview(dimming)
            wrapper.addSubview(presentedViewController.view)
        }
        override func containerViewWillLayoutSubviews() {
            Self.calls.append("containerViewWillLayoutSubviews")
            dimming.frame = containerView!.bounds
            wrapper.frame = frameOfPresentedViewInContainerView
        }
        override func containerViewDidLayoutSubviews() { Self.calls.append("containerViewDidLayoutSubviews") }
        override func presentationTransitionDidEnd(_ completed: Bool) { Self.calls.append("presentationTransitionDidEnd(\(completed))") }
        override func dismissalTransitionWillBegin() { Self.calls.append("dismissalTransitionWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { Self.calls.append("dismissalTransitionDidEnd(\(completed))") }
    }

    /// Gives a `Sheet` and the recorder's animator.
    final class Delegate: Recorder {
        var sheet: Sheet?
        override func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
            -> UIPresentationController?
        {
            sheet = Sheet(presentedViewController: presented, presenting: presenting)
            return sheet
        }
    }

    struct World {
        let host: UIKitHost
        let root: UIViewController
        let presented: UIViewController
        let delegate: Delegate
    }

    func world() -> World {
        Sheet.calls = []
        let host = freshHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let presented = UIViewController()
        let delegate = Delegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        return World(host: host, root: root, presented: presented, delegate: delegate)
    }

    @Test("the hooks in UIKit's order, the container set before the first, the presenting and presented controllers")
    func hooks() {
        let w = world()
        w.root.present(w.presented, animated: true)
        let sheet = w.delegate.sheet!
        #expect(sheet.containerAtWillBegin != nil && sheet.containerView === w.delegate.context?.containerView)
        #expect(sheet.presentingViewController === w.root && sheet.presentedViewController === w.presented)
        #expect(w.presented.presentationController === sheet)
        #expect(Sheet.calls == ["presentationTransitionWillBegin", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews"])
        w.host.advance(to: 1)
        w.presented.dismiss(animated: true)
        w.host.advance(to: 2)
        #expect(Sheet.calls.suffix(3) == ["presentationTransitionDidEnd(true)", "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)"])
    }

    @Test("presentedView is the context's to view; frameOfPresentedViewInContainerView its final frame")
    func presentedView() {
        let w = world()
        w.root.present(w.presented, animated: true)
        let c = w.delegate.context!
        #expect(c.view(forKey: .to) === w.delegate.sheet!.wrapper)
        #expect(c.finalFrame(for: w.presented) == CGRect(x: 0, y: 552, width: 393, height: 300))
        #expect(w.delegate.sheet!.wrapper.frame == CGRect(x: 0, y: 552, width: 393, height: 300))
        w.host.advance(to: 1)
        #expect(w.host.scene()["presented"] != nil && w.host.scene()["background"] != nil)
    }

    @Test("shouldRemovePresentersView: the presenting view is the from view and leaves the window once presented")
    func removesPresenter() {
        let w = world()
        let delegate = RemovingDelegate()
        w.presented.transitioningDelegate = delegate
        w.root.present(w.presented, animated: true)
        #expect(delegate.context?.view(forKey: .from) === w.root.view)
        w.host.advance(to: 1)
        #expect(w.root.view.window == nil)
        let kept = world()
        kept.root.present(kept.presented, animated: true)
        #expect(kept.delegate.context?.view(forKey: .from) == nil)
        kept.host.advance(to: 1)
        #expect(kept.root.view.window === kept.host.window)
    }

    final class RemovingDelegate: Recorder {
        override func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
            -> UIPresentationController?
        {
            let sheet = Sheet(presentedViewController: presented, presenting: presenting)
            sheet.removesPresenter = true
            return sheet
        }
    }

    @Test("turning the device lays the container out again: containerViewWillLayoutSubviews places the sheet in the new size")
    func rotation() {
        let w = world()
        w.root.present(w.presented, animated: true)
        w.host.advance(to: 1)
        Sheet.calls = []
        w.host.resize(to: CGSize(width: 852, height: 393))
        #expect(Sheet.calls == ["containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews"])
        #expect(w.delegate.sheet!.wrapper.frame == CGRect(x: 0, y: 93, width: 852, height: 300))
        #expect(w.delegate.sheet!.dimming.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    }

    @Test("the styles: full screen and current context remove the presenting view, over full screen and custom keep it")
    func styles() {
        for (style, removes) in [(UIModalPresentationStyle.fullScreen, true), (.currentContext, true), (.overFullScreen, false), (.custom, false)] {
            let host = freshHost()
            let root = UIViewController()
            host.window.rootViewController = root
            let presented = UIViewController()
            let recorder = Recorder()
            presented.modalPresentationStyle = style
            presented.transitioningDelegate = recorder
            root.present(presented, animated: true)
            #expect((recorder.context?.view(forKey: .from) != nil) == removes, "\(style)")
            #expect(recorder.context?.presentationStyle == style)
            host.advance(to: 1)
            #expect((root.view.window == nil) == removes, "\(style)")
            presented.dismiss(animated: true)
            host.advance(to: 2)
            #expect(root.view.window === host.window && presented.view.window == nil, "\(style)")
        }
    }
}
