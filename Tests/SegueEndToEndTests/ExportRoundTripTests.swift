import Foundation
import SegueEngine
import SeguePresets
import SegueTestSupport
import Testing

/// The round trip's player, as `scripts/export-roundtrip/build` leaves it: every built-in preset in
/// every operation exported by `segue export`, compiled against SegueUIKit in a package of its own.
let exportRoundTripBinary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/export-roundtrip/.build/debug/Exported")

/// `segue export` proved by playing its files back (docs/export.md, "The round trip"): each file,
/// run as UIKit code through `UIKitTransition`, plays as its preset at 101 fractions and 101 played
/// times (corners within 1e-6 pt, alpha within 1e-6), and each exported interaction decides as the
/// preset's policy on 30 seeded releases. `.ci/run` builds the player before the suite; without it
/// the suite says so and is skipped.
@Suite(
    "segue export, played back through SegueUIKit",
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: exportRoundTripBinary.path),
        "the round trip is not built: run scripts/export-roundtrip/build after swift build, as .ci/run does"))
struct ExportRoundTripTests {
    /// One played file: its preset, operation and what the player printed (JSON values, never
    /// mutated after parsing).
    struct Played: @unchecked Sendable {
        var preset: String
        var operation: TransitionOperation
        var json: [String: Any]
    }

    /// Everything the player prints, one line per exported file (run once per process).
    static let played: [Played] = {
        guard let result = try? ProcessRunner.run(executable: exportRoundTripBinary, [], timeout: 300), result.status == 0 else { return [] }
        return result.standardOutput.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let preset = object["preset"] as? String, let op = (object["operation"] as? String).flatMap(TransitionOperation.init(rawValue:))
            else { return nil }
            return Played(preset: preset, operation: op, json: object)
        }
    }()

    static let catalog = PresetCatalog.builtIn()

    /// The player's container: a portrait phone, as `UIKitTransition`'s default.
    static let container = Size(width: 393, height: 852)

    @Test("every built-in preset is exported and played in every operation it has, and none fails")
    func everyOperation() {
        let expected = Set(Self.catalog.entries.flatMap { e in e.spec.supportedOperations.map { "\(e.spec.name) \($0.rawValue)" } })
        let got = Self.played.map { "\($0.preset) \($0.operation.rawValue)" }
        #expect(Set(got) == expected, "missing: \(expected.subtracting(got).sorted()); extra: \(Set(got).subtracting(expected).sorted())")
        #expect(got.count == Set(got).count)
        for p in Self.played {
            #expect(p.json["failure"] == nil, "\(p.preset) \(p.operation): \(p.json["failure"] ?? "")")
        }
    }

    @Test("each file's scenes are its preset's at 101 fractions and 101 played times, within 1e-6 pt and alpha")
    func scenesMatch() throws {
        try #require(!Self.played.isEmpty, "the player printed nothing")
        var problems: [String] = []
        for p in Self.played {
            let preset = try #require(Self.catalog[p.preset]).transition(for: p.operation)
            let duration = p.json["duration"] as? Double ?? .nan
            if abs(duration - preset.duration) > 1e-9 { problems.append("\(p.preset) \(p.operation): duration \(duration) vs \(preset.duration)") }
            let fractions = p.json["fractions"] as? [[String: Any]] ?? []
            let times = p.json["played"] as? [[String: Any]] ?? []
            guard fractions.count == 101, times.count == 101 else {
                problems.append("\(p.preset) \(p.operation): \(fractions.count) fractions and \(times.count) played times")
                continue
            }
            for i in 0...100 {
                let f = Double(i) / 100
                let t = preset.duration * f
                let first = problems.count
                Self.compare(preset.scene(at: f), fractions[i], "\(p.preset) \(p.operation) at fraction \(f)", into: &problems)
                Self.compare(TransitionDriver.played(preset, at: t).scene(at: t), times[i], "\(p.preset) \(p.operation) at \(t) s", into: &problems)
                if problems.count > first { break }  // the first moment a file differs says enough
            }
        }
        #expect(problems.isEmpty, "\(problems.count) differences:\n\(problems.prefix(20).joined(separator: "\n"))")
    }

    @Test("each exported interaction, run as code, decides as the preset's policy on 30 seeded releases")
    func interactionsDecideAsPolicies() throws {
        var files = 0
        var problems: [String] = []
        for p in Self.played {
            let spec = try #require(Self.catalog[p.preset])
            guard let interaction = spec.interaction(for: p.operation, direction: spec.direction) else {
                if p.json["gestures"] != nil { problems.append("\(p.preset) \(p.operation): an interaction the preset does not have") }
                continue
            }
            let gestures = p.json["gestures"] as? [[String: Any]] ?? []
            guard gestures.count == 30 else {
                problems.append("\(p.preset) \(p.operation): \(gestures.count) releases, expected 30")
                continue
            }
            files += 1
            let distance = max(interaction.distance.value(in: Self.container), 1)
            for g in gestures {
                let t = Self.point(g["translation"])
                let v = Self.point(g["velocity"])
                let decision = interaction.completion.decide(
                    progress: interaction.pan.component(of: t) / distance, velocity: interaction.pan.component(of: v), panDistance: distance,
                    direction: interaction.pan, velocity2D: v)
                if (g["finished"] as? Bool) != decision.finishes {
                    problems.append(
                        "\(p.preset) \(p.operation): t \(t), v \(v): the code \(g["finished"] as? Bool == true ? "finished" : "cancelled"); \(interaction.completion) would \(decision)"
                    )
                }
            }
        }
        #expect(files > 0)
        #expect(problems.isEmpty, "\(problems.count) releases differ:\n\(problems.prefix(20).joined(separator: "\n"))")
    }

    @Test("each exported drag (direct manipulation), run as code, decides as the preset's distance rule on 30 seeded drops")
    func dragsDecideAsRules() throws {
        var files = 0
        var problems: [String] = []
        for p in Self.played {
            let spec = try #require(Self.catalog[p.preset])
            guard let drag = spec.directInteraction(for: p.operation) else {
                if p.json["drags"] != nil { problems.append("\(p.preset) \(p.operation): a drag the preset does not have") }
                continue
            }
            let drops = p.json["drags"] as? [[String: Any]] ?? []
            guard drops.count == 30 else {
                problems.append("\(p.preset) \(p.operation): \(drops.count) drops, expected 30")
                continue
            }
            files += 1
            for d in drops {
                let offset = Self.point(d["offset"])
                let decision = drag.rule.decide(offset: offset)
                if (d["ran"] as? Bool) != (decision.outcome == .run) {
                    problems.append(
                        "\(p.preset) \(p.operation): dropped at \(offset), the code \(d["ran"] as? Bool == true ? "ran" : "sprang back"); the rule: \(decision.reason)"
                    )
                }
            }
        }
        #expect(files > 0)
        #expect(problems.isEmpty, "\(problems.count) drops differ:\n\(problems.prefix(20).joined(separator: "\n"))")
    }

    /// Records where the player's scene (`json`: id → quad and alpha) differs from `scene`.
    static func compare(_ scene: Scene, _ json: [String: Any], _ label: String, into problems: inout [String]) {
        for view in scene.views {
            guard let shown = json[view.id] as? [String: Any], let quad = shown["quad"] as? [[Double]], quad.count == 4 else {
                problems.append("\(label): no view \(view.id)")
                return
            }
            for (corner, expected) in zip(quad, view.quad.corners) where abs(corner[0] - expected.x) > 1e-6 || abs(corner[1] - expected.y) > 1e-6 {
                problems.append("\(label): \(view.id) corner \(corner) vs (\(expected.x), \(expected.y))")
                return
            }
            let alpha = shown["alpha"] as? Double ?? .nan
            if !(abs(alpha - view.alpha) <= 1e-6) {
                problems.append("\(label): \(view.id) alpha \(alpha) vs \(view.alpha)")
                return
            }
        }
    }

    static func point(_ value: Any?) -> Point {
        let xy = value as? [Double] ?? [.nan, .nan]
        return Point(x: xy[0], y: xy[1])
    }
}
