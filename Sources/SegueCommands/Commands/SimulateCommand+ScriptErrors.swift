import SegueEngine
import SegueText

/// The usage errors of a gesture script (`simulate`, `record`): the step and a caret under it.
extension SimulateCommand {
    /// What `simulate`, `record` and `gif` report for a script that could not be performed: a
    /// usage error with a caret for a step, a finger left down or a script over `maximum` (a
    /// `what` lasts at most `seconds`), a runtime error saying `nothingToPlay` when there is no
    /// session.
    static func failure(
        _ error: InteractionSession.ScriptFailure, script: String, steps: [GestureStep], command: String = interface.name,
        maximum: (what: String, seconds: Double)? = nil, nothingToPlay: String? = nil
    ) -> CommandFailure {
        switch error {
        case .step(let number, let failure):
            return .usage(scriptError(script, step: number, problem: "\(failure)", command: command))
        case .fingerDown:
            return .usage(fingerDownError(script, steps: steps, command: command))
        case .tooLong(let seconds):
            let limit = maximum.map { "; a \($0.what) is at most \(Int($0.seconds)) s" } ?? ""
            return .usage(
                UsageError(
                    "the script lasts \(seconds.shortestDescription(decimals: 3)) s\(limit)", command: command, optionHelp: HelpText.optionLine(gestureOption)))
        case .nothingToPlay:
            return .runtime(nothingToPlay ?? error.description)
        }
    }

    /// A usage error for step `number` (1-based) of the script, the caret under its first character.
    static func scriptError(_ script: String, step number: Int, problem: String, command: String = interface.name) -> UsageError {
        let (offset, text) = stepStart(script, number)
        return UsageError(
            scriptMessage(script, step: number, stepText: text, offset: offset, problem: problem),
            command: command, optionHelp: HelpText.optionLine(gestureOption))
    }

    /// The usage error for a script that leaves the finger down, quoting its last step as typed.
    static func fingerDownError(_ script: String, steps: [GestureStep], command: String = interface.name) -> UsageError {
        UsageError(
            scriptMessage(
                script, step: steps.count, stepText: stepStart(script, steps.count).1, offset: script.count,
                problem: InteractionSession.ScriptFailure.fingerDown.description),
            command: command, optionHelp: HelpText.optionLine(gestureOption))
    }

    /// The character offset of step `number`'s first non-blank character, and its trimmed text
    /// (`GestureScript.LocatedStep`); the end and nothing when the script has no such step.
    static func stepStart(_ script: String, _ number: Int) -> (Int, String) {
        guard number >= 1, let steps = try? GestureScript.parseLocated(script), number <= steps.count else { return (script.count, "") }
        return (steps[number - 1].offset, steps[number - 1].text)
    }

    /// `invalid gesture script: step 2 "drag 10pt over": expected …` and the script with a caret.
    static func scriptMessage(_ script: String, step: Int, stepText: String, offset: Int, problem: String) -> String {
        "invalid gesture script: step \(step) \"\(Excerpt.of(stepText))\": \(problem)\n" + Caret.under(script, at: offset)
    }
}
