/// A command line that cannot be run: printed to stderr with a usage hint, exit code 64.
public struct UsageError: Error, Hashable, Sendable {
    /// What is wrong, e.g. "unknown option --sampels; did you mean --samples?". May span lines.
    public var message: String
    /// The subcommand whose usage the hint shows; nil for the top level.
    public var command: String?
    /// The help line of the option at fault, when there is one.
    public var optionHelp: String?

    public init(_ message: String, command: String? = nil, optionHelp: String? = nil) {
        self.message = message
        self.command = command
        self.optionHelp = optionHelp
    }
}
