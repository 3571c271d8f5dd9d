import Foundation
import Testing

@testable import SeguePresets

/// README's "Presets" table is generated from the built-in catalog, so it lists every preset that
/// ships. `SEGUE_REGENERATE_PRESETS=1 swift test --filter BuiltInPresets` rewrites it.
@Suite("BuiltInPresets README table")
struct BuiltInPresetsReadmeTests {
    static let begin = "<!-- presets:begin (generated from presets/; see Tests/SeguePresetsTests/ReadmePresetTableTests.swift) -->"
    static let end = "<!-- presets:end -->"
    static let readme = RepositoryFiles.root.appendingPathComponent("README.md")

    /// One row per preset, in catalog (name) order.
    static func table(_ catalog: PresetCatalog) -> String {
        var rows = ["| Name | Title | Origin | Fidelity |", "|---|---|---|---|"]
        for spec in catalog.entries.map(\.spec) {
            rows.append("| `\(spec.name)` | \(spec.title) | \(spec.origin.library): \(spec.origin.reproduces) | \(spec.fidelity?.kind ?? "–") |")
        }
        return rows.joined(separator: "\n")
    }

    @Test func readmeListsEveryPreset() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let catalog = PresetCatalog.builtIn()
        let start = try #require(text.range(of: Self.begin), "README has no presets table marker")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let expected = "\n" + Self.table(catalog) + "\n"
        if ProcessInfo.processInfo.environment["SEGUE_REGENERATE_PRESETS"].map({ !$0.isEmpty && $0 != "0" }) ?? false,
            String(text[start.upperBound..<stop.lowerBound]) != expected
        {
            try text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: expected)
                .write(to: Self.readme, atomically: true, encoding: .utf8)
            Issue.record("regenerated README's presets table; run again without SEGUE_REGENERATE_PRESETS")
            return
        }
        #expect(
            String(text[start.upperBound..<stop.lowerBound]) == expected,
            "README's presets table is out of step with the catalog; run SEGUE_REGENERATE_PRESETS=1 swift test --filter BuiltInPresets")
        for name in catalog.names { #expect(text.contains("`\(name)`"), "README does not mention \(name)") }
    }
}
