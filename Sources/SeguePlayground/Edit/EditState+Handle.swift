import SegueEngine
import SegueInput

/// Edit mode as a child feature: the actions and the typed entry that concern only the editors,
/// handled here; what the playground must then do comes back as `EditState.Outcome`s.
extension EditState {
    /// What the playground does after an edit: the rest of edit mode's actions (opening the
    /// editor, saving, exporting need the playground's presets and files), a note in the log, or
    /// the edited preset to show in place of the current one.
    enum Outcome: Hashable, Sendable {
        /// The action is the playground's to perform.
        case perform(EditAction)
        /// A note in the log.
        case note(String)
        /// A note in the log, unless it is the last one.
        case noteOnce(String)
        /// The current preset was edited: show this version, keeping the place.
        case show(TransitionSpec)
    }

    /// Handles `action` on the editor of the preset `name` (the current one; nil when none).
    mutating func handle(_ action: EditAction, preset name: String?) -> [Outcome] {
        let editor = name.flatMap { editors[$0] }
        switch action {
        case .toggle, .save, .exportCode: return [.perform(action)]
        case .undo: return editor?.canUndo == true ? change(name) { $0.undo() } : [.noteOnce("nothing to undo")]
        case .redo: return editor?.canRedo == true ? change(name) { $0.redo() } : [.noteOnce("nothing to redo")]
        case .select(let delta):
            if let name { editors[name]?.select(by: delta) }
            return []
        case .step(let steps, let coarse): return change(name) { $0.step(by: steps, coarse: coarse) }
        case .type:
            // Starts from the value shown, as a text field does: typing replaces it, Backspace edits it.
            entry = editor.map { $0.typedText(of: $0.selectedField) } ?? ""
            entryIsPrefilled = !(entry ?? "").isEmpty
            return []
        }
    }

    /// A key while a value is typed (`entry` is not nil): ↵ sets it, Esc drops it, Backspace
    /// edits it, a character adds to it (or replaces the prefilled value).
    mutating func handleEntry(_ key: Key, preset name: String?) -> [Outcome] {
        guard let typed = entry else { return [] }
        let prefilled = entryIsPrefilled
        entryIsPrefilled = false
        switch key {
        case .enter:
            entry = nil
            if !prefilled { return change(name) { $0.enter(typed) } }
        case .escape: entry = nil
        case .backspace, .delete: entry = String(typed.dropLast())
        case .character(let c) where prefilled: entry = String(c)
        case .character(let c) where typed.count < TimingCurve.maximumSpecCharacters: entry = typed + String(c)
        default: entryIsPrefilled = prefilled
        }
        return []
    }

    /// Runs `change` on the editor of the preset `name`; the edited preset to show when its text
    /// changed. A refused value keeps the last good one; the editor panel shows why, the log does
    /// not repeat it.
    mutating func change(_ name: String?, _ change: (inout PresetEditor) -> Bool) -> [Outcome] {
        guard let name, var editor = editors[name] else { return [] }
        let before = editor.text
        _ = change(&editor)
        editors[name] = editor
        return editor.text == before ? [] : [.show(editor.spec)]
    }
}
