import SegueEngine
import SegueText

/// Reads a subcommand's arguments against its `CommandInterface`. Pure: no I/O, no globals.
///
/// Rules (`docs/command-line.md`, "Arguments"): `--name value` and `--name=value` (split at the first
/// `=`); `-x` for an option's short alias; an option's value is the next argument, whatever it
/// looks like; `--` ends options; a lone `-` is positional; any other argument starting with `-`
/// is an unknown option, with a suggestion when one is close. An option given twice is an error,
/// unless it is repeatable (`OptionSpec.isRepeatable`).
public enum ArgumentParser {
    /// - Throws: `UsageError` (with `command` set to the interface's name) for an unknown option, a
    ///   missing or unexpected value, a repeated option, or too many or too few positionals.
    public static func parse(_ arguments: [String], for interface: CommandInterface) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        let options = interface.options + [.help]
        func fail(_ message: String, _ option: OptionSpec? = nil) -> UsageError {
            UsageError(message, command: interface.name, optionHelp: option.map(HelpText.optionLine))
        }
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }

            // Split `--name=value` at the first `=`; find the option by long or short name.
            let spec: OptionSpec
            var inlineValue: String?
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name: Substring
                if let eq = body.firstIndex(of: "=") {
                    name = body[..<eq]
                    inlineValue = String(body[body.index(after: eq)...])
                } else {
                    name = body
                }
                guard let found = options.first(where: { $0.name == name }) else {
                    throw fail(unknownOption("--" + name, candidates: options.map { "--" + $0.name }))
                }
                spec = found
            } else {
                let short = argument.dropFirst()
                guard short.count == 1, let found = options.first(where: { $0.short == short.first }) else {
                    if let long = longOption(meant: short, among: options) { throw fail("unknown option \(Excerpt.of(argument)); did you mean --\(long)?") }
                    throw fail(unknownOption(argument, candidates: options.map { "--" + $0.name } + options.compactMap { $0.short.map { "-\($0)" } }))
                }
                spec = found
            }

            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw fail("missing value for \(spec.usage)", spec)
                }
                if spec.isRepeatable { parsed.repeatedValues[spec.name, default: []].append(value) }
                guard parsed.values[spec.name] == nil || spec.isRepeatable else { throw fail("--\(spec.name) given more than once", spec) }
                if parsed.values[spec.name] == nil { parsed.values[spec.name] = value }
            } else {
                if inlineValue != nil { throw fail("--\(spec.name) takes no value (got \(Excerpt.of(argument)))", spec) }
                guard parsed.flags.insert(spec.name).inserted else { throw fail("--\(spec.name) given more than once", spec) }
            }
        }

        // Positionals against the declared arguments.
        let declared = interface.arguments
        let required = declared.filter { !$0.isOptional }.count
        let unlimited = declared.last?.isRepeating ?? false
        if parsed.positionals.count < required {
            let missing = declared[parsed.positionals.count]
            throw fail("missing argument \(missing.name)")
        }
        if !unlimited, parsed.positionals.count > declared.count {
            throw fail("unexpected argument '\(Excerpt.of(parsed.positionals[declared.count]))'")
        }
        return parsed
    }

    /// The long option a single-dash argument most likely means: `-output` (or `-output=x`) for
    /// `--output`, and `-o` for the one option whose name starts with `o`; nil when none, or more
    /// than one, fits.
    static func longOption(meant short: Substring, among options: [OptionSpec]) -> String? {
        let name = short.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? short
        if let exact = options.first(where: { $0.name == name }) { return exact.name }
        guard name.count == 1 else { return nil }
        let starting = options.filter { $0.name.hasPrefix(name) }
        return starting.count == 1 ? starting[0].name : nil
    }

    /// "unknown option --sampels; did you mean --samples?"
    static func unknownOption(_ written: String, candidates: [String]) -> String {
        var message = "unknown option \(Excerpt.of(written))"
        if let close = Suggestion.closest(to: written, among: candidates) { message += "; did you mean \(close)?" }
        return message
    }
}
