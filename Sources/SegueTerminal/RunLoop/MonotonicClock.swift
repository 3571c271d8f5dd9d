@preconcurrency import Glibc

/// A source of monotonic time in seconds (arbitrary origin). Injectable so the run loop can be
/// driven by a scripted clock in tests.
public struct MonotonicClock: Sendable {
    public let now: @Sendable () -> Double

    public init(now: @escaping @Sendable () -> Double) {
        self.now = now
    }

    /// `CLOCK_MONOTONIC`.
    public static let system = MonotonicClock {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
