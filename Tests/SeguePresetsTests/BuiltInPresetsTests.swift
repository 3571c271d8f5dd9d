import Foundation
import Testing
@testable import SeguePresets

@Suite("BuiltInPresets")
struct BuiltInPresetsTests {
    @Test func embeddedCatalogMatchesThePresetsFolder() throws {
        let expected = BuiltInPresets.swiftSource(files: try RepositoryFiles.shippedPresets())
        let committed = try String(contentsOf: RepositoryFiles.builtInSource, encoding: .utf8)
        if ProcessInfo.processInfo.environment["SEGUE_REGENERATE_PRESETS"].map({ !$0.isEmpty && $0 != "0" }) ?? false {
            try expected.write(to: RepositoryFiles.builtInSource, atomically: true, encoding: .utf8)
            Issue.record("regenerated BuiltInPresets.swift; rebuild and run again without SEGUE_REGENERATE_PRESETS")
            return
        }
        #expect(committed == expected, "BuiltInPresets.swift is out of step with presets/; run SEGUE_REGENERATE_PRESETS=1 swift test --filter BuiltInPresets")
    }

    @Test func embeddedFilesAreTheShippedOnes() throws {
        let shipped = try RepositoryFiles.shippedPresets()
        #expect(BuiltInPresets.files.map(\.name) == shipped.map(\.name))
        for (embedded, file) in zip(BuiltInPresets.files, shipped) {
            #expect(embedded.text + "\n" == file.text || embedded.text == file.text, "\(file.name)")
        }
    }
}
