import SegueEngine
import SegueText

/// `segue simulate NAME` on a transition written in code (`CodedCatalog`): the finger follows the
/// transition's own interaction (`Transition.interaction`); `--policy` replaces its policy and
/// `--pan` its direction. Its duration and container are the code's own.
extension SimulateCommand {
    /// The session on `transition` before the script.
    ///
    /// - Throws: `.usage` for `--duration`, or a `--container` other than the transition's own.
    func prepare(coded transition: any Transition, policy: CompletionPolicy?) throws(CommandFailure) -> Simulated {
        let name = Self.interface.name
        if duration != nil {
            throw .usage(
                UsageError(
                    "'\(transition.name)' is written in code: its duration is the code's own (\(transition.duration.shortestDescription(decimals: 3)) s)",
                    command: name, optionHelp: HelpText.optionLine(Self.durationOption)))
        }
        if let container, container != transition.container {
            throw .usage(
                UsageError(
                    "'\(transition.name)' is written in code and plays in its own container, \(transition.container) pt", command: name,
                    optionHelp: HelpText.optionLine(Self.containerOption)))
        }
        let interaction = transition.interaction
        var pan = interaction.pan
        if let override = self.pan {
            // A pan on the other axis has no distance of the code's: the container's length along it.
            if override.isHorizontal != pan.direction.isHorizontal { pan.distance = nil }
            pan.direction = override
        }
        let session = InteractionSession(
            transition: transition, operation: transition.operation, pan: pan, policy: policy ?? interaction.policy,
            releaseTiming: interaction.releaseTiming)
        return Simulated(name: transition.name, transition: transition, session: session, note: nil)
    }
}
