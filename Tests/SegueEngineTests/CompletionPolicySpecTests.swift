import SegueEngine
import SegueTestSupport
import Testing

@Suite("Completion policy specs: parsing, canonical text, adjustable thresholds")
struct CompletionPolicySpecTests {
    @Test("all policies in a stable order, with their defaults")
    func allInOrder() {
        #expect(
            CompletionPolicy.all.map(\.description) == [
                "percent(0.5)",
                "percent-or-velocity(0.5, 100, -5)",
                "flick(1/3, 1200)",
                "projection(0.998, 0.5)",
                "nearest-end(3, 0.5)",
                "forward-flick(1/3, 1200)",
            ])
        #expect(CompletionPolicy.all.map(\.name) == CompletionPolicy.Kind.allCases.map(\.rawValue))
    }

    @Test("next cycles through every kind and wraps")
    func cycling() {
        var policy = CompletionPolicy(.percent)
        var seen: [CompletionPolicy.Kind] = []
        for _ in 0..<6 {
            seen.append(policy.kind)
            policy = policy.next
        }
        #expect(seen == CompletionPolicy.Kind.allCases)
        #expect(policy.kind == .percent)
    }

    @Test("a bare name takes the defaults", arguments: CompletionPolicy.Kind.allCases)
    func bareName(kind: CompletionPolicy.Kind) throws {
        #expect(try CompletionPolicy(parsing: kind.rawValue) == CompletionPolicy(kind))
        #expect(try CompletionPolicy(parsing: " \(kind.rawValue)( ) ") == CompletionPolicy(kind))
    }

    @Test("positional parameters in the documented order")
    func positional() throws {
        #expect(try CompletionPolicy(parsing: "percent(0.4)").percentThreshold == 0.4)
        let easy = try CompletionPolicy(parsing: "percent-or-velocity(0.6, 150, -10)")
        #expect(easy.values == [0.6, 150, -10])
        let flick = try CompletionPolicy(parsing: "flick(0.333, 1200)")
        #expect(flick["threshold"] == 0.333 && flick["flick"] == 1200)
        #expect(try CompletionPolicy(parsing: "projection(0.99)")["rate"] == 0.99)
        #expect(try CompletionPolicy(parsing: "nearest-end(4)")["divisor"] == 4)
    }

    @Test("named parameters, in any order, after positional ones")
    func named() throws {
        #expect(try CompletionPolicy(parsing: "percent(threshold: 0.4)").percentThreshold == 0.4)
        let easy = try CompletionPolicy(parsing: "percent-or-velocity(backward: -1, velocity:200)")
        #expect(easy.values == [0.5, 200, -1])
        #expect(try CompletionPolicy(parsing: "nearest-end(3, threshold: 0.6)").values == [3, 0.6])
    }

    @Test("fractions and the rate words normal and fast")
    func specialValues() throws {
        #expect(try CompletionPolicy(parsing: "flick(1/3)").percentThreshold == 1.0 / 3.0)
        #expect(try CompletionPolicy(parsing: "projection(fast)")["rate"] == 0.99)
        #expect(try CompletionPolicy(parsing: "projection(rate: normal)")["rate"] == 0.998)
        #expect(try CompletionPolicy(parsing: "PERCENT(+0.25)").percentThreshold == 0.25)
    }

    @Test("the canonical description round-trips")
    func roundTrip() throws {
        let specs = [
            "percent(0.4)", "percent-or-velocity(0.45, 120.5, -3)", "flick(0.25, 1500)",
            "projection(0.99, 0.4)", "nearest-end(2.5, 0.5)", "flick(2/3, 1200)",
        ]
        for spec in specs {
            let policy = try CompletionPolicy(parsing: spec)
            #expect(policy.description == spec)
            #expect(try CompletionPolicy(parsing: policy.description) == policy)
        }
        for policy in CompletionPolicy.all {
            #expect(try CompletionPolicy(parsing: policy.description) == policy)
        }
    }

    @Test("percent and velocity thresholds are adjustable, clamped to their ranges")
    func adjustable() {
        var easy = CompletionPolicy(.percentOrVelocity)
        easy.percentThreshold += 0.05
        easy.velocityThreshold = (easy.velocityThreshold ?? 0) + 50
        #expect(easy.description == "percent-or-velocity(0.55, 150, -5)")
        #expect(easy.decide(progress: 0.52, velocity: 0, panDistance: 393).description == "cancel (p 0.52 ≤ 0.55 and v 0 ≤ 150 pt/s)")
        easy.percentThreshold = 3
        #expect(easy.percentThreshold == 1)

        var flick = CompletionPolicy(.flick)
        flick.velocityThreshold = 800
        #expect(flick.decide(progress: 0.1, velocity: 900, panDistance: 393).finishes)

        var projection = CompletionPolicy(.projection)
        #expect(projection.velocityThreshold == nil)
        projection.velocityThreshold = 500
        #expect(projection == CompletionPolicy(.projection))
        projection.percentThreshold = 0.3
        #expect(projection.decide(progress: 0.35, velocity: 0, panDistance: 393).finishes)
    }

    @Test("set rejects unknown names and out-of-range values")
    func setErrors() {
        var policy = CompletionPolicy(.percent)
        #expect(throws: CompletionPolicyError.self) { try policy.set("velocity", to: 100) }
        #expect(throws: CompletionPolicyError.self) { try policy.set("threshold", to: 1.5) }
        #expect(throws: CompletionPolicyError.self) { try CompletionPolicy(.percent, values: [0.4, 1]) }
        #expect((try? CompletionPolicy(.flick, values: [0.25])) == (try? CompletionPolicy(parsing: "flick(0.25)")))
    }

    static let badSpecs: [(spec: String, offset: Int, expected: String)] = [
        ("", 0, "a policy name (percent, percent-or-velocity, flick, projection, nearest-end, forward-flick)"),
        ("velocity(1)", 0, "a policy name (percent, percent-or-velocity, flick, projection, nearest-end, forward-flick), not 'velocity'"),
        ("percent 0.4", 8, "'(' or the end after 'percent'"),
        ("percent(0.4", 11, "')' to close the parameters"),
        ("percent(0.4 0.5)", 12, "',' or ')' after the value of threshold"),
        ("percent(0.4, 0.5)", 13, "')': percent takes at most 1 parameter(s) (threshold)"),
        ("percent(x)", 8, "a number for threshold (like 0.5, -5 or 1/3)"),
        ("percent(speed: 3)", 8, "a parameter of percent (threshold), not 'speed'"),
        ("percent(threshold: 0.2, threshold: 0.3)", 24, "each parameter once; 'threshold' is given twice"),
        ("flick(threshold: 0.2, 1500)", 22, "a named argument (name: value) after a named one"),
        ("percent(1.5)", 8, "threshold in 0…1, not 1.5"),
        ("projection(1)", 11, "rate in 0.001…0.9999, not 1"),
        ("flick(1/0)", 6, "a number for threshold (like 0.5, -5 or 1/3)"),
        ("percent(0.4) x", 13, "the end of the spec after ')'"),
        ("projection(rate: quick)", 17, "a number for rate (like 0.5, -5 or 1/3)"),
    ]

    @Test("bad specs name the offset and what was expected", arguments: 0..<15)
    func errors(index: Int) {
        let bad = Self.badSpecs[index]
        do {
            _ = try CompletionPolicy(parsing: bad.spec)
            Issue.record("\(bad.spec) parsed")
        } catch {
            #expect(error.offset == bad.offset, "\(error)")
            #expect(error.expected == bad.expected, "\(error)")
            #expect(error.description == "policy \"\(bad.spec)\" (offset \(bad.offset)): expected \(bad.expected)")
        }
    }
}
