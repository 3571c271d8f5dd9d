import SegueEngine
import SegueInput
import SeguePresets
import SegueRender

extension PlaygroundPane {
    /// `q`: quits, or first asks when edits are unsaved.
    mutating func requestQuit() -> AppCommand {
        // A second q quits (also on the too-small screen, which shows no question).
        if edit.unsaved.isEmpty || edit.prompt == .quit { return .quit(0) }
        edit.prompt = .quit
        return .continue
    }

    mutating func answer(_ prompt: EditState.Prompt, with key: Key) -> AppCommand {
        edit.prompt = nil
        switch (prompt, key) {
        case (.saveAs(let name, _, _), .enter):
            saveCopy(as: name)
        case (.saveAs, .escape):
            note("save cancelled")
        case (.saveAs(let name, let prefilled, _), .backspace), (.saveAs(let name, let prefilled, _), .delete):
            edit.prompt = .saveAs(name: prefilled ? "" : String(name.dropLast()), prefilled: false, refusal: nil)
        case (.saveAs(let name, let prefilled, _), .character(let c)) where !Self.isNameCharacter(c):
            refuseName(name, prefilled: prefilled, "a name cannot hold \(Self.spoken(c)); use letters, digits and '-'")
        case (.saveAs(let name, false, _), .character) where name.utf8.count >= Self.nameBytes:
            refuseName(name, prefilled: false, "a file name holds at most \(Self.nameBytes) bytes before .json")
        case (.saveAs(let name, let prefilled, _), .character(let c)):
            edit.prompt = .saveAs(name: (prefilled ? "" : name) + String(c), prefilled: false, refusal: nil)
        case (.saveAs(let name, let prefilled, _), .tab), (.saveAs(let name, let prefilled, _), .backTab):
            refuseName(name, prefilled: prefilled, "a name cannot hold a tab; use letters, digits and '-'")
        case (.saveAs(let name, let prefilled, _), .control(let c)):
            refuseName(name, prefilled: prefilled, "a name cannot hold a control character (Ctrl-\(c.uppercased())); use letters, digits and '-'")
        case (.saveAs, _):
            edit.prompt = prompt
        case (.overwrite(let save, _), .enter):
            edit.pendingSave = save
        case (.overwrite(let save, _), _):
            edit.prompt = .saveAs(name: save.name, prefilled: false, refusal: nil)
        case (.quit, .character("q")), (.quit, .character("y")):
            return .quit(0)
        case (.quit, .character("w")):
            save()
        case (.quit, _):
            note("quit cancelled")
        case (.readOnly(var save, _), .enter):
            save.replacesReadOnly = true
            edit.pendingSave = save
        case (.readOnly(let save, _), _):
            note("not saved: \(save.path) is read-only; the edits are kept")
        case (.outsideChange(let name, let document), .character("k")):
            edit.undecided[name] = nil
            edit.editors[name]?.adopt(document)
            note("kept your edits to \(name); w overwrites \(document.file)")
        case (.outsideChange(let name, let document), .character("t")):
            edit.undecided[name] = nil
            guard var editor = edit.editors[name] else { break }
            do { try editor.revert(to: document) } catch {
                note("the file's version of \(name) is broken; kept your edits")
                break
            }
            edit.editors[name] = editor
            show(name, editor.spec)
            note("took the file's version of \(name)")
        case (.fileGone(let name, let file, _, _, _), .character("k")):
            edit.undecided[name] = nil
            // Nothing valid is on disk: the edits stay unsaved until w writes the file again.
            edit.editors[name]?.adopt(PresetDocument(text: "", file: file, source: .file(file)))
            note("kept your edits to \(name); w writes them to \(file)")
        case (.fileGone(let name, let file, _, let fallback, let fallbackFile), .character("t")):
            edit.undecided[name] = nil
            guard var editor = edit.editors[name] else { break }
            if let fallback {
                edit.editors[name] = nil
                show(name, fallback)
                note("dropped your edits to \(name); it is the one in \(fallbackFile ?? "the catalog") again")
            } else if (try? editor.revert(to: editor.document)) != nil {
                edit.editors[name] = editor
                show(name, editor.spec)
                note("dropped your edits to \(name); the last version of \(file) shows until the file is back")
            }
        case (.outsideChange(let name, _), .escape), (.fileGone(let name, _, _, _, _), .escape):
            edit.undecided[name] = prompt
            note("left undecided: your edits to \(name) stay unsaved; w asks again")
        case (.outsideChange(let name, _), .character("q")), (.fileGone(let name, _, _, _, _), .character("q")):
            edit.undecided[name] = prompt
            return requestQuit()
        case (.outsideChange, _), (.fileGone, _):
            edit.prompt = prompt
        }
        return .continue
    }

    /// Puts `spec` in the list in place of the preset `name`, on screen when it is the current one.
    mutating func show(_ name: String, _ spec: TransitionSpec) {
        if preset?.name == name { showEdited(spec) } else if let i = presets.firstIndex(where: { $0.name == name }) { presets[i] = spec }
    }

    /// Keeps the save-as question open on `name`, saying on its line why the last key was
    /// refused (a refusal shows where the value is typed, not in the log).
    mutating func refuseName(_ name: String, prefilled: Bool, _ reason: String) {
        edit.prompt = .saveAs(name: name, prefilled: prefilled, refusal: reason)
    }

    /// The longest end of `text` that takes at most `columns` terminal columns.
    static func suffix(_ text: String, columns: Int) -> String {
        String(Widgets.prefix(String(text.reversed()), columns: columns).reversed())
    }

    /// The longest name a copy takes, in bytes: with `.json` it is the longest file name (255).
    public static let nameBytes = 250

    /// The most characters the picker's filter takes (the README's limits table).
    public static var pickerFilterCharacters: Int { PickerPanel.filterCharacters }

    /// Whether `c` may be typed into a preset's name: no control or format characters (a tab, an
    /// escape, a zero-width joiner), which lint would refuse later without showing them.
    static func isNameCharacter(_ c: Character) -> Bool {
        !c.unicodeScalars.contains { [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory) }
    }

    /// A refused character in words: `a tab`, `U+200D`.
    static func spoken(_ c: Character) -> String {
        if c == "\t" { return "a tab" }
        return "the character " + c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    /// The question on the footer line, if one waits.
    var promptText: String? {
        switch edit.prompt {
        case nil: nil
        case .quit: "Unsaved edits to \(edit.unsaved.joined(separator: ", ")): q quits without saving · w saves · any other key stays"
        case .outsideChange(let name, let document):
            "\(document.file) changed on disk while \(name) has unsaved edits: k keeps yours (w overwrites it) · t takes the file's · Esc decides later"
        case .fileGone(let name, let file, let why, _, _):
            // The reason in full is in the log.
            "\(file) \(why.components(separatedBy: " (").first ?? why) while \(name) has unsaved edits: k keeps yours (w writes it again) · t drops them"
        case .readOnly(let save, _): "Read-only: ↵ replaces \(save.path), keeping its mode · another key keeps the edits unsaved"
        case .saveAs(let name, let prefilled, let refusal):
            // A long name shows its end, where the typing is, so the question after it shows too.
            "Save a copy as: \(name.terminalColumns > 40 ? "…" + Self.suffix(name, columns: 39) : name)▏ "
                + (refusal.map { "✗ \($0)" } ?? "↵ saves to \(edit.userFolder ?? "")/\(name).json · \(prefilled ? "type a new name · " : "")Esc cancels")
        case .overwrite(let save, let what): "\(save.name) is taken by \(what): ↵ overwrites it · any other key goes back"
        }
    }
}
