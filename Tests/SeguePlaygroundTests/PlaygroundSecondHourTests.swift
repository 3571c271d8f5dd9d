import SegueEngine
import SegueInput
import SeguePlayground
import SeguePresets
import SegueRender
import SegueTestSupport
import Testing

/// What a new user still trips on in the second hour (issue 27): each test failed before its fix.
@Suite("Playground model: the second hour")
struct PlaygroundSecondHourTests {
    // MARK: Operations

    @Test("o cycles every operation move has, each under its own interaction's policy, and back to the first")
    func operationCycle() throws {
        var h = Harness("move")
        let spec = try #require(h.playground.preset)
        #expect(spec.supportedOperations == [.present, .dismiss, .push, .pop, .tabForward, .tabBack])
        #expect(h.playground.operation == .present)
        for expected in [TransitionOperation.dismiss, .push, .pop, .tabForward, .tabBack, .present] {
            h.press(.character("o"))
            #expect(h.playground.operation == expected)
            #expect(h.playground.session?.driver.context.operation == expected)
            #expect(h.logText.hasSuffix("operation \(expected.rawValue)"))
            let own = spec.interaction(for: expected, direction: h.playground.direction)?.completion ?? CompletionPolicy(.percent)
            #expect(h.playground.policy == own, "\(expected) plays under its own policy")
        }
    }

    @Test("a push reached with o can be dragged to its end")
    func dragThePush() {
        var h = Harness("move")
        h.press(.character("o"), .character("o"))
        #expect(h.playground.operation == .push)
        h.press(.character("d"))
        for _ in 0..<16 { h.press(.character("l"), after: 0.03) }
        h.wait(0.5)
        h.press(.character(" "))
        h.wait(2)
        #expect(h.phase == .completed(didFinish: true))
        #expect(h.playground.session?.driver.context.operation == .push)
    }

    @Test("a playground opened with an operation and a direction plays them and logs them first")
    func openedOnAnOperation() {
        let specs = PresetCatalog.builtIn().entries.map(\.spec)
        let playground = PlaygroundPane(presets: specs, initial: "move", operation: .tabBack, direction: .fromLeft)
        #expect(playground.operation == .tabBack)
        #expect(playground.direction == .fromLeft)
        #expect(playground.session?.driver.context.operation == .tabBack)
        #expect(playground.log.first?.text == "move: tabBack fromLeft")
        let fallback = PlaygroundPane(presets: specs, initial: "page-sheet", operation: .tabBack)
        #expect(fallback.operation == .present, "an operation the preset does not have falls back to its first")
    }

    // MARK: Picker

    @Test("the picker searches summaries and what a preset reproduces: /card, /ADTC, /perspective, /pageSheet")
    func pickerSearchesSummaries() {
        let h = Harness()
        let presets = h.playground.presets
        let names = { (filter: String) in h.playground.pickerMatches(filter).filter { $0 < presets.count }.map { presets[$0].name } }
        #expect(names("card").contains("page-sheet"), "page-sheet's summary begins 'The iOS 13 card': \(names("card"))")
        #expect(names("ADTC").contains("cube"), "\(names("ADTC"))")
        #expect(names("perspective").contains("flip-horizontal"), "\(names("perspective"))")
        #expect(names("pageSheet").first == "page-sheet", "it reproduces UIModalPresentationStyle.pageSheet")
        #expect(names("touch").first == "dissolve", "a library's word still ranks above a summary's")
        #expect(names("zzzz").isEmpty)
    }

    @Test("the picker opens on the current preset, with the chosen one's place and the count, and a scroll hint")
    func pickerOpensOnTheCurrentPreset() throws {
        var h = Harness("trolley", columns: 100, rows: 30)
        h.press(.character("/"))
        let matches = h.playground.pickerMatches("")
        let index = try #require(matches.firstIndex(of: h.playground.presetIndex))
        #expect(h.playground.overlay == .picker(filter: "", selection: index))
        let screen = h.playground.view(columns: 100, rows: 30).trimmedText
        #expect(screen.contains("\(index + 1) of \(matches.count)"), "\(screen)")
        #expect(screen.contains("trolley"))
        #expect(screen.contains("↑ ") && screen.contains(" more"), "trolley is far down the list: rows above it are hidden\n\(screen)")
        h.press(.enter)
        #expect(h.playground.preset?.name == "trolley", "↵ at once reopens the current preset")
    }

    @Test("a filter that fits shows no scroll hint, and the count is of the matches")
    func pickerCount() {
        var h = Harness("alpha-by-step", columns: 100, rows: 30)
        h.press(.character("/"))
        let all = h.playground.view(columns: 100, rows: 30).trimmedText
        #expect(all.contains("↓ ") && all.contains(" more"), "the presets do not fit in 16 rows\n\(all)")
        h.type("sheet")
        let count = h.playground.pickerMatches("sheet").count
        let screen = h.playground.view(columns: 100, rows: 30).trimmedText
        #expect(count >= 2)
        #expect(screen.contains("1 of \(count)"), "\(screen)")
        #expect(!screen.contains(" more "), "\(screen)")
    }

    // MARK: Turning during a drag

    @Test("t and v during a keyboard drag keep the finger down and the progress, and the drag goes on", arguments: ["t", "v"])
    func turnDuringADrag(key: String) throws {
        var h = Harness("move")
        h.press(.character("d"))
        for _ in 0..<6 { h.press(.character("l"), after: 0.05) }
        h.wait(0.6)
        let before = h.progress
        try #require(before > 0.2, "the drag moved the transition")
        h.press(.character(Character(key)))
        #expect(abs(h.progress - before) < 1e-9, "the progress stays where the finger held it: \(before) → \(h.progress)")
        #expect(h.playground.finger == .keyboard)
        #expect(h.playground.session?.isTouching == true)
        #expect(h.phase == .interactive)
        #expect(!h.screen.contains("(no finger)"), "the inspector still shows the finger")
        for _ in 0..<8 { h.press(.character("l"), after: 0.05) }
        h.wait(0.6)
        #expect(h.progress > before + 0.3, "→ goes on advancing along the new pan: \(before) → \(h.progress)")
        h.press(.character(" "))
        h.wait(2)
        #expect(h.phase == .completed(didFinish: true))
    }

    @Test("t during a mouse drag keeps the finger under the pointer: the next move goes on from there without a jump")
    func turnDuringAMouseDrag() throws {
        var h = Harness("slide-over")
        let layout = PlaygroundLayout(columns: 120, rows: 40, container: h.playground.container)
        let row = layout.stage.y + layout.stage.height / 2
        var column = layout.stage.x + layout.stage.width - 3
        h.mouse(.press, column: column, row: row)
        for _ in 0..<6 {
            column -= 2
            h.mouse(.drag, column: column, row: row, after: 0.03)
        }
        let before = h.progress
        try #require(before > 0.1, "the drag moved it: \(before)")
        h.press(.character("t"))
        #expect(abs(h.progress - before) < 1e-9)
        #expect(h.playground.finger == .mouse)
        h.mouse(.drag, column: column, row: row, after: 0.03)
        #expect(abs(h.progress - before) < 0.01, "the pointer did not move, so neither does the transition: \(before) → \(h.progress)")
        h.mouse(.drag, column: column - 4, row: row, after: 0.03)
        #expect(h.progress > before, "moving on toward the start edge advances it: \(before) → \(h.progress)")
        h.mouse(.release, column: column - 4, row: row, after: 0.03)
    }

    @Test("t with the finger down before the transition began puts it down again where the new pan starts")
    func turnBeforeTheDragBegan() {
        var h = Harness("slide-over")
        h.press(.character("d"))
        h.press(.character("t"))
        #expect(h.playground.finger == .keyboard)
        #expect(h.playground.session?.isTouching == true)
        for _ in 0..<12 { h.press(.character("l"), after: 0.05) }
        h.wait(0.6)
        #expect(h.progress > 0.4, "\(h.progress)\n\(h.logText)")
    }

    @Test("t without a finger still starts the transition over")
    func turnWithoutAFinger() {
        var h = Harness()
        h.press(.shiftRight)
        h.press(.character("t"))
        #expect(h.progress == 0)
        #expect(h.playground.finger == nil)
    }

    // MARK: Save as a copy

    @Test("a copy saved under a new name differs from its built-in only in the edited values: its last newline stays")
    func saveCopyKeepsTheLastNewline() throws {
        var h = Harness("fade")
        h.playground.setDocuments(PresetCatalog.builtIn().documents, userFolder: "/u")
        h.press(.character("e"), .right, .character("w"))
        h.type("fade-slow")
        h.press(.enter)
        let pending = h.takeSave()
        let save = try #require(pending)
        let builtIn = try #require(PresetCatalog.builtIn().documents["fade"]?.text)
        #expect(builtIn.hasSuffix("}\n"), "the built-in text is the file's, with its last newline")
        let expected = builtIn.replacingOccurrences(of: #""name": "fade","#, with: #""name": "fade-slow","#)
            .replacingOccurrences(of: #""duration": 0.5,"#, with: #""duration": 0.51,"#)
        #expect(save.text == expected)
    }

    // MARK: The transition's clock

    func progressLine(_ h: Harness) -> String {
        h.screen.split(separator: "\n").first { $0.contains("progress  fraction") }.map(String.init) ?? "<no progress line>\n\(h.screen)"
    }

    @Test("t is the transition's own clock: after a long keyboard drag it stops at the duration, not at the seconds the finger held it")
    func clockAfterAKeyboardDrag() {
        var h = Harness()
        h.press(.character("d"))
        for _ in 0..<14 { h.press(.character("l"), after: 0.05) }
        h.wait(2)
        #expect(progressLine(h).contains(String(format: "t %.2f of 0.50 s", h.progress * 0.5)), "\(progressLine(h))")
        h.press(.character(" "))
        h.wait(2)
        #expect(h.phase == .completed(didFinish: true))
        #expect(progressLine(h).contains("t 0.50 of 0.50 s"), "\(progressLine(h))")
    }

    @Test("End, then time passing: t stays at the duration")
    func clockAfterEnd() {
        var h = Harness()
        h.press(.end)
        h.wait(5)
        #expect(progressLine(h).contains("fraction 100.0 %  views 100.0 %  t 0.50 of 0.50 s"), "\(progressLine(h))")
        h.press(.home)
        #expect(progressLine(h).contains("t 0.00 of 0.50 s"), "\(progressLine(h))")
    }

    // MARK: Reversal

    @Test("r on a running transition is logged as a reversal, and its end reads as one, not as a cancel")
    func reversalIsAReversal() {
        var h = Harness()
        h.press(.character(" "))
        h.wait(0.2)
        let lines = h.playground.log.count
        h.press(.character("r"))
        #expect(h.phase == .animating(finishing: false))
        let logged = h.playground.log.dropFirst(lines).map(\.text)
        #expect(logged.count == 1 && logged[0].hasPrefix("reversed at ") && logged[0].hasSuffix(" %: runs back to the start"), "\(logged)")
        #expect(!h.logText.contains("cancel called"))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: false))
        #expect(h.screen.contains("↔ reversed: back at the start"))
        #expect(!h.screen.contains("✗ cancelled"))
        // Turned around twice it runs on to the end, and says so.
        h.press(.character(" "))
        h.wait(0.1)
        h.press(.character("r"), .character("r"))
        #expect(h.logText.hasSuffix("runs on to the end"))
        h.wait(1)
        #expect(h.screen.contains("↔ reversed: at the end"))
        // A plain cancel still reads as a cancel.
        h.press(.home, .character(" "))
        h.wait(0.1)
        h.press(.character("x"))
        h.wait(1)
        #expect(h.screen.contains("✗ cancelled"))
    }

    // MARK: Where presets are

    @Test("a broken file at start-up is shown and logged as skipped, not as a failed reload; the same problem on a reload is not logged again")
    func brokenFileAtStartUp() {
        var h = Harness()
        let problem = "/u/mine.json:3:12: title: expected a string"
        h.playground.noteSkipped(problems: [problem])
        #expect(h.playground.banner == problem)
        #expect(h.logText.hasSuffix("skipped: \(problem)"))
        #expect(!h.logText.contains("reload failed"))
        h.playground.reload(presets: h.playground.presets, problems: [problem])
        #expect(!h.logText.contains("reload failed"), "nothing changed")
        h.playground.reload(presets: h.playground.presets, problems: [problem + "!"])
        #expect(h.logText.hasSuffix("reload failed: \(problem)!"), "a new problem on a reload is a failed reload")
    }

    @Test("a file with many problems is one skipped line at start-up, with how many more it has")
    func skippedFileWithManyProblems() {
        var h = Harness()
        let problems = [
            "/u/a.json:1:1: missing required field 'summary'", "/u/a.json:1:1: missing required field 'origin'", "/u/b.json:2:3: title: expected a string",
        ]
        let lines = h.playground.log.count
        h.playground.noteSkipped(problems: problems)
        #expect(
            h.playground.log.dropFirst(lines).map(\.text) == [
                "skipped: /u/a.json:1:1: missing required field 'summary' (+1 more in the file)", "skipped: /u/b.json:2:3: title: expected a string",
            ])
    }

    // MARK: Direct drag (easy-all's dismissal)

    func dismissal() -> Harness {
        var h = Harness("easy-all")
        h.press(.character("o"))
        #expect(h.playground.session?.direct != nil)
        return h
    }

    @Test("d on a view that follows the finger names its own keys, not drag mode's")
    func directDragKeys() {
        var h = dismissal()
        h.press(.character("d"))
        let line = h.playground.log.last?.text ?? ""
        #expect(line.hasPrefix("finger on "), "\(line)")
        #expect(line.contains("←/→/↑/↓ move it 10 pt"))
        #expect(!line.contains("advances"), "→ does not advance a percent here")
    }

    @Test("c, [ ], { } say the distance rule decides instead of changing a policy nobody asks", arguments: ["c", "[", "]", "{", "}"])
    func policyKeysDoNotApply(key: String) {
        var h = dismissal()
        let policy = h.playground.policy
        h.press(.character(Character(key)))
        #expect(h.playground.policy == policy)
        #expect(h.logText.hasSuffix("c and the threshold keys do not apply"), "\(h.logText)")
        #expect(!h.logText.contains("policy "))
        h.press(.character(Character(key)))
        #expect(h.playground.log.filter { $0.text.hasSuffix("do not apply") }.count == 1, "said once")
    }

    @Test("after a dismissal Home puts the alert back, nothing begun, and the mouse takes it again")
    func homeAfterADismissal() {
        let layout = PlaygroundLayout(columns: 120, rows: 40)
        let column = layout.stage.x + layout.stage.width / 2
        let row = layout.stage.y + layout.stage.height / 2
        var h = dismissal()
        h.press(.character("d"))
        for _ in 1...8 { h.press(.down, after: 0.02) }
        h.wait(0.6)
        h.press(.character(" "), after: 0.02)
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true))
        h.press(.home)
        #expect(h.phase == .waiting, "Home starts over: not an active, paused dismissal")
        #expect(h.progress == 0)
        h.mouse(.press, column: column, row: row)
        #expect(h.logText.hasSuffix("drag: alert follows the finger") || h.playground.session?.direct?.isHeld == true, "\(h.logText)")
        #expect(!h.logText.contains("is under way"))
        h.mouse(.drag, column: column, row: row + 2, after: 0.05)
        #expect(h.screen.contains("holds "), "the inspector shows the finger holding the view\n\(h.screen)")
        #expect(!h.screen.contains("(no finger)"))
        h.mouse(.release, column: column, row: row + 2, after: 0.02)
    }

    @Test("x while the keyboard's finger holds the view beyond the rule's distance springs it back, as d says, instead of dismissing")
    func cancelSpringsBack() {
        var h = dismissal()
        h.press(.character("d"))
        #expect(h.logText.hasSuffix("⌫ springs it back"))
        for _ in 1...8 { h.press(.down, after: 0.02) }
        h.wait(0.6)
        #expect(h.screen.contains("release now → dismiss"))
        h.press(.character("x"))
        #expect(h.playground.finger == nil)
        h.wait(1)
        #expect(h.logText.contains("cancel called"), "\(h.logText)")
        #expect(!h.logText.contains("→ dismiss:"), "the rule was not asked: \(h.logText)")
        #expect(h.logText.hasSuffix("completed at start"), "\(h.logText)")
        #expect(h.phase == .waiting)
    }

    @Test("while the keyboard's finger holds the view, the inspector shows it and its velocity")
    func inspectorShowsTheFinger() {
        var h = dismissal()
        h.press(.character("d"))
        for _ in 1...3 { h.press(.down, after: 0.05) }
        h.wait(0.05)
        let line = h.screen.split(separator: "\n").first { $0.contains("velocity  ") }.map(String.init) ?? ""
        #expect(line.contains("pt/s (finger holds "), "\(line)")
    }

    // MARK: Command-line and key nits

    @Test("- at the slowest speed and + at the fastest say so once instead of logging the same speed again")
    func speedLimits() {
        var h = Harness()
        for _ in 0..<10 { h.press(.character("-")) }
        #expect(h.playground.speed == 0.1)
        #expect(h.playground.log.filter { $0.text == "speed 0.1×" }.count == 1)
        #expect(h.playground.log.filter { $0.text == "speed 0.1×, the slowest" }.count == 1)
        for _ in 0..<10 { h.press(.character("+")) }
        #expect(h.playground.speed == 4)
        #expect(h.playground.log.filter { $0.text == "speed 4×, the fastest" }.count == 1)
    }

    @Test("one outside change reported by two reloads (sed -i) is logged and asked once")
    func outsideChangeOnce() throws {
        var h = Harness("fade")
        h.playground.setDocuments(PresetCatalog.builtIn().documents, userFolder: "/u")
        h.press(.character("e"), .right)
        var documents = PresetCatalog.builtIn().documents
        let theirs = try #require(documents["fade"]?.text.replacingOccurrences(of: "\"duration\": 0.5", with: "\"duration\": 2"))
        documents["fade"]?.text = theirs
        let specs = PresetCatalog.builtIn().entries.map(\.spec)
        h.playground.reload(presets: specs, problems: [], documents: documents)
        h.playground.reload(presets: specs, problems: [], documents: documents)
        #expect(h.playground.log.filter { $0.text.hasSuffix("changed on disk while edited") }.count == 1, "\(h.logText)")
        #expect(h.screen.contains("changed on disk while fade has unsaved edits"))
        h.press(.character("k"))
        #expect(h.playground.edit.prompt == nil)
        // A further change to the file is a new change, asked about again.
        documents["fade"]?.text += " "
        h.playground.reload(presets: specs, problems: [], documents: documents)
        #expect(h.playground.log.filter { $0.text.hasSuffix("changed on disk while edited") }.count == 2)
    }
}
