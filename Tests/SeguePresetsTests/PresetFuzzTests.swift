import SegueEngine
import SegueTestSupport
import Testing

@testable import SeguePresets

/// Mutated versions of every shipped preset never crash the decoder: each either decodes (and then
/// plays) or reports problems with positions inside the file.
@Suite("Preset fuzzing")
struct PresetFuzzTests {
    static let fragments: [String] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "-", "1e999", "0", "-1", "NaN", "null", "true",
        "\"W/0\"", "\"((((W\"", "1.5", "\"spring(dampingRatio: 0)\"", "\"cubic-bezier(\"", "\u{0}", "é", "\n", "[[[[[[[[",
    ]

    static func mutate(_ text: String, _ rng: inout SeededRandom) -> String {
        var chars = Array(text.unicodeScalars)
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            guard !chars.isEmpty else { break }
            let i = Int.random(in: 0..<chars.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: chars.remove(at: i)
            case 1: chars.insert(contentsOf: Array(fragments.randomElement(using: &rng)!.unicodeScalars), at: i)
            case 2: chars[i] = fragments.randomElement(using: &rng)!.unicodeScalars.first ?? " "
            default:
                let j = Int.random(in: i..<min(chars.count, i + 40), using: &rng)
                chars.removeSubrange(i...j)
            }
        }
        var s = String.UnicodeScalarView()
        s.append(contentsOf: chars)
        return String(s)
    }

    @Test func mutatedPresetsNeverCrashTheDecoder() throws {
        var rng = SeededRandom(seed: 0x5E6E)
        var decoded = 0
        var rejected = 0
        for (name, text) in try RepositoryFiles.shippedPresets() {
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            for _ in 0..<150 {
                let mutated = Self.mutate(text, &rng)
                do {
                    let spec = try PresetDecoder.decode(mutated, file: name)
                    for op in spec.supportedOperations { _ = try spec.transition(for: op).scene(at: 0.5) }
                    decoded += 1
                } catch let problems as PresetProblems {
                    rejected += 1
                    #expect(!problems.diagnostics.isEmpty)
                    for d in problems.diagnostics {
                        #expect(d.location.line >= 1 && d.location.line <= lineCount + 40 && d.location.column >= 1, "\(d)")
                    }
                }
            }
        }
        #expect(decoded > 0 && rejected > 0)
    }
}
