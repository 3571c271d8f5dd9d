extension TransitionDriver {
    /// What the driver's calls report of their own: the start, a grab and the completion, stamped
    /// with the time (seconds), the fraction complete then and where the views were. A finish or
    /// cancel reports nothing of its own: whoever called it records why (a decision,
    /// `finish-called`), with the progress it runs from. `InteractionSession` puts these in its log.
    public struct Event: Hashable, Sendable {
        /// What the driver did.
        public enum Kind: Hashable, Sendable {
            /// The transition started: by a finger (interactive) or a tap (not).
            case began(interactive: Bool)
            /// A finger took hold of the running transition.
            case grabbed
            /// The transition completed at its end or back at its start.
            case completed(AnimatingPosition)
        }

        /// When it happened, seconds on the driver's clock.
        public var time: Double
        /// What happened.
        public var event: Kind
        /// The fraction complete then (0…1, beyond while a spring overshoots).
        public var progress: Double
        /// Where the views were then (`visualProgress(at:)`).
        public var visualProgress: Double
    }
}
