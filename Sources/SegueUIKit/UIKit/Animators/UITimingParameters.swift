import SegueEngine

/// The kind of a timing curve provider.
public enum UITimingCurveType: Int, Hashable, Sendable {
    /// One of UIKit's named curves.
    case builtin
    /// A cubic Bézier.
    case cubic
    /// A spring.
    case spring
    /// Cubic and spring together (read as the spring).
    case composed
}

/// What times an animator: cubic parameters, spring parameters, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    /// Which of the parameters to use.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The engine's curve for these parameters (a provider with neither gives the default curve).
    var timingCurve: TimingCurve {
        if timingCurveType != .cubic, timingCurveType != .builtin, let spring = springTimingParameters { return spring.curve }
        return cubicTimingParameters?.curve ?? springTimingParameters?.curve ?? .ease
    }
}

/// A cubic Bézier curve (docs/uikit-layer.md, "Timing"): `init()` is Core Animation's default
/// (0.25, 0.1, 0.25, 1); a named curve maps to the Core Animation curve of the same name.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    let curve: TimingCurve
    /// The named curve it was made from (`.easeInOut` for the default and control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// Core Animation's default curve (0.25, 0.1), (0.25, 1).
    public override init() {
        curve = .ease
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
    }

    /// One of UIKit's named curves.
    public init(animationCurve: UIView.AnimationCurve) {
        self.animationCurve = animationCurve
        curve = animationCurve.timing
        if case .cubic(let b) = curve {
            controlPoint1 = CGPoint(x: b.x1, y: b.y1)
            controlPoint2 = CGPoint(x: b.x2, y: b.y2)
        } else {
            controlPoint1 = .zero
            controlPoint2 = CGPoint(x: 1, y: 1)
        }
    }

    /// The curve through `point1` and `point2` (x clamped to 0…1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        let x1 = Double(point1.x).clamped(to: 0...1)
        let x2 = Double(point2.x).clamped(to: 0...1)
        curve = (try? CubicBezier(x1, Double(point1.y), x2, Double(point2.y))).map(TimingCurve.cubic) ?? .ease
    }

    /// `.cubic`.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring (docs/uikit-layer.md, "Timing"). From a damping ratio it fills the animator's
/// duration; from mass, stiffness and damping it brings its own (the animator's is ignored).
/// Initial velocity is in unit coordinates: 1 is the whole distance per second; `dx` is used.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    let curve: TimingCurve
    /// The initial velocity, unit coordinates.
    public let initialVelocity: CGVector

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (ζ ≈ 4.56).
    public override init() {
        curve = .spring(.uiKitDefault)
        initialVelocity = .zero
    }

    /// A spring of damping ratio `ratio` that fills the animator's duration, from rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring of damping ratio `ratio` that fills the animator's duration, starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        curve = .springFilling(dampingRatio: Double(ratio), initialVelocity: Double(velocity.dx))
        initialVelocity = velocity
    }

    /// A spring from mass, stiffness and damping; it settles in its own time.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        if let spring = try? Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(velocity.dx)) {
            curve = .spring(spring)
        } else {
            UIKitHost.current.note(
                .warning,
                "UISpringTimingParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping)): not a spring that settles; the default spring is used")
            curve = .spring(.uiKitDefault)
        }
    }

    /// iOS 17's spring: a perceptual `duration` (its response) and a `bounce` (0: none, toward 1: more);
    /// it settles in its own time.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        initialVelocity = velocity
        if let spring = try? Spring(duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity.dx)) {
            curve = .spring(spring)
        } else {
            UIKitHost.current.note(.warning, "UISpringTimingParameters(duration: \(duration), bounce: \(bounce)): out of range; the default spring is used")
            curve = .spring(.uiKitDefault)
        }
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }
}
