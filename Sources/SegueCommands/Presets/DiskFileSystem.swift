import Foundation
import SeguePresets

/// The real disk, for the preset catalog and the linter (the only place that reads preset files).
public struct DiskFileSystem: PresetFileSystem {
    public init() {}

    public func kind(of path: String) -> PresetPathKind? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .directory : .file
    }

    public func contentsOfDirectory(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path)
    }

    public func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}

extension PresetCatalog {
    /// The catalog as the commands see it: built-ins, the user folder from the environment, then `--presets`.
    static func forCommands(presetsFolder: String?, fileSystem: some PresetFileSystem = DiskFileSystem(),
                            environment: [String: String] = ProcessInfo.processInfo.environment) -> PresetCatalog {
        load(userFolder: userFolder(environment: environment), folders: presetsFolder.map { [$0] } ?? [], fileSystem: fileSystem)
    }
}
