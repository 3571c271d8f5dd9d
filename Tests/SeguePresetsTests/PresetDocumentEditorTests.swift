import Foundation
import SegueEngine
import SeguePresets
import Testing

@Suite("Preset document editor: patches lint accepts, the parse tree of each text, undo and redo")
struct PresetDocumentEditorTests {
    func fade() throws -> PresetDocumentEditor {
        let entry = try #require(PresetCatalog.builtIn().entries.first { $0.spec.name == "fade" })
        return try PresetDocumentEditor(document: entry.document)
    }

    @Test("an accepted patch changes the text, the tree and the preset together; the tree is the text's")
    func accepted() throws {
        var editor = try fade()
        try editor.set("0.8", at: .duration)
        #expect(editor.spec.duration == 0.8)
        #expect(editor.isEdited && editor.canUndo && !editor.canRedo && editor.undoDepth == 1)
        #expect(editor.tree == (try JSONParser.parse(editor.text)))
        #expect(editor.number(.duration) == 0.8)
    }

    @Test("a refused patch throws lint's message and keeps the last good text, with no history step")
    func refused() throws {
        var editor = try fade()
        let before = editor.text
        var refused = false
        do {
            try editor.set("-1", at: .duration)
        } catch {
            #expect(error.message.contains("duration"), "\(error.message)")
            refused = true
        }
        #expect(refused)
        #expect(editor.text == before && !editor.canUndo && !editor.isEdited)
        // The same text again is accepted without a step.
        try editor.set(PresetPatch.number(editor.spec.duration), at: .duration)
        #expect(!editor.canUndo)
    }

    @Test("undo and redo step through the accepted texts, each with its own tree and preset")
    func undoRedo() throws {
        var editor = try fade()
        let original = editor.text
        try editor.set("0.6", at: .duration)
        let middle = editor.text
        try editor.set(PresetPatch.quoted("easeOut"), at: .timing)
        #expect(editor.spec.timing == .easeOut)
        #expect(editor.undo() && editor.text == middle && editor.spec.timing != .easeOut)
        #expect(editor.tree == (try JSONParser.parse(middle)))
        #expect(editor.undo() && editor.text == original && editor.spec.duration == 0.5)
        let nothingToUndo = !editor.undo()
        #expect(nothingToUndo)
        #expect(editor.redo() && editor.redo() && editor.text != middle && editor.spec.timing == .easeOut)
        let nothingToRedo = !editor.redo()
        #expect(nothingToRedo)
        // A new change after an undo drops what was undone.
        editor.undo()
        try editor.set("0.9", at: .duration)
        #expect(!editor.canRedo && editor.undoDepth == 2)
    }

    @Test("a squashed history is one step; revert drops the edits and the history")
    func squashAndRevert() throws {
        var editor = try fade()
        let original = editor.document
        for duration in ["0.6", "0.7", "0.8"] { try editor.set(duration, at: .duration) }
        editor.squashHistory(to: 0)
        #expect(editor.undoDepth == 1)
        editor.undo()
        #expect(editor.text == original.text)
        editor.redo()
        try editor.revert(to: original)
        #expect(editor.text == original.text && !editor.canUndo && !editor.canRedo && !editor.isEdited)
    }

    @Test("typed field keys find their places: a missing member is added after its sibling")
    func typedKeys() throws {
        let entry = try #require(PresetCatalog.builtIn().entries.first { $0.spec.name == "easy-scale" })
        let editor = try PresetDocumentEditor(document: entry.document)
        #expect(editor.location(of: .timing).after == "duration")
        #expect(
            editor.location(of: .direct(interaction: 0, key: .springBackTiming)).path == [
                .key("interactions"), .index(0), .key("direct"), .key("springBack"), .key("timing"),
            ])
        #expect(editor.string(.direct(interaction: 0, key: .springBackTiming)) == "spring(dampingRatio: 0.5)")
        #expect(editor.number(.direct(interaction: 0, key: .springBackDuration)) == 0.33)
        #expect(editor.number(.direct(interaction: 0, key: .threshold)) == 70)
        #expect(editor.fields.suffix(4) == PresetField.DirectKey.allCases.map { .direct(interaction: 0, key: $0) })
        var faded = try fade()
        #expect(faded.number(.keyframe(track: 0, property: "alpha", index: 1)) == 1)
        #expect(faded.range(ofTrack: 0, in: .forward) == [0, 1])
        try faded.set(PresetPatch.quoted("easeOut"), at: .trackTiming(track: 0))
        #expect(faded.text.contains("\"view\": \"presented\",\n      \"timing\": \"easeOut\",\n      \"animate\""))
    }

    @Test("every policy's numbers are fields, flick(1/3, 1200) included; an unchanged fraction prints as written")
    func policyFields() throws {
        let entry = try #require(PresetCatalog.builtIn().entries.first { $0.spec.name == "push" })
        let editor = try PresetDocumentEditor(document: entry.document)
        #expect(editor.fields.contains(.completionParameter(interaction: 0, index: 1)))
        var policy = try #require(editor.policy(ofInteraction: 0))
        #expect(policy.parameters.map(\.value) == [1.0 / 3, 1200])
        #expect(policy.spec == "flick(1/3, 1200)")
        policy.parameters[1].value = 1210
        #expect(policy.spec == "flick(1/3, 1210)")
        #expect(TimingForm(reading: "nearest-end(3, threshold: 0.5)")?.spec == "nearest-end(3, threshold: 0.5)")
        #expect(TimingForm(reading: "projection(fast)") == nil)
        // A word stands for the policy's number for it.
        let fast = try PresetDocumentEditor(
            document: PresetDocument(
                text: entry.document.text.replacingOccurrences(of: "flick(1/3, 1200)", with: "projection(fast, threshold: 0.4)"), file: entry.document.file,
                source: entry.document.source))
        #expect(fast.policy(ofInteraction: 0)?.parameters.map(\.value) == [0.99, 0.4])
        #expect(fast.fields.contains(.completionParameter(interaction: 0, index: 1)))
    }

    @Test("the pan members are the format's, in its order")
    func panKeys() {
        #expect(PresetFormat.panFields == ["pan", "edgeZone", "distance", "completion", "begins", "content", "requireToFail", "simultaneous"])
    }
}
