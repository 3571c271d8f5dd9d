/// Frame deadlines at a fixed rate, for the animating run loop.
///
/// Each deadline is the previous one plus `interval`, so frame times do not drift with the time
/// spent drawing. When the loop falls more than `maximumLag` behind (a stall, a suspended process)
/// it resynchronises to `now + interval` instead of rushing out the missed frames.
public struct FramePacer: Hashable, Sendable {
    /// Seconds per frame.
    public let interval: Double
    /// Seconds behind schedule after which the pacer resynchronises (0.1 s).
    public let maximumLag: Double
    /// The last deadline handed out, nil before the first frame or after `reset()`.
    public private(set) var lastDeadline: Double?

    /// - Parameter framesPerSecond: frames per second; values below 1 or not finite use 60, values
    ///   above 240 use 240.
    public init(framesPerSecond: Double = 60, maximumLag: Double = 0.1) {
        let fps = framesPerSecond.isFinite && framesPerSecond >= 1 ? min(framesPerSecond, 240) : 60
        interval = 1 / fps
        self.maximumLag = maximumLag
    }

    /// The deadline of the next frame, given the time `now` at which the current frame was drawn.
    public mutating func nextDeadline(now: Double) -> Double {
        var deadline = (lastDeadline ?? now) + interval
        if now - deadline > maximumLag { deadline = now + interval }
        lastDeadline = deadline
        return deadline
    }

    /// Forgets the schedule (the animation stopped); the next frame starts a new one.
    public mutating func reset() {
        lastDeadline = nil
    }

    /// Whole milliseconds from `now` until `deadline`, rounded up, never negative.
    public static func milliseconds(until deadline: Double, from now: Double) -> Int {
        let ms = (deadline - now) * 1000
        return ms > 0 ? Int(ms.rounded(.up)) : 0
    }
}
