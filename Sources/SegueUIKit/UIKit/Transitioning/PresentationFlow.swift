/// `present` and `dismiss` as UIKit runs them (docs/uikit-layer.md, "Transitioning"): the
/// transitioning delegate's animator (or UIKit's own for the style), a container view in the
/// window, the context, the presentation controller's hooks, `animateTransition(using:)`, and on
/// `completeTransition(_:)` the views put where the outcome says.
@MainActor
enum PresentationFlow {
    static func present(_ presented: UIViewController, from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let host = UIKitHost.current
        if let other = source.presentedViewController {
            host.note(.warning, "Attempt to present \(name(presented)) on \(name(source)) which is already presenting \(name(other)); ignored, as UIKit does")
            return
        }
        guard presented.presentingViewController == nil, presented.parent == nil else {
            host.note(.warning, "\(name(presented)) is already presented or is a child; ignored, as UIKit does")
            return
        }
        var style = presented.modalPresentationStyle
        if [.automatic, .pageSheet, .formSheet, .popover, .none].contains(style) {
            if style != .automatic { host.approximate(.modalPresentationStyle, "modalPresentationStyle \(style)") }
            style = .fullScreen
        }
        let presenting = context(for: source, style: style)
        host.lastForwardStep = UIKitHost.ForwardStep(operation: .present) { [weak presented] in presented?.dismiss(animated: true) }
        let animated = animated && !host.forwardStepsWithoutAnimation
        let delegate = presented.transitioningDelegate
        let controller: UIPresentationController
        if style == .custom, let custom = delegate?.presentationController(forPresented: presented, presenting: presenting, source: source) {
            controller = custom
        } else if style == .custom || style == .overFullScreen || style == .overCurrentContext {
            controller = UIPresentationController(presentedViewController: presented, presenting: presenting)
        } else {
            let own = StylePresentationController(presentedViewController: presented, presenting: presenting)
            own.style = style
            controller = own
        }
        presenting.presentedViewController = presented
        presented.presentingViewController = presenting
        presented.presentationController = controller

        let container = UITransitionView(frame: host.window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.window.addSubview(container)
        controller.containerView = container
        let removes = controller.shouldRemovePresentersView
        let presentingView = presenting.view!
        let fromView: UIView? = removes ? presentingView : nil
        if let fromView {
            let frame = fromView.superview.map { fromView.convert(fromView.bounds, to: $0) } ?? fromView.frame
            container.addSubview(fromView)
            fromView.frame = frame
        }
        let toView = controller.presentedView ?? presented.view!
        let finalFrame = style == .custom ? controller.frameOfPresentedViewInContainerView : container.bounds
        let context = TransitioningContext(
            container: container, animated: animated, style: style, from: presenting, to: presented, fromView: fromView, toView: toView,
            initial: [(presenting, presentingView.frame), (presented, .zero)],
            final: [(presenting, removes ? .zero : presentingView.frame), (presented, finalFrame)])
        let animator =
            delegate?.animationController(forPresented: presented, presenting: presenting, source: source)
            ?? UIKitAnimator(style: presented.modalTransitionStyle, presenting: true)
        let record = TransitionRecord(kind: .present, presenting: presenting, presented: presented, context: context, animator: animator)
        context.onComplete = { didComplete in
            if didComplete {
                if removes { presentingView.removeFromSuperview() }
            } else {
                toView.removeFromSuperview()
                container.removeFromSuperview()
                presenting.presentedViewController = nil
                presented.presentingViewController = nil
                if removes { host.window.insertSubview(presentingView, at: 0) }
            }
            record.ended(didComplete)
            controller.presentationTransitionDidEnd(didComplete)
            animator.animationEnded(didComplete)
            if didComplete { completion?() }
        }
        host.begin(record)
        controller.presentationTransitionWillBegin()
        container.presentationController = controller
        container.setNeedsLayout()
        container.layoutIfNeeded()
        record.beginAppearance(appearing: presented, disappearing: removes ? presenting : nil)
        run(animator, context, animated: animated, interaction: delegate?.interactionControllerForPresentation(using: animator))
        record.coordinator.animatorBegan()
    }

    static func dismiss(from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let host = UIKitHost.current
        let presented = source.presentedViewController ?? source
        guard let presenting = presented.presentingViewController, let controller = presented.presentationController else {
            host.note(.warning, "dismiss(animated:) on \(name(source)), which presents nothing and is not presented; ignored")
            return
        }
        let container = controller.containerView ?? host.window
        let removes = controller.shouldRemovePresentersView
        let fromView = controller.presentedView ?? presented.view!
        let presentingView = presenting.view!
        let toView: UIView? = removes ? presentingView : nil
        let presentingFrame = removes ? container.bounds : presentingView.frame
        let context = TransitioningContext(
            container: container, animated: animated, style: controller.presentationStyle, from: presented, to: presenting,
            fromView: fromView, toView: toView, initial: [(presented, fromView.frame), (presenting, removes ? .zero : presentingFrame)],
            final: [(presented, .zero), (presenting, presentingFrame)])
        let delegate = presented.transitioningDelegate
        let animator = delegate?.animationController(forDismissed: presented) ?? UIKitAnimator(style: presented.modalTransitionStyle, presenting: false)
        let record = TransitionRecord(kind: .dismiss, presenting: presenting, presented: presented, context: context, animator: animator)
        context.onComplete = { didComplete in
            if didComplete {
                fromView.removeFromSuperview()
                if removes, presentingView.window == nil {
                    host.window.insertSubview(presentingView, at: 0)
                    presentingView.frame = presentingFrame
                }
                if container !== host.window { container.removeFromSuperview() }
                presenting.presentedViewController = nil
                presented.presentingViewController = nil
            }
            record.ended(didComplete)
            controller.dismissalTransitionDidEnd(didComplete)
            animator.animationEnded(didComplete)
            if didComplete { completion?() }
        }
        host.begin(record)
        controller.dismissalTransitionWillBegin()
        record.beginAppearance(appearing: removes ? presenting : nil, disappearing: presented)
        run(animator, context, animated: animated, interaction: delegate?.interactionControllerForDismissal(using: animator))
        record.coordinator.animatorBegan()
    }

    /// Starts the animation: through the interaction controller when there is one, else
    /// `animateTransition(using:)`, without animation when `animated` is false.
    static func run(
        _ animator: UIViewControllerAnimatedTransitioning, _ context: TransitioningContext, animated: Bool,
        interaction: UIViewControllerInteractiveTransitioning?
    ) {
        context.animator = animator
        context.interactionController = interaction
        if let interaction {
            context.isInteractive = interaction.wantsInteractiveStart
            interaction.startInteractiveTransition(context)
        } else if animated {
            animator.animateTransition(using: context)
        } else {
            UIView.performWithoutAnimation { animator.animateTransition(using: context) }
        }
    }

    /// The controller a presentation from `source` covers: the nearest ancestor defining a
    /// presentation context for `.currentContext` styles, the root-most ancestor otherwise.
    private static func context(for source: UIViewController, style: UIModalPresentationStyle) -> UIViewController {
        var c = source
        if style == .currentContext || style == .overCurrentContext {
            while !c.definesPresentationContext, let parent = c.parent { c = parent }
            return c
        }
        while let parent = c.parent { c = parent }
        return c
    }

    private static func name(_ c: UIViewController) -> String { "<\(type(of: c))>" }
}

/// The container view UIKit puts a presentation in. Each time it lays out its subviews (when the
/// presentation starts, when the window turns), its presentation controller's
/// `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()` run around it.
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
