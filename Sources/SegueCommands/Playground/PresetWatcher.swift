import Glibc

/// Watches preset folders for changes with inotify, so the playground reloads an edited preset at
/// once while an idle playground still never wakes up on its own: the run loop sleeps on the
/// terminal and on this descriptor together.
final class PresetWatcher {
    /// Readable when something changed; hand it to the run loop as the app's wake descriptor.
    let descriptor: Int32

    /// Watches the folders that exist; nil when inotify is unavailable or none exists.
    init?(folders: [String]) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY)
        var watching = 0
        for folder in folders where inotify_add_watch(fd, folder, mask) >= 0 { watching += 1 }
        guard watching > 0 else { close(fd); return nil }
        descriptor = fd
    }

    /// Reads every pending notification; true when there was any.
    func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var changed = false
        while true {
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            changed = true
        }
        return changed
    }

    deinit { close(descriptor) }
}
