import SegueEngine
import SeguePresets
import SegueText
import Testing

@testable import SegueCommands

@Suite("list and lint")
struct PresetCommandsTests {
    @Test func lintPrintsEveryProblemAndFails() {
        var out = ""
        var err = ""
        var io = CommandIO(output: out, error: err)
        let fs = InMemoryFileSystem(["p/bad.json": "{\"name\": \"bad\", \"titel\": 1}", "p/empty.json": ""])
        #expect(LintCommand(paths: ["p"]).run(&io, fileSystem: fs) == .failure)
        out = io.output as! String
        err = io.error as! String
        #expect(out.hasPrefix("p/bad.json:1:1: missing required field 'title'\n"))
        #expect(out.contains("p/bad.json:1:17: titel: unknown field 'titel'; did you mean 'title'?\n"))
        #expect(out.hasSuffix("p/empty.json:1:1: empty file; expected a JSON object\n"))
        #expect(err == "9 problems in 2 of 2 files; 0 presets valid\n")
    }

    @Test func lintOfTheBuiltInsSucceeds() {
        var io = CommandIO(output: "", error: "")
        let fs = InMemoryFileSystem(Dictionary(uniqueKeysWithValues: BuiltInPresets.files.map { ("presets/" + $0.name, $0.text) }))
        #expect(LintCommand(paths: ["presets"]).run(&io, fileSystem: fs) == .success)
        #expect(io.output as! String == "")
        #expect(io.error as! String == "checked \(BuiltInPresets.files.count) files: \(BuiltInPresets.files.count) presets, no problems\n")
    }

    @Test("lint without a PATH outside a source checkout checks the user preset folder and names it")
    func lintChecksTheUserFolder() throws {
        let fs = InMemoryFileSystem(["/cfg/segue/presets/bad.json": "{\"name\": \"bad\"}"])
        var io = CommandIO(output: "", error: "")
        let lint = try LintCommand(ArgumentParser.parse([], for: LintCommand.interface))
        #expect(lint.run(&io, fileSystem: fs, environment: ["XDG_CONFIG_HOME": "/cfg"]) == .failure)
        let out = io.output as? String ?? ""
        #expect(out.hasPrefix("/cfg/segue/presets/bad.json:1:1: "), "\(out)")
        let err = io.error as? String ?? ""
        #expect(err.hasPrefix("the user preset folder /cfg/segue/presets: "), "\(err)")
        #expect(!err.contains("no such file or folder"))
    }

    @Test("lint without a PATH, with no presets folder here and no user folder yet, says so and succeeds")
    func lintWithNothingToCheck() throws {
        var io = CommandIO(output: "", error: "")
        let lint = try LintCommand(ArgumentParser.parse([], for: LintCommand.interface))
        #expect(lint.run(&io, fileSystem: InMemoryFileSystem([:]), environment: ["HOME": "/users/u"]) == .success)
        #expect(
            io.error as! String == "no presets folder here, and the user preset folder /users/u/.config/segue/presets does not exist yet: nothing to check\n")
    }

    @Test("lint without a PATH in a source checkout checks ./presets, as before")
    func lintInACheckout() throws {
        var io = CommandIO(output: "", error: "")
        let fs = InMemoryFileSystem(["presets/fade.json": BuiltInPresets.files.first { $0.name == "fade.json" }!.text])
        let lint = try LintCommand(ArgumentParser.parse([], for: LintCommand.interface))
        #expect(lint.run(&io, fileSystem: fs, environment: ["XDG_CONFIG_HOME": "/cfg"]) == .success)
        #expect(io.error as! String == "checked 1 file: 1 preset, no problems\n")
    }

    @Test func listShowsNameTitleAndOrigin() {
        let table = ListCommand.table(PresetCatalog.builtIn().entries)
        // Columns are padded to the longest name and title, so the row depends on the catalog.
        let move = table.split(separator: "\n").first { $0.hasPrefix("move ") }.map(String.init) ?? ""
        #expect(
            move.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
                == ["move", "Move", "exact", "Touchwonders/Transition: MoveTransitionAnimation"])
        let json = ListCommand.json(PresetCatalog.builtIn().entries)
        #expect(
            json.contains(
                "{\"name\": \"page-sheet\", \"title\": \"Page Sheet\", \"origin\": {\"library\": \"UIKit\", \"reproduces\": \"UIModalPresentationStyle.pageSheet (iOS 13)\"}, \"source\": \"built-in\", "
            ))
        #expect(JSONText.quote("a\"b\\\n") == "\"a\\\"b\\\\\\n\"")
    }
}
