import SegueEngine
import SegueInput
import SeguePlayground
import SeguePresets
import SegueRender
import Testing

@Suite("Playground: live editing")
struct PlaygroundEditTests {
    /// A harness on `preset` whose presets have their built-in files, saving to `/u`.
    func editable(_ preset: String = "fade") -> Harness {
        var h = Harness(preset)
        h.playground.setDocuments(PresetCatalog.builtIn().documents, userFolder: "/u")
        return h
    }

    @Test("e opens the editor in the inspector; a preset without a file is not editable and says so")
    func editMode() {
        var h = editable()
        h.press(.character("e"))
        #expect(h.playground.edit.isOn)
        #expect(h.screen.contains("Editor · fade"))
        #expect(h.screen.contains("▸ duration") && h.screen.contains("0.5 s") && h.screen.contains("w saves to /u/fade.json"))
        h.press(.escape)
        #expect(!h.playground.edit.isOn && h.screen.contains("Inspector"))

        var coded = Harness("fade")
        coded.press(.character("e"))
        #expect(!coded.playground.edit.isOn)
        #expect(coded.logText.contains("fade is not editable: it has no preset file"))
    }

    @Test("an edit shows at once and keeps the place: scrub position, a running transition keeps running")
    func keepsPlace() {
        var h = editable()
        h.press(.character("L"), .character("L"), .character("L"), .character("L"))
        #expect(abs(h.progress - 0.4) < 1e-9)
        h.press(.character("e"), .right)
        #expect(h.playground.preset?.duration == 0.51)
        #expect(abs(h.progress - 0.4) < 1e-9)
        #expect(h.phase == .interactive)
        #expect(h.playground.session?.driver.interaction.duration == 0.51)

        var running = editable()
        running.press(.character(" "))
        running.wait(0.1)
        running.press(.character("e"), .shiftRight)
        #expect(running.playground.preset?.duration == 0.6)
        #expect(running.phase == .animating(finishing: true))
        running.wait(1)
        #expect(running.phase == .completed(didFinish: true))
    }

    @Test("the edited mark shows until saved; u and U undo and redo from the keyboard")
    func editedMarkAndUndo() {
        var h = editable()
        h.press(.character("e"), .right)
        #expect(h.screen.contains("Editor · fade · ● edited"))
        h.press(.escape)
        #expect(h.screen.contains("fade ● edited — Fade"))
        h.press(.character("u"))
        #expect(h.playground.preset?.duration == 0.5 && !h.screen.contains("● edited"))
        h.press(.character("U"))
        #expect(h.playground.preset?.duration == 0.51)
    }

    @Test("↵ starts from the value shown: typing replaces it, Backspace edits it, ↵ alone keeps it")
    func typedEntryStartsWithTheValue() {
        var h = editable()
        h.press(.character("e"), .enter)
        #expect(h.screen.contains("0.5▏"))
        h.press(.enter)
        #expect(h.playground.preset?.duration == 0.5)
        #expect(!h.logText.contains("refused"))
        h.press(.enter, .backspace)
        h.type("7")
        #expect(h.screen.contains("0.7▏"))
        h.press(.enter)
        #expect(h.playground.preset?.duration == 0.7)
        h.press(.enter)
        h.type("1.25")
        h.press(.enter)
        #expect(h.playground.preset?.duration == 1.25)
    }

    @Test("a refused value shows on the editor panel with lint's message, not in the log, and the last good value stays")
    func refusal() {
        var h = editable()
        h.press(.character("e"), .enter)
        h.type("-2")
        #expect(h.screen.contains("-2▏"))
        h.press(.enter)
        #expect(h.playground.preset?.duration == 0.5)
        #expect(h.screen.contains("✗ duration: presets/fade.json:9:15: duration: "))
        #expect(!h.logText.contains("refused"))
    }

    @Test("w saves a built-in preset to the user folder; the shell's write makes it the file")
    func save() throws {
        var h = editable()
        h.press(.character("w"))
        let none = h.takeSave()
        #expect(none == nil && h.logText.contains("nothing to save"))
        h.press(.character("e"), .right, .character("w"))
        // A built-in preset asks for the copy's name, its own prefilled: ↵ keeps it.
        #expect(h.screen.contains("Save a copy as: fade▏ ↵ saves to /u/fade.json · type a new name · Esc cancels"))
        h.press(.enter)
        let pending = h.takeSave()
        let save = try #require(pending)
        #expect(save.path == "/u/fade.json" && save.name == "fade")
        #expect(save.text.contains("\"duration\": 0.51,"))
        h.answer(save, failure: nil)
        #expect(h.logText.contains("saved fade to /u/fade.json"))
        #expect(h.playground.editor?.isEdited == false)
        #expect(h.playground.edit.documents["fade"]?.source == .file("/u/fade.json"))

        // The watcher then reports the user folder: the same text, so nothing reloads.
        var documents = PresetCatalog.builtIn().documents
        documents["fade"] = PresetDocument(text: save.text, file: save.path, source: .file(save.path))
        let specs = h.playground.presets
        h.playground.reload(presets: specs, problems: [], documents: documents)
        #expect(!h.logText.contains("reloaded fade"))
        #expect(h.playground.edit.prompt == nil)
    }

    @Test("q with unsaved edits asks first: another key stays, q quits without saving")
    func quitGuard() {
        var h = editable()
        h.press(.character("e"), .right, .escape)
        #expect(h.press(.character("q")) == .continue)
        #expect(h.screen.contains("Unsaved edits to fade: q quits without saving"))
        #expect(h.press(.character("x")) == .continue)
        #expect(h.logText.contains("quit cancelled") && h.playground.edit.prompt == nil)
        #expect(h.press(.character("q")) == .continue)
        #expect(h.press(.character("q")) == .quit(0))
        let written = h.takeSave()
        #expect(written == nil)

        var clean = editable()
        #expect(clean.press(.character("q")) == .quit(0))
    }

    @Test("an outside change while edits are unsaved is reported; t takes the file's version, k keeps yours")
    func outsideChange() throws {
        for keepMine in [true, false] {
            var h = editable()
            h.press(.character("e"), .right)
            var documents = PresetCatalog.builtIn().documents
            let theirs = try #require(documents["fade"]?.text.replacingOccurrences(of: "\"duration\": 0.5", with: "\"duration\": 2"))
            documents["fade"]?.text = theirs
            let specs = PresetCatalog.builtIn().entries.map(\.spec)
            h.playground.reload(presets: specs, problems: [], documents: documents)
            #expect(h.playground.preset?.duration == 0.51)
            #expect(h.screen.contains("presets/fade.json changed on disk while fade has unsaved edits: k keeps yours"))
            h.press(.character(keepMine ? "k" : "t"))
            #expect(h.playground.edit.prompt == nil)
            #expect(h.playground.preset?.duration == (keepMine ? 0.51 : 2))
            #expect(h.playground.editor?.isEdited == keepMine)
        }
    }

    @Test("the mouse drags a Bézier handle on the curve panel; the drag is one undo step")
    func dragHandle() throws {
        var h = editable()
        h.press(.character("e"))
        let layout = h.playground.layout(columns: 120, rows: 40)
        let grid = h.playground.view(columns: 120, rows: 40)
        // Handle 1 of `linear` sits at (0, 0): the bottom-left of the plot.
        var handle: (Int, Int)?
        for row in (layout.plot.y + 1)..<(layout.plot.maxY - 2) {
            for column in (layout.plot.x + 8)..<layout.plot.maxX where grid[column, row].glyph == "1" && grid[column, row].attributes.contains(.reverse) {
                handle = (column, row)
            }
        }
        let (column, row) = try #require(handle)
        h.mouse(.press, column: column, row: row)
        #expect(h.screen.contains("holding handle 1 at (0, 0): drag it, release to set"))
        h.mouse(.drag, column: column + 5, row: row - 2)
        h.mouse(.drag, column: column + 10, row: row - 4)
        h.mouse(.release, column: column + 10, row: row - 4)
        guard case .cubic(let b)? = h.playground.preset?.timing else {
            Issue.record("not a Bézier")
            return
        }
        #expect(b.x1 > 0.1 && b.y1 > 0.1 && b.x2 == 1 && b.y2 == 1)
        #expect(h.playground.session != nil && h.playground.finger == nil)
        h.press(.character("u"))
        #expect(h.playground.preset?.timing == .linear)
    }

    @Test("with nothing unsaved, a file changed on disk simply becomes the editor's text")
    func followsFile() throws {
        var h = editable()
        h.press(.character("e"))
        var documents = PresetCatalog.builtIn().documents
        let text = try #require(documents["fade"]?.text.replacingOccurrences(of: "\"duration\": 0.5", with: "\"duration\": 2"))
        documents["fade"]?.text = text
        let specs = try PresetCatalog.builtIn().entries.map { $0.spec.name == "fade" ? try PresetDecoder.decode(text, file: "presets/fade.json") : $0.spec }
        h.playground.reload(presets: specs, problems: [], documents: documents)
        #expect(h.playground.edit.prompt == nil)
        #expect(h.playground.preset?.duration == 2)
        #expect(h.playground.editor?.label(of: .duration).value == "2 s" && h.playground.editor?.isEdited == false)
        #expect(h.screen.contains("Editor · fade"))
    }

    @Test("on a too-small screen, where no question shows, a second q still quits")
    func tooSmallQuit() {
        var h = editable()
        h.press(.character("e"), .right)
        _ = h.playground.handle(.resize(columns: 30, rows: 10))
        #expect(h.press(.character("q")) == .continue)
        #expect(h.press(.character("q")) == .quit(0))
    }

    @Test("w on an edited built-in saves a copy under a new name: the name field changes, the built-in stays as it was")
    func saveAsNewName() throws {
        var h = editable()
        h.press(.character("L"), .character("L"), .character("L"))
        h.press(.character("e"), .right, .character("w"))
        // Typing replaces the prefilled name; ⌫ erases.
        h.type("fade-slowx")
        h.press(.backspace)
        #expect(h.screen.contains("Save a copy as: fade-slow▏ ↵ saves to /u/fade-slow.json · Esc cancels"))
        h.press(.enter)
        let pending = h.takeSave()
        let save = try #require(pending)
        #expect(save.name == "fade-slow" && save.edited == "fade" && save.path == "/u/fade-slow.json")
        let builtIn = try #require(PresetCatalog.builtIn().documents["fade"]?.text)
        let changed = zip(builtIn.split(separator: "\n"), save.text.split(separator: "\n")).filter { $0 != $1 }.map { String($0.1) }
        #expect(changed == [#"  "name": "fade-slow","#, #"  "duration": 0.51,"#])
        #expect(try PresetDecoder.decode(save.text, file: save.path).name == "fade-slow")

        h.answer(save, failure: nil)
        #expect(h.logText.contains("saved fade's edits as fade-slow to /u/fade-slow.json; fade is as it was"))
        // The copy is open, in place; the built-in is back to its embedded version.
        #expect(h.playground.preset?.name == "fade-slow" && h.playground.preset?.duration == 0.51)
        #expect(abs(h.progress - 0.3) < 1e-9 && h.phase == .interactive)
        #expect(h.playground.editor?.isEdited == false && h.playground.edit.unsaved.isEmpty)
        #expect(h.playground.presets.first { $0.name == "fade" }?.duration == 0.5)
        let names = h.playground.presets.map(\.name)
        #expect(names == names.sorted() && names.contains("fade") && names.contains("fade-slow"))
        #expect(h.playground.edit.documents["fade"]?.source == .builtIn)
        #expect(h.playground.edit.documents["fade-slow"]?.source == .file("/u/fade-slow.json"))
        #expect(h.screen.contains("w saves to /u/fade-slow.json"))

        // The watcher then reports the new file: Segue's own save, so nothing reloads.
        var catalog = PresetCatalog.builtIn().documents
        catalog["fade-slow"] = PresetDocument(text: save.text, file: save.path, source: .file(save.path))
        let specs = try PresetCatalog.builtIn().entries.map(\.spec) + [PresetDecoder.decode(save.text, file: save.path)]
        h.playground.reload(presets: specs.sorted { $0.name < $1.name }, problems: [], documents: catalog)
        #expect(!h.logText.contains("reloaded") && h.playground.edit.prompt == nil)
        #expect(h.playground.preset?.name == "fade-slow" && abs(h.progress - 0.3) < 1e-9)
    }

    @Test("the copy's name is refused with lint's message when it is not kebab-case; Esc cancels the save")
    func saveAsRefusal() {
        var h = editable()
        h.press(.character("e"), .right, .character("w"))
        h.type("Fade Slow")
        h.press(.enter)
        let refused = h.takeSave()
        #expect(refused == nil)
        #expect(!h.logText.contains("refused"))
        #expect(h.screen.contains("Save a copy as: Fade Slow▏ ✗ /u/Fade Slow.json:3:11: name: 'Fade Slow' is not a kebab-case name"))
        h.press(.escape)
        #expect(h.playground.edit.prompt == nil && h.logText.contains("save cancelled"))
        let cancelled = h.takeSave()
        #expect(cancelled == nil && h.playground.editor?.isEdited == true)
    }

    @Test("a name another preset or user file has asks before overwriting it: ↵ overwrites, another key goes back")
    func saveAsTaken() throws {
        var h = editable()
        var documents = PresetCatalog.builtIn().documents
        let mine = try #require(documents["fade"]?.text.replacingOccurrences(of: "\"name\": \"fade\"", with: "\"name\": \"mine\""))
        documents["mine"] = PresetDocument(text: mine, file: "/u/mine.json", source: .file("/u/mine.json"))
        h.playground.setDocuments(documents, userFolder: "/u")
        h.press(.character("e"), .right, .character("w"))
        h.type("zoom")
        h.press(.enter)
        let asked = h.takeSave()
        #expect(asked == nil)
        #expect(h.screen.contains("zoom is taken by the built-in preset zoom (the copy overrides it): ↵ overwrites it"))
        h.press(.character("x"))
        #expect(h.screen.contains("Save a copy as: zoom▏"))
        h.press(.backspace, .backspace, .backspace, .backspace)
        h.type("mine")
        h.press(.enter)
        #expect(h.screen.contains("mine is taken by /u/mine.json: ↵ overwrites it"))
        h.press(.enter)
        let overwrite = h.takeSave()
        let save = try #require(overwrite)
        #expect(save.path == "/u/mine.json" && save.text.contains("\"name\": \"mine\""))

        // A broken file at the place is not a preset, but it is there: asked too.
        let specs = h.playground.presets
        h.playground.reload(presets: specs, problems: ["/u/broken.json:1:1: the file is not valid JSON"], documents: documents)
        h.press(.character("w"))
        h.type("broken")
        h.press(.enter)
        #expect(h.screen.contains("broken is taken by /u/broken.json:1:1: the file is not valid JSON: ↵ overwrites it"))
    }

    /// A harness on the user's preset `mine` (a copy of `fade`) from `/p/mine.json`, edited once
    /// (duration 0.51); the user folder is `/u`.
    func editedUserPreset() throws -> (Harness, [TransitionSpec], [String: PresetDocument]) {
        var documents = PresetCatalog.builtIn().documents
        let text = try #require(documents["fade"]?.text.replacingOccurrences(of: "\"name\": \"fade\"", with: "\"name\": \"mine\""))
        documents["mine"] = PresetDocument(text: text, file: "/p/mine.json", source: .file("/p/mine.json"))
        let specs = try (PresetCatalog.builtIn().entries.map(\.spec) + [PresetDecoder.decode(text, file: "/p/mine.json")]).sorted { $0.name < $1.name }
        var h = Harness("fade")
        h.playground.reload(presets: specs, problems: [], documents: documents)
        h.playground.setDocuments(documents, userFolder: "/u")
        _ = h.playground.perform(.nextPreset)
        while h.playground.preset?.name != "mine" { _ = h.playground.perform(.nextPreset) }
        h.press(.character("e"), .right)
        return (h, specs, documents)
    }

    @Test(
        "the edited file deleted, made a folder or broken on disk: the question names that file and why; k keeps the edits and w writes that file again, not a copy",
        arguments: [
            ("was deleted", [String]()),
            ("cannot be loaded (cannot read the file: a folder, not a file)", ["/p/mine.json:1:1: cannot read the file: a folder, not a file"]),
            ("cannot be loaded (the file is not valid JSON)", ["/p/mine.json:3:1: the file is not valid JSON"]),
        ])
    func fileGone(why: String, problems: [String]) throws {
        var (h, specs, documents) = try editedUserPreset()
        documents["mine"] = nil
        h.playground.reload(presets: specs.filter { $0.name != "mine" }, problems: problems, documents: documents)
        let short = why.components(separatedBy: " (").first!
        #expect(h.screen.contains("/p/mine.json \(short) while mine has unsaved edits: k keeps yours (w writes it again) · t drops them"), "\(h.screen)")
        #expect(h.logText.contains("/p/mine.json \(why) while edited"))
        #expect(!h.screen.contains("presets/"), "no built-in's path")
        #expect(h.playground.preset?.name == "mine" && h.playground.preset?.duration == 0.51)
        h.press(.character("k"))
        #expect(h.playground.edit.prompt == nil && h.logText.contains("kept your edits to mine; w writes them to /p/mine.json"))
        // The same state on the next reload is not asked again.
        h.playground.reload(presets: specs.filter { $0.name != "mine" }, problems: problems, documents: documents)
        #expect(h.playground.edit.prompt == nil)
        h.press(.character("w"))
        let pending = h.takeSave()
        let save = try #require(pending)
        #expect(save.path == "/p/mine.json" && save.name == "mine" && save.text.contains("\"duration\": 0.51,"))
    }

    @Test("a built-in's name under the deleted file: the question names the user's file, t drops the edits for the built-in one")
    func fileGoneToBuiltIn() throws {
        var h = editable("slide-over")
        var documents = PresetCatalog.builtIn().documents
        let file = "/u/slide-over.json"
        let text = try #require(documents["slide-over"]?.text)
        documents["slide-over"] = PresetDocument(text: text, file: file, source: .file(file))
        let specs = PresetCatalog.builtIn().entries.map(\.spec)
        h.playground.reload(presets: specs, problems: [], documents: documents)
        h.press(.character("e"), .right)
        h.playground.reload(presets: specs, problems: [], documents: PresetCatalog.builtIn().documents)
        #expect(h.screen.contains("/u/slide-over.json was deleted while slide-over has unsaved edits"), "\(h.screen)")
        #expect(h.logText.contains("/u/slide-over.json was deleted while edited; t takes presets/slide-over.json"))
        #expect(!h.screen.contains("presets/slide-over.json changed on disk"))
        h.press(.character("t"))
        #expect(h.playground.editor == nil && h.playground.preset == specs.first { $0.name == "slide-over" })
    }

    @Test("Esc and q leave an outside-change question as they leave any other: the edits stay, w asks again, q asks to quit")
    func leaveOutsideChange() throws {
        for key in [Key.escape, .character("q")] {
            var (h, specs, documents) = try editedUserPreset()
            documents["mine"]?.text += " "
            h.playground.reload(presets: specs, problems: [], documents: documents)
            #expect(h.screen.contains("/p/mine.json changed on disk while mine has unsaved edits"))
            for swallowed in [Key.home, .end] {
                h.press(swallowed)
                #expect(h.playground.edit.prompt != nil)
            }
            h.press(key)
            if key == .escape {
                #expect(h.playground.edit.prompt == nil && h.logText.contains("left undecided: your edits to mine stay unsaved; w asks again"))
            } else {
                #expect(h.screen.contains("Unsaved edits to mine: q quits without saving"))
                h.press(.character("x"))
            }
            #expect(h.playground.editor?.isEdited == true)
            h.press(.character("w"))
            let written = h.takeSave()
            #expect(written == nil && h.screen.contains("/p/mine.json changed on disk while mine has unsaved edits"))
            h.press(.character("k"), .character("w"))
            let save = h.takeSave()
            #expect(save?.path == "/p/mine.json")
        }
    }

    @Test("save-as refuses a tab or a control character in the name, saying why on the question line")
    func saveAsControlCharacters() {
        var h = editable()
        h.press(.character("e"), .right, .character("w"))
        h.type("fade-")
        h.press(.tab)
        #expect(h.screen.contains("Save a copy as: fade-▏ ✗ a name cannot hold a tab; use letters, digits and '-'"))
        h.press(.control("a"))
        #expect(h.screen.contains("Save a copy as: fade-▏ ✗ a name cannot hold a control character (Ctrl-A); use letters, digits and '-'"))
        h.press(.character("\u{7}"))
        #expect(h.screen.contains("Save a copy as: fade-▏ ✗ a name cannot hold the character U+7; use letters, digits and '-'"))
        #expect(!h.logText.contains("refused"), "\(h.logText)")
        h.type("x")
        #expect(h.screen.contains("Save a copy as: fade-x▏ ↵ saves to /u/fade-x.json"))
        // A name lint refuses, ↵ twice: on the question line, never in the log.
        h.press(.backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        h.type("Bad")
        h.press(.enter, .enter)
        #expect(h.screen.contains("Save a copy as: Bad▏ ✗ /u/Bad.json:3:11: name: 'Bad' is not a kebab-case name"), "\(h.screen)")
        #expect(!h.logText.contains("'Bad' is not a kebab-case name"))
    }
}
