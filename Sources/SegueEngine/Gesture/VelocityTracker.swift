/// Estimates a finger's velocity from timestamped positions.
///
/// **Method**: an ordinary least-squares line fitted, per axis, to every sample whose time lies
/// within `window` seconds (default 0.1 s = 100 ms) of the newest sample; the slope is the velocity
/// in points per second. Fewer than two distinct sample times in the window give zero.
///
/// Consequences (all tested):
/// - A finger held still reports zero once `window` has passed since it last moved, whether the hold
///   was sampled (samples at the same position are movement-free evidence) or not (the lift sample is
///   then alone in the window).
/// - With evenly spaced samples the fit of a uniformly accelerating finger equals its true velocity at
///   the mean time of the window (about 50 ms ago): the estimate lags, but never overshoots.
/// - Samples with the same timestamp are kept (the fit averages them); samples older than the newest
///   one and non-finite samples are ignored, so the result is always finite.
public struct VelocityTracker: Hashable, Sendable {
    /// A position at a time (points, seconds).
    public struct Sample: Hashable, Sendable {
        /// Container points.
        public var position: Point
        /// Seconds, on the caller's clock.
        public var time: Double

        /// A sample at `position` (points) at `time` (seconds).
        public init(position: Point, time: Double) {
            self.position = position
            self.time = time
        }
    }

    /// How far back the fit looks, in seconds (> 0).
    public let window: Double
    /// The samples inside the window of the newest one, oldest first.
    public private(set) var samples: [Sample] = []

    /// - Parameter window: seconds of history the fit uses; values ≤ 0 or non-finite fall back to 0.1.
    public init(window: Double = 0.1) {
        self.window = window.isFinite && window > 0 ? window : 0.1
    }

    /// Tolerance for "inside the window", so that a sample exactly `window` old at 120 Hz still counts.
    private static let epsilon = 1e-9

    /// Adds a sample. Ignored when the position or time is not finite, or when the time is earlier
    /// than the newest sample's.
    public mutating func add(_ position: Point, at time: Double) {
        guard position.x.isFinite, position.y.isFinite, time.isFinite else { return }
        if let last = samples.last, time < last.time { return }
        samples.append(Sample(position: position, time: time))
        let oldest = time - window - Self.epsilon
        if let keep = samples.firstIndex(where: { $0.time >= oldest }), keep > 0 {
            samples.removeFirst(keep)
        }
    }

    /// Forgets every sample (a new touch).
    public mutating func reset() { samples.removeAll() }

    /// The velocity at the newest sample, points per second (x right, y down); zero with fewer than
    /// two distinct times in the window.
    public var velocity: Point {
        guard let last = samples.last else { return .zero }
        return velocity(at: last.time)
    }

    /// The velocity as seen at `time` (≥ the newest sample): only samples within `window` before
    /// `time` count, so a finger that stopped sending samples reads zero after `window`.
    public func velocity(at time: Double) -> Point {
        let oldest = time - window - Self.epsilon
        let recent = samples.filter { $0.time >= oldest && $0.time <= time + Self.epsilon }
        guard recent.count >= 2 else { return .zero }
        let n = Double(recent.count)
        // Centre times on the newest sample for numerical stability at large clock values.
        let t0 = recent[recent.count - 1].time
        let meanT = recent.reduce(0) { $0 + ($1.time - t0) } / n
        let meanX = recent.reduce(0) { $0 + $1.position.x } / n
        let meanY = recent.reduce(0) { $0 + $1.position.y } / n
        var stt = 0.0
        var stx = 0.0
        var sty = 0.0
        for sample in recent {
            let dt = sample.time - t0 - meanT
            stt += dt * dt
            stx += dt * (sample.position.x - meanX)
            sty += dt * (sample.position.y - meanY)
        }
        // All samples at (nearly) one instant: no time base to measure a speed over.
        guard stt > 1e-12 else { return .zero }
        let vx = stx / stt
        let vy = sty / stt
        guard vx.isFinite, vy.isFinite else { return .zero }
        return Point(x: vx, y: vy)
    }
}
