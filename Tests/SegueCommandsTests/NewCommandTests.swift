import Foundation
import SegueEngine
import SeguePresets
import SegueTestSupport
import Testing

@testable import SegueCommands

@Suite("new")
struct NewCommandTests {
    /// Runs `segue new ARGUMENTS` in process with the user folder under `home`.
    func new(_ arguments: [String], home: URL) throws -> CapturedRun {
        var io = CommandIO(output: "", error: "")
        let code: ExitCode
        do {
            let command = try NewCommand(ArgumentParser.parse(arguments, for: NewCommand.interface))
            code = command.run(&io, environment: ["XDG_CONFIG_HOME": home.path])
        } catch {
            return CapturedRun(code: .usage, output: "", error: error.message)
        }
        return CapturedRun(code: code, output: io.output as? String ?? "", error: io.error as? String ?? "")
    }

    func userFolder(_ home: URL) -> String { home.path + "/segue/presets" }

    @Test("new NAME writes the template into the user folder: it lints clean, decodes, and says how to open it")
    func template() throws {
        let home = try makeTemporaryFolder("segue-new")
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try new(["my-slide"], home: home)
        let path = userFolder(home) + "/my-slide.json"
        #expect(run.code == .success, "\(run.error)")
        #expect(run.output == "wrote \(path)\nopen it: \(SegueCLI.programName) play my-slide\n")
        var lintIO = CommandIO(output: "", error: "")
        #expect(LintCommand(paths: [path]).run(&lintIO, fileSystem: DiskFileSystem()) == .success, "\(lintIO.output as? String ?? "")")
        #expect(lintIO.error as? String == "checked 1 file: 1 preset, no problems\n")
        let spec = try PresetDecoder.decode(String(contentsOfFile: path, encoding: .utf8), file: path)
        #expect(spec.name == "my-slide")
        #expect(spec.title == "My Slide")
        #expect(spec.operations == [.present])
        #expect(spec.interactions.map(\.operation) == [.dismiss])
        // It plays: the presented screen is off to the right at the start and in place at the end.
        let transition = try spec.transition(for: .present, direction: nil, container: Size(width: 390, height: 844))
        #expect(transition.operation == .present)
    }

    @Test("new NAME --from cube is cube's file with only its name changed")
    func copy() throws {
        let home = try makeTemporaryFolder("segue-new")
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try new(["my-cube", "--from", "cube"], home: home)
        #expect(run.code == .success, "\(run.error)")
        let path = userFolder(home) + "/my-cube.json"
        #expect(run.output.hasPrefix("wrote \(path) (a copy of cube)\n"))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let cube = try #require(BuiltInPresets.files.first { $0.name == "cube.json" }).text
        let changed = zip(written.split(separator: "\n", omittingEmptySubsequences: false), cube.split(separator: "\n", omittingEmptySubsequences: false))
            .filter { $0 != $1 }
        #expect(written.split(separator: "\n").count == cube.split(separator: "\n").count)
        #expect(changed.map { String($0.0) } == ["  \"name\": \"my-cube\","])
        #expect(changed.map { String($0.1) } == ["  \"name\": \"cube\","])
        var lintIO = CommandIO(output: "", error: "")
        #expect(LintCommand(paths: [path]).run(&lintIO, fileSystem: DiskFileSystem()) == .success, "\(lintIO.output as? String ?? "")")
    }

    @Test("new NAME --presets DIR writes into DIR (made when missing) and the hint names DIR")
    func intoFolder() throws {
        let home = try makeTemporaryFolder("segue-new")
        defer { try? FileManager.default.removeItem(at: home) }
        let dir = home.path + "/mine"
        let run = try new(["fresh", "--presets", dir], home: home)
        #expect(run.code == .success, "\(run.error)")
        #expect(run.output == "wrote \(dir)/fresh.json\nopen it: \(SegueCLI.programName) play fresh --presets \(dir)\n")
        #expect(FileManager.default.fileExists(atPath: dir + "/fresh.json"))
        #expect(!FileManager.default.fileExists(atPath: userFolder(home)))
    }

    @Test("an existing file is refused, exit 1, and left as it was")
    func existingFile() throws {
        let home = try makeTemporaryFolder("segue-new")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(atPath: userFolder(home), withIntermediateDirectories: true)
        let path = userFolder(home) + "/taken.json"
        try "not a preset".write(toFile: path, atomically: false, encoding: .utf8)
        let run = try new(["taken"], home: home)
        #expect(run.code == .failure)
        #expect(run.error == "Error: \(path) already exists; give another NAME, or edit that file\n")
        #expect(run.output.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "not a preset")
        #expect(try FileManager.default.contentsOfDirectory(atPath: userFolder(home)) == ["taken.json"])
    }

    @Test("a NAME lint refuses and an unknown --from are usage errors (exit 64), writing nothing")
    func usageErrors() throws {
        let home = try makeTemporaryFolder("segue-new")
        defer { try? FileManager.default.removeItem(at: home) }
        let badName = try new(["My_Slide"], home: home)
        #expect(badName.code == .usage)
        #expect(badName.error.contains("'My_Slide' is not a kebab-case name"), "\(badName.error)")
        let unknown = try new(["mine", "--from", "cubee"], home: home)
        #expect(unknown.code == .usage)
        #expect(unknown.error.contains("unknown preset 'cubee'; did you mean 'cube'?"), "\(unknown.error)")
        #expect(!FileManager.default.fileExists(atPath: userFolder(home)))
        // Through the CLI: the usage line and exit 64.
        let cli = segue("new", "Bad Name")
        #expect(cli.code == .usage)
        #expect(cli.error.contains("Usage: \(SegueCLI.programName) new NAME [--from PRESET] [--presets DIR]"), "\(cli.error)")
        #expect(segue("new").code == .usage)
        #expect(segue("new", "a", "b").code == .usage)
    }

    @Test("NAME of a built-in preset makes a file that shadows it, and says so")
    func shadowingName() throws {
        let home = try makeTemporaryFolder("segue-new")
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try new(["cube", "--from", "cube"], home: home)
        #expect(run.code == .success, "\(run.error)")
        #expect(
            run.output.hasPrefix(
                "wrote \(userFolder(home))/cube.json (a copy of cube; it shadows the built-in preset cube: see '\(SegueCLI.programName) list --shadowed')\n"))
        let written = try String(contentsOfFile: userFolder(home) + "/cube.json", encoding: .utf8)
        #expect(written == BuiltInPresets.files.first { $0.name == "cube.json" }?.text)
    }

    @Test("the command is registered and in the top-level help")
    func registered() {
        #expect(CommandRegistry.standard.command(named: "new") != nil)
        #expect(HelpText.topLevel(.standard).contains("  new "))
    }
}

@Suite("README commands table")
struct ReadmeCommandsTableTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    static func rows() throws -> [String] {
        try String(contentsOf: readme, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("| `segue") }.map(String.init)
    }

    @Test("the README's commands table has a row for every registered command")
    func everyCommandHasARow() throws {
        let rows = try Self.rows()
        for name in CommandRegistry.standard.names {
            #expect(rows.contains { $0.contains("`segue \(name) ") || $0.contains("`segue \(name)`") }, "README.md's commands table lacks \(name)")
        }
    }

    @Test("the README's commands table is the one the code makes (SEGUE_REGENERATE_README=1 rewrites it)")
    func tableIsGenerated() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "| Command | Does |"), "README.md has no commands table")
        let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.count
        let generated = CommandsTable.markdown().components(separatedBy: "\n")
        if ProcessInfo.processInfo.environment["SEGUE_REGENERATE_README"] == "1" {
            lines.replaceSubrange(start..<end, with: generated)
            try lines.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8)
        } else {
            #expect(
                Array(lines[start..<end]) == generated,
                "README.md's commands table drifts from CommandsTable: run SEGUE_REGENERATE_README=1 swift test --filter ReadmeCommandsTableTests")
        }
    }

    @Test("every row gives its command's synopsis as the code has it (play's row also names plain segue)")
    func synopses() throws {
        let rows = try Self.rows()
        for name in CommandRegistry.standard.names {
            guard let interface = CommandRegistry.standard.command(named: name)?.interface else { continue }
            let cell = "`segue \(interface.name) \(interface.synopsis.replacingOccurrences(of: "|", with: "\\|"))` |"
            #expect(rows.contains { $0.hasPrefix("| " + cell) || $0.hasPrefix("| `segue` / " + cell) }, "README.md's commands table lacks \(cell)")
        }
    }
}

@Suite("README limits table")
struct ReadmeLimitsTableTests {
    @Test("the README's limits table is the one the code makes from its bounds (SEGUE_REGENERATE_README=1 rewrites it)")
    func tableIsGenerated() throws {
        let readme = ReadmeCommandsTableTests.readme
        var lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "| What | Bound |"), "README.md has no limits table")
        let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.count
        let generated = LimitsTable.markdown.components(separatedBy: "\n")
        if ProcessInfo.processInfo.environment["SEGUE_REGENERATE_README"] == "1" {
            lines.replaceSubrange(start..<end, with: generated)
            try lines.joined(separator: "\n").write(to: readme, atomically: true, encoding: .utf8)
        } else {
            #expect(
                Array(lines[start..<end]) == generated,
                "README.md's limits table drifts from LimitsTable: run SEGUE_REGENERATE_README=1 swift test --filter ReadmeLimitsTableTests")
        }
    }

    @Test("grouped counts and powers of ten read as the README writes them")
    func numberWords() {
        #expect(LimitsTable.grouped(1_000_000) == "1,000,000" && LimitsTable.grouped(4096) == "4,096" && LimitsTable.grouped(80) == "80")
        #expect(LimitsTable.power(1e12) == "1e12" && LimitsTable.seconds(60) == "60 s")
    }
}
