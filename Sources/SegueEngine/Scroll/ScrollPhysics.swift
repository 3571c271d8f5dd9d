import Foundation

/// UIKit's scrolling numbers and formulas, one implementation for the engine's scroll content
/// and SegueUIKit's `UIScrollView` (docs/scroll-handoff.md, "Physics"). Lengths in points,
/// velocities in points per second, rates per millisecond.
public enum ScrollPhysics {
    /// The rubber band's stiffness c in (1 − 1 / (x·c/d + 1))·d: the common approximation of
    /// UIScrollView's resistance past an end.
    public static let rubberBandCoefficient = 0.55
    /// `UIScrollView.DecelerationRate.normal`: the velocity is multiplied by 0.998 every millisecond.
    public static let normalDecelerationRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`, 0.99 per millisecond.
    public static let fastDecelerationRate = 0.99
    /// A deceleration ends when less than this many points remain.
    public static let restDistance = 0.5

    /// How far past an end the content shows for `x` points of finger travel beyond it, in a view
    /// `dimension` points long along the axis: (1 − 1 / (x·c/d + 1))·d. d = 300: 100 pt show as 46.479 pt.
    public static func rubberBand(_ x: Double, dimension d: Double) -> Double {
        guard d > 0, x > 0 else { return 0 }
        return (1 - 1 / (x * rubberBandCoefficient / d + 1)) * d
    }

    /// The offset shown for a raw offset `raw` (where the finger alone would put it): inside `range`
    /// as it is; past an end rubber-banded when `bounces`, else held at the end.
    public static func banded(_ raw: Double, in range: ClosedRange<Double>, dimension: Double, bounces: Bool) -> Double {
        if range.contains(raw) { return raw }
        let end = raw < range.lowerBound ? range.lowerBound : range.upperBound
        guard bounces else { return end }
        let shown = rubberBand(abs(raw - end), dimension: dimension)
        return raw < end ? end - shown : end + shown
    }

    /// The distance a release at `velocity` coasts at `rate`: (v / 1000)·r / (1 − r) (WWDC 2018 #803;
    /// 1000 pt/s at 0.998 coasts 499 pt).
    public static func projection(velocity: Double, rate: Double = normalDecelerationRate) -> Double {
        let r = rate.clamped(to: 0.001...0.9999)
        return velocity / 1000 * r / (1 - r)
    }

    /// Where a deceleration from `start` toward `target` is after `t` seconds at `rate`:
    /// start + (target − start)·(1 − r^(1000·t)).
    public static func decelerated(from start: Double, to target: Double, rate: Double = normalDecelerationRate, after t: Double) -> Double {
        let r = rate.clamped(to: 0.001...0.9999)
        return start + (target - start) * (1 - pow(r, 1000 * max(0, t)))
    }

    /// Seconds until less than `restDistance` of `distance` points remains at `rate` (0 for less
    /// than that already): ln(0.5 / d) / (1000·ln r).
    public static func settleDuration(distance: Double, rate: Double = normalDecelerationRate) -> Double {
        let d = abs(distance)
        guard d >= restDistance else { return 0 }
        let r = rate.clamped(to: 0.001...0.9999)
        return log(restDistance / d) / (1000 * log(r))
    }
}
