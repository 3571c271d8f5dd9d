extension TransitionSpec {
    /// How a finger drives a transition played from this spec.
    public struct FingerSetup: Hashable, Sendable {
        /// The pan: its direction, edge zone and distance, in points.
        public var pan: InteractionSession.PanConfiguration
        /// The spec's completion policy; nil without an interaction.
        public var completion: CompletionPolicy?
        /// True when the spec has no interaction for the operation and the default stands in.
        public var isDefault: Bool
        /// The completion timing after a release: the spec's spring when it is timed by one (it then
        /// receives the finger's velocity), nil to keep the animator's own curves (UIKit's default).
        public var releaseTiming: TimingCurve?
    }

    /// The spec's interaction for `transition`'s operation and the direction it was asked for (pan
    /// mapped to that direction, so `tabBack`, which plays the other way, keeps the pan the file
    /// gives it; distance evaluated in its container); `pan` overrides the finger's direction (a pan
    /// on the other axis swaps W and H in the distance). Without one, the default: a pan the way the
    /// views move, over the container, and no policy of its own.
    public func fingerSetup(for transition: SpecTransition, pan override: Direction? = nil) -> FingerSetup {
        let requested = requestedDirection(for: transition.operation, played: transition.direction)
        if let found = interaction(for: transition.operation, direction: requested) {
            var distance = found.distance
            if let override, override.isHorizontal != found.pan.isHorizontal { distance = distance.swappingAxes }
            return FingerSetup(
                pan: .init(direction: override ?? found.pan, edgeZone: found.edgeZone, distance: distance.value(in: transition.container)),
                completion: found.completion, isDefault: false, releaseTiming: releaseTiming)
        }
        return FingerSetup(pan: .init(direction: override ?? Self.defaultPan(for: transition)), completion: nil, isDefault: true, releaseTiming: releaseTiming)
    }

    /// A spec timed by a spring releases into that spring.
    var releaseTiming: TimingCurve? {
        switch timing {
        case .spring, .springFilling: timing
        case .cubic: nil
        }
    }

    /// The default pan: the way the views move (the played direction; its opposite for a reverse
    /// operation such as dismiss or pop), `fromRight` for a spec without a direction.
    public static func defaultPan(for transition: SpecTransition) -> Direction {
        let played = transition.direction ?? .fromRight
        let reverses = !transition.operation.isForward && transition.operation != .tabBack
        return reverses ? played.opposite : played
    }
}
