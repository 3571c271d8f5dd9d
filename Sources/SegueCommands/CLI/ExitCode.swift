/// What a command reports to the shell: 0 success, 1 failure, 64 usage error (`EX_USAGE`).
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The command did what was asked.
    public static let success = ExitCode(rawValue: 0)
    /// A runtime failure: a lint error, a preset that cannot be loaded.
    public static let failure = ExitCode(rawValue: 1)
    /// The command line itself was wrong; the error and a usage hint went to stderr.
    public static let usage = ExitCode(rawValue: 64)

    public var description: String { "\(rawValue)" }
}
