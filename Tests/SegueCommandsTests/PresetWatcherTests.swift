import Foundation
import Testing

@testable import SegueCommands

/// The hot-reload watcher, on real folders (inotify). Waits poll with a deadline; nothing is timed.
@Suite("Preset watcher")
struct PresetWatcherTests {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// True once `watcher` reports a change, within 5 s.
    func eventually(_ watcher: PresetWatcher) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if watcher.drain() { return true }
            usleep(10_000)
        }
        return false
    }

    @Test("a change in a watched folder wakes it; nothing else does")
    func changes() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = try #require(PresetWatcher(folders: [root.path]))
        #expect(!watcher.drain(), "quiet until something changes")
        try "{}".write(to: root.appendingPathComponent("a.json"), atomically: false, encoding: .utf8)
        #expect(eventually(watcher))
        #expect(!watcher.drain())
    }

    @Test("a folder that does not exist yet is picked up when it is created")
    func laterFolder() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let presets = root.appendingPathComponent("segue/presets")
        let watcher = try #require(PresetWatcher(folders: [presets.path]))
        try FileManager.default.createDirectory(at: presets, withIntermediateDirectories: true)
        #expect(eventually(watcher), "the ancestor's watch sees the folder appear")
        while watcher.drain() {}
        // The first write may only be noticed through a late creation event; the second one can
        // only be noticed by a watch on the new folder itself.
        try "{}".write(to: presets.appendingPathComponent("mine.json"), atomically: false, encoding: .utf8)
        #expect(eventually(watcher))
        while watcher.drain() {}
        try "{ }".write(to: presets.appendingPathComponent("mine.json"), atomically: false, encoding: .utf8)
        #expect(eventually(watcher), "a file in the new folder wakes the watcher")
    }
}
