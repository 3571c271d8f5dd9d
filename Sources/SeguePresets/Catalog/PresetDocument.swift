/// A preset's file as text, and where saving it goes: the file it came from, or, for a built-in
/// preset, a copy in the user folder (the embedded catalog is never written).
public struct PresetDocument: Hashable, Sendable {
    /// The file's text as loaded (or as last saved).
    public var text: String
    /// The path diagnostics name (`presets/fade.json` for a built-in preset).
    public var file: String
    public var source: PresetCatalog.Source

    public init(text: String, file: String, source: PresetCatalog.Source) {
        self.text = text
        self.file = file
        self.source = source
    }

    /// Where `Save` writes: the file itself, or `<userFolder>/<name>.json` for a built-in preset;
    /// nil when a built-in preset has no user folder to go to.
    public func saveTarget(name: String, userFolder: String?) -> String? {
        switch source {
        case .file(let path): path
        case .builtIn: userFolder.map { $0 + "/" + name + ".json" }
        }
    }
}
