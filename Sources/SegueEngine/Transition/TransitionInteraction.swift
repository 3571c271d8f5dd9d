/// How a finger drives a transition written in Swift: the pan it follows, the completion policy
/// that decides on release, and the timing it completes with.
///
/// A preset states this per operation in its `interactions`; a coded transition states it with
/// `Transition.interaction`, or takes the default the way a preset without one does: a pan from
/// the right over the container's width, decided by `percent`.
public struct TransitionInteraction: Hashable, Sendable {
    /// The way the finger moves, its edge zone and its distance for progress 1, points.
    public var pan: PanConfiguration
    /// Decides finish or cancel when the finger lifts.
    public var policy: CompletionPolicy
    /// The completion timing after a release; a spring receives the finger's velocity. nil keeps
    /// the transition's own track curves (UIKit's default).
    public var releaseTiming: TimingCurve?

    /// - Parameters:
    ///   - pan: the finger's side; its distance nil means the container's width or height along the pan.
    ///   - policy: `percent` (finish past half way) unless given.
    ///   - releaseTiming: nil completes with the transition's own curves.
    public init(pan: PanConfiguration, policy: CompletionPolicy = CompletionPolicy(.percent), releaseTiming: TimingCurve? = nil) {
        self.pan = pan
        self.policy = policy
        self.releaseTiming = releaseTiming
    }

    /// The interaction of a transition that names none: a pan from the right edge toward the left
    /// over the container's width, anywhere on screen, decided by `percent`.
    public static let `default` = TransitionInteraction(pan: .init(direction: .fromRight))
}
