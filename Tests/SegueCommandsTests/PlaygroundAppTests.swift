import Foundation
import SeguePlayground
import SeguePresets
import Testing

@testable import SegueCommands

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The playground with hot reload, on a real folder (inotify); the clock is the test's.
@Suite("Playground app: hot reload")
struct PlaygroundAppTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Waits (up to 5 s) until the watcher has something to read, without reading it.
    func readable(_ watcher: PresetWatcher) -> Bool {
        var descriptor = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 5000) == 1
    }

    @Test("a reload after 3 s idle is logged at 3.00 s, once, however many times the folder reports the edit")
    func reloadTime() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: Self.repository.appendingPathComponent("presets/slide-over.json"), encoding: .utf8)
        let mine = original.replacingOccurrences(of: #""name": "slide-over""#, with: #""name": "my-slide""#)
        let file = folder.appendingPathComponent("my-slide.json")
        try mine.write(to: file, atomically: false, encoding: .utf8)
        let path = folder.path
        let load: @Sendable () -> PresetCatalog = { PresetCatalog.forCommands(presetsFolder: path, environment: [:]) }
        let watcher = try #require(PresetWatcher(folders: [path]))
        var app = PlaygroundApp(playground: PlaygroundPane(presets: load().entries.map(\.spec), initial: "my-slide"), watcher: watcher, loadCatalog: load)
        _ = app.handle(.tick(now: 100))

        let broken = mine.replacingOccurrences(of: "  ]\n}", with: "  ],\n}")
        try broken.write(to: file, atomically: false, encoding: .utf8)
        #expect(readable(watcher))
        _ = app.handle(.tick(now: 103))
        let failed = app.playground.log.filter { $0.text.hasPrefix("reload failed") }
        #expect(failed.count == 1)
        #expect(failed.first?.time == 3, "\(failed.map(\.time))")
        // The same broken file reported again (another write of it) is not logged again.
        try broken.write(to: file, atomically: false, encoding: .utf8)
        #expect(readable(watcher))
        _ = app.handle(.tick(now: 104))
        #expect(app.playground.log.filter { $0.text.hasPrefix("reload failed") }.count == 1)
    }
}
