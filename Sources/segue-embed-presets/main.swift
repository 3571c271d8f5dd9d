// The build tool behind the EmbedPresets plugin: writes the Swift source of `BuiltInPresets`, the
// preset files as string literals, so the `segue` binary carries its catalog and works from any
// folder. Usage: segue-embed-presets OUTPUT.swift PRESET.json...
import Foundation

/// A raw string literal that holds `text` exactly, its last newline included: enough `#`s that no
/// `"""#…` inside it closes early. (A multi-line literal drops the line break before its closing
/// delimiter, so the text goes in whole and one line break follows it.)
func rawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\"" + hashes) { hashes += "#" }
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: segue-embed-presets OUTPUT.swift PRESET.json...\n".utf8))
    exit(64)
}
var source = """
    // Generated at build time from presets/*.json by the EmbedPresets plugin. Not in the repository.

    /// The built-in presets: file name and JSON text of every preset file in `presets/`, by name.
    public enum BuiltInPresets {
        public static let files: [(name: String, text: String)] = [

    """
for path in arguments.dropFirst().sorted(by: { ($0 as NSString).lastPathComponent < ($1 as NSString).lastPathComponent }) {
    let text: String
    do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
        FileHandle.standardError.write(Data("segue-embed-presets: cannot read \(path): \(error.localizedDescription)\n".utf8))
        exit(1)
    }
    source += "        (\"\((path as NSString).lastPathComponent)\", \(rawLiteral(text))),\n"
}
source += "    ]\n}\n"
do { try source.write(toFile: output, atomically: true, encoding: .utf8) } catch {
    FileHandle.standardError.write(Data("segue-embed-presets: cannot write \(output): \(error.localizedDescription)\n".utf8))
    exit(1)
}
