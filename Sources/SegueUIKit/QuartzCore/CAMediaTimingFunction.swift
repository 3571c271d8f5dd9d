import SegueEngine

/// The name of one of Core Animation's predefined curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name, e.g. `easeInEaseOut`.
    public var rawValue: String
    /// Makes a name from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Constant speed: (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve: (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    let bezier: CubicBezier

    /// One of the predefined curves (an unknown name gives the default curve).
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: bezier = .linear
        case .easeIn: bezier = .easeIn
        case .easeOut: bezier = .easeOut
        case .easeInEaseOut: bezier = .easeInOut
        default: bezier = .ease
        }
    }

    /// The curve through (c1x, c1y) and (c2x, c2y); x outside 0…1 is clamped; a control point
    /// that is not finite gives the default curve.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        bezier = [c1x, c1y, c2x, c2y].allSatisfy(\.isFinite) ? .mediaTimingFunction(c1x, c1y, c2x, c2y) : .ease
    }

    /// The control point at `index` (0 and 3 are the ends) into `values` (two floats).
    open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (bezier.x1, bezier.y1), (bezier.x2, bezier.y2), (1, 1)]
        guard (0..<4).contains(index) else { return }
        values[0] = Float(points[index].0)
        values[1] = Float(points[index].1)
    }

    var curve: TimingCurve { .cubic(bezier) }
}
