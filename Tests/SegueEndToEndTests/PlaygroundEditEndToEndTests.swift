import Foundation
import SegueEngine
import SeguePlayground
import SeguePresets
import SegueTestSupport
import Testing

/// Live editing in the real playground: edit the duration, drag a curve handle, save with `w`,
/// then check the saved file with `segue lint` and `segue render`, and that `q` asks first.
@Suite("segue play: live editing in tmux", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PlaygroundEditEndToEndTests {
    @Test("edit the duration and drag a handle; w saves a copy under a new name that lints and renders the edited motion; q asks first")
    func editSaveQuit() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("segue-edit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let environment = ["XDG_CONFIG_HOME": config.path]
        let saved = config.appendingPathComponent("segue/presets/fade-tuned.json")
        let e2e = PlaygroundEndToEndTests()
        let session = try e2e.startPlayground("fade --color never", environment: environment)
        defer { session.kill() }

        session.send(keys: "e")
        #expect(session.waitFor("Editor · fade"))
        session.send(keys: "S-Right", "S-Right")
        #expect(session.waitFor("0.7 s"))
        #expect(session.waitFor("Editor · fade · ● edited"))

        // `linear`'s handle 1 sits at (0, 0): the plot's bottom-left cell, below the editor's rows
        // (its fields, title and two last lines).
        let fields = try PresetEditor(document: #require(PresetCatalog.builtIn().documents["fade"])).fields.count
        let plot = PlaygroundLayout(columns: PlaygroundEndToEndTests.columns, rows: PlaygroundEndToEndTests.rows, editorRows: fields + 3).plot
        let column = plot.x + 8
        let row = plot.y + plot.height - 3
        let line = session.capture().components(separatedBy: "\n")[row]
        #expect(Array(line).count > column && Array(line)[column] == "1", "handle 1 at column \(column) of: \(line)")
        session.sendMouse(button: 0, column: column, row: row)
        #expect(session.waitFor("holding handle 1 at (0, 0)"))
        session.sendMouse(button: 32, column: column + 4, row: row - 2)
        session.sendMouse(button: 32, column: column + 8, row: row - 5)
        session.sendMouse(button: 3, column: column + 8, row: row - 5)
        #expect(session.waitFor("Curve  cubic-bezier("))

        // `w` on the built-in asks for the copy's name, its own prefilled: typing replaces it.
        session.send(keys: "w")
        #expect(session.waitFor("Save a copy as: fade"))
        session.send(literal: "fade-tuned")
        session.send(keys: "Enter")
        #expect(session.waitFor("saved fade's edits as fade-tuned"))
        let text = try String(contentsOf: saved, encoding: .utf8)
        let original = try String(contentsOf: PlaygroundEndToEndTests.repository.appendingPathComponent("presets/fade.json"), encoding: .utf8)
        let changed = zip(original.components(separatedBy: "\n"), text.components(separatedBy: "\n")).filter { $0 != $1 }
        #expect(changed.count == 3, "only the name, duration and timing lines change: \(changed)")
        #expect(text.contains("\"name\": \"fade-tuned\",") && text.contains("\"duration\": 0.7,") && text.contains("\"timing\": \"cubic-bezier("))

        let lint = try ProcessRunner.run("segue", ["lint", saved.path], timeout: 60)
        #expect(lint.status == 0, "\(lint.standardOutput)\(lint.standardError)")
        // `render --time` plays both: the copy 0.7 s on the dragged curve, the built-in (still in
        // the catalog) 0.5 s linear. Each track's progress is exactly the edited curve's value.
        let spec = try #require(text.components(separatedBy: "\"timing\": \"").last?.components(separatedBy: "\"").first)
        let curve = try TimingCurve(spec: spec)
        guard case .cubic(let bezier) = curve else {
            Issue.record("\(spec) is not a Bézier")
            return
        }
        #expect(bezier.x1 > 0 && bezier.y1 > 0, "the handle moved off (0, 0): \(spec)")
        for t in [0.1, 0.25, 0.45] {
            let tuned = try trackProgress("fade-tuned", time: t, environment: environment)
            let builtIn = try trackProgress("fade", time: t, environment: environment)
            let expected = curve.resolved(duration: 0.7).progress(at: t / 0.7)
            #expect(tuned.allSatisfy { abs($0 - expected) < 2e-9 }, "fade-tuned at \(t) s: \(tuned), expected \(expected)")
            #expect(builtIn.allSatisfy { abs($0 - t / 0.5) < 2e-9 }, "fade at \(t) s: \(builtIn)")
            #expect(abs(expected - t / 0.5) > 0.01, "the edit shows at \(t) s")
        }
        let played = try ProcessRunner.run("segue", ["simulate", "fade-tuned", "--gesture", "play"], environment: environment, timeout: 60)
        #expect(played.status == 0 && played.standardOutput.hasPrefix("fade-tuned push, 0.7 s"), "\(played.standardOutput)")
        #expect(played.standardOutput.contains("0.700  completed"), "\(played.standardOutput)")

        // An unsaved edit: q asks, another key stays, q again quits and writes nothing.
        session.send(keys: "Right")
        #expect(session.waitFor("0.71 s"))
        session.send(keys: "q")
        #expect(session.waitFor("Unsaved edits to fade-tuned: q quits without saving"))
        session.send(keys: "q")
        #expect(session.waitFor("EXIT=0"))
        #expect(try String(contentsOf: saved, encoding: .utf8) == text)
    }

    @Test("a preset from a file is rewritten in place, only its edited value; Ctrl-C with unsaved edits writes nothing")
    func fileInPlaceAndInterrupt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = PlaygroundEndToEndTests.repository.appendingPathComponent("Tests/SeguePresetsTests/Fixtures/Patch/hand-formatted.json")
        let file = folder.appendingPathComponent("hand-formatted.json")
        try FileManager.default.copyItem(at: fixture, to: file)
        let environment = ["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path]
        let e2e = PlaygroundEndToEndTests()
        let session = try e2e.startPlayground("hand-formatted --presets \(PlaygroundEndToEndTests.quoted(folder.path))", environment: environment)
        defer { session.kill() }

        session.send(keys: "e", "Left", "Left")
        #expect(session.waitFor("1.48 s"))
        session.send(keys: "w")
        #expect(session.waitFor("saved hand-formatted to"))
        let expected = try String(contentsOf: fixture, encoding: .utf8).replacingOccurrences(of: "\"duration\":   1.50,", with: "\"duration\":   1.48,")
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved == expected)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("config/segue/presets").path), "a file preset is not copied")

        session.send(keys: "Left")
        #expect(session.waitFor("1.47 s"))
        session.send(keys: "C-c")
        #expect(session.waitFor("EXIT=130"))
        #expect(!session.alternateScreenOn())
        #expect(try String(contentsOf: file, encoding: .utf8) == saved)
    }

    /// The tracks' progress in `segue render PRESET --time T --format json`.
    func trackProgress(_ preset: String, time: Double, environment: [String: String]) throws -> [Double] {
        let run = try ProcessRunner.run("segue", ["render", preset, "--time", "\(time)", "--format", "json"], environment: environment, timeout: 60)
        #expect(run.status == 0, "\(run.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let tracks = try #require((json["progress"] as? [String: Any])?["tracks"] as? [[String: Any]])
        return try tracks.map { try #require($0["progress"] as? Double) }
    }
}
