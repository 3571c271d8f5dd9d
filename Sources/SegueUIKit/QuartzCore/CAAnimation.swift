/// What an animation does before its begin time and after its end (`fillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name, e.g. `forwards`.
    public var rawValue: String
    /// Makes a fill mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nothing outside its active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Keeps its last value after the end (with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows its first value before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Told when an animation starts and stops (Core Animation holds its delegate strongly).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it reached its end, false when it was removed.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing (an optional requirement in UIKit).
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing (an optional requirement in UIKit).
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An explicit Core Animation animation, added to a layer with `add(_:forKey:)`. Time properties
/// are seconds; `beginTime` 0 means "when added", otherwise it is on the layer's clock
/// (`CACurrentMediaTime()`, the host's virtual time).
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    /// Seconds; 0 means 0.25, Core Animation's default.
    open var duration: CFTimeInterval = 0
    /// 0: when added; otherwise a time on `CACurrentMediaTime()`'s clock.
    open var beginTime: CFTimeInterval = 0
    /// The curve; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Before the begin and after the end.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// True (the default): removed from the layer at its end.
    open var isRemovedOnCompletion = true
    /// Told when it starts and stops; held strongly, as Core Animation holds it.
    open var delegate: CAAnimationDelegate?
    /// Repetitions (declared: Segue plays an animation once and notes the rest).
    open var repeatCount: Float = 0
    /// Plays backwards after forwards (declared: Segue plays it forwards once and notes it).
    open var autoreverses = false
    /// Speed relative to the layer's time (declared: Segue plays at speed 1).
    open var speed: Float = 1
    /// Offset into the animation's time (declared).
    open var timeOffset: CFTimeInterval = 0

    /// An animation with the defaults.
    public required override init() { super.init() }

    /// A new animation (`CAAnimation()` in Swift).
    open class func animation() -> Self { Self() }

    /// The duration it plays for: 0.25 s when it is 0 or less.
    var effectiveDuration: Double { duration > 0 ? duration : 0.25 }
}

/// An animation of one property named by a key path (`position`, `transform.rotation.z`).
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property.
    open var keyPath: String?
    /// Adds to the property's value instead of replacing it.
    open var isAdditive = false
    /// Accumulates over repeats (declared).
    open var isCumulative = false

    /// An animation of `keyPath`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// From one value to another: `fromValue`, `toValue` and `byValue` as Core Animation combines them
/// (a missing one is the layer's current value). Values are numbers, `CGPoint`, `CGSize`,
/// `CGRect`, `CATransform3D` or `CGColor`.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, or nil.
    open var fromValue: Any?
    /// The end value, or nil.
    open var toValue: Any?
    /// A relative change, or nil.
    open var byValue: Any?
}

/// Through a list of values at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values.
    open var values: [Any]?
    /// A path to follow (declared; not drawn).
    open var path: CGPath?
    /// Fractions of the duration, one per value; evenly spaced when nil.
    open var keyTimes: [NSNumber]?
    /// One curve per segment (linear when nil).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between key times are found: linear (the default) or discrete; paced and cubic
    /// are drawn as linear and noted.
    open var calculationMode: CAAnimationCalculationMode = .linear
}

/// How a keyframe animation finds the values between its key times.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name, e.g. `linear`.
    public var rawValue: String
    /// Makes a mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between key values.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed (drawn as linear).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline (drawn as linear).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at even speed (drawn as linear).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
