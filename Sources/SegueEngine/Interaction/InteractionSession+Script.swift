extension InteractionSession {
    /// A session on `transition` driven by its own interaction (`Transition.interaction`): what the
    /// playground and `run(_:)` do with a transition written in Swift.
    ///
    /// - Parameters:
    ///   - operation: the operation the transition performs (it only names the log's events).
    ///   - policy: replaces the interaction's completion policy; nil keeps it.
    public init(transition: any Transition, operation: TransitionOperation = .present, policy: CompletionPolicy? = nil) {
        let interaction = transition.interaction
        self.init(
            transition: transition, operation: operation, pan: interaction.pan, policy: policy ?? interaction.policy,
            releaseTiming: interaction.releaseTiming)
    }

    /// Why a gesture script could not be performed.
    public enum ScriptFailure: Error, Hashable, Sendable, CustomStringConvertible {
        /// Step `number` (1-based) asked the finger for something it cannot do (a drag with no
        /// finger down, a second touch).
        case step(number: Int, GestureSimulator.Failure)
        /// The script ended with the finger still down: nothing was released for the policy to decide.
        case fingerDown

        /// The failure in words, with the step number when there is one.
        public var description: String {
            switch self {
            case .step(let number, let failure): "step \(number): \(failure)"
            case .fingerDown: "the script ends with the finger down; end it with 'release'"
            }
        }
    }

    /// Performs `steps` (see `GestureScript.parse(_:)`) with a simulated finger from time 0, then
    /// lets time run on by `runOn` seconds so that a released or played transition completes. This
    /// is `segue simulate`'s run; read the outcome from `log` or `completedPosition`.
    public mutating func run(_ steps: [GestureStep], runOn: Double = Limits.runOnSeconds) throws(ScriptFailure) {
        var finger = GestureSimulator()
        for (index, step) in steps.enumerated() {
            do throws(GestureSimulator.Failure) {
                try perform(step, with: &finger)
            } catch {
                throw .step(number: index + 1, error)
            }
        }
        if finger.isTouching { throw .fingerDown }
        advance(to: finger.time + runOn)
    }

    /// Where the transition completed (`.end` finished, `.start` cancelled); nil while it has not.
    public var completedPosition: AnimatingPosition? {
        for record in log.reversed() {
            if case .completed(let position) = record.event { return position }
        }
        return nil
    }
}
