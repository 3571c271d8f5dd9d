/// The context UIKit hands an animator (`UIViewControllerContextTransitioning`): the container, the
/// two controllers and views, their frames, and the one `completeTransition(_:)` that counts. A
/// second call is logged and ignored.
final class TransitioningContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive = false
    var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    /// The last progress reported while interactive, 0…1.
    private(set) var percentComplete: CGFloat = 0
    /// The argument of the first `completeTransition(_:)`, once called.
    private(set) var completedWith: Bool?
    /// Called by the first `completeTransition(_:)`.
    var onComplete: ((Bool) -> Void)?
    /// The animator of the transition (a percent-driven interaction controller drives it).
    var animator: UIViewControllerAnimatedTransitioning?
    /// The interaction controller it was started with, if any.
    var interactionController: UIViewControllerInteractiveTransitioning?

    init(
        container: UIView, animated: Bool, style: UIModalPresentationStyle, from: UIViewController, to: UIViewController,
        fromView: UIView?, toView: UIView?, initial: [(UIViewController, CGRect)], final: [(UIViewController, CGRect)]
    ) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        controllers = [.from: from, .to: to]
        var v: [UITransitionContextViewKey: UIView] = [:]
        v[.from] = fromView
        v[.to] = toView
        views = v
        initialFrames = Dictionary(initial.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        finalFrames = Dictionary(final.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        super.init()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard UIKitHost.current.interactionCall(.update, percentComplete, on: self) else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        guard UIKitHost.current.interactionCall(.finish, percentComplete, on: self) else { return }
        isInteractive = false
        transitionWasCancelled = false
    }

    func cancelInteractiveTransition() {
        guard UIKitHost.current.interactionCall(.cancel, percentComplete, on: self) else { return }
        isInteractive = false
        transitionWasCancelled = true
    }

    func pauseInteractiveTransition() {
        guard UIKitHost.current.interactionCall(.pause, percentComplete, on: self) else { return }
        isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard completedWith == nil else {
            UIKitHost.current.note(.warning, "completeTransition(_:) called again (with \(didComplete)); UIKit ignores it, and so does Segue")
            return
        }
        completedWith = didComplete
        UIKitHost.current.interactionCall(.complete, didComplete ? 1 : 0, on: self)
        onComplete?(didComplete)
    }
}
