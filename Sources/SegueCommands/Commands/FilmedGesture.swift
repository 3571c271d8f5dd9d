import SegueEngine

/// `--gesture SCRIPT` or `--play`, as the commands that film a transition read them (`record`,
/// `gif`): one of the two, never both; `gif` plays when neither is given.
enum FilmedGesture {
    /// The script's text and its steps (`play` and `[.play]` for `--play`).
    static func parse(_ arguments: ParsedArguments, playOption: OptionSpec, playsByDefault: Bool) throws(UsageError) -> (script: String, steps: [GestureStep]) {
        switch (arguments.value("gesture"), arguments.flag("play")) {
        case (let script?, false):
            return (script, try SimulateCommand.parseScript(script))
        case (.some, true):
            throw UsageError("--gesture and --play cannot be combined; give one", optionHelp: HelpText.optionLine(playOption))
        case (nil, let play):
            guard play || playsByDefault else {
                throw UsageError("missing --gesture SCRIPT or --play", optionHelp: HelpText.optionLine(SimulateCommand.gestureOption))
            }
            return ("play", [.play])
        }
    }
}
