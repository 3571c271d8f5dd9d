import Foundation
import SeguePlayground
import SeguePresets
import SegueTestSupport
import Testing

/// Live editing in the real playground: edit the duration, drag a curve handle, save with `w`,
/// then check the saved file with `segue lint` and `segue render`, and that `q` asks first.
@Suite("segue play: live editing in tmux", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PlaygroundEditEndToEndTests {
    @Test("edit the duration and drag a handle; w saves a copy that lints and renders the edited motion; q asks first")
    func editSaveQuit() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("segue-edit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let environment = ["XDG_CONFIG_HOME": config.path]
        let saved = config.appendingPathComponent("segue/presets/fade.json")
        let e2e = PlaygroundEndToEndTests()
        let session = try e2e.startPlayground("fade --color never", environment: environment)
        defer { session.kill() }

        session.send(keys: "e")
        #expect(session.waitFor("Editor · fade"))
        session.send(keys: "S-Right", "S-Right")
        #expect(session.waitFor("0.7 s"))
        #expect(session.waitFor("Editor · fade · ● edited"))

        // `linear`'s handle 1 sits at (0, 0): the plot's bottom-left cell.
        let plot = PlaygroundLayout(columns: PlaygroundEndToEndTests.columns, rows: PlaygroundEndToEndTests.rows).plot
        let column = plot.x + 8, row = plot.y + plot.height - 3
        let line = session.capture().components(separatedBy: "\n")[row]
        #expect(Array(line).count > column && Array(line)[column] == "1", "handle 1 at column \(column) of: \(line)")
        session.sendMouse(button: 0, column: column, row: row)
        session.sendMouse(button: 32, column: column + 4, row: row - 2)
        session.sendMouse(button: 32, column: column + 8, row: row - 5)
        session.sendMouse(button: 3, column: column + 8, row: row - 5)
        #expect(session.waitFor("Curve  cubic-bezier("))

        session.send(keys: "w")
        #expect(session.waitFor("saved fade to \(saved.path)"))
        let text = try String(contentsOf: saved, encoding: .utf8)
        let original = try String(contentsOf: PlaygroundEndToEndTests.repository.appendingPathComponent("presets/fade.json"), encoding: .utf8)
        let changed = zip(original.components(separatedBy: "\n"), text.components(separatedBy: "\n")).filter { $0 != $1 }
        #expect(changed.count == 2, "only the duration and timing lines change: \(changed)")
        #expect(text.contains("\"duration\": 0.7,") && text.contains("\"timing\": \"cubic-bezier("))

        let lint = try ProcessRunner.run("segue", ["lint", saved.path], timeout: 60)
        #expect(lint.status == 0, "\(lint.standardOutput)\(lint.standardError)")
        // The saved copy overrides the built-in preset: at half time the edited curve has moved
        // the new screen further than linear's 50 %.
        let edited = try ProcessRunner.run("segue", ["render", "fade", "--progress", "0.5", "--format", "json"], environment: environment, timeout: 60)
        let builtIn = try ProcessRunner.run("segue", ["render", "fade", "--progress", "0.5", "--format", "json"], environment: ["XDG_CONFIG_HOME": config.appendingPathComponent("none").path], timeout: 60)
        #expect(edited.status == 0 && builtIn.status == 0)
        #expect(edited.standardOutput != builtIn.standardOutput)

        // An unsaved edit: q asks, another key stays, q again quits and writes nothing.
        session.send(keys: "Right")
        #expect(session.waitFor("0.71 s"))
        session.send(keys: "q")
        #expect(session.waitFor("Unsaved edits to fade: q quits without saving"))
        session.send(keys: "q")
        #expect(session.waitFor("EXIT=0"))
        #expect(try String(contentsOf: saved, encoding: .utf8) == text)
    }
}
