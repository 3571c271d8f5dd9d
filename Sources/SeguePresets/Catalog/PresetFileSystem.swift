/// The little the catalog and the linter need from a file system, so SeguePresets does no I/O
/// itself: the executable passes the real disk, tests pass `InMemoryFileSystem`.
public protocol PresetFileSystem: Sendable {
    /// Whether `path` is a directory, a regular file, something else (a device, a FIFO, a socket),
    /// or missing (nil). Symbolic links are followed.
    func kind(of path: String) -> PresetPathKind?
    /// The names (not paths) of the entries of a directory.
    func contentsOfDirectory(_ path: String) throws -> [String]
    /// The UTF-8 text of a regular file of at most 1 MiB (the commands' `Limits.presetFileBytes`); throws an error whose
    /// description says why not.
    func read(_ path: String) throws -> String
}

public enum PresetPathKind: Sendable {
    case file, directory
    /// Not a regular file or a directory: a device (`/dev/zero`), a FIFO, a socket.
    case special

    /// What a path that should be a folder is instead, for error messages; nil for a directory.
    public var notAFolder: String? {
        switch self {
        case .directory: nil
        case .file: "not a folder but a file (give the folder that holds it)"
        case .special: "not a folder but a device, FIFO or socket"
        }
    }
}

extension PresetFileSystem {
    /// The `.json` files of a folder, sorted, as paths; the schema file is not a preset.
    func presetFiles(in folder: String) throws -> [String] {
        try contentsOfDirectory(folder)
            .filter { $0.hasSuffix(".json") && $0 != PresetCatalog.schemaFileName }
            .sorted()
            .map { folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0 }
    }
}

/// Files held in memory, keyed by path; a directory is any prefix ending before a `/`.
public struct InMemoryFileSystem: PresetFileSystem {
    public var files: [String: String]

    public init(_ files: [String: String]) { self.files = files }

    public struct Missing: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "no such file: \(path)" }
    }

    public func kind(of path: String) -> PresetPathKind? {
        if files[path] != nil { return .file }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return files.keys.contains { $0.hasPrefix(prefix) } ? .directory : nil
    }

    public func contentsOfDirectory(_ path: String) throws -> [String] {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let names = files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count).split(separator: "/")[0]) }
        guard !names.isEmpty else { throw Missing(path: path) }
        return Array(Set(names)).sorted()
    }

    public func read(_ path: String) throws -> String {
        guard let text = files[path] else { throw Missing(path: path) }
        return text
    }
}
