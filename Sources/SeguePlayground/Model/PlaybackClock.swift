/// The pane's clock: transition time, which advances by the shell's clock steps times the
/// playback speed (slow motion is a slower clock, so the engine sees the same physics), and which
/// way Space plays next.
public struct PlaybackClock: Hashable, Sendable {
    /// The speeds `+` and `-` step through: 1 is real time, 0.1 is ten times slower.
    public static let speeds = [0.1, 0.25, 0.5, 1, 2, 4]

    /// Transition time, seconds (speed-scaled).
    public internal(set) var time = 0.0
    /// Playback speed: 1 is real time, 0.1 is ten times slower.
    public internal(set) var speed = 1.0
    /// Space plays toward the start instead of the end (`r` while paused).
    public internal(set) var playsBackward = false
    /// The shell's clock at the last tick, seconds; nil before the first.
    var lastTick: Double?

    /// The shell's clock reads `now`: time moves on by the step since the last tick times the
    /// speed (a clock that goes back moves nothing). A clock that is not finite is ignored
    /// (false).
    mutating func tick(_ now: Double) -> Bool {
        guard now.isFinite else { return false }
        if let last = lastTick, now > last { time += (now - last) * speed }
        lastTick = now
        return true
    }
}
