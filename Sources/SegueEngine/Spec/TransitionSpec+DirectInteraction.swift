extension TransitionSpec {
    /// Direct manipulation of one operation (AlertTransition's drag-to-dismiss): the finger moves
    /// `view`, and on release `rule` decides between running the operation from where the view was
    /// dropped and a spring back (`DirectManipulation`).
    public struct DirectInteraction: Hashable, Sendable {
        /// The operation a long enough drag runs (a reverse operation: dismiss, pop, tabBack).
        public var operation: TransitionOperation
        /// The `Role.id` the finger moves.
        public var view: String
        /// When a release runs the operation and when the view springs back.
        public var rule: DirectManipulation.Rule

        /// A drag of `view` (the presented view by default) that runs `operation` when `rule` says so.
        public init(operation: TransitionOperation, view: String = "presented", rule: DirectManipulation.Rule) {
            self.operation = operation
            self.view = view
            self.rule = rule
        }
    }

    /// The direct interaction for `operation`, if the spec drives it by direct manipulation.
    public func directInteraction(for operation: TransitionOperation) -> DirectInteraction? {
        directInteractions.first { $0.operation == operation }
    }

    /// A fresh direct manipulation for `transition`'s operation; nil when its interaction (if any)
    /// is a percent-driven pan.
    public func directManipulation(for transition: SpecTransition) -> DirectManipulation? {
        directInteraction(for: transition.operation).map { DirectManipulation(view: $0.view, rule: $0.rule) }
    }
}

extension InteractionSession {
    /// A direct-manipulation session for `transition` when `spec` drives its operation that way,
    /// else nil; `dragDirection` as in `init(transition:operation:direct:dragDirection:)`.
    public static func direct(_ spec: TransitionSpec, _ transition: SpecTransition, dragDirection: Direction? = nil) -> InteractionSession? {
        spec.directManipulation(for: transition).map {
            InteractionSession(transition: transition, operation: transition.operation, direct: $0, dragDirection: dragDirection ?? .fromTop)
        }
    }
}
