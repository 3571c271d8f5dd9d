/// Manages a presented controller's place on screen: the container view, the presented view and
/// its frame, and decorations such as a dimming view. The flow of `present`/`dismiss` calls the
/// `…WillBegin`/`…DidEnd` hooks around the animation and the layout hooks before it; a
/// `.custom` presentation gets its controller from the transitioning delegate, others one of
/// UIKit's own (`shouldRemovePresentersView` true for full-screen styles).
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    private let presented: UIViewController
    private weak var presenting: UIViewController?

    /// A presentation controller for `presentedViewController`, shown over `presentingViewController`.
    public required init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = presentedViewController
        presenting = presentingViewController
        super.init()
    }

    /// The controller being presented.
    open var presentedViewController: UIViewController { presented }
    /// The controller presenting it.
    open var presentingViewController: UIViewController { presenting ?? presented.presentingViewController ?? presented }
    /// The view the presentation happens in; nil before it starts.
    open internal(set) var containerView: UIView?
    /// The view that is presented: the presented controller's view by default.
    open var presentedView: UIView? { presented.view }
    /// Where the presented view goes in the container: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? UIScreen.main.bounds }
    /// Whether the presenting view leaves the window once the presentation is on screen (false).
    open var shouldRemovePresentersView: Bool { false }
    /// Whether the presentation covers the whole screen (true).
    open var shouldPresentInFullscreen: Bool { true }
    /// The style it presents with.
    open var presentationStyle: UIModalPresentationStyle { .custom }

    /// Called before the presentation animates (the place for decorations).
    open func presentationTransitionWillBegin() {}
    /// Called after it ended; `completed` false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal animates.
    open func dismissalTransitionWillBegin() {}
    /// Called after it ended; `completed` false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}

/// UIKit's presentation controller for the styles that are not `.custom`.
final class StylePresentationController: UIPresentationController {
    var style: UIModalPresentationStyle = .fullScreen

    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
    override var presentationStyle: UIModalPresentationStyle { style }
}
