import SegueEngine
import Testing

/// Each policy in words, with its numbers, as the playground shows it.
@Suite("Completion policy: explanation")
struct CompletionPolicyExplanationTests {
    @Test(
        "every kind names its parameters with units and says its rule with its values",
        arguments: [
            ("percent(0.5)", "threshold 0.5", "finish when p > 0.50, else cancel"),
            (
                "percent-or-velocity(0.5, 100, -5)", "threshold 0.5, velocity 100 pt/s, backward -5 pt/s",
                "finish when p > 0.50 or v > 100 pt/s; cancel when v ≤ -5 pt/s"
            ),
            (
                "flick(1/3, 1200)", "threshold 1/3, flick 1200 pt/s",
                "a flick ≥ 1200 pt/s along the pan decides by its way; else finish when p > 0.33"
            ),
            (
                "projection(0.998, 0.5)", "rate 0.998, threshold 0.5",
                "finish when p + glide / pan distance > 0.50; glide = v × 0.499 s (rate 0.998)"
            ),
            ("nearest-end(3, 0.5)", "divisor 3, threshold 0.5", "finish when p + (v / pan distance) / 3 ≥ 0.50"),
        ])
    func explained(spec: String, parameters: String, rule: String) throws {
        let policy = try CompletionPolicy(parsing: spec)
        #expect(policy.parameterText == parameters)
        #expect(policy.explanation == rule)
    }

    @Test("changed values show in the words")
    func changedValues() throws {
        var policy = try CompletionPolicy(parsing: "percent-or-velocity(0.5, 100, -5)")
        policy.percentThreshold = 0.65
        policy.velocityThreshold = 250
        #expect(policy.explanation == "finish when p > 0.65 or v > 250 pt/s; cancel when v ≤ -5 pt/s")
    }
}
