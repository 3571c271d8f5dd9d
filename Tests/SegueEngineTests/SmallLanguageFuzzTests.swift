import SegueTestSupport
import SegueText
import Testing

@testable import SegueEngine

/// Random texts in each of Segue's small languages: parsing never crashes, every error points
/// inside the text, and whatever parses evaluates to finite numbers. Seeded and bounded.
@Suite("Fuzzing the small languages")
struct SmallLanguageFuzzTests {
    static func random(_ tokens: [String], _ rng: inout SeededRandom, count: ClosedRange<Int>) -> String {
        (0..<Int.random(in: count, using: &rng)).map { _ in tokens.randomElement(using: &rng)! }.joined()
    }

    static let numbers = ["0", "1", "-1", "0.5", ".5", "5.", "1e-3", "1e308", "-1e308", "1e999", "1e-300", "2e", "+3", "1/3", "1e9", "7"]

    /// Every small language fails in the one shape: located inside the input it read, with what
    /// was expected, and a caret that points there.
    static func expectLocated(_ error: some SyntaxError, in text: String) {
        #expect(error.offset >= 0 && error.offset <= text.count, "\(text): \(error)")
        #expect(error.input == text && !error.expected.isEmpty, "\(text): \(error)")
        #expect(error.caret.hasSuffix("^"), "\(text): \(error.caret)")
    }

    @Test("random length expressions: a located error or a value")
    func expressions() {
        var rng = SeededRandom(seed: 0xE1)
        let tokens = ["W", "H", "+", "-", "*", "/", "(", ")", "sqrt(", " ", "w", "x"] + Self.numbers
        for _ in 0..<3_000 {
            let text = Self.random(tokens, &rng, count: 1...40)
            do {
                let e = try LengthExpression(parsing: text)
                // Infinity is possible (W/0); preset validation refuses it. No crash, and the text round-trips.
                _ = e.value(in: .phonePortrait)
                #expect(
                    try LengthExpression(parsing: e.description).value(in: .phonePortrait).bitPattern == e.value(in: .phonePortrait).bitPattern
                        || e.value(in: .phonePortrait).isNaN)
            } catch {
                Self.expectLocated(error, in: text)
            }
        }
    }

    @Test("random curve specs: a located error, or a curve whose every value is finite")
    func curves() {
        var rng = SeededRandom(seed: 0xC0)
        let heads = ["cubic-bezier(", "spring(", "spring(dampingRatio: ", "spring(mass: ", "ease", "linear", "easeinout", ""]
        let tokens =
            [
                ", ", "mass: ", "stiffness: ", "damping: ", "dampingRatio: ", "response: ", "duration: ", "bounce: ",
                "initialVelocity: ", ")", " ",
            ] + Self.numbers
        var parsed = 0
        for _ in 0..<3_000 {
            let text = heads.randomElement(using: &rng)! + Self.random(tokens, &rng, count: 0...12)
            do {
                let curve = try TimingCurve(spec: text)
                parsed += 1
                let timing = curve.resolved(duration: 0.5)
                for i in 0...20 {
                    #expect(timing.progress(at: Double(i) / 20).isFinite, "\(text)")
                }
                if case .spring(let s) = curve {
                    for t in [1e308, 1e6, s.settlingDuration, 0.01] { #expect(s.value(at: t).isFinite, "\(text) at \(t)") }
                }
            } catch {
                Self.expectLocated(error, in: text)
            }
        }
        #expect(parsed > 0)
    }

    @Test("random completion policies: a located error, or decisions on any input")
    func policies() {
        var rng = SeededRandom(seed: 0xB0)
        let heads = ["percent", "percent-or-velocity", "flick", "projection", "nearest-end", "velocity", ""]
        let tokens = ["(", ")", ", ", "threshold: ", "velocity: ", "rate: ", "fast", "normal", " "] + Self.numbers
        for _ in 0..<3_000 {
            let text = heads.randomElement(using: &rng)! + Self.random(tokens, &rng, count: 0...8)
            do {
                let policy = try CompletionPolicy(parsing: text)
                for (p, v) in [(0.3, 0.0), (0.7, -1e6), (-2, 1e6), (0.5, 1e-300)] {
                    let decision = policy.decide(
                        CompletionInput(
                            progress: p, velocity: v, panDistance: 393, direction: .fromRight,
                            velocity2D: Point(x: -v, y: 0)))
                    #expect(!decision.reason.isEmpty)
                }
                #expect(try CompletionPolicy(parsing: policy.description) == policy)
            } catch {
                Self.expectLocated(error, in: text)
            }
        }
    }

    @Test("random gesture scripts: a located error, or a session whose log is finite")
    func scripts() {
        var rng = SeededRandom(seed: 0x5C)
        let templates = [
            "touch", "release", "play", "finish", "cancel", "wait {}s", "wait {}ms", "wait {}", "drag {}pt over {}s",
            "drag {}% over {}ms", "drag {} over {}s", "drg", "drag {}pt ovr {}s", ";", " ",
        ]
        var performed = 0
        for _ in 0..<2_000 {
            var parts: [String] = []
            for _ in 0..<Int.random(in: 1...10, using: &rng) {
                var step = templates.randomElement(using: &rng)!
                while let hole = step.range(of: "{}") { step.replaceSubrange(hole, with: Self.numbers.randomElement(using: &rng)!) }
                parts.append(step)
            }
            let text = parts.joined(separator: "; ")
            let steps: [GestureStep]
            do { steps = try GestureScript.parse(text) } catch {
                Self.expectLocated(error, in: text)
                continue
            }
            var session = InteractionSession(transition: TestSlide(), pan: .init(direction: .fromRight), policy: CompletionPolicy(.percent))
            var finger = GestureSimulator()
            for step in steps { try? session.perform(step, with: &finger) }
            session.advance(to: finger.time + InteractionSession.runOnSeconds)
            performed += 1
            for record in session.log {
                #expect(record.time.isFinite && record.progress.isFinite, "\(text): \(record)")
                if case .released(let v) = record.event { #expect(v.isFinite, "\(text)") }
            }
        }
        #expect(performed > 50)
    }
}
