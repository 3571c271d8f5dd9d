import Foundation
import SegueTestSupport
import Testing

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// What a new user trips on in the first hour, on the real playground in tmux.
@Suite("segue play in tmux: the first hour", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PlaygroundFirstHourEndToEndTests {
    func start(_ arguments: String = "slide-over", columns: Int = 120, rows: Int = 40, environment: [String: String] = [:]) throws -> TmuxSession {
        try PlaygroundEndToEndTests().startPlayground(arguments, columns: columns, rows: rows, environment: environment)
    }

    @Test("after a cancel, the first Space plays")
    func spaceAfterCancel() throws {
        let session = try start()
        defer { session.kill() }
        session.send(keys: "l", "l", "l", "BSpace")
        #expect(session.waitFor("✗ cancelled"))
        session.send(keys: "Space")
        #expect(session.waitFor("began (played)"))
        #expect(session.waitFor("✓ finished"))
    }

    @Test("r at the end: Space plays back to the start, and the label goes")
    func reverseAtTheEnd() throws {
        let session = try start()
        defer { session.kill() }
        session.send(keys: "Enter")
        #expect(session.waitFor("✓ finished"))
        session.send(keys: "r")
        #expect(session.waitFor("␣ plays back"))
        session.send(keys: "Space")
        #expect(session.waitFor("✗ cancelled"))
        #expect(session.waitFor(progress: "0.0"))
        #expect(!session.capture().contains("␣ plays back"))
    }

    @Test(
        "the picker opens the exact name, a prefix's first preset, and finds a library",
        arguments: [
            ("fade", "fade — Fade"), ("push", "push — Push"), ("sl", "slide — Slide"), ("touch", "dissolve — Dissolve"),
        ])
    func picker(filter: String, opens: String) throws {
        let session = try start()
        defer { session.kill() }
        session.send(keys: "/")
        #expect(session.waitFor("Presets — type to filter"))
        session.send(literal: filter)
        session.send(keys: "Enter")
        #expect(session.waitFor("preset    \(opens)"), "\(session.capture())")
    }

    @Test("] at its maximum says so once; the policy's rule is on the timeline")
    func thresholdLimit() throws {
        let session = try start()
        defer { session.kill() }
        #expect(session.waitFor("┊ finish when p > 0.50, else cancel"))
        for _ in 0..<14 { session.send(keys: "]") }
        #expect(session.waitFor("percent threshold at its maximum, 1.00"))
        #expect(session.waitFor("┊ finish when p > 1.00, else cancel"))
        let screen = session.capture()
        #expect(screen.components(separatedBy: "percent threshold at its maximum").count == 2, "\(screen)")
    }

    @Test("on 160 columns the help shows every line whole, drag mode and the mouse")
    func helpOnAWideTerminal() throws {
        let session = try start(columns: 160, rows: 48)
        defer { session.kill() }
        session.send(keys: "?")
        #expect(session.waitFor("Keys — ? or Esc closes"))
        // The help lists every key map, more than one screen holds: page through it.
        var pages = [session.capture()]
        for _ in 0..<6 where !pages.joined().contains("Press on the stage and drag") || !pages.joined().contains("Drag mode (after d") {
            let before = pages.last ?? ""
            session.send(keys: "NPage")
            _ = session.waitFor(timeout: 2) { $0 != before }
            pages.append(session.capture())
        }
        for page in pages { #expect(!page.contains("…"), "\(page)") }
        let screens = pages.joined(separator: "\n")
        #expect(screens.contains("Put a simulated finger down (drag mode)"))
        #expect(screens.contains("Drag mode (after d"))
        #expect(screens.contains("Press on the stage and drag"))
    }

    @Test("i shows the preset's card with its summary")
    func infoCard() throws {
        let session = try start("page-sheet")
        defer { session.kill() }
        session.send(keys: "i")
        #expect(session.waitFor("page-sheet — Page Sheet — i or Esc closes"))
        #expect(session.waitFor("UIKit: UIModalPresentationStyle.pageSheet (iOS 13)"))
        #expect(session.capture().contains("Stand-in: a top inset of 0.06 H"))
        session.send(keys: "Escape")
        #expect(session.waitUntil { !$0.contains("i or Esc closes") })
    }

    // MARK: Hot reload

    /// The playground on `my-slide` (slide-over under another name) from a folder of its own: the
    /// session, the folder (remove it when done), the file and its text.
    func startOnPresetFolder() throws -> (session: TmuxSession, folder: URL, file: URL, text: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-e2e-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let original = try String(contentsOf: PlaygroundEndToEndTests.repository.appendingPathComponent("presets/slide-over.json"), encoding: .utf8)
        let text = original.replacingOccurrences(of: #""name": "slide-over""#, with: #""name": "my-slide""#)
        let file = folder.appendingPathComponent("my-slide.json")
        try text.write(to: file, atomically: false, encoding: .utf8)
        let session = try start(
            "my-slide --presets \(PlaygroundEndToEndTests.quoted(folder.path))",
            environment: ["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path])
        #expect(session.waitFor("my-slide — Slide Over"))
        return (session, folder, file, text)
    }

    @Test("a file moved away for 50 ms, then a vim-style save: the playground stays on it, at the same progress, with the hand-set policy")
    func renameSaves() throws {
        let (session, folder, file, text) = try startOnPresetFolder()
        defer {
            session.kill()
            try? FileManager.default.removeItem(at: folder)
        }
        session.send(keys: "L", "L", "L", "c")
        #expect(session.waitFor(progress: "30.0"))
        #expect(session.waitFor("policy    percent-or-velocity"))

        // Moved away and back, 50 ms later.
        let aside = folder.appendingPathComponent("my-slide.json.tmp")
        try FileManager.default.moveItem(at: file, to: aside)
        usleep(50_000)
        try FileManager.default.moveItem(at: aside, to: file)
        usleep(300_000)
        let after = session.capture()
        #expect(after.contains("preset    my-slide — Slide Over"))
        #expect(!after.contains("alpha-by-step"), "it never switched to the catalog's first preset: \(after)")

        // Vim: the original is renamed to a backup, the new text written, the backup removed.
        let backup = folder.appendingPathComponent("my-slide.json~")
        try FileManager.default.moveItem(at: file, to: backup)
        let edited = text.replacingOccurrences(of: #""title": "Slide Over""#, with: #""title": "Slide Over Saved""#)
        try edited.write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: backup)
        #expect(session.waitFor("my-slide — Slide Over Saved"))
        let screen = session.capture()
        #expect(screen.contains("reloaded my-slide"))
        #expect(!screen.contains("preset    alpha-by-step"))
        #expect(session.waitFor(progress: "30.0"), "the reload keeps the progress")
        #expect(screen.contains("policy    percent-or-velocity"), "and the policy set by hand")
    }

    @Test("a reload after a few idle seconds is logged at its time, not at 0.00 s")
    func reloadTime() throws {
        let (session, folder, file, text) = try startOnPresetFolder()
        defer {
            session.kill()
            try? FileManager.default.removeItem(at: folder)
        }
        sleep(2)
        try text.replacingOccurrences(of: #""title": "Slide Over""#, with: #""title": "Slide Over Later""#)
            .write(to: file, atomically: false, encoding: .utf8)
        #expect(session.waitFor(matching: #"(?m) +([2-9]|[1-9][0-9])\.[0-9]{2}s reloaded my-slide"#), "\(session.capture())")
    }
}
