/// A subcommand's command line after parsing, before the command gives it meaning.
public struct ParsedArguments: Hashable, Sendable {
    /// Positional arguments in order (including everything after `--`).
    public var positionals: [String]
    /// Options given with a value, by long name.
    public var values: [String: String]
    /// Flags given, by long name.
    public var flags: Set<String>
    /// Every value of a repeatable option, in order, by long name (its first is also in `values`).
    public var repeatedValues: [String: [String]] = [:]

    public init(positionals: [String] = [], values: [String: String] = [:], flags: Set<String> = []) {
        self.positionals = positionals
        self.values = values
        self.flags = flags
    }

    public func value(_ name: String) -> String? { values[name] }
    public func flag(_ name: String) -> Bool { flags.contains(name) }
    /// All values of a repeatable option, in the order given; empty when it is absent.
    public func values(_ name: String) -> [String] { repeatedValues[name] ?? values[name].map { [$0] } ?? [] }
}
