/// `UIViewControllerContextTransitioning` as a value: what a running transition knows and
/// reports.
public struct TransitionContext: Hashable, Sendable {
    /// The container the views live in, in points.
    public let container: Size
    /// What the transition does (present, dismiss, push, …).
    public let operation: TransitionOperation
    /// False for a transition that should not animate.
    public var isAnimated = true
    /// Can change during an interruptible transition.
    public internal(set) var isInteractive = false
    /// Can change during an interruptible transition.
    public internal(set) var transitionWasCancelled = false
    /// The argument of the one `completeTransition(_:)` call, once made.
    public private(set) var completedWith: Bool?
    /// How often `completeTransition` was asked for; the driver guarantees at most one call
    /// takes effect, and tests check it stays 1.
    public private(set) var completeTransitionCalls = 0

    private let initialFrames: [ViewRole: Rect]
    private let finalFrames: [ViewRole: Rect]

    /// A context whose initial and final frames are the views' bounding boxes in the two scenes.
    public init(container: Size, operation: TransitionOperation, initialScene: Scene, finalScene: Scene) {
        self.container = container
        self.operation = operation
        initialFrames = Self.frames(initialScene)
        finalFrames = Self.frames(finalScene)
    }

    /// A view's frame before the transition; `.zero` when unknown.
    public func initialFrame(for role: ViewRole) -> Rect { initialFrames[role] ?? .zero }

    /// A view's frame after the transition; `.zero` when the view will be removed: it ends
    /// invisible (alpha 0) or entirely outside the container.
    public func finalFrame(for role: ViewRole) -> Rect { finalFrames[role] ?? .zero }

    /// `completeTransition(_:)`: records the outcome; a second call is counted and ignored.
    public mutating func completeTransition(_ didComplete: Bool) {
        completeTransitionCalls += 1
        if completedWith == nil { completedWith = didComplete }
    }

    private static func frames(_ scene: Scene) -> [ViewRole: Rect] {
        var result: [ViewRole: Rect] = [:]
        let bounds = Rect(origin: .zero, size: scene.container)
        for view in scene.views where result[view.role] == nil {
            let box = view.quad.boundingBox
            let visible = view.alpha > 0 && box.maxX > bounds.minX && box.minX < bounds.maxX && box.maxY > bounds.minY && box.minY < bounds.maxY
            if visible { result[view.role] = box }
        }
        return result
    }
}
