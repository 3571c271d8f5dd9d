/// The help and usage texts, generated from the registry and each command's interface.
///
/// Layout (`docs/command-line.md`, "Help"): a `USAGE:` line, a one-line description, sections with
/// two aligned columns, a closing hint. Usage errors: `Error:`, optionally `Help:`, `Usage:` and a
/// "See … --help" line.
public enum HelpText {
    /// What `segue` is, under the top-level usage line.
    public static let abstract = "Design, understand and test interactive view-controller transitions in any terminal."

    /// `segue --help`: usage, the registered commands with their summaries, the global options.
    public static func topLevel(_ registry: CommandRegistry) -> String {
        let commands = registry.commands.map { ($0.interface.name, $0.interface.summary) } + [("help", "Show help for a command.")]
        let options = [OptionSpec.help, .version].map { ($0.label, $0.help) }
        let width = (commands + options).map(\.0.count).max() ?? 0
        var lines = ["USAGE: \(SegueCLI.programName) <command> [<options>]", "", abstract, "", "COMMANDS:"]
        lines += commands.map { row($0.0, $0.1, width) }
        lines += ["", "OPTIONS:"]
        lines += options.map { row($0.0, $0.1, width) }
        lines += ["", "See '\(SegueCLI.programName) help <command>' for a command's arguments and options."]
        return lines.joined(separator: "\n")
    }

    /// `segue <command> --help`, in the program's own name (`SegueCLI.named`).
    ///
    /// - Parameter asProgram: the command is the whole program (`Segue.play`): its usage line has
    ///   no command name.
    public static func command(_ interface: CommandInterface, asProgram: Bool = false) -> String {
        let arguments = interface.arguments.map { ($0.name, SegueCLI.named($0.help)) }
        let options = (interface.options + [.help]).map { ($0.label, $0.help) }
        let width = (arguments + options).map(\.0.count).max() ?? 0
        let usage = asProgram ? "\(SegueCLI.programName) \(interface.synopsis)" : interface.usageLine
        var lines = ["USAGE: \(usage)", "", interface.summary]
        if !arguments.isEmpty {
            lines += ["", "ARGUMENTS:"] + arguments.map { row($0.0, $0.1, width) }
        }
        lines += ["", "OPTIONS:"] + options.map { row($0.0, $0.1, width) }
        if !interface.discussion.isEmpty {
            lines += ["", SegueCLI.named(interface.discussion)]
        }
        return lines.joined(separator: "\n")
    }

    /// The text for a usage error, for stderr.
    ///
    /// - Parameter asProgram: the command that is the whole program (`Segue.play`): the usage
    ///   line and the hint name the program alone.
    public static func usageError(_ error: UsageError, registry: CommandRegistry, asProgram: CommandInterface? = nil) -> String {
        var lines = ["Error: \(SegueCLI.named(error.message))"]
        if let help = error.optionHelp { lines.append("Help:  \(help)") }
        if let program = asProgram {
            lines.append("Usage: \(SegueCLI.programName) \(program.synopsis)")
            lines.append("  See '\(SegueCLI.programName) --help' for more information.")
        } else if let name = error.command, let command = registry.command(named: name) {
            lines.append("Usage: \(command.interface.usageLine)")
            lines.append("  See '\(SegueCLI.programName) \(name) --help' for more information.")
        } else {
            lines.append("Usage: \(SegueCLI.programName) <command> [<options>]")
            lines.append("  See '\(SegueCLI.programName) --help' for more information.")
        }
        return lines.joined(separator: "\n")
    }

    /// One option as the `Help:` line of a usage error shows it: `--samples N  Take N …`.
    public static func optionLine(_ option: OptionSpec) -> String {
        "\(option.usage)  \(option.help)"
    }

    static func row(_ left: String, _ right: String, _ width: Int) -> String {
        "  " + left + String(repeating: " ", count: width - left.count + 2) + right
    }
}
