import Foundation
import Testing

@testable import SeguePresets

/// The catalog in the binary is `presets/` as it is on disk: the EmbedPresets build plugin embeds every
/// preset file (schemas excepted) when SeguePresets is built.
@Suite("BuiltInPresets")
struct BuiltInPresetsTests {
    @Test("the embedded files are the shipped ones, byte for byte, their last newline included")
    func embeddedFilesAreTheShippedOnes() throws {
        let shipped = try RepositoryFiles.shippedPresets()
        #expect(!shipped.isEmpty)
        #expect(BuiltInPresets.files.map(\.name) == shipped.map(\.name))
        for (embedded, file) in zip(BuiltInPresets.files, shipped) {
            #expect(embedded.text == file.text, "\(file.name)")
        }
    }

    @Test func schemasAreNotPresets() {
        #expect(!BuiltInPresets.files.contains { $0.name.hasSuffix(".schema.json") })
    }
}
