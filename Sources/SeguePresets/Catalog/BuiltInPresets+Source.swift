/// The generator of `BuiltInPresets.swift`: the preset files as Swift string literals, so the
/// binary carries the catalog and `segue` works from any folder. A test regenerates the source from
/// `presets/` and fails when the committed file is out of step (set `SEGUE_REGENERATE_PRESETS=1` to
/// rewrite it).
extension BuiltInPresets {
    /// The Swift source embedding `files` (file name → JSON text), sorted by file name.
    public static func swiftSource(files: [(name: String, text: String)]) -> String {
        var out = """
        // Generated from presets/*.json by BuiltInPresetsTests (SEGUE_REGENERATE_PRESETS=1 swift test --filter BuiltInPresets).
        // Do not edit: change the JSON files and regenerate.

        /// The built-in presets: file name and JSON text of every file in `presets/`.
        public enum BuiltInPresets {
            public static let files: [(name: String, text: String)] = [

        """
        for file in files.sorted(by: { $0.name < $1.name }) {
            out += "        (\"\(file.name)\", ##\"\"\"\n\(file.text.hasSuffix("\n") ? String(file.text.dropLast()) : file.text)\n\"\"\"##),\n"
        }
        out += "    ]\n}\n"
        return out
    }
}
