import Foundation
import SegueEngine
import SeguePlayground
import SeguePresets
import Testing

@Suite("Preset editor: edits, refusals, undo and save output")
struct PresetEditorTests {
    static let patchFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SeguePresetsTests/Fixtures/Patch")

    func builtIn(_ name: String) throws -> PresetEditor {
        let entry = try #require(PresetCatalog.builtIn().entries.first { $0.spec.name == name })
        return try PresetEditor(document: entry.document)
    }

    /// The lines of `a` and `b` that differ, as (old, new) pairs.
    func changedLines(_ a: String, _ b: String) -> [(String, String)] {
        let x = a.split(separator: "\n", omittingEmptySubsequences: false)
        let y = b.split(separator: "\n", omittingEmptySubsequences: false)
        guard x.count == y.count else { return [("line count \(x.count)", "line count \(y.count)")] }
        return zip(x, y).filter { $0 != $1 }.map { (String($0), String($1)) }
    }

    func timingParameters(_ editor: PresetEditor) -> Int {
        editor.fields.filter { if case .timingParameter = $0 { true } else { false } }.count
    }

    @Test("golden: one edited value of a hand-formatted file changes exactly that value")
    func golden() throws {
        let text = try String(contentsOf: Self.patchFixtures.appendingPathComponent("hand-formatted.json"), encoding: .utf8)
        let expected = try String(contentsOf: Self.patchFixtures.appendingPathComponent("hand-formatted.duration-0.8.json"), encoding: .utf8)
        var editor = try PresetEditor(document: PresetDocument(text: text, file: "/p/hand-formatted.json", source: .file("/p/hand-formatted.json")))
        let accepted1 = editor.enter("0.8")
        #expect(accepted1)
        #expect(editor.text == expected)
        #expect(changedLines(text, editor.text).map(\.1) == [#"    "duration":   0.8,"#])
        #expect(editor.document.saveTarget(name: "hand-formatted", userFolder: "/u") == "/p/hand-formatted.json")
    }

    @Test("duration: ←/→ steps 0.01 s, Shift 0.1 s, and the printed number stays short")
    func duration() throws {
        var editor = try builtIn("fade")
        #expect(editor.label(of: .duration).value == "0.5 s")
        editor.step(by: 1, coarse: false)
        editor.step(by: 3, coarse: true)
        #expect(editor.spec.duration == 0.81)
        #expect(changedLines(editor.document.text, editor.text).map(\.1) == [#"  "duration": 0.81,"#])
        #expect(editor.isEdited)
    }

    @Test("timing: the named curve cycles through the forms; a Bézier's points and a spring's parameters step")
    func timing() throws {
        var editor = try builtIn("fade")
        #expect(editor.fields.prefix(3) == [.duration, .timing, .trackRange(track: 0, bound: 0)])
        editor.select(by: 1)
        editor.step(by: 1, coarse: false)  // linear → ease
        #expect(editor.spec.timing == .ease)
        editor.step(by: 4, coarse: false)  // → cubic-bezier with ease's points
        #expect(editor.timing.spec == "cubic-bezier(0.25, 0.1, 0.25, 1)")
        #expect(timingParameters(editor) == 4)
        editor.select(by: 1)  // x1
        editor.step(by: 5, coarse: false)
        #expect(editor.spec.timing == .cubic(try CubicBezier(0.3, 0.1, 0.25, 1)))
        editor.select(by: -1)
        editor.step(by: 1, coarse: false)  // → spring(dampingRatio, response)
        #expect(editor.timing.kind == "spring(dampingRatio, response)")
        editor.step(by: 1, coarse: false)  // → spring(mass, stiffness, damping), the same spring
        #expect(editor.timing.kind == "spring(mass, stiffness, damping)")
        guard case .spring(let s) = editor.spec.timing else {
            Issue.record("not a spring")
            return
        }
        #expect(abs(s.dampingRatio - 0.8) < 1e-3)
        editor.select(by: 2)  // stiffness
        editor.step(by: 1, coarse: true)
        guard case .spring(let t) = editor.spec.timing else {
            Issue.record("not a spring")
            return
        }
        #expect(abs(t.stiffness - (s.stiffness + 100)) < 1e-3)
        editor.select(by: -2)
        let accepted2 = editor.enter("spring(duration: 0.4, bounce: 0.2)")
        #expect(accepted2)
        #expect(editor.timing.kind == "spring(duration, bounce)")
        #expect(timingParameters(editor) == 2)
    }

    @Test("a file without a timing gets one, on its own line after the duration")
    func insertedTiming() throws {
        let text =
            "{\n  \"name\": \"t\", \"title\": \"T\", \"summary\": \"s\",\n  \"origin\": { \"library\": \"l\", \"reproduces\": \"r\" },\n  \"operations\": [\"present\"],\n  \"duration\": 0.3,\n  \"views\": [{ \"id\": \"presenting\" }, { \"id\": \"presented\", \"zIndex\": 1 }],\n  \"tracks\": [{ \"view\": \"presented\", \"animate\": { \"alpha\": [0, 1] } }]\n}\n"
        var editor = try PresetEditor(document: PresetDocument(text: text, file: "t.json", source: .file("t.json")))
        #expect(editor.timing.spec == "easeInOut")
        editor.select(by: 1)
        let accepted3 = editor.enter("easeOut")
        #expect(accepted3)
        #expect(editor.text == text.replacingOccurrences(of: "\"duration\": 0.3,\n", with: "\"duration\": 0.3,\n  \"timing\": \"easeOut\",\n"))
    }

    @Test("refusals carry lint's message and keep the last good value")
    func refusals() throws {
        var editor = try builtIn("fade")
        let before = editor.text
        let accepted4 = editor.enter("-1")
        #expect(!accepted4)
        let refused = editor.text.replacingOccurrences(of: "\"duration\": 0.5", with: "\"duration\": -1")
        let lint = try #require(PresetLinter.lint(paths: [editor.document.file], fileSystem: InMemoryFileSystem([editor.document.file: refused])).first)
        #expect(editor.refusal == lint.description)
        #expect(editor.text == before && editor.spec.duration == 0.5 && !editor.isEdited)
        editor.select(by: 1)
        let accepted5 = editor.enter("spring(mass: 1, stiffness: 100, damping: 0)")
        #expect(!accepted5)
        #expect(editor.refusal?.contains("never settles") == true, "\(editor.refusal ?? "")")
        let accepted6 = editor.enter("cubic-bezier(1.5, 0, 0.2, 1)")
        #expect(!accepted6)
        #expect(editor.refusal?.contains("invalid timing curve") == true)
        let accepted7 = editor.enter("soon")
        #expect(!accepted7)
        #expect(editor.text == before)
        editor.select(by: -1)
        let accepted8 = editor.enter("abc")
        #expect(!accepted8 && editor.refusal == "'abc' is not a number")
        let accepted9 = editor.enter("0.6")
        #expect(accepted9 && editor.refusal == nil)
    }

    @Test("undo and redo step through every edit; a new edit clears redo")
    func undoRedo() throws {
        var editor = try builtIn("fade")
        let original = editor.text
        editor.step(by: 1, coarse: false)
        editor.select(by: 1)
        editor.step(by: 1, coarse: false)
        let edited = editor.text
        let accepted10 = editor.undo()
        let second = editor.undo()
        let third = editor.undo()
        #expect(accepted10 && second && !third)
        #expect(editor.text == original && !editor.isEdited && editor.spec.duration == 0.5)
        let accepted11 = editor.redo()
        let again = editor.redo()
        let more = editor.redo()
        #expect(accepted11 && again && !more)
        #expect(editor.text == edited && editor.spec.timing == .ease)
        editor.undo()
        editor.step(by: 2, coarse: false)
        #expect(!editor.canRedo)
    }

    @Test("dragging a handle: a named curve becomes cubic-bezier; the whole drag is one undo step")
    func handles() throws {
        var editor = try builtIn("fade")
        let depth = editor.undoDepth
        editor.moveHandle(0, x: 0.2, y: 0.5)
        editor.moveHandle(0, x: 0.3, y: 0.6)
        editor.moveHandle(1, x: 0.7, y: 1.2)
        editor.squashHistory(to: depth)
        #expect(editor.timing.spec == "cubic-bezier(0.3, 0.6, 0.7, 1.2)")
        let accepted12 = editor.undo()
        #expect(accepted12 && !editor.canUndo && editor.spec.timing == .linear)
    }

    @Test("save output: a built-in preset goes to the user folder under its own name, then is that file")
    func saveTargets() throws {
        var editor = try builtIn("fade")
        #expect(editor.document.saveTarget(name: "fade", userFolder: "/tmp/me/.config/segue/presets") == "/tmp/me/.config/segue/presets/fade.json")
        #expect(editor.document.saveTarget(name: "fade", userFolder: nil) == nil)
        editor.step(by: 1, coarse: false)
        editor.saved(to: "/u/fade.json")
        #expect(!editor.isEdited && editor.document.source == .file("/u/fade.json") && editor.document.text == editor.text)
        #expect(PresetLinter.lint(paths: ["/u/fade.json"], fileSystem: InMemoryFileSystem(["/u/fade.json": editor.text])).isEmpty)
    }
}

@Suite("Preset editor: tracks and interactions")
struct PresetEditorTrackTests {
    func builtIn(_ name: String) throws -> PresetEditor {
        let entry = try #require(PresetCatalog.builtIn().entries.first { $0.spec.name == name })
        return try PresetEditor(document: entry.document)
    }

    mutating func select(_ field: PresetEditor.Field, in editor: inout PresetEditor) throws {
        let index = try #require(editor.fields.firstIndex(of: field), "\(field) in \(editor.fields)")
        editor.select(by: index - editor.selection)
    }

    @Test("a track's range, timing and keyframe values are fields; each edit changes only its value")
    mutating func tracks() throws {
        var editor = try builtIn("slide-over")
        let original = editor.text
        try select(.trackRange(track: 0, bound: 0), in: &editor)
        editor.step(by: 2, coarse: true)
        #expect(editor.spec.tracks[0].range.start == 0.2)
        #expect(editor.text.contains("\"range\": [0.2, 1]"))
        try select(.trackTiming(track: 0), in: &editor)
        let typed = editor.enter("easeOut")
        #expect(typed && editor.spec.tracks[0].timing == .easeOut)
        // `W` is an expression: ←/→ refuse it, a typed number replaces it.
        try select(.keyframe(track: 0, property: "translation.x", index: 0), in: &editor)
        let stepped = editor.step(by: 1, coarse: false)
        #expect(!stepped && editor.refusal == "W is an expression: type a new value with ↵")
        let typedValue = editor.enter("300")
        editor.step(by: 1, coarse: true)
        #expect(typedValue && editor.text.contains("\"translation.x\": [350, 0]"))
        #expect(editor.label(of: .keyframe(track: 0, property: "translation.x", index: 0)).value == "350")
        let undone = (0..<4).map { _ in editor.undo() }
        #expect(undone == [true, true, true, true] && editor.text == original)
    }

    @Test("an interaction's pan, edge zone, distance and completion thresholds are fields")
    mutating func interactions() throws {
        var editor = try builtIn("slide-over")
        try select(.interaction(index: 0, key: .pan), in: &editor)
        editor.step(by: 1, coarse: false)
        #expect(editor.label(of: .interaction(index: 0, key: .pan)).value != "fromRight")
        try select(.interaction(index: 0, key: .distance), in: &editor)
        let expression = editor.enter("0.5*W")
        #expect(expression && editor.text.contains("\"distance\": \"0.5*W\""))
        try select(.completionParameter(interaction: 0, index: 0), in: &editor)
        editor.step(by: 1, coarse: true)
        #expect(editor.text.contains("\"completion\": \"percent(0.6)\""))
        let refused = editor.enter("7")
        #expect(!refused && editor.refusal?.contains("completion") == true, "\(editor.refusal ?? "")")
        try select(.interaction(index: 0, key: .edgeZone), in: &editor)
        editor.step(by: 2, coarse: true)
        #expect(editor.text.contains("\"pan\": \"") && editor.text.contains("\"edgeZone\": 20"))
    }

    @Test("a preset's own reverse tracks are fields too (r1 …); each edit changes only its value, lint's refusals apply")
    mutating func reverseTracks() throws {
        var editor = try builtIn("layered-fade")
        let original = editor.text
        #expect(editor.fields.contains(.trackRange(track: 0, bound: 1, in: .reverse)))
        #expect(editor.label(of: .trackRange(track: 0, bound: 1, in: .reverse)) == ("r1 range to", "0.2"))
        #expect(editor.label(of: .keyframe(track: 3, property: "scale", index: 0, in: .reverse)) == ("r4 scale[0]", "10/3"))
        try select(.trackRange(track: 0, bound: 1, in: .reverse), in: &editor)
        editor.step(by: 1, coarse: true)
        #expect(
            PresetEditorTests().changedLines(original, editor.text).map(\.1) == [
                #"      { "view": "presented", "range": [0, 0.3], "timing": "linear", "animate": { "alpha": [1, 0] } },"#
            ])
        guard case .tracks(let reverse) = editor.spec.reverse else {
            Issue.record("not own reverse tracks")
            return
        }
        #expect(reverse[0].range.end == 0.3 && editor.spec.tracks[0].range.end == 0.2)
        try select(.trackTiming(track: 0, in: .reverse), in: &editor)
        let timed = editor.enter("easeOut")
        #expect(
            timed
                && PresetEditorTests().changedLines(original, editor.text).map(\.1) == [
                    #"      { "view": "presented", "range": [0, 0.3], "timing": "easeOut", "animate": { "alpha": [1, 0] } },"#
                ])
        try select(.keyframe(track: 0, property: "alpha", index: 0, in: .reverse), in: &editor)
        editor.step(by: -2, coarse: false)
        #expect(editor.label(of: editor.selectedField).value == "0.9")
        // A range past the end is refused with lint's message, and the last good value stays.
        try select(.trackRange(track: 0, bound: 1, in: .reverse), in: &editor)
        let refused = editor.enter("1.5")
        #expect(!refused && editor.refusal?.contains("reverse.tracks[0].range") == true, "\(editor.refusal ?? "")")
        #expect(editor.label(of: editor.selectedField).value == "0.3")
        let undone = (0..<3).map { _ in editor.undo() }
        #expect(undone == [true, true, true] && editor.text == original)
    }

    @Test("a direct interaction's view, threshold and spring back are fields, with lint's refusals")
    mutating func directInteraction() throws {
        var editor = try builtIn("easy-scale")
        let original = editor.text
        let keys: [PresetField.DirectKey] = [.view, .threshold, .springBackDuration, .springBackTiming]
        #expect(Array(editor.fields.suffix(4)) == keys.map { .direct(interaction: 0, key: $0) })
        #expect(keys.map { editor.label(of: .direct(interaction: 0, key: $0)).value } == ["presented", "70", "0.33 s", "spring(dampingRatio: 0.5)"])
        try select(.direct(interaction: 0, key: .threshold), in: &editor)
        editor.step(by: 1, coarse: false)
        editor.step(by: 1, coarse: true)
        #expect(editor.spec.directInteractions[0].rule.threshold == 81)
        try select(.direct(interaction: 0, key: .springBackDuration), in: &editor)
        editor.step(by: 2, coarse: false)
        #expect(editor.spec.directInteractions[0].rule.springBackDuration == 0.35)
        #expect(
            PresetEditorTests().changedLines(original, editor.text).map(\.1) == [
                #"      "direct": { "view": "presented", "threshold": 81, "springBack": { "duration": 0.35, "timing": "spring(dampingRatio: 0.5)" } }"#
            ])
        try select(.direct(interaction: 0, key: .springBackTiming), in: &editor)
        let springy = editor.enter("spring(dampingRatio: 0.8)")
        let curve = try TimingCurve(spec: "spring(dampingRatio: 0.8)")
        #expect(springy && editor.spec.directInteractions[0].rule.springBackTiming == curve)
        // ←/→ on the view cycle the preset's views.
        try select(.direct(interaction: 0, key: .view), in: &editor)
        editor.step(by: -1, coarse: false)
        #expect(editor.spec.directInteractions[0].view == "background")
        // Lint's refusals: a threshold below 1 pt, a spring back that takes no time, an unknown view.
        try select(.direct(interaction: 0, key: .threshold), in: &editor)
        let zero = editor.enter("0")
        #expect(!zero && editor.refusal?.contains("interactions[0].direct.threshold: ") == true, "\(editor.refusal ?? "")")
        try select(.direct(interaction: 0, key: .springBackDuration), in: &editor)
        let negative = editor.enter("-1")
        #expect(!negative && editor.refusal?.contains("interactions[0].direct.springBack.duration: ") == true, "\(editor.refusal ?? "")")
        try select(.direct(interaction: 0, key: .view), in: &editor)
        let unknown = editor.enter("alert")
        #expect(!unknown && editor.refusal?.contains("unknown view 'alert'") == true, "\(editor.refusal ?? "")")
        #expect(editor.spec.directInteractions[0].rule.threshold == 81 && editor.spec.directInteractions[0].view == "background")
    }

    @Test("a direct interaction without 'view' gets one added after its threshold")
    mutating func directViewAdded() throws {
        let text = try #require(
            PresetCatalog.builtIn().documents["easy-scale"]?.text.replacingOccurrences(of: #""view": "presented", "threshold""#, with: #""threshold""#))
        var editor = try PresetEditor(document: PresetDocument(text: text, file: "/p/easy-scale.json", source: .file("/p/easy-scale.json")))
        #expect(editor.label(of: .direct(interaction: 0, key: .view)).value == "presented")
        try select(.direct(interaction: 0, key: .view), in: &editor)
        let typed = editor.enter("background")
        #expect(typed && editor.text.contains(#""threshold": 70, "view": "background", "springBack""#))
    }
}

/// A `transform` keyframe is a list of steps: the editor shows them and leaves them to the file.
@Suite("Preset editor: transform keyframes")
struct PresetEditorTransformTests {
    @Test func aTransformKeyframeShowsItsStepsAndIsEditedInTheFile() throws {
        let entry = try #require(PresetCatalog.builtIn().entries.first { $0.spec.name == "trolley" })
        var editor = try PresetEditor(document: entry.document)
        let field = try #require(editor.fields.firstIndex { editor.label(of: $0).name == "t2 transform[1]" })
        #expect(editor.label(of: editor.fields[field]).value == "translation.z -100 · rotation.x 15 · scale 0.85 · perspective 6000")
        #expect(editor.label(of: editor.fields[field - 1]).value == "identity")
        editor.select(by: field)
        let stepped = editor.step(by: 1, coarse: false)
        #expect(!stepped)
        #expect(editor.refusal == "a transform keyframe is a list of steps: edit it in the file")
        #expect(editor.text == entry.document.text)
    }
}
