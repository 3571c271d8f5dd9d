import SegueEngine
import SegueInput
import SeguePresets
import Testing

@testable import SeguePlayground

/// Edit mode as a child feature: its actions and typed entry change only the editors, and say
/// what the playground must do next.
@Suite("Edit feature: actions, entry and what the playground does next")
struct EditFeatureTests {
    func fadeState() throws -> EditState {
        let entry = try #require(PresetCatalog.builtIn().entries.first { $0.spec.name == "fade" })
        var state = EditState(documents: ["fade": entry.document])
        state.editors["fade"] = try PresetEditor(document: entry.document)
        return state
    }

    @Test("the playground's actions name the edit actions, with their steps")
    func actions() {
        #expect(EditAction(.editIncreaseCoarse) == .step(by: 1, coarse: true))
        #expect(EditAction(.editPreviousField) == .select(by: -1))
        #expect(EditAction(.toggleEdit) == .toggle)
        #expect(EditAction(.quit) == nil)
    }

    @Test("a step shows the edited preset; undo with nothing to undo only notes it; toggle and save go to the playground")
    func outcomes() throws {
        var state = try fadeState()
        #expect(state.handle(.undo, preset: "fade") == [.noteOnce("nothing to undo")])
        let stepped = state.handle(.step(by: 1, coarse: false), preset: "fade")
        let spec = try #require(state.editors["fade"]?.spec)
        #expect(stepped == [.show(spec)] && spec.duration == 0.51)
        #expect(state.handle(.undo, preset: "fade").count == 1 && state.editors["fade"]?.isEdited == false)
        #expect(state.handle(.toggle, preset: "fade") == [.perform(.toggle)])
        #expect(state.handle(.save, preset: nil) == [.perform(.save)])
        #expect(state.handle(.step(by: 1, coarse: false), preset: nil).isEmpty)
    }

    @Test("the typed entry: it starts from the value shown, the first character replaces it, ↵ sets it")
    func entry() throws {
        var state = try fadeState()
        #expect(state.handle(.type, preset: "fade").isEmpty && state.entry == "0.5" && state.entryIsPrefilled)
        _ = state.handleEntry(.character("0"), preset: "fade")
        _ = state.handleEntry(.character("."), preset: "fade")
        _ = state.handleEntry(.character("9"), preset: "fade")
        #expect(state.entry == "0.9")
        let set = state.handleEntry(.enter, preset: "fade")
        #expect(state.entry == nil && set.count == 1 && state.editors["fade"]?.spec.duration == 0.9)
        _ = state.handle(.type, preset: "fade")
        #expect(state.handleEntry(.escape, preset: "fade").isEmpty && state.entry == nil)
    }
}
