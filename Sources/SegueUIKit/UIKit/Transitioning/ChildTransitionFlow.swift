/// A push, pop or tab switch as UIKit runs it with a delegate's animator (docs/uikit-layer.md,
/// "Navigation and tab bar transitions"): the container controller's view is the container, the
/// from view is in it, the to view has its final frame and is the animator's to add; on
/// `completeTransition(true)` the from view leaves, on `false` the to view leaves and the container
/// controller's stack or selection is put back.
@MainActor
enum ChildTransitionFlow {
    /// Runs the change from `from` to `to` in `parent`, whose stack or selection already says `to`.
    /// `undo` puts it back when the transition is cancelled; `ended` runs after `completeTransition(_:)`.
    static func run(
        _ kind: TransitionRecord.Kind, in parent: UIViewController, from: UIViewController, to: UIViewController,
        animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?,
        undo: @escaping () -> Void, ended: @escaping (Bool) -> Void
    ) {
        let host = UIKitHost.current
        let container = parent.view!
        let fromView = from.view!
        let toView = to.view!
        let finalFrame = container.bounds
        toView.frame = finalFrame
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let context = TransitioningContext(
            container: container, animated: true, style: .none, from: from, to: to, fromView: fromView, toView: toView,
            initial: [(from, fromView.frame), (to, .zero)], final: [(from, .zero), (to, finalFrame)])
        // A pop's roles are its push's; a tab switch, either way, is the engine's forward play (the
        // tab left presents, the tab selected is presented), as a preset's `tabBack` plays.
        let forward = kind.operation.isForward || kind.operation == .tabBack
        let record = TransitionRecord(
            kind: kind, presenting: forward ? from : to, presented: forward ? to : from, containerController: parent, context: context,
            animator: animator)
        context.onComplete = { didComplete in
            if didComplete {
                if fromView.superview === container { fromView.removeFromSuperview() }
            } else {
                if toView.superview === container { toView.removeFromSuperview() }
                undo()
                if fromView.superview == nil {
                    fromView.frame = finalFrame
                    container.addSubview(fromView)
                }
            }
            record.ended(didComplete)
            animator.animationEnded(didComplete)
            ended(didComplete)
        }
        host.begin(record)
        record.beginAppearance(appearing: to, disappearing: from)
        PresentationFlow.run(animator, context, animated: true, interaction: interaction)
        record.coordinator.animatorBegan()
    }
}
