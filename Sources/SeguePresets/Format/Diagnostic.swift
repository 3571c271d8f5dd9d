/// One problem in a preset file: where it is (file, line, column), which field (a path such as
/// `tracks[2].timing`) and what was expected. Prints as `file:line:column: path: message`.
public struct Diagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var location: SourceLocation
    /// The field path from the top of the file; empty for problems with the file as a whole.
    public var path: String
    public var message: String

    public init(file: String, location: SourceLocation, path: String, message: String) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    public var description: String {
        "\(file):\(location.line):\(location.column): " + (path.isEmpty ? "" : "\(path): ") + message
    }

    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        (a.file, a.location.line, a.location.column, a.path) < (b.file, b.location.line, b.location.column, b.path)
    }
}

/// Every problem found in a preset file (never empty).
public struct PresetProblems: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
