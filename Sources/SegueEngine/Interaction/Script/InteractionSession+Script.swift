extension InteractionSession {
    /// Why a gesture script could not be performed: `segue simulate`'s, `segue record`'s and
    /// `segue gif`'s one error (`ScriptRun`).
    public enum ScriptFailure: Error, Hashable, Sendable, CustomStringConvertible {
        /// Step `number` (1-based) asked the finger for something it cannot do (a drag with no
        /// finger down, a second touch).
        case step(number: Int, GestureSimulator.Failure)
        /// The script ended with the finger still down: nothing was released for the policy to decide.
        case fingerDown
        /// The script lasts this many seconds, more than the run may (a recording's or a film's length).
        case tooLong(Double)
        /// There is nothing to perform it on (a playground whose preset cannot play).
        case nothingToPlay

        /// The failure in words, with the step number when there is one.
        public var description: String {
            switch self {
            case .step(let number, let failure): "step \(number): \(failure)"
            case .fingerDown: "the script ends with the finger down; end it with 'release'"
            case .tooLong(let seconds): "the script lasts \(seconds.shortestDescription(decimals: 3)) s, longer than the run may"
            case .nothingToPlay: "there is nothing to play"
            }
        }
    }

    /// Performs `steps` (see `GestureScript.parse(_:)`) with a simulated finger from time 0, then
    /// lets time run on by `runOn` seconds (`runOnSeconds` unless given) so that a released or
    /// played transition completes. This is `segue simulate`'s run; read the outcome from `log` or
    /// `completedPosition`.
    public mutating func run(_ steps: [GestureStep], runOn: Double = Self.runOnSeconds) throws(ScriptFailure) {
        try ScriptRun(steps, on: [self]).perform(on: &self, runOn: runOn)
    }

    /// How long a scripted run goes on after the script by default, waiting for the completion, in
    /// seconds: longer than any transition may last (60 s).
    public static let runOnSeconds = 60.0

    /// Where the transition completed (`.end` finished, `.start` cancelled); nil while it has not.
    public var completedPosition: AnimatingPosition? {
        for record in log.reversed() {
            if case .completed(let position) = record.event { return position }
        }
        return nil
    }
}
