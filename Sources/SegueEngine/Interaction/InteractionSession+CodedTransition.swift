extension InteractionSession {
    /// A session on `transition` driven by its own interaction (`Transition.interaction`): what the
    /// playground and `run(_:)` do with a transition written in Swift.
    ///
    /// - Parameters:
    ///   - operation: the operation the transition performs (it only names the log's events).
    ///   - policy: replaces the interaction's completion policy; nil keeps it.
    public init(transition: any Transition, operation: TransitionOperation = .present, policy: CompletionPolicy? = nil) {
        let interaction = transition.interaction
        self.init(
            transition: transition, operation: operation, pan: interaction.pan, policy: policy ?? interaction.policy,
            releaseTiming: interaction.releaseTiming)
    }
}
