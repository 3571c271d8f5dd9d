import SegueEngine
import SegueRender
import SegueTestSupport
import Testing

@testable import SeguePresets

/// Every preset in `presets/`, whatever is there: its stage drawn at progress 0, 0.5 and 1 for its
/// first forward operation and for that operation's reverse, in glyphs only, against a golden file
/// `Snapshots/catalog-<name>.txt`. A new preset records its file on the first run (and fails once).
@Suite("Catalog snapshots")
struct CatalogSnapshotTests {
    static let width = 48, height = 24
    static let progresses = [0.0, 0.5, 1.0]
    static let renderer = StageRenderer(options: RenderOptions(colorDepth: .none))

    /// The preset file names (without `.json`), read when the tests are listed.
    static let names: [String] = ((try? RepositoryFiles.shippedPresets()) ?? []).map { String($0.name.dropLast(5)) }

    /// All frames of one preset as one text: a header per frame, then the stage.
    static func frames(_ spec: TransitionSpec) throws -> String {
        let forward = spec.operations[0]
        var parts: [String] = []
        for operation in [forward, forward.reverse] {
            let transition = try spec.transition(for: operation)
            for p in progresses {
                let grid = renderer.render(transition.scene(at: p), width: width, height: height)
                parts.append("== \(spec.name) \(operation.rawValue) at \(p) ==\n" + grid.trimmedText)
            }
        }
        return parts.joined(separator: "\n")
    }

    @Test func theCatalogIsNotEmpty() {
        #expect(Self.names.count >= 12)
    }

    @Test(arguments: names)
    func stagesMatchTheGoldenFile(name: String) throws {
        let text = try #require(try RepositoryFiles.shippedPresets().first { $0.name == name + ".json" }).text
        let spec = try PresetDecoder.decode(text, file: "presets/\(name).json")
        let mismatch = snapshotMismatch(try Self.frames(spec), named: "catalog-\(name)")
        #expect(mismatch == nil, Comment(rawValue: mismatch ?? ""))
    }

    /// The snapshots are not blank pictures: the forward start and end differ for every preset.
    @Test(arguments: names)
    func startAndEndDiffer(name: String) throws {
        let text = try #require(try RepositoryFiles.shippedPresets().first { $0.name == name + ".json" }).text
        let spec = try PresetDecoder.decode(text, file: "presets/\(name).json")
        let t = try spec.transition(for: spec.operations[0])
        let start = Self.renderer.render(t.scene(at: 0), width: Self.width, height: Self.height)
        let end = Self.renderer.render(t.scene(at: 1), width: Self.width, height: Self.height)
        #expect(start.text != end.text)
    }
}
