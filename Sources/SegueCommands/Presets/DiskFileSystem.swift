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
    /// reading it, so `/dev/zero` or a FIFO never blocks or fills memory. The kind is checked on
    /// the open descriptor (opened without waiting, so a FIFO put in the file's place after the
    /// check cannot block the open either); a link to a file is followed, as presets may be links.
    public func read(_ path: String) throws -> String {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: throw ReadError(description: "no such file")
            case EACCES: throw ReadError(description: "permission denied")
            case let error: throw ReadError(description: "cannot open the file: \(String(cString: strerror(error)))")
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadError(description: "cannot open the file") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw ReadError(description: "a folder, not a file")
        default: throw ReadError(description: "not a regular file (a device, FIFO or socket); lint reads preset files and folders")
        }
        // Room for the size the file has, and one byte more to see it grow past the limit.
        var data = [UInt8](repeating: 0, count: min(Limits.presetFileBytes, max(0, Int(info.st_size))) + 1)
        var count = 0
        while count < Limits.presetFileBytes + 1 {
            if count == data.count { data += [UInt8](repeating: 0, count: min(data.count, Limits.presetFileBytes + 1 - data.count)) }
            let n = data.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { throw ReadError(description: "cannot read the file: \(String(cString: strerror(errno)))") }
            if n == 0 { break }
            count += n
        }
        guard count <= Limits.presetFileBytes else {
            throw ReadError(description: "larger than \(Limits.presetFileBytes / (1 << 20)) MiB, the limit for a preset file")
        }
        guard let text = String(validating: data.prefix(count), as: UTF8.self) else { throw ReadError(description: "not UTF-8 text") }
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
