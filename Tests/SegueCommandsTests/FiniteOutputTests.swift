import Foundation
import SegueEngine
import SeguePresets
import SegueTestSupport
import Testing

@testable import SegueCommands

/// No output of Segue contains a non-finite number (docs/hardening.md, "Every number is finite"):
/// lint bounds what could make one, and a preset it accepts gives finite numbers everywhere.
@Suite("Finite output")
struct FiniteOutputTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let nonFinite = try! NSRegularExpression(pattern: "(?<![a-z])-?(nan|inf|infinity)(?![a-z])", options: [.caseInsensitive])

    static func hasNonFinite(_ text: String) -> Bool {
        nonFinite.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test("a spring's initial velocity of 1e308 is refused by lint and by curve, saying the bound")
    func hugeInitialVelocity() throws {
        let folder = try makeTemporaryFolder("segue-finite-velocity")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: Self.repository.appendingPathComponent("presets/easy-bouncy.json"), encoding: .utf8)
        let spring = try #require(text.range(of: #"spring\([^"]*\)"#, options: .regularExpression))
        let huge = text.replacingCharacters(in: spring, with: "spring(dampingRatio: 0.5, response: 0.3, initialVelocity: 1e308)")
        try huge.write(to: folder.appendingPathComponent("easy-bouncy.json"), atomically: false, encoding: .utf8)
        let lint = segue("lint", folder.path)
        #expect(lint.code == .failure)
        #expect(lint.output.contains("initialVelocity must be within ±1000 distances per second"), "\(lint.output)")
        let curve = segue("curve", "spring(dampingRatio: 0.5, response: 0.3, initialVelocity: 1001)")
        #expect(curve.code == .usage && curve.error.contains("initialVelocity must be within ±1000"))
        #expect(segue("curve", "spring(dampingRatio: 0.5, response: 0.3, initialVelocity: -1000)", "--samples", "50").code == .success)
    }

    /// Each number of `text` replaced, at random, by an extreme value JSON and lint allow.
    static func extreme(_ text: String, _ random: inout SeededRandom) -> String {
        let values = ["1e12", "-1e12", "1e-12", "0", "999999999", "-999999999", "0.000001", "59.999", "1e-300"]
        let number = try! NSRegularExpression(pattern: #"(?<=[:\[, ])-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?(?=[,\]\n }])"#)
        var out = text
        for match in number.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() where Int.random(in: 0..<3, using: &random) == 0 {
            out.replaceSubrange(Range(match.range, in: out)!, with: values.randomElement(using: &random)!)
        }
        for (pattern, replacement) in [(#"initialVelocity: [-0-9.e]+"#, "initialVelocity: 1000"), (#"response: [0-9.]+"#, "response: 0.001")]
        where Bool.random(using: &random) {
            out = out.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        return out
    }

    @Test("seeded odd-but-valid presets (numbers at their bounds): every one lint accepts simulates, renders and lists with finite numbers only")
    func oddButValid() throws {
        var random = SeededRandom(seed: 10)
        let folder = Self.repository.appendingPathComponent("presets")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
        var valid = 0
        var failures: [String] = []
        for k in 0..<600 {
            let name = names[k % names.count]
            let original = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let text = Self.extreme(original, &random)
            guard let spec = try? PresetDecoder.decode(text, file: name) else { continue }
            valid += 1
            for operation in spec.supportedOperations {
                guard let transition = try? spec.transition(for: operation) else { continue }
                let finger = spec.fingerSetup(for: transition)
                var session =
                    InteractionSession.direct(spec, transition)
                    ?? InteractionSession(
                        transition: transition, operation: operation, pan: finger.pan, policy: finger.completion ?? CompletionPolicy(.percent),
                        releaseTiming: finger.releaseTiming)
                let script = ["touch; drag 60% over 0.1s; release", "play", "touch; drag 30pt over 5ms; wait 10ms; release"][k % 3]
                try? session.run(GestureScript.parse(script))
                var out = session.log.map { $0.jsonLine + "\n" + $0.tableLine + "\n" + $0.text }.joined(separator: "\n")
                for t in stride(from: 0.0, through: 2, by: 0.25) {
                    out += session.scene(at: t).views.map { "\($0.quad) \($0.alpha)" }.joined()
                }
                if let match = Self.nonFinite.firstMatch(in: out, range: NSRange(out.startIndex..., in: out)) {
                    let near = (out as NSString).substring(
                        with: NSRange(location: max(0, match.range.location - 200), length: min(200, match.range.location) + match.range.length))
                    failures.append("\(name) \(operation) '\(script)': …\(near)\nTEXT \(text)")
                }
            }
        }
        #expect(valid >= 50, "enough valid mutations to mean something: \(valid)")
        #expect(failures.isEmpty, "\(failures.count) of \(valid): \(failures.prefix(3).joined(separator: "\n"))")
    }
}
