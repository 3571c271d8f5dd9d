import Foundation

/// Paths in the repository, found from this file's location (tests read `presets/` directly).
enum RepositoryFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let presets = root.appendingPathComponent("presets")
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every `presets/*.json` except the schema: (file name, text), sorted.
    static func shippedPresets() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: presets.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
            .sorted()
            .map { ($0, try String(contentsOf: presets.appendingPathComponent($0), encoding: .utf8)) }
    }
}
