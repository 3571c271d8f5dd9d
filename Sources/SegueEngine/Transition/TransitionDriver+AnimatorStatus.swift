/// The animator's status, read-only, for a view that shows it (the playground's inspector): what
/// `UIViewPropertyAnimator` reports as `state`, `isRunning` and `isReversed`, without handing out
/// the animator.
extension TransitionDriver {
    /// Inactive, active or stopped.
    public var animatorState: AnimatorState { interaction.animator.state }
    /// True while the animator runs on its own (false while paused, interactive or inactive).
    public var isAnimatorRunning: Bool { interaction.animator.isRunning }
    /// True while the animator runs its animations backward (toward the start).
    public var isAnimatorReversed: Bool { interaction.animator.isReversed }
}
