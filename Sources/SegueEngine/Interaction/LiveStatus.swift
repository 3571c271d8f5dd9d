/// Where a live run's transition stands now, as the code's own objects say (docs/uikit-layer.md,
/// "A live run"): the inspector and the timeline show these figures instead of the policy's, so
/// that what the code does is what is measured.
public struct LiveStatus: Hashable, Sendable {
    /// The transition's phase.
    public enum Phase: Hashable, Sendable {
        /// Set up; nothing has started.
        case idle
        /// Started and driven by the code's interaction.
        case interactive
        /// Running on its own, toward the end (`true`) or back to the start.
        case running(towardEnd: Bool)
        /// `completeTransition(_:)` was called: finished (`true`) or cancelled.
        case completed(finished: Bool)
    }

    /// What moves the views, as UIKit's interaction paths name it.
    public enum Driver: Hashable, Sendable {
        /// No transition yet.
        case none
        /// Plain animations without an interaction controller.
        case animations
        /// A percent-driven controller on the interruptible animator the code returned.
        case interruptibleAnimator(AnimatorState, isRunning: Bool, isReversed: Bool)
        /// A percent-driven controller on Core Animation's paused timeline.
        case coreAnimation(paused: Bool)
        /// An interaction controller of the code's own (`UIViewControllerInteractiveTransitioning`).
        case custom
    }

    /// Idle, interactive, running on its own, or completed.
    public var phase: Phase
    /// What moves the views.
    public var driver: Driver
    /// Where the code's animations stand along the transition now, 0…1.
    public var fractionComplete: Double
    /// The animator's `transitionDuration(using:)`, seconds; 0 before the transition starts.
    public var duration: Double

    /// A status from its parts.
    public init(phase: Phase, driver: Driver, fractionComplete: Double, duration: Double) {
        self.phase = phase
        self.driver = driver
        self.fractionComplete = fractionComplete
        self.duration = duration
    }

    /// Nothing started.
    public static let idle = LiveStatus(phase: .idle, driver: .none, fractionComplete: 0, duration: 0)
}
