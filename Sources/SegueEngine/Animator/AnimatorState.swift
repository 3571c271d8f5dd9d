/// `UIViewAnimatingState`: inactive, active (running or paused), stopped.
public enum AnimatorState: String, Hashable, Sendable {
    /// Not started or completed; running or paused; stopped without completing (then `finishAnimation(at:)`
    /// is allowed).
    case inactive, active, stopped
}

/// `UIViewAnimatingPosition`: where an animation ended. Never compare by raw value (UIKit's end is 0).
public enum AnimatingPosition: String, Hashable, Sendable {
    /// At the end (progress 1), at the start (progress 0), or where it was stopped.
    case end, start, current
}

/// The programmer errors of `UIViewPropertyAnimator` (UIKit raises; Segue returns these).
public enum AnimatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `finishAnimation(at:)` outside the stopped state.
    case finishRequiresStopped(AnimatorState)
    /// `startAnimation()` while stopped.
    case cannotStartWhileStopped
    /// `pauseAnimation()` while stopped (Segue's decision: UIKit does not say).
    case cannotPauseWhileStopped
    /// `continueAnimation` while stopped or inactive (Segue's decision: there is nothing to continue).
    case cannotContinue(AnimatorState)
    /// Pause or stop after start with `isInterruptible == false`.
    case notInterruptible
    /// Setting `isInterruptible` while active.
    case cannotChangeInterruptibleWhileActive
    /// Setting `isUserInteractionEnabled` while active.
    case cannotChangeUserInteractionWhileActive

    /// The misuse in words, naming the UIKit call.
    public var description: String {
        switch self {
        case .finishRequiresStopped(let state): "finishAnimation(at:) may only be called in the stopped state (the animator is \(state.rawValue))"
        case .cannotStartWhileStopped: "an animation cannot be started while stopped; call finishAnimation(at:) first"
        case .cannotPauseWhileStopped: "an animation cannot be paused while stopped"
        case .cannotContinue(let state): "continueAnimation needs an active animator (the animator is \(state.rawValue))"
        case .notInterruptible: "the animator is not interruptible: once started it runs to completion"
        case .cannotChangeInterruptibleWhileActive: "isInterruptible cannot change while the animator is active"
        case .cannotChangeUserInteractionWhileActive: "isUserInteractionEnabled cannot change while the animator is active"
        }
    }
}

/// Something that happened inside the animator, returned by the call that caused it.
public enum AnimatorEvent: Hashable, Sendable {
    /// The completions registered with `addCompletion()` ran, with the final position. Fired at
    /// most once per run of the animator (natural end or `finish(at:)`).
    case completed(AnimatingPosition, completions: [PropertyAnimator.CompletionID], at: Double)
    /// The animation reached its end with `pausesOnCompletion`: still active, not running.
    case pausedOnCompletion(at: Double)
}
