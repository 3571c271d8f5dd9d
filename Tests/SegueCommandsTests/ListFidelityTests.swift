import Foundation
import SeguePresets
import Testing

@testable import SegueCommands

/// Every built-in preset's card says how exact it is, in one of three forms, and `segue list
/// --json` carries it: `{"kind": "exact"}`; `{"kind": "approximated", "approximated": what,
/// "bound": how far}`; or `{"kind": "stand-in", "standIn": what, "for": what it replaces}`.
@Suite("list: every preset says how exact it is")
struct ListFidelityTests {
    static func presets() throws -> [[String: Any]] {
        let run = segue("list", "--json")
        #expect(run.code == .success, "\(run.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    }

    @Test func everyPresetCarriesItsFidelity() throws {
        let presets = try Self.presets()
        #expect(presets.count == PresetCatalog.builtIn().names.count)
        for preset in presets {
            let name = preset["name"] as? String ?? "?"
            let fidelity = try #require(preset["fidelity"] as? [String: String], "\(name) has no fidelity")
            func text(_ key: String) -> String { fidelity[key]?.trimmingCharacters(in: .whitespaces) ?? "" }
            switch fidelity["kind"] {
            case "exact": #expect(fidelity.keys.sorted() == ["kind"], "\(name)")
            case "approximated":
                #expect(fidelity.keys.sorted() == ["approximated", "bound", "kind"] && !text("approximated").isEmpty && !text("bound").isEmpty, "\(name)")
            case "stand-in":
                #expect(fidelity.keys.sorted() == ["for", "kind", "standIn"] && !text("standIn").isEmpty && !text("for").isEmpty, "\(name)")
            default: Issue.record("\(name): fidelity kind \(String(describing: fidelity["kind"]))")
            }
            // Said once, in the fidelity, not again in the summary.
            let summary = preset["summary"] as? String ?? ""
            #expect(!summary.contains("pproximated") && !summary.contains("stands in"), "\(name): \(summary)")
        }
    }

    @Test func theTableShowsTheKind() {
        let run = segue("list")
        let trolley = run.output.split(separator: "\n").first { $0.hasPrefix("trolley ") }.map(String.init) ?? ""
        #expect(trolley.contains("  exact ") && trolley.hasSuffix("loopeer/AlertTransition: TrolleyTransition"), "\(trolley)")
        let starWall = run.output.split(separator: "\n").first { $0.hasPrefix("star-wall ") }.map(String.init) ?? ""
        #expect(starWall.contains("  stand-in "), "\(starWall)")
    }
}
