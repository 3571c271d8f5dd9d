/// The finger's side of an interaction: the way it moves, where it may start, and how far it goes
/// for progress 1. A transition states it in its `TransitionInteraction`; `InteractionSession`
/// follows it (`InteractionSession.PanConfiguration` is the same type).
public struct PanConfiguration: Hashable, Sendable {
    /// The way the finger moves to drive the transition toward its end.
    public var direction: Direction
    /// Touches must start within this many points of the start edge; nil = anywhere.
    public var edgeZone: Double?
    /// Points of travel for percent 1; nil = the container's width or height along the pan.
    public var distance: Double?

    /// Makes a configuration: `edgeZone` and `distance` in points; nil means anywhere and the container's
    /// extent along the pan.
    public init(direction: Direction, edgeZone: Double? = nil, distance: Double? = nil) {
        self.direction = direction
        self.edgeZone = edgeZone
        self.distance = distance
    }
}
