import SegueEngine

/// Timing curves as UIKit writes them.
enum TimingCode {
    /// `UICubicTimingParameters` with the named curve or the control points, or
    /// `UISpringTimingParameters` in the parameterization the curve carries.
    static func parameters(_ t: TimingCurve) -> String {
        switch t {
        case .cubic(let b):
            if let name = curveName(b) { return "UICubicTimingParameters(animationCurve: .\(name))" }
            return "UICubicTimingParameters(controlPoint1: CGPoint(x: \(n(b.x1)), y: \(n(b.y1))), controlPoint2: CGPoint(x: \(n(b.x2)), y: \(n(b.y2))))"
        case .springFilling(let ratio, let v):
            if v == 0 { return "UISpringTimingParameters(dampingRatio: \(n(ratio)))" }
            return "UISpringTimingParameters(dampingRatio: \(n(ratio)), initialVelocity: CGVector(dx: \(n(v)), dy: 0))"
        case .spring(let s):
            return
                "UISpringTimingParameters(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), initialVelocity: CGVector(dx: \(n(s.initialVelocity)), dy: 0))"
        }
    }

    /// The `UIView.AnimationCurve` case of a curve UIKit names, if it is one.
    static func curveName(_ b: CubicBezier) -> String? {
        switch b {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        default: nil
        }
    }

    /// A segment's curve as a `CAMediaTimingFunction`.
    static func mediaTiming(_ b: CubicBezier) -> String {
        switch b {
        case .linear: "CAMediaTimingFunction(name: .linear)"
        case .easeInOut: "CAMediaTimingFunction(name: .easeInEaseOut)"
        case .easeIn: "CAMediaTimingFunction(name: .easeIn)"
        case .easeOut: "CAMediaTimingFunction(name: .easeOut)"
        case .ease: "CAMediaTimingFunction(name: .default)"
        default: "CAMediaTimingFunction(controlPoints: \(f(b.x1)), \(f(b.y1)), \(f(b.x2)), \(f(b.y2)))"
        }
    }

    /// How the timing reads in a comment: `spring(dampingRatio: 0.7)`, `cubic-bezier(…)`.
    static func summary(_ t: TimingCurve) -> String {
        switch t {
        case .cubic(let b): curveName(b) ?? "cubic-bezier(\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2)))"
        case .springFilling(let r, _): "a spring of damping ratio \(n(r)) filling the duration"
        case .spring(let s):
            "a spring of mass \(n(s.mass)), stiffness \(n(s.stiffness)), damping \(n(s.damping)) (damping ratio \(n(s.dampingRatio)), response \(n(s.response)) s), settling in \(n(s.settlingDuration)) s"
        }
    }

    private static func n(_ v: Double) -> String { SwiftCode.number(v) }
    /// `CAMediaTimingFunction` takes `Float`s: the literal is the preset's, rounded by Swift, as the
    /// engine rounds a keyframe segment's curve (`CubicBezier.mediaTiming`).
    private static func f(_ v: Double) -> String { SwiftCode.number(v) }
}
