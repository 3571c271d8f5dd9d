/// What a subcommand accepts: its name, one-line summary, arguments and options. The parser reads
/// the command line against it, and the help text is generated from it, so the two cannot drift.
public struct CommandInterface: Sendable {
    /// The subcommand's name, e.g. `curve`.
    public let name: String
    /// One line for the top-level command list, e.g. "Sample a timing curve or spring.".
    public let summary: String
    /// The usage after `segue <name>`, e.g. `SPEC (--at LIST | --samples N) [--plot]`; written by
    /// hand so it can show choices the option list cannot.
    public let synopsis: String
    public let arguments: [ArgumentSpec]
    public let options: [OptionSpec]
    /// Paragraphs printed after the options (forms, units, examples); may be empty.
    public let discussion: String

    public init(name: String, summary: String, synopsis: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], discussion: String = "") {
        self.name = name
        self.summary = summary
        self.synopsis = synopsis
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
    }

    /// `segue <name> <synopsis>`.
    public var usageLine: String { "\(SegueCLI.programName) \(name) \(synopsis)" }
}

/// A positional argument.
public struct ArgumentSpec: Hashable, Sendable {
    /// Shown in usage and help, e.g. `SPEC`.
    public let name: String
    public let help: String
    public let isOptional: Bool
    /// Takes every remaining positional argument (only the last argument may).
    public let isRepeating: Bool

    public init(_ name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeating = isRepeating
    }
}

/// A `--long` option: a flag, or an option with a value (`--name value` or `--name=value`).
public struct OptionSpec: Hashable, Sendable {
    /// The long name without dashes, e.g. `samples`.
    public let name: String
    /// An optional single-letter alias, e.g. `h` for `-h`.
    public let short: Character?
    /// The value's placeholder (e.g. `N`), or nil for a flag.
    public let valueName: String?
    public let help: String
    /// An option that may be given more than once; its values are kept in order (`ParsedArguments.values(_:)`).
    public let isRepeatable: Bool

    public init(name: String, short: Character? = nil, valueName: String?, help: String, isRepeatable: Bool = false) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.isRepeatable = isRepeatable
    }

    /// A flag: present or not.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    /// An option that takes one value, written `valueName` in help.
    public static func option(_ name: String, short: Character? = nil, value valueName: String, help: String, repeatable: Bool = false) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help, isRepeatable: repeatable)
    }

    public var takesValue: Bool { valueName != nil }

    /// `--samples N` or `--plot`.
    public var usage: String { "--\(name)" + (valueName.map { " \($0)" } ?? "") }

    /// `-h, --help` or `    --samples N`, the left column of the help text.
    public var label: String { (short.map { "-\($0), " } ?? "    ") + usage }

    /// The built-in `-h, --help` every command answers.
    public static let help = OptionSpec.flag("help", short: "h", help: "Show help information.")
    /// The top-level `-V, --version`.
    public static let version = OptionSpec.flag("version", short: "V", help: "Show the version.")
}
