/// One touch event of a single finger, as a recogniser consumes it: what happened, where and when.
public struct TouchEvent: Hashable, Sendable, CustomStringConvertible {
    /// The finger goes down, moves (or is sampled while held still), or lifts.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Down, moved or held, lifted.
        case down, move, up
    }

    /// Down, move or up.
    public var phase: Phase
    /// Container coordinates, points.
    public var position: Point
    /// Seconds, on the caller's clock.
    public var time: Double

    /// A touch event at `position` (container points) at `time` seconds.
    public init(_ phase: Phase, at position: Point, time: Double) {
        self.phase = phase
        self.position = position
        self.time = time
    }

    /// `move (10, 20) @0.1s`.
    public var description: String { "\(phase.rawValue) \(position) @\(time.formatted3)s" }
}
