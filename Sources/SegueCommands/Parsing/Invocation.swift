import SegueEngine
import SegueText

/// What a `segue` command line asks for, before anything runs.
public enum Invocation: Hashable, Sendable {
    /// `segue --help`, `segue help [COMMAND]`, `segue COMMAND --help`: help for a command, or the
    /// top level when nil.
    case help(command: String?)
    /// `segue --version`.
    case version
    /// `segue` alone.
    case noCommand
    /// A subcommand with its parsed arguments.
    case run(command: String, arguments: ParsedArguments)

    /// Parses `arguments` (without the program name). Pure.
    ///
    /// `-h`/`--help` anywhere before `--` asks for help, even next to other mistakes.
    ///
    /// - Throws: `UsageError` for an unknown command or option, with a suggestion when one is close.
    public static func parse(_ arguments: [String], registry: CommandRegistry = .standard) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return .noCommand }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            return .help(command: nil)
        case "-V", "--version":
            guard rest.isEmpty else { throw UsageError("unexpected argument '\(Excerpt.of(rest[0]))' after \(first)") }
            return .version
        case "help":
            guard let topic = rest.first, topic != "help" else { return .help(command: nil) }
            guard rest.count == 1 else { throw UsageError("unexpected argument '\(Excerpt.of(rest[1]))' after help \(topic)") }
            guard registry.command(named: topic) != nil else { throw unknownCommand(topic, registry) }
            return .help(command: topic)
        default:
            break
        }
        if first.hasPrefix("-") {
            let candidates = ["--help", "--version", "-h", "-V"]
            let name = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
            if candidates.contains(name) { throw UsageError("\(name) takes no value (got \(first))") }
            throw UsageError(ArgumentParser.unknownOption(name, candidates: candidates))
        }
        guard let command = registry.command(named: first) else { throw unknownCommand(first, registry) }
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") { return .help(command: first) }
        return .run(command: first, arguments: try ArgumentParser.parse(rest, for: command.interface))
    }

    static func unknownCommand(_ name: String, _ registry: CommandRegistry) -> UsageError {
        var message = "unknown command '\(Excerpt.of(name))'"
        message += Suggestion.hint(for: name, among: registry.names + ["help"])
        return UsageError(message)
    }
}
