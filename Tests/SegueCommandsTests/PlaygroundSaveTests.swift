import Foundation
import SegueInput
import SeguePlayground
import SeguePresets
import SegueTestSupport
import Testing

@testable import SegueCommands

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Saving from the playground (`w`) onto the real disk, through `PlaygroundApp`: a preset that is
/// a link, a read-only one, modes, a full disk and a long name. Each test has a folder of its own.
@Suite("Playground app: saving")
struct PlaygroundSaveTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `fade` as a user's preset named `name`.
    static func preset(named name: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent("presets/fade.json"), encoding: .utf8)
            .replacingOccurrences(of: #""name": "fade""#, with: "\"name\": \"\(name)\"")
    }

    /// The app on the catalog with `folder` as `--presets`, the user folder `user`, on `initial`.
    static func app(presets folder: URL, user: URL, initial: String) -> PlaygroundApp {
        let catalog = PresetCatalog.forCommands(presetsFolder: folder.path, environment: [:])
        var playground = PlaygroundPane(presets: catalog.entries.map(\.spec), initial: initial)
        playground.setDocuments(catalog.documents, userFolder: user.path)
        let path = folder.path
        var app = PlaygroundApp(playground: playground, watcher: nil, loadCatalog: { PresetCatalog.forCommands(presetsFolder: path, environment: [:]) })
        _ = app.handle(.resize(columns: 120, rows: 40))
        _ = app.handle(.tick(now: 0))
        return app
    }

    static func press(_ app: inout PlaygroundApp, _ keys: Key...) {
        for key in keys { _ = app.handle(.key(key)) }
    }

    static func log(_ app: PlaygroundApp) -> String { app.playground.panes[0].log.map(\.text).joined(separator: "\n") }

    @Test("a user folder that cannot be made names the part of its path in the way: a file")
    func userFolderBlocked() throws {
        let folder = try makeTemporaryFolder("segue-save-blocked")
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("config")
        try Data("not a folder".utf8).write(to: blocker)
        let wanted = blocker.path + "/segue/presets"
        #expect(throws: (any Error).self) { try FileManager.default.createDirectory(atPath: wanted, withIntermediateDirectories: true) }
        let why = PlaygroundApp.whyNoFolder(wanted, error: CocoaError(.fileWriteUnknown))
        #expect(why == "\(blocker.path) is a file, not a folder", "\(why)")
    }

    @Test("a preset that is a link: w writes the file it leads to, the link stays a link, and the two agree")
    func linkedPreset() throws {
        let folder = try makeTemporaryFolder("segue-save-link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real/mine.json")
        let presets = folder.appendingPathComponent("presets")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: presets, withIntermediateDirectories: true)
        try Self.preset(named: "mine").write(to: real, atomically: false, encoding: .utf8)
        let link = presets.appendingPathComponent("mine.json")
        try #require(symlink("../real/mine.json", link.path) == 0)
        var app = Self.app(presets: presets, user: folder.appendingPathComponent("user"), initial: "mine")
        Self.press(&app, .character("e"), .right, .character("w"))
        #expect(Self.log(app).contains("saved mine to \(link.path)"), "\(Self.log(app))")
        var info = stat()
        #expect(lstat(link.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "still a link")
        let written = try String(contentsOf: real, encoding: .utf8)
        #expect(written.contains("\"duration\": 0.51,"))
        #expect(try String(contentsOf: link, encoding: .utf8) == written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.deletingLastPathComponent().path) == ["mine.json"])
    }

    @Test("a read-only preset (0444) is not overwritten without a word: w asks, another key keeps the edits, ↵ replaces it keeping 0444")
    func readOnly() throws {
        let folder = try makeTemporaryFolder("segue-save-read-only")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.json")
        let original = try Self.preset(named: "mine")
        try original.write(to: file, atomically: false, encoding: .utf8)
        chmod(file.path, 0o444)
        var app = Self.app(presets: folder, user: folder.appendingPathComponent("user"), initial: "mine")
        Self.press(&app, .character("e"), .right, .character("w"))
        #expect(try String(contentsOf: file, encoding: .utf8) == original)
        #expect(app.view(columns: 120, rows: 40).trimmedText.contains("Read-only: ↵ replaces \(file.path), keeping its mode"))
        Self.press(&app, .character("x"))
        #expect(Self.log(app).contains("not saved: \(file.path) is read-only; the edits are kept"))
        #expect(app.playground.panes[0].editor?.isEdited == true)
        Self.press(&app, .character("w"), .enter)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"duration\": 0.51,"))
        var info = stat()
        #expect(stat(file.path, &info) == 0 && info.st_mode & 0o7777 == 0o444)
        #expect(app.playground.panes[0].editor?.isEdited == false)
    }

    @Test("modes 0600 and 0640 stay what they were after a save", arguments: [0o600, 0o640] as [mode_t])
    func modes(_ mode: mode_t) throws {
        let folder = try makeTemporaryFolder("segue-save-mode")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.json")
        try Self.preset(named: "mine").write(to: file, atomically: false, encoding: .utf8)
        chmod(file.path, mode)
        var app = Self.app(presets: folder, user: folder.appendingPathComponent("user"), initial: "mine")
        Self.press(&app, .character("e"), .right, .character("w"))
        var info = stat()
        #expect(stat(file.path, &info) == 0 && info.st_mode & 0o7777 == mode)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"duration\": 0.51,"))
    }

    @Test("a full disk: the save fails saying what and where, nothing is left in the folder, the edits stay unsaved in memory")
    func fullDisk() throws {
        let folder = try makeTemporaryFolder("segue-save-full")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.json")
        let original = try Self.preset(named: "mine")
        try original.write(to: file, atomically: false, encoding: .utf8)
        var app = Self.app(presets: folder, user: folder.appendingPathComponent("user"), initial: "mine")
        app.fileCalls = OutputFile.Calls(
            write: { _, _, _ in
                errno = ENOSPC
                return -1
            }, sync: { fsync($0) })
        Self.press(&app, .character("e"), .right, .character("w"))
        let log = Self.log(app)
        #expect(log.contains("save failed: cannot write \(file.path): No space left on device (writing \(folder.path)/.segue-"), "\(log)")
        #expect(log.contains("now removed); the edits are kept"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["mine.json"])
        #expect(try String(contentsOf: file, encoding: .utf8) == original)
        #expect(app.playground.panes[0].editor?.isEdited == true && app.playground.panes[0].preset?.duration == 0.51)
    }

    @Test("save-as under a 250-character name (255 with .json, the longest a folder takes) writes the copy")
    func longName() throws {
        let folder = try makeTemporaryFolder("segue-save-long-name")
        defer { try? FileManager.default.removeItem(at: folder) }
        let user = folder.appendingPathComponent("user")
        var app = Self.app(presets: folder.appendingPathComponent("none"), user: user, initial: "fade")
        Self.press(&app, .character("e"), .right, .character("w"))
        let name = String(repeating: "a", count: 250)
        for c in name { Self.press(&app, .character(c)) }
        // The 251st character would not fit: refused on the question line (not in the log).
        Self.press(&app, .character("b"))
        #expect(app.view(columns: 120, rows: 40).text.contains("✗ a file name holds at most 250 bytes before .json"))
        Self.press(&app, .enter)
        #expect(!Self.log(app).contains("refused"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: user.path) == [name + ".json"], "\(Self.log(app))")
    }
}
