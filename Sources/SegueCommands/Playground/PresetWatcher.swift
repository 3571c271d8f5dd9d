import Glibc

/// Watches preset folders for changes with inotify, so the playground reloads an edited preset at
/// once while an idle playground still never wakes up on its own: the run loop sleeps on the
/// terminal and on this descriptor together.
///
/// A folder that does not exist yet is waited for: its nearest existing ancestor is watched for
/// new entries, and the watches move down as the folders appear (`mkdir -p` included).
final class PresetWatcher {
    /// Readable when something changed; the run loop polls it as a `WakeSource`.
    let descriptor: Int32
    private let folders: [String]
    private var watched: Set<String> = []

    private static let folderMask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_DELETE_SELF)
    private static let ancestorMask = UInt32(IN_CREATE | IN_MOVED_TO)

    /// Watches `folders` (or, for a missing one, its nearest existing ancestor); nil when inotify
    /// is unavailable or nothing at all can be watched.
    init?(folders: [String]) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        descriptor = fd
        self.folders = folders.filter { !$0.isEmpty }
        refresh()
        guard !watched.isEmpty else {
            close(fd)
            return nil
        }
    }

    /// Reads every pending notification; true when there was any. Folders that appeared since
    /// are watched from now on.
    func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var changed = false
        while true {
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            changed = true
        }
        if changed { refresh() }
        return changed
    }

    /// Adds a watch on every folder that exists, and on the nearest existing ancestor of every one
    /// that does not.
    private func refresh() {
        for folder in folders {
            if inotify_add_watch(descriptor, folder, Self.folderMask) >= 0 {
                watched.insert(folder)
                continue
            }
            var ancestor = folder
            while let slash = ancestor.lastIndex(of: "/"), slash > ancestor.startIndex {
                ancestor = String(ancestor[..<slash])
                if inotify_add_watch(descriptor, ancestor, Self.ancestorMask) >= 0 {
                    watched.insert(ancestor)
                    break
                }
            }
        }
    }

    deinit { close(descriptor) }
}
