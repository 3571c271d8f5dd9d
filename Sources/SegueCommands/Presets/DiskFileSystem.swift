import Foundation
import SegueEngine
import SeguePresets

/// The real disk, for the preset catalog and the linter (the only place that reads preset files).
public struct DiskFileSystem: PresetFileSystem {
    public init() {}

    public func kind(of path: String) -> PresetPathKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .special
        }
    }

    public func contentsOfDirectory(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path)
    }

    /// Why a file was not read, in words.
    public struct ReadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Refuses anything but a regular file, and a file over `Limits.presetFileBytes`, before
    /// reading it, so `/dev/zero` or a FIFO never blocks or fills memory.
    public func read(_ path: String) throws -> String {
        switch kind(of: path) {
        case nil: throw ReadError(description: "no such file")
        case .directory?: throw ReadError(description: "a folder, not a file")
        case .special?: throw ReadError(description: "not a regular file (a device, FIFO or socket); lint reads preset files and folders")
        case .file?: break
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ReadError(description: access(path, R_OK) == 0 ? "cannot open the file" : "permission denied")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: Limits.presetFileBytes + 1)) ?? Data()
        guard data.count <= Limits.presetFileBytes else {
            throw ReadError(description: "larger than \(Limits.presetFileBytes / (1 << 20)) MiB, the limit for a preset file")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw ReadError(description: "not UTF-8 text") }
        return text
    }
}

extension PresetCatalog {
    /// The catalog as the commands see it: built-ins, the user folder from the environment, then `--presets`.
    static func forCommands(
        presetsFolder: String?, fileSystem: some PresetFileSystem = DiskFileSystem(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> PresetCatalog {
        load(userFolder: userFolder(environment: environment), folders: presetsFolder.map { [$0] } ?? [], fileSystem: fileSystem)
    }
}
