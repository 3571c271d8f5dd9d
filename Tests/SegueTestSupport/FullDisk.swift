import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// A full disk for end-to-end tests: a shell command line that mounts a tiny tmpfs in a mount
/// namespace of its own (`unshare`), fills it, and runs a command with `folder/out` as an empty
/// folder on it. The mount lives and dies with that shell: nothing to clean up, nothing seen by
/// other processes. Needs `unshare` and a kernel that lets it mount (root, or user namespaces).
public enum FullDisk {
    /// Whether this machine can make one.
    public static let isAvailable: Bool = {
        guard let shell = ["/bin/sh", "/usr/bin/sh"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
            let folder = try? makeTemporaryFolder("segue-full-disk-probe")
        else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try? ProcessRunner.run(
            executable: URL(fileURLWithPath: shell), ["-c", command(folder.path, then: "test -d '\(folder.path)/out'")], timeout: 20)
        return result?.status == 0 && result?.terminatedBySignal == false
    }()

    /// `sh -c` text: `then` runs once `folder` is a full 16 KiB tmpfs holding an empty folder `out`.
    public static func command(_ folder: String, then command: String) -> String {
        let inner =
            "mount -t tmpfs -o size=16k segue-full-disk '\(folder)' && mkdir '\(folder)/out' && { head -c 65536 /dev/zero > '\(folder)/.fill'; true; } 2>/dev/null && \(command)"
        return "unshare -rm sh -c \(quoted(inner))"
    }

    /// `text` as one single-quoted shell word.
    public static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
