/// Values at key times with a timing curve per segment (`CAKeyframeAnimation`).
///
/// Without key times the values are evenly spaced (`docs/uikit-contract.md`, "Timing"). Segment i runs
/// from `keyTimes[i]` to `keyTimes[i + 1]`; its local fraction goes through `curves[i]` (linear when
/// no curve is given, Core Animation's default for keyframes). A segment's curve is a keyframe
/// animation's `CAMediaTimingFunction`, which holds `Float` control points: the curves are kept as
/// Core Animation keeps them (`CubicBezier.mediaTiming`).
public struct Keyframes<Value: Interpolatable & Equatable>: Equatable, Sendable {
    /// The values, one per key time.
    public let values: [Value]
    /// Fractions of the duration, increasing from 0 to 1.
    public let keyTimes: [Double]
    /// One curve per segment (`values.count − 1`), as a `CAMediaTimingFunction` holds it
    /// (`CubicBezier.mediaTiming`: a named curve exactly, other control points as `Float`s).
    public let curves: [CubicBezier]

    /// Keyframes that cannot be built.
    public enum KeyframeError: Error, Equatable, Sendable {
        /// No values.
        case empty
        /// Key times given but not one per value.
        case keyTimeCount(expected: Int, got: Int)
        /// The key time at `index` is smaller than the one before it.
        case keyTimesNotIncreasing(index: Int)
        /// The key time at `index` is outside 0…1 or not finite.
        case keyTimesOutOfRange(index: Int)
        /// Curves given but neither one nor one per segment.
        case curveCount(expected: Int, got: Int)
    }

    /// - Parameters:
    ///   - values: at least one value.
    ///   - keyTimes: one per value, from 0 to 1, non-decreasing; nil spaces the values evenly.
    ///   - curves: one per segment, or one for all segments, or none (linear).
    public init(_ values: [Value], keyTimes: [Double]? = nil, curves: [CubicBezier] = []) throws(KeyframeError) {
        guard !values.isEmpty else { throw .empty }
        let times = keyTimes ?? (values.count == 1 ? [0] : (0..<values.count).map { Double($0) / Double(values.count - 1) })
        guard times.count == values.count else { throw .keyTimeCount(expected: values.count, got: times.count) }
        for (i, t) in times.enumerated() {
            guard t.isFinite, (0...1).contains(t) else { throw .keyTimesOutOfRange(index: i) }
            if i > 0, t < times[i - 1] { throw .keyTimesNotIncreasing(index: i) }
        }
        let segments = max(0, values.count - 1)
        let segmentCurves: [CubicBezier]
        switch curves.count {
        case 0: segmentCurves = Array(repeating: .linear, count: segments)
        case 1: segmentCurves = Array(repeating: curves[0], count: segments)
        case segments: segmentCurves = curves
        default: throw .curveCount(expected: segments, got: curves.count)
        }
        self.values = values
        self.keyTimes = times
        self.curves = segmentCurves.map(\.mediaTiming)
    }

    /// The value at fraction `f` (0…1): the first value before the first key time, the last after
    /// the last one.
    public func value(at f: Double) -> Value {
        if values.count == 1 || !(f > keyTimes[0]) { return values[0] }
        if f >= keyTimes[keyTimes.count - 1] { return values[values.count - 1] }
        var i = 0
        while i < keyTimes.count - 2, f >= keyTimes[i + 1] { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        let local = span > 0 ? (f - keyTimes[i]) / span : 1
        return values[i].interpolated(to: values[i + 1], at: curves[i].value(at: local))
    }
}
