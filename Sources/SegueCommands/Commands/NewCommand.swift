import Foundation
import SegueEngine
import SeguePresets
import SegueText

/// `segue new NAME [--from PRESET] [--presets DIR]`: writes a new preset file `NAME.json` into the
/// user preset folder (or DIR): a small template of ours, or a copy of PRESET's file with its `name`
/// set to NAME. Never replaces a file that is there.
public struct NewCommand: Subcommand, Equatable {
    /// The new preset's name, kebab-case (lint's rule).
    public var name: String
    /// The preset whose file is copied; nil: the template (`PresetTemplate`).
    public var from: String?
    /// Where the file goes instead of the user folder (and where `--from` also looks).
    public var presetsFolder: String?

    public init(name: String, from: String? = nil, presetsFolder: String? = nil) {
        self.name = name
        self.from = from
        self.presetsFolder = presetsFolder
    }

    static let fromOption = OptionSpec.option(
        "from", value: "PRESET", help: "Copy this preset's file (built-in or a user file) instead of starting from the template.")
    static let presetsOption = OptionSpec.option(
        "presets", value: "DIR", help: "Write the file into DIR instead of the user preset folder (--from looks there too).")

    public static let interface = CommandInterface(
        name: "new",
        summary: "Write a new preset file into the user preset folder, from a template or a copy.",
        synopsis: "NAME [--from PRESET] [--presets DIR]",
        arguments: [ArgumentSpec("NAME", help: "The new preset's name, kebab-case (e.g. my-slide); the file is NAME.json.")],
        options: [fromOption, presetsOption],
        discussion: """
            Writes NAME.json into the user preset folder ($XDG_CONFIG_HOME/segue/presets, else
            ~/.config/segue/presets; made when missing), or into DIR with --presets. Without --from
            the file is a small template: the presented screen slides in from the right on present
            and back on dismiss, and a pan from the left edge dismisses it. With --from it is a copy
            of that preset's file, its "name" set to NAME. The file lints clean; open it with
            'segue play NAME'. A file already at the place is never replaced (exit 1). A NAME that
            is a built-in preset's makes a file that shadows it (see 'segue list --shadowed').

            Example:
              $ segue new my-cube --from cube
              wrote ~/.config/segue/presets/my-cube.json (a copy of cube)
              open it: segue play my-cube
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        name = arguments.positionals[0]
        from = arguments.value("from")
        presetsFolder = arguments.value("presets")
        if let problem = PresetDecoder.nameProblem(name) { throw UsageError("NAME: " + problem) }
    }

    public func run(_ io: inout CommandIO) -> ExitCode { run(&io, environment: ProcessInfo.processInfo.environment) }

    /// Writes the file; `environment` gives the user folder (`PresetCatalog.userFolder`).
    func run(_ io: inout CommandIO, environment: [String: String]) -> ExitCode {
        do throws(CommandFailure) {
            let (path, note) = try write(environment: environment)
            io.print("wrote \(path)" + note)
            io.print("open it: \(SegueCLI.programName) play \(name)" + (presetsFolder.map { " --presets \(Self.shellQuoted($0))" } ?? ""))
            return .success
        } catch {
            return error.report(&io)
        }
    }

    /// The path written and what it is (` (a copy of cube; it shadows the built-in preset cube: …)`).
    func write(environment: [String: String]) throws(CommandFailure) -> (path: String, note: String) {
        guard let folder = presetsFolder ?? PresetCatalog.userFolder(environment: environment) else {
            throw .runtime("no user preset folder (set XDG_CONFIG_HOME or HOME), and no --presets DIR")
        }
        // A missing DIR is made (below); a file or a device there is refused.
        if let dir = presetsFolder, let why = DiskFileSystem().kind(of: dir)?.notAFolder { throw .runtime("--presets \(Excerpt.of(dir)): \(why)") }
        let path = folder + "/" + name + ".json"
        var info = stat()
        if lstat(path, &info) == 0 { throw .runtime("\(path) already exists; give another NAME, or edit that file") }
        let fileSystem = DiskFileSystem()
        let folders = presetsFolder.flatMap { fileSystem.kind(of: $0) == .directory ? [$0] : nil } ?? []
        let catalog = PresetCatalog.load(userFolder: PresetCatalog.userFolder(environment: environment), folders: folders, fileSystem: fileSystem)
        let text: String
        var notes: [String] = []
        if let from {
            guard let entry = catalog.entries.first(where: { $0.spec.name == from }) else {
                throw PresetChoice.missing(from, in: catalog, among: catalog.names, command: Self.interface.name)
            }
            do { text = try PresetPatch.setting(PresetPatch.quoted(name), at: [.key("name")], in: entry.document.text) } catch {
                throw .runtime("cannot copy \(entry.document.file): \(error)")
            }
            notes.append("a copy of \(from)")
        } else {
            text = PresetTemplate.text(name: name)
        }
        do { _ = try PresetDecoder.decode(text, file: path) } catch {
            throw .runtime("the new file would not load:\n" + error.diagnostics.map(\.description).joined(separator: "\n"))
        }
        if catalog.entries.contains(where: { $0.spec.name == name && $0.source == .builtIn }) {
            notes.append("it shadows the built-in preset \(name): see '\(SegueCLI.programName) list --shadowed'")
        }
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw .runtime("cannot create the folder \(folder): \(error.localizedDescription)")
        }
        do { try OutputFile.replace(path, with: Array(text.utf8), policy: .preset) } catch { throw .runtime(error.description) }
        return (path, notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")
    }

    /// `path` as a shell word: as it is when it has only safe characters, else in single quotes.
    static func shellQuoted(_ path: String) -> String {
        let safe = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+,:=@".contains($0) }
        return safe && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
