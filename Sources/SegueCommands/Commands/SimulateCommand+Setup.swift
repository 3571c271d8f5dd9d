import SegueEngine

/// The interaction `segue simulate` runs a preset with: the preset's own for the operation with
/// the flags applied, or a default, and its scroll content at `--content-offset`.
extension SimulateCommand {
    /// The interaction the session runs with, and a note when it is not the preset's own.
    struct Setup {
        var pan: InteractionSession.PanConfiguration
        var policy: CompletionPolicy
        /// The preset's spring, which receives the finger's velocity on release; nil keeps the
        /// animator's own curves (the same rule as the playground).
        var releaseTiming: TimingCurve?
        /// Said before the timeline when the preset has no interaction for the operation.
        var note: String?
    }

    /// The preset's interaction for the operation with the flags applied, or the default.
    func setup(_ spec: TransitionSpec, transition: SpecTransition) throws(CommandFailure) -> Setup {
        let finger = spec.fingerSetup(for: transition, pan: pan)
        let resolved = policy ?? finger.completion ?? CompletionPolicy(.percent)
        let note =
            finger.isDefault
            ? "'\(spec.name)' has no interaction for \(transition.operation.rawValue); using a default: pan \(finger.pan.direction.rawValue) over the container, policy \(resolved.description)"
            : nil
        let distance = finger.pan.distance ?? finger.pan.direction.length(of: transition.container)
        guard distance > 0, distance.isFinite else {
            throw .runtime(
                "preset '\(spec.name)': the pan distance is \(distance.isFinite ? distance.shortestDescription(decimals: 3) + " pt" : "not a finite number") in a \(transition.container.width.shortestDescription(decimals: 3))x\(transition.container.height.shortestDescription(decimals: 3)) pt container; it must be above 0 for a finger to drive the transition"
            )
        }
        return Setup(pan: finger.pan, policy: resolved, releaseTiming: finger.releaseTiming, note: note)
    }

    /// The preset's scroll content, started at `--content-offset` when given: an offset past the
    /// content's end, or on a preset that does not scroll, is a usage error.
    func scrollSetup(_ spec: TransitionSpec, _ transition: SpecTransition) throws(CommandFailure) -> ScrollSetup? {
        let setup = spec.scrollSetup(for: transition, contentOffset: contentOffset)
        guard let contentOffset else { return setup }
        guard let setup, let id = setup.handOff ?? setup.contents.first?.id, let content = setup[id] else {
            throw .usage(UsageError("--content-offset: no view of '\(spec.name)' scrolls", optionHelp: HelpText.optionLine(Self.contentOffsetOption)))
        }
        guard content.range.contains(contentOffset) else {
            throw .usage(
                UsageError(
                    "--content-offset: \(contentOffset.shortestDescription(decimals: 3)) is past the end of '\(id)'; expected 0 to \(content.range.upperBound.shortestDescription(decimals: 3)) pt",
                    optionHelp: HelpText.optionLine(Self.contentOffsetOption)))
        }
        return setup
    }
}
