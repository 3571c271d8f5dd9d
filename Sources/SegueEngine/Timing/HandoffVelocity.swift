/// The largest unit velocity (in either sign) handed to a completion spring. As p approaches the
/// target the remaining distance goes to 0 and the unit velocity grows without bound; Segue clips at
/// ±35, the bound Touchwonders' drop-target example uses (docs/engine-contract.md, "Fingers and
/// the session").
public let maximumHandoffVelocity = 35.0

/// UIKit's unit velocity for a completion spring (`UISpringTimingParameters(initialVelocity:)`):
/// 1.0 = the whole remaining distance per second, positive toward the chosen target.
///
/// - finishing: v / ((1 − p) · L); cancelling: −v / (p · L)
/// - clipped to ±`maximumHandoffVelocity`; 0 for a zero or non-finite finger velocity, and for a
///   zero remaining distance with zero velocity.
///
/// - Parameters:
///   - v: finger velocity along the pan, pt/s, positive toward finishing.
///   - p: progress at release.
///   - L: pan distance, points (progress 1).
///   - finishing: whether the transition completes to the end (true) or back to the start.
public func handoffVelocity(fingerVelocity v: Double, progress p: Double, panDistance L: Double, finishing: Bool) -> Double {
    guard v.isFinite, p.isFinite, L.isFinite, v != 0 else { return 0 }
    let remaining = finishing ? (1 - p) * L : p * L
    let towardTarget = finishing ? v : -v
    let unit = remaining == 0 ? (towardTarget > 0 ? Double.infinity : -Double.infinity) : towardTarget / remaining
    return unit.clamped(to: -maximumHandoffVelocity...maximumHandoffVelocity)
}
