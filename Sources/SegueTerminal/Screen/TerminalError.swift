/// Why the terminal could not be opened. `description` is a one-line message for stderr (without an
/// "error:" prefix); the caller prints it and exits (the CLI uses status 2 for "not a terminal").
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input or output (`stream` is "stdin" or "stdout") is not a TTY, e.g. a pipe.
    case notATerminal(stream: String)
    /// `TERM` names a terminal that cannot run a full-screen UI (`dumb`).
    case unsupportedTerminal(term: String)
    /// ncurses found no terminfo entry for `TERM` (or `TERM` is unset: empty string).
    case unknownTerminal(term: String)

    public var description: String {
        switch self {
        case .notATerminal(let stream):
            return "not a terminal: \(stream) (the playground needs an interactive terminal)"
        case .unsupportedTerminal(let term):
            return "TERM=\(term) cannot show a full-screen interface"
        case .unknownTerminal(let term):
            return term.isEmpty
                ? "TERM is not set; set it to your terminal type (e.g. TERM=xterm-256color)"
                : "unknown terminal type '\(term)' (TERM); try TERM=xterm-256color"
        }
    }
}
