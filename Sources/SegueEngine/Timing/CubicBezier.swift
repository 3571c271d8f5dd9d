/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2),
/// as `CAMediaTimingFunction` and CSS `cubic-bezier()` define it.
///
/// `value(at:)` maps a time fraction x ∈ [0, 1] to progress y. y1 and y2 may leave [0, 1]
/// (overshoot, anticipation); x1 and x2 must stay in [0, 1] so every x has exactly one y.
/// Inputs outside [0, 1] are clamped (a timing curve is not extrapolated). y1 and y2 beyond
/// ±`Self.maximumControlY` are clamped to it when the curve is built, so every value stays finite
/// (the polynomial's coefficients 3·y1 … would overflow for y near 1.8e308), as browsers keep such
/// curves finite.
public struct CubicBezier: Hashable, Sendable {
    /// The two control points (x in 0…1; y may leave it for an overshoot).
    public let x1: Double, y1: Double, x2: Double, y2: Double

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, the same for y.
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    /// x at t = i/10, i = 0…10, for the initial guess.
    @usableFromInline let samples: [Double]

    /// - Throws: `TimingError.controlPointOutOfRange` when x1 or x2 is outside [0, 1], or
    ///   `TimingError.notFinite` when a value is NaN or infinite. y1 and y2 are clamped to
    ///   ±`Self.maximumControlY`.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(TimingError) {
        for (name, v) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !v.isFinite {
            throw .notFinite(parameter: name, value: v)
        }
        guard (0...1).contains(x1) else { throw .controlPointOutOfRange(parameter: "x1", value: x1) }
        guard (0...1).contains(x2) else { throw .controlPointOutOfRange(parameter: "x2", value: x2) }
        let bound = Self.maximumControlY
        self.init(unchecked: x1, y1.clamped(to: -bound...bound), x2, y2.clamped(to: -bound...bound))
    }

    /// For control points known to be valid (the named curves).
    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        let (ax, bx, cx) = (self.ax, self.bx, self.cx)
        samples = (0...10).map { i in
            let t = Double(i) / 10
            return ((ax * t + bx) * t + cx) * t
        }
    }

    /// Equal when the four control-point coordinates are equal.
    public static func == (a: CubicBezier, b: CubicBezier) -> Bool {
        a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
    }

    /// Hashes the four control-point coordinates, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    // MARK: Named curves (Core Animation / CSS)

    /// Constant speed: (0, 0, 1, 1).
    public static let linear = CubicBezier(unchecked: 0, 0, 1, 1)
    /// Core Animation's default curve, `UICubicTimingParameters()`, CSS `ease`.
    public static let ease = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)
    /// (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
    /// (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
    /// (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)

    // MARK: Evaluation

    @inlinable func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inlinable func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// Progress at time fraction `x` (clamped to [0, 1]); exact 0 at 0 and 1 at 1.
    @inlinable
    public func value(at x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        return sampleY(parameter(forX: x))
    }

    /// The slope dy/dx at `x` (progress per unit time fraction); infinite where the curve is vertical.
    public func slope(at x: Double) -> Double {
        let t = parameter(forX: x.clamped(to: 0...1))
        let dx = sampleDerivativeX(t)
        let dy = sampleDerivativeY(t)
        if abs(dx) < 1e-12 { return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity) }
        return dy / dx
    }

    /// The curve parameter t with x(t) = x, to 1e-12 in t (so y is exact to well under 1e-9).
    ///
    /// An initial guess from 11 pre-sampled points, at most 6 Newton–Raphson steps, and bisection
    /// where Newton stalls (a near-flat x(t), e.g. control points (0, 0, 0, 0)).
    @usableFromInline
    func parameter(forX x: Double) -> Double {
        // Bracket from the samples: x(t) is monotonic because x1, x2 ∈ [0, 1].
        var i = 0
        while i < 9, samples[i + 1] < x { i += 1 }
        var lo = Double(i) / 10
        var hi = Double(i + 1) / 10
        let span = samples[i + 1] - samples[i]
        var t = span > 0 ? lo + (x - samples[i]) / span * 0.1 : lo
        for _ in 0..<6 {
            let error = sampleX(t) - x
            if error < 0 { lo = t } else { hi = t }
            let d = sampleDerivativeX(t)
            if abs(d) < 1e-6 { break }
            let step = error / d
            let next = t - step
            if next < lo || next > hi { break }
            t = next
            if abs(step) < 1e-12 { return t }
        }
        // Bisection on the bracket.
        while hi - lo > 1e-12 {
            let mid = (lo + hi) / 2
            if sampleX(mid) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
