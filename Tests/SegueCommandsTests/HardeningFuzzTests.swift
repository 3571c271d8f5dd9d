import SegueEngine
import SeguePresets
import SegueRender
import SegueTestSupport
import Testing

@testable import SegueCommands

/// Mutated presets go through everything a user can run on them (lint, decode, render, simulate)
/// without a crash, and whatever is accepted prints and animates finite numbers only. Seeded, and
/// sized to run in a few seconds.
@Suite("Hardening: mutated presets through lint, render and simulate")
struct HardeningFuzzTests {
    /// Values that broke Segue once, or sit on a limit.
    static let hostile: [String] = [
        "1e308", "-1e308", "1e12", "-1e12", "1e-300", "0", "-0", "-1", "0.5", "NaN", "null", "\"\"", "[]", "{}",
        "\"W-W\"", "\"-W\"", "\"W/0\"", "\"sqrt(-W)\"", "\"H-W\"", "\"1e9*W*W*W\"", "\"((((((((W))))))))\"",
        "\"spring(dampingRatio: 0, response: 0.3)\"", "\"spring(mass: 1e-300, stiffness: 1e300, damping: 1)\"",
        "\"cubic-bezier(0.5, 1.7976931348623157e308, 0.5, -1e308)\"", "\"spring(dampingRatio: 0.001)\"",
        "\"percent(1e-3)\"", "\"flick(1e-300, 1e12)\"", "\"projection(0.9999999)\"", "\"nearest-end(1e-9)\"",
        "\"easeinout\"", "\"#00000\"", "\"presentd\"", "\"fromLeft\"", "\"dismiss\"", "\"" + String(repeating: "x", count: 5000) + "\"",
    ]

    static func mutate(_ text: String, _ rng: inout SeededRandom) -> String {
        var chars = Array(text)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            guard !chars.isEmpty else { break }
            let i = Int.random(in: 0..<chars.count, using: &rng)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0, 1:
                // Replace a JSON value (from a ':' or ',' or '[' to the next ',' ']' or '}') by a hostile one.
                guard let start = chars[i...].firstIndex(where: { $0 == ":" || $0 == "[" }) else { continue }
                var end = start + 1
                var inString = false
                while end < chars.count, inString || ![",", "]", "}", "\n"].contains(chars[end]) {
                    if chars[end] == "\"" { inString.toggle() }
                    end += 1
                }
                chars.replaceSubrange((start + 1)..<end, with: Array(" " + hostile.randomElement(using: &rng)!))
            case 2: chars.remove(at: i)
            case 3: chars.insert(contentsOf: Array(hostile.randomElement(using: &rng)!), at: i)
            default:
                let j = Int.random(in: i..<min(chars.count, i + 30), using: &rng)
                chars.removeSubrange(i...j)
            }
        }
        return String(chars)
    }

    static func finite(_ scene: Scene) -> Bool {
        scene.views.allSatisfy { view in
            view.quad.corners.allSatisfy { $0.x.isFinite && $0.y.isFinite } && view.alpha.isFinite && view.depth.isFinite
        }
    }

    /// Whether `text` has a word `nan`, `inf` or `infinity` (as printf and Swift print them).
    static func hasNonFinite(_ text: String) -> Bool {
        text.lowercased().split { !$0.isLetter }.contains { ["nan", "inf", "infinity"].contains($0) }
    }

    @Test("thousands of mutated presets: no crash; every accepted one renders and simulates with finite numbers")
    func mutatedPresets() throws {
        var rng = SeededRandom(seed: 0x5E6E_0010)
        var accepted = 0
        var refused = 0
        let files = BuiltInPresets.files
        let renderer = StageRenderer(options: RenderOptions(colorDepth: .none, ascii: true))
        for round in 0..<1_200 {
            let (file, original) = files[round % files.count]
            let text = Self.mutate(original, &rng)
            let path = "p/" + file
            let report = PresetLinter.check(paths: [path], fileSystem: InMemoryFileSystem([path: text]))
            #expect(report.files == 1)
            for d in report.diagnostics { #expect(d.description.count < 1_000, "\(d.description.prefix(300))") }
            guard let spec = try? PresetDecoder.decode(text, file: path) else {
                #expect(!report.diagnostics.isEmpty, "lint passed what the decoder refused: \(file)")
                refused += 1
                continue
            }
            #expect(report.diagnostics.isEmpty, "lint refused what the decoder accepted: \(report.diagnostics.first?.description ?? "")")
            accepted += 1
            for container in [Size.phonePortrait, Size.phonePortrait.swapped] {
                guard let transition = try? spec.transition(for: spec.operations[0], container: container) else { continue }
                for p in [0, 0.37, 1] {
                    let scene = transition.scene(at: p)
                    #expect(Self.finite(scene), "\(spec.name) at \(p) in \(container)")
                    #expect(!Self.hasNonFinite(renderer.render(scene, width: 24, height: 10).text))
                }
                // Simulate, as `segue simulate` does it.
                let command = try SimulateCommand(preset: spec.name, script: "touch; drag 45% over 0.3s; wait 50ms; release", container: container)
                guard let setup = try? command.setup(spec, transition: transition) else { continue }
                var session = InteractionSession(
                    transition: transition, operation: transition.operation, pan: setup.pan,
                    policy: setup.policy, releaseTiming: setup.releaseTiming)
                try? command.perform(on: &session, container: container)
                for record in session.log {
                    #expect(record.time.isFinite && record.progress.isFinite, "\(spec.name): \(record)")
                    #expect(!Self.hasNonFinite(record.tableLine), "\(record.tableLine)")
                }
            }
        }
        #expect(accepted > 100 && refused > 100, "accepted \(accepted), refused \(refused)")
    }
}
