/// `UIViewAnimating`'s states. Raw values as UIKit's.
public enum UIViewAnimatingState: Int, Hashable, Sendable {
    /// Not started, or done.
    case inactive = 0
    /// Running or paused.
    case active = 1
    /// Stopped without finishing: `finishAnimation(at:)` is allowed.
    case stopped = 2
}

/// Where an animation ended. UIKit's raw values (end is 0): never compare them.
public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
    /// At its end values.
    case end = 0
    /// At its start values.
    case start = 1
    /// Where it was stopped.
    case current = 2
}

/// Something that animates and can be started, paused, stopped and scrubbed.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// Inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether it is animating now.
    var isRunning: Bool { get }
    /// Whether it runs (or will run) toward its start.
    var isReversed: Bool { get set }
    /// The position along the forward animation, 0…1.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes.
    func startAnimation()
    /// Starts after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses (from inactive: starts paused).
    func pauseAnimation()
    /// Stops: with `withoutFinishing`, straight to inactive; otherwise stopped, awaiting `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animation at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation blocks. Its methods are optional in UIKit; the defaults here do
/// nothing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds a block of changes to animate.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block that starts `delayFactor` of the way through.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run at the end with the final position.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues with new timing over `durationFactor` times the original duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing (optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing (optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing (optional in UIKit).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing (optional in UIKit).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
