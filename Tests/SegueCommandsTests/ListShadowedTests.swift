import Foundation
import SegueEngine
import SeguePresets
import SegueTestSupport
import SegueText
import Testing

@testable import SegueCommands

@Suite("list: files that shadow a built-in preset")
struct ListShadowedTests {
    static let cube = BuiltInPresets.files.first { $0.name == "cube.json" }!.text
    static let fade = BuiltInPresets.files.first { $0.name == "fade.json" }!.text

    /// A user folder with a copy of cube (shadowing it) and a preset of a new name.
    static func catalog() throws -> PresetCatalog {
        let mine = try PresetPatch.setting(PresetPatch.quoted("mine"), at: [.key("name")], in: fade)
        let fs = InMemoryFileSystem(["/u/cube.json": cube, "/u/mine.json": mine])
        return PresetCatalog.load(userFolder: "/u", fileSystem: fs)
    }

    @Test("the catalog marks a file with a built-in preset's name, and only that one")
    func catalogMarks() throws {
        let catalog = try Self.catalog()
        #expect(catalog.shadowing.map(\.spec.name) == ["cube"])
        #expect(catalog.shadowing.map(\.source) == [.file("/u/cube.json")])
        #expect(catalog.entries.first { $0.spec.name == "mine" }?.shadowsBuiltIn == false)
        #expect(catalog.entries.first { $0.spec.name == "fade" }?.shadowsBuiltIn == false)
        #expect(PresetCatalog.builtIn().shadowing.isEmpty)
    }

    @Test("a --presets file over a user file that shadows a built-in still shadows it")
    func shadowThroughAnotherFile() throws {
        let fs = InMemoryFileSystem(["/u/cube.json": Self.cube, "/p/cube.json": Self.cube])
        let catalog = PresetCatalog.load(userFolder: "/u", folders: ["/p"], fileSystem: fs)
        #expect(catalog.shadowing.map(\.source) == [.file("/p/cube.json")])
    }

    @Test("the table says the file and that it shadows the built-in; a file of a new name only its file")
    func table() throws {
        let rows = ListCommand.table(try Self.catalog().entries).split(separator: "\n").map(String.init)
        let cube = try #require(rows.first { $0.hasPrefix("cube ") })
        #expect(cube.hasSuffix(": ADCubeTransition (/u/cube.json, shadows the built-in)"), "\(cube)")
        let mine = try #require(rows.first { $0.hasPrefix("mine ") })
        #expect(mine.hasSuffix(" (/u/mine.json)"), "\(mine)")
        let fade = try #require(rows.first { $0.hasPrefix("fade ") })
        #expect(fade.hasSuffix(": ADFadeTransition"), "\(fade)")
    }

    @Test("the JSON has \"shadows\": \"built-in\" for the shadowing file, null for the others")
    func json() throws {
        let json = ListCommand.json(try Self.catalog().entries)
        #expect(json.contains("\"source\": \"/u/cube.json\", \"shadows\": \"built-in\", "))
        #expect(json.contains("\"source\": \"/u/mine.json\", \"shadows\": null, "))
        #expect(json.contains("\"source\": \"built-in\", \"shadows\": null, "))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(decoded?.count == PresetCatalog.builtIn().entries.count + 1)
    }

    @Test("--shadowed lists only the shadowing files: name, file, shadows the built-in")
    func shadowedTable() throws {
        #expect(ListCommand.shadowedTable(try Self.catalog().shadowing) == "cube  /u/cube.json  shadows the built-in")
    }

    @Test("segue list --shadowed with a --presets folder: its copy of cube, in the table and as JSON")
    func shadowedCommand() throws {
        let folder = try makeTemporaryFolder("segue-shadowed")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.path + "/cube.json"
        try Self.cube.write(toFile: file, atomically: false, encoding: .utf8)
        let run = segue("list", "--shadowed", "--presets", folder.path)
        #expect(run.code == .success, "\(run.error)")
        #expect(run.output.split(separator: "\n").contains { $0 == "cube  \(file)  shadows the built-in" }, "\(run.output)")
        #expect(!run.output.contains("fade"))
        let json = segue("list", "--shadowed", "--json", "--presets", folder.path)
        #expect(json.code == .success)
        #expect(json.output.contains("\"source\": \(JSONText.quote(file)), \"shadows\": \"built-in\""), "\(json.output)")
        let all = segue("list", "--presets", folder.path)
        #expect(all.output.contains("(\(file), shadows the built-in)"))
    }

    @Test("--shadowed with nothing shadowed says so on stderr and succeeds")
    func nothingShadowed() throws {
        let folder = try makeTemporaryFolder("segue-shadowed")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: folder.path + "/segue/presets", withIntermediateDirectories: true)
        try Self.fade.write(toFile: folder.path + "/segue/presets/other.json", atomically: false, encoding: .utf8)
        // A user folder whose one file is broken (its name is not its file's), an empty --presets folder.
        var io = CommandIO(output: "", error: "")
        let list = ListCommand(shadowed: true, presetsFolder: folder.path + "/segue")
        #expect(list.run(&io, coded: .none, environment: ["XDG_CONFIG_HOME": folder.path]) == .success)
        #expect(io.output as? String == "")
        #expect((io.error as? String ?? "").hasSuffix("no preset file shadows a built-in preset\n"))
        var json = CommandIO(output: "", error: "")
        #expect(ListCommand(json: true, shadowed: true).run(&json, coded: .none, environment: ["XDG_CONFIG_HOME": folder.path]) == .success)
        #expect(json.output as? String == "[]\n")
    }
}
