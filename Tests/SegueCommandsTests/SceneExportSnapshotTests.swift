import Foundation
import SegueEngine
import SeguePresets
import SegueTestSupport
import Testing

@testable import SegueCommands

/// Every preset's scene as JSON (`SceneExport.json`, what `segue render --format json` prints) at
/// 0, 0.25, 0.5, 0.75 and 1 of its first operation and of that operation's reverse, one golden file
/// per preset: `Snapshots/scene-<name>.txt`.
@Suite("render --format json: scene snapshots")
struct SceneExportSnapshotTests {
    static let catalog = PresetCatalog.builtIn()
    static let fractions = [0.0, 0.25, 0.5, 0.75, 1.0]

    @Test(arguments: catalog.names)
    func scenesMatchTheGoldenFile(name: String) throws {
        let spec = try #require(Self.catalog[name])
        let forward = try #require(spec.operations.first)
        var text: [String] = []
        for operation in [forward, forward.reverse] {
            let transition = try spec.transition(for: operation)
            for f in Self.fractions {
                text.append("== \(name) \(operation.rawValue) at \(f) ==")
                text.append(transition.sceneExport(at: f).json)
            }
        }
        let mismatch = snapshotMismatch(text.joined(separator: "\n"), named: "scene-\(name)")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}

@Suite("render --format json")
struct RenderJSONTests {
    func scene(_ arguments: String...) throws -> [String: Any] {
        let run = segue(["render"] + arguments + ["--format", "json"])
        #expect(run.code == .success && run.error.isEmpty, "\(run.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    func views(_ scene: [String: Any]) -> [[String: Any]] { scene["views"] as? [[String: Any]] ?? [] }

    @Test("prints the container, the progress figures and every view's numbers")
    func fields() throws {
        let s = try scene("layered-fade", "--progress", "0.15")
        #expect(s["preset"] as? String == "layered-fade" && s["operation"] as? String == "push")
        #expect(s["direction"] is NSNull)
        let container = try #require(s["container"] as? [String: Any])
        #expect(container["width"] as? Double == 393 && container["height"] as? Double == 852 && container["perspective"] as? Double == 0)
        let progress = try #require(s["progress"] as? [String: Any])
        #expect(progress["fractionComplete"] as? Double == 0.15)
        let tracks = try #require(progress["tracks"] as? [[String: Any]])
        // Touchwonders' worked example at f = 0.15: earlyFadeOut 0.75, delayedFadeIn 0.1667.
        #expect(isClose(tracks[0]["progress"] as? Double ?? -1, 0.75) && isClose(tracks[1]["progress"] as? Double ?? -1, 1.0 / 6, tolerance: 1e-9))
        let keys: Set = [
            "id", "role", "label", "frame", "anchor", "transform", "alpha", "zIndex", "zPosition", "doubleSided", "style", "corners", "seenFromBehind",
        ]
        #expect(views(s).map(\.keys).allSatisfy { Set($0) == keys })
        #expect(views(s).map { $0["id"] as? String } == ["presenting", "presented", "sharedElement"])
    }

    @Test("--operation, --direction and --landscape apply as for text frames")
    func options() throws {
        let landscape = try scene("cover-vertical", "--landscape", "--progress", "0")
        let container = try #require(landscape["container"] as? [String: Any])
        #expect(container["width"] as? Double == 852 && container["height"] as? Double == 393)
        let presented = try #require(views(landscape).first { $0["id"] as? String == "presented" })
        #expect((presented["transform"] as? [Double])?[13] == 393, "one (landscape) height below")
        let fromLeft = try scene("push", "--operation", "pop", "--direction", "fromLeft", "--progress", "0")
        #expect(fromLeft["operation"] as? String == "pop" && fromLeft["direction"] as? String == "fromLeft")
        let flip = try scene("flip", "--progress", "0.75")
        let behind = views(flip).filter { $0["seenFromBehind"] as? Bool == true }.compactMap { $0["id"] as? String }
        #expect(behind == ["presenting"], "past 90 degrees the old page shows its back")
    }

    @Test("an unknown --format is a usage error that names the formats")
    func badFormat() {
        let run = segue("render", "push", "--format", "yaml")
        #expect(run.code == .usage)
        #expect(run.error.contains("text") && run.error.contains("json"))
    }
}
