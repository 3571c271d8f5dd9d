/// A subcommand's command line after parsing, before the command gives it meaning.
public struct ParsedArguments: Hashable, Sendable {
    /// Positional arguments in order (including everything after `--`).
    public var positionals: [String]
    /// Options given with a value, by long name.
    public var values: [String: String]
    /// Flags given, by long name.
    public var flags: Set<String>

    public init(positionals: [String] = [], values: [String: String] = [:], flags: Set<String> = []) {
        self.positionals = positionals
        self.values = values
        self.flags = flags
    }

    public func value(_ name: String) -> String? { values[name] }
    public func flag(_ name: String) -> Bool { flags.contains(name) }
}
