import SegueEngine

/// The presets Segue knows: the built-in ones (embedded in the binary from `presets/`), then the
/// user folder and any `--presets` folders, each adding presets or overriding earlier ones by name.
/// A broken file is reported in `problems` and skipped; the rest load.
public struct PresetCatalog: Sendable {
    /// Where a preset came from.
    public enum Source: Hashable, Sendable, CustomStringConvertible {
        case builtIn
        case file(String)
        public var description: String {
            switch self {
            case .builtIn: "built-in"
            case .file(let path): path
            }
        }
    }

    public struct Entry: Sendable {
        public var spec: TransitionSpec
        public var source: Source
        /// True when this preset replaced one of the same name loaded earlier.
        public var overrides: Bool
        /// True when this preset is a file of the same name as a built-in one, which it replaced
        /// (directly, or through a file that did): `segue list --shadowed`.
        public var shadowsBuiltIn: Bool
        /// The file's text, for editing and saving it back (`PresetPatch`).
        public var document: PresetDocument
    }

    /// By name, sorted.
    public private(set) var entries: [Entry]
    /// Problems with files that were skipped (and missing `--presets` folders).
    public private(set) var problems: [Diagnostic]

    public static let schemaFileName = "segue-preset.schema.json"

    /// The user preset folder: `$XDG_CONFIG_HOME/segue/presets`, else `$HOME/.config/segue/presets`.
    public static func userFolder(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty { return xdg + "/segue/presets" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.config/segue/presets" }
        return nil
    }

    /// Only the built-in presets, decoded once per process (they are part of the binary).
    public static func builtIn() -> PresetCatalog { decodedBuiltIn }

    private static let decodedBuiltIn: PresetCatalog = {
        var catalog = PresetCatalog(entries: [], problems: [])
        for (file, text) in BuiltInPresets.files {
            catalog.add(text: text, file: "presets/" + file, source: .builtIn)
        }
        return catalog
    }()

    /// The built-in presets, then the user folder (skipped when missing), then `folders` in order
    /// (a missing one is a problem).
    public static func load(userFolder: String?, folders: [String] = [], fileSystem: some PresetFileSystem) -> PresetCatalog {
        var catalog = builtIn()
        if let userFolder, fileSystem.kind(of: userFolder) == .directory {
            catalog.addFolder(userFolder, fileSystem: fileSystem)
        }
        for folder in folders {
            let kind = fileSystem.kind(of: folder)
            guard kind == .directory else {
                catalog.problems.append(
                    Diagnostic(file: folder, location: SourceLocation(line: 1, column: 1), path: "", message: kind?.notAFolder ?? "no such folder"))
                continue
            }
            catalog.addFolder(folder, fileSystem: fileSystem)
        }
        return catalog
    }

    /// The catalog without the presets named in `names` (a program's own transitions of those
    /// names hide them); its problems stay.
    public func hiding(_ names: Set<String>) -> PresetCatalog {
        var catalog = self
        catalog.entries.removeAll { names.contains($0.spec.name) }
        return catalog
    }

    /// The files that replace a built-in preset of the same name, by name.
    public var shadowing: [Entry] { entries.filter(\.shadowsBuiltIn) }

    public subscript(name: String) -> TransitionSpec? { entries.first { $0.spec.name == name }?.spec }
    public var names: [String] { entries.map(\.spec.name) }
    /// Each preset's file, by preset name.
    public var documents: [String: PresetDocument] {
        Dictionary(entries.map { ($0.spec.name, $0.document) }, uniquingKeysWith: { $1 })
    }

    mutating func addFolder(_ folder: String, fileSystem: some PresetFileSystem) {
        let files: [String]
        do { files = try fileSystem.presetFiles(in: folder) } catch {
            problems.append(Diagnostic(file: folder, location: SourceLocation(line: 1, column: 1), path: "", message: "cannot read the folder: \(error)"))
            return
        }
        for path in files {
            do { add(text: try fileSystem.read(path), file: path, source: .file(path)) } catch {
                problems.append(Diagnostic(file: path, location: SourceLocation(line: 1, column: 1), path: "", message: "cannot read the file: \(error)"))
            }
        }
    }

    mutating func add(text: String, file: String, source: Source) {
        do {
            let spec = try PresetDecoder.decode(text, file: file)
            let replaced = entries.firstIndex { $0.spec.name == spec.name }
            let shadowsBuiltIn = replaced.map { entries[$0].source == .builtIn || entries[$0].shadowsBuiltIn } ?? false
            if let replaced { entries.remove(at: replaced) }
            entries.append(
                Entry(
                    spec: spec, source: source, overrides: replaced != nil, shadowsBuiltIn: shadowsBuiltIn,
                    document: PresetDocument(text: text, file: file, source: source)))
            entries.sort { $0.spec.name < $1.spec.name }
        } catch {
            problems += error.diagnostics
        }
    }
}
