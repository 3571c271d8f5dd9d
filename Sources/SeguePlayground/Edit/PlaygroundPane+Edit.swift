import SegueEngine
import SegueInput
import SeguePresets
import SegueRender

extension PlaygroundPane {
    /// The current preset's editor, if it has been edited or is being edited.
    public var editor: PresetEditor? { preset.flatMap { edit.editors[$0.name] } }

    /// Keys that edit mode, its typed entry or an open question take first; nil lets the key through.
    mutating func handleEditKey(_ key: Key) -> AppCommand? {
        if let prompt = edit.prompt { return answer(prompt, with: key) }
        if edit.entry != nil {
            apply(edit.handleEntry(key, preset: preset?.name))
            return .continue
        }
        // Also while a finger is down: the edit applies at once and the finger drags on (the drag
        // keys edit mode leaves free still move it: h/l, ␣ lifts).
        guard edit.isOn, overlay == .none, let action = editKeyMap.action(for: key) else { return nil }
        return perform(action)
    }

    /// Does an edit action (`KeyMap.edit`, and e, u, U, w of the standard map): the editors'
    /// own in `EditState.handle`, the rest here.
    mutating func performEdit(_ action: EditAction) -> AppCommand {
        apply(edit.handle(action, preset: preset?.name))
        return .continue
    }

    /// Does what an edit asks of the playground.
    mutating func apply(_ outcomes: [EditState.Outcome]) {
        for outcome in outcomes {
            switch outcome {
            case .perform(.toggle): toggleEditMode()
            case .perform(.save): save()
            case .perform(.exportCode): exportCode()
            case .perform: break
            case .note(let text): note(text)
            case .noteOnce(let text): noteOnce(text)
            case .show(let spec): showEdited(spec)
            }
        }
    }

    /// `e`: opens the editor on the current preset, or closes it (the edits stay).
    mutating func toggleEditMode() {
        if edit.isOn {
            edit.isOn = false
            note("edit mode off" + (editor?.isEdited == true ? " (unsaved edits: w saves)" : ""))
            return
        }
        guard let spec = preset else {
            if let coded = codedTransition {
                note("\(coded.name) is not editable here: it is \(coded.card.kind), with no preset file to edit; change its code and run it again")
            }
            return
        }
        if edit.editors[spec.name] == nil {
            guard let document = edit.documents[spec.name] else {
                note("\(spec.name) is not editable: it has no preset file (a transition written in code)")
                return
            }
            do { edit.editors[spec.name] = try PresetEditor(document: document) } catch {
                note("\(spec.name) is not editable: \(error.diagnostics.first?.description ?? "\(error)")")
                return
            }
        }
        edit.isOn = true
        note("edit mode: ↑/↓ field, ←/→ change, ↵ type, u undo, w save, e done")
    }

    /// Runs `change` on the current preset's editor and shows the result at once: the stage, the
    /// timeline and the plot play the edited preset from where they were.
    mutating func changeEditor(_ change: (inout PresetEditor) -> Bool) {
        apply(edit.change(preset?.name, change))
    }

    /// Puts the edited `spec` on screen in place of the current preset, keeping the place.
    mutating func showEdited(_ spec: TransitionSpec) {
        guard let current = preset else { return }
        presets[presetIndex] = spec
        reopenKeepingPlace(from: current, announce: false)
    }

    /// The mouse on the curve panel in edit mode: pressing on a Bézier handle takes it, dragging
    /// moves it (the motion follows live), releasing makes the whole drag one undo step. False
    /// when the event is not about a handle.
    mutating func dragHandle(_ mouse: MouseEvent, in rect: CellRect) -> Bool {
        guard edit.isOn, overlay == .none, finger != .mouse, let name = preset?.name, let editor = edit.editors[name] else { return false }
        guard let plot = curvePanelPlot(rect)?.plot else { return false }
        let column = mouse.column - rect.x
        let row = mouse.row - rect.y - 1
        switch mouse.kind {
        case .press where mouse.button == .left:
            guard case .cubic(let b)? = preset?.timing else { return false }
            let hit = [(b.x1, b.y1), (b.x2, b.y2)].firstIndex { point in
                guard let cell = plot.cell(x: point.0, y: point.1) else { return false }
                return abs(cell.column - column) <= 1 && abs(cell.row - row) <= 1
            }
            guard let hit else { return false }
            edit.draggedHandle = hit
            edit.dragUndoDepth = editor.undoDepth
            return true
        case .drag:
            guard let handle = edit.draggedHandle, let point = plot.point(column: column, row: row) else { return edit.draggedHandle != nil }
            changeEditor { $0.moveHandle(handle, x: (point.x * 100).rounded() / 100, y: (point.y * 100).rounded() / 100) }
            return true
        case .release:
            guard edit.draggedHandle != nil else { return false }
            edit.draggedHandle = nil
            edit.editors[name]?.squashHistory(to: edit.dragUndoDepth)
            return true
        default:
            return false
        }
    }

    /// `w`: asks the shell to write the current preset's edited text (`EditState.pendingSave`); an
    /// edited built-in preset first asks for the name of its copy in the user folder.
    mutating func save() {
        guard let spec = preset, let editor = edit.editors[spec.name], editor.isEdited else {
            noteOnce("nothing to save")
            return
        }
        guard let path = editor.document.saveTarget(name: spec.name, userFolder: edit.userFolder) else {
            note("cannot save \(spec.name): no user folder (set XDG_CONFIG_HOME or HOME)")
            return
        }
        // An outside change left undecided is asked again: the save would overwrite it.
        if let undecided = edit.undecided[spec.name] {
            edit.prompt = undecided
            return
        }
        if editor.document.source == .builtIn {
            edit.prompt = .saveAs(name: spec.name, prefilled: true, refusal: nil)
            return
        }
        edit.prompt = nil
        edit.pendingSave = EditState.Save(name: spec.name, path: path, text: editor.text, edited: spec.name)
    }

    /// ↵ on the copy's name: saves the edited built-in preset as `<user folder>/<name>.json`, its
    /// `name` member set to `name`. A name lint refuses (not kebab-case) asks again with lint's
    /// message; a name another preset or file already has asks before overwriting it.
    mutating func saveCopy(as name: String) {
        guard let spec = preset, let editor = edit.editors[spec.name], let folder = edit.userFolder else { return }
        let path = folder + "/" + name + ".json"
        let text: String
        do {
            text = name == spec.name ? editor.text : try PresetPatch.setting(PresetPatch.quoted(name), at: [.key("name")], in: editor.text)
            _ = try PresetDecoder.decode(text, file: path)
        } catch {
            let message = (error as? PresetProblems)?.diagnostics.first?.description ?? "\(error)"
            edit.prompt = .saveAs(name: name, prefilled: false, refusal: message)
            return
        }
        let save = EditState.Save(name: name, path: path, text: text, edited: spec.name)
        // The file at the place first, then a preset of the name (a built-in one the copy would override).
        let others = edit.documents.filter { $0.key != spec.name }
        let taken = others.first { $0.value.file == path } ?? others.first { $0.key == name }
        if let (other, document) = taken {
            edit.prompt = .overwrite(save: save, what: document.source == .builtIn ? "the built-in preset \(other) (the copy overrides it)" : document.file)
        } else if let problem = reloadProblems.first(where: { $0.hasPrefix(path + ":") }) {
            // A broken file at the place: the catalog skipped it, but it is there.
            edit.prompt = .overwrite(save: save, what: problem)
        } else {
            edit.pendingSave = save
        }
    }

    /// The shell wrote `save` (or failed to, with `failure`; `InputEvent.saved`): a read-only
    /// file asks whether to replace it; any other failure is logged and the edits stay.
    mutating func finishSave(_ save: EditState.Save, failure: EditState.SaveFailure?) {
        if save.isExport { return finishExport(save, failure: failure) }
        if let failure {
            if failure.isReadOnly, !save.replacesReadOnly {
                noteOnce(failure.message)
                edit.prompt = .readOnly(save: save, reason: failure.message)
            } else {
                note("save failed: \(failure.message); the edits are kept")
            }
            return
        }
        guard save.edited == save.name else { return openCopy(save) }
        guard var editor = edit.editors[save.name] else { return }
        editor.saved(to: save.path)
        edit.editors[save.name] = editor
        edit.documents[save.name] = editor.document
        note("saved \(save.name) to \(save.path)")
    }

    /// A built-in preset's edits were saved as a copy under a new name: the copy joins the presets
    /// (in catalog order, replacing a preset of its name) as its own file, and opens where the
    /// edited one was; the built-in preset goes back to its embedded version. The copy starts a
    /// fresh undo history (the edits are its file now).
    mutating func openCopy(_ save: EditState.Save) {
        let document = PresetDocument(text: save.text, file: save.path, source: .file(save.path))
        guard let copy = try? PresetEditor(document: document) else { return }
        let shown = preset
        if let original = edit.editors.removeValue(forKey: save.edited),
            let embedded = try? PresetDecoder.decode(original.document.text, file: original.document.file),
            let i = presets.firstIndex(where: { $0.name == save.edited })
        {
            presets[i] = embedded
        }
        edit.editors[save.name] = copy
        edit.documents[save.name] = document
        if let i = presets.firstIndex(where: { $0.name == save.name }) {
            presets[i] = copy.spec
        } else {
            presets.insert(copy.spec, at: presets.firstIndex { $0.name > save.name } ?? presets.count)
        }
        note("saved \(save.edited)'s edits as \(save.name) to \(save.path); \(save.edited) is as it was")
        guard let shown, shown.name == save.edited, let index = presets.firstIndex(where: { $0.name == save.name }) else {
            presetIndex = shown.flatMap { s in presets.firstIndex { $0.name == s.name } } ?? presetIndex
            return
        }
        presetIndex = index
        reopenKeepingPlace(from: shown, announce: false)
    }

    /// New preset files from disk, while edits may be unsaved: a preset whose file changed outside
    /// while it has unsaved edits keeps the edits and asks which version to keep; an edited preset
    /// whose file is unchanged (Segue's own save) is not reloaded at all; the rest reload as usual.
    public mutating func reload(presets updated: [TransitionSpec], problems: [String], documents: [String: PresetDocument]) {
        var updated = updated
        for (name, editor) in edit.editors.sorted(by: { $0.key < $1.key }) {
            if case .file(let file) = editor.document.source, documents[name]?.source != .file(file) {
                // The edited file no longer gives this preset: deleted, replaced by something that
                // is not a file, or broken. Ask (once for each state) rather than fall back quietly
                // to what else has the name, which a save would then write elsewhere.
                guard editor.isEdited else {
                    edit.editors[name] = nil
                    continue
                }
                let why = Self.whyGone(file, problems: problems, documents: documents)
                if edit.gone[name] != why {
                    edit.gone[name] = why
                    let fallback = documents[name] == nil ? nil : updated.first { $0.name == name }
                    edit.prompt = .fileGone(name: name, file: file, why: why, fallback: fallback, fallbackFile: fallback.flatMap { _ in documents[name]?.file })
                    edit.undecided[name] = nil
                    note("\(file) \(why) while edited" + (fallback == nil ? "" : "; t takes \(documents[name]?.file ?? name)"))
                }
                if let i = updated.firstIndex(where: { $0.name == name }) {
                    updated[i] = editor.spec
                } else {
                    updated.insert(editor.spec, at: updated.firstIndex { $0.name > name } ?? updated.count)
                }
                continue
            }
            edit.gone[name] = nil
            guard let document = documents[name] else { continue }
            if document.text != editor.document.text {
                if editor.isEdited {
                    // One change can come as two reloads (`sed -i` writes a file and renames it
                    // over the old one): a text the last reload already brought was asked about.
                    if edit.documents[name]?.text != document.text {
                        edit.prompt = .outsideChange(name: name, document: document)
                        note("\(document.file) changed on disk while edited")
                    }
                } else {
                    // Nothing unsaved: the editor simply follows the file.
                    edit.editors[name] = try? PresetEditor(document: document)
                    continue
                }
            }
            if let i = updated.firstIndex(where: { $0.name == name }) { updated[i] = editor.spec }
        }
        edit.documents = documents
        reload(presets: updated, problems: problems)
    }

    /// What became of `file`, in words: `is broken: …` with the catalog's problem, or `was deleted`.
    static func whyGone(_ file: String, problems: [String], documents: [String: PresetDocument]) -> String {
        if let problem = problems.first(where: { $0.hasPrefix(file + ":") }) {
            let message = problem.dropFirst(file.count + 1).drop { $0.isNumber || $0 == ":" || $0 == " " }
            return "cannot be loaded (\(message))"
        }
        if let other = documents.first(where: { $0.value.file == file }) { return "now holds the preset \(other.key)" }
        return "was deleted"
    }

    /// The documents and user folder the editor saves to (from the catalog).
    public mutating func setDocuments(_ documents: [String: PresetDocument], userFolder: String?) {
        edit.documents = documents
        edit.userFolder = userFolder
    }
}
