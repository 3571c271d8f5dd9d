import SegueEngine
import SegueTestSupport
import Testing

/// `docs/completion-policies.md`, "Seven releases through every policy" and "Boundary cases":
/// W = L = 393 pt, horizontal pan.
@Suite("Completion policies decide like their source libraries")
struct CompletionPolicyTests {
    static let L = 393.0

    struct Release: Sendable, CustomTestStringConvertible {
        let name: String
        let p: Double
        let v: Double
        /// Expected finish? for percent-or-velocity (EasyTransitions), percent (AlertTransition's menu),
        /// flick (Touchwonders), nearest-end (MotionLayout's view system), projection normal and fast,
        /// forward-flick (Touchwonders' shape example).
        let expected: [Bool]
        /// nearest-end's p + v_p/3 and projection's p' (normal, fast), as the worked table prints them.
        let r8: String
        let r11: (normal: String, fast: String)
        var testDescription: String { "case \(name)" }
    }

    static let cases: [Release] = [
        Release(name: "A", p: 0.40, v: 150, expected: [true, false, true, true, true, false, true], r8: "0.53", r11: ("0.59", "0.44")),
        Release(name: "B", p: 0.60, v: -150, expected: [false, true, true, false, false, true, true], r8: "0.47", r11: ("0.41", "0.56")),
        Release(name: "C", p: 0.20, v: 1300, expected: [true, false, true, true, true, true, true], r8: "1.30", r11: ("1.85", "0.53")),
        Release(name: "D", p: 0.55, v: -3, expected: [true, true, true, true, true, true, true], r8: "0.55", r11: ("0.55", "0.55")),
        Release(name: "E", p: 0.30, v: 0, expected: [false, false, false, false, false, false, false], r8: "0.30", r11: ("0.30", "0.30")),
        Release(name: "F", p: 0.45, v: -1300, expected: [false, false, false, false, false, false, true], r8: "-0.65", r11: ("-1.20", "0.12")),
        Release(name: "G", p: 0.10, v: 120, expected: [true, false, false, false, false, false, false], r8: "0.20", r11: ("0.25", "0.13")),
    ]

    static let policies: [CompletionPolicy] = [
        CompletionPolicy(.percentOrVelocity),
        CompletionPolicy(.percent),
        CompletionPolicy(.flick),
        CompletionPolicy(.nearestEnd),
        CompletionPolicy(.projection),
        try! CompletionPolicy(parsing: "projection(fast)"),
        CompletionPolicy(.forwardFlick),
    ]

    @Test("seven releases through every policy, as the worked table decides them", arguments: cases)
    func workedExample(release: Release) {
        for (policy, expected) in zip(Self.policies, release.expected) {
            let decision = policy.decide(progress: release.p, velocity: release.v, panDistance: Self.L)
            #expect(decision.finishes == expected, "\(policy) gave \(decision)")
        }
        let r8 = Self.policies[3].decide(progress: release.p, velocity: release.v, panDistance: Self.L)
        #expect(r8.reason.contains("= \(release.r8) "), "\(r8.reason)")
        let normal = Self.policies[4].decide(progress: release.p, velocity: release.v, panDistance: Self.L)
        #expect(normal.reason.hasPrefix("projection \(release.r11.normal) "), "\(normal.reason)")
        let fast = Self.policies[5].decide(progress: release.p, velocity: release.v, panDistance: Self.L)
        #expect(fast.reason.hasPrefix("projection \(release.r11.fast) "), "\(fast.reason)")
    }

    @Test("case A: EasyTransitions finishes by velocity, the menu cancels by percent")
    func caseAReasons() {
        #expect(CompletionPolicy(.percentOrVelocity).decide(progress: 0.4, velocity: 150, panDistance: Self.L).description == "finish (v 150 > 100 pt/s)")
        #expect(CompletionPolicy(.percent).decide(progress: 0.4, velocity: 150, panDistance: Self.L).description == "cancel (p 0.40 ≤ 0.50)")
        #expect(CompletionPolicy(.flick).decide(progress: 0.4, velocity: 150, panDistance: Self.L).description == "finish (p 0.40 > 0.33)")
        #expect(CompletionPolicy(.nearestEnd).decide(progress: 0.4, velocity: 150, panDistance: Self.L).description == "finish (p + v_p/3 = 0.53 ≥ 0.50)")
        #expect(CompletionPolicy(.projection).decide(progress: 0.4, velocity: 150, panDistance: Self.L).description == "finish (projection 0.59 > 0.50)")
    }

    @Test("case C: a flick at 1300 pt/s toward finishing finishes from p 0.20")
    func caseCFlick() {
        let decision = CompletionPolicy(.flick).decide(progress: 0.2, velocity: 1300, panDistance: Self.L)
        #expect(decision.description == "finish (flick 1300 ≥ 1200 pt/s toward finish)")
    }

    @Test("case F: a flick at 1300 pt/s back toward the start cancels")
    func caseFFlick() {
        let decision = CompletionPolicy(.flick).decide(progress: 0.45, velocity: -1300, panDistance: Self.L)
        #expect(decision.description == "cancel (flick 1300 ≥ 1200 pt/s toward start)")
    }

    @Test("case B: backward velocity cancels EasyTransitions even past half way")
    func caseBBackward() {
        #expect(CompletionPolicy(.percentOrVelocity).decide(progress: 0.6, velocity: -150, panDistance: Self.L).description == "cancel (v -150 ≤ -5 pt/s)")
    }

    // MARK: Boundary cases

    @Test("percent-or-velocity: p 0.45, v +90 cancels (neither condition)")
    func r1SlowShort() {
        let d = CompletionPolicy(.percentOrVelocity).decide(progress: 0.45, velocity: 90, panDistance: Self.L)
        #expect(d.description == "cancel (p 0.45 ≤ 0.50 and v 90 ≤ 100 pt/s)")
    }

    @Test("percent-or-velocity: p 0.45, v +101 finishes")
    func r1JustFastEnough() {
        #expect(CompletionPolicy(.percentOrVelocity).decide(progress: 0.45, velocity: 101, panDistance: Self.L).finishes)
    }

    @Test("percent-or-velocity: p 0.80, v −5 cancels (v > −5 is false)")
    func r1MinusFive() {
        #expect(!CompletionPolicy(.percentOrVelocity).decide(progress: 0.8, velocity: -5, panDistance: Self.L).finishes)
    }

    @Test("percent-or-velocity: p 0.80, v −4 finishes")
    func r1MinusFour() {
        #expect(CompletionPolicy(.percentOrVelocity).decide(progress: 0.8, velocity: -4, panDistance: Self.L).finishes)
    }

    @Test("percent-or-velocity: v exactly 100 pt/s is not > 100")
    func r1ExactlyHundred() {
        #expect(!CompletionPolicy(.percentOrVelocity).decide(progress: 0.45, velocity: 100, panDistance: Self.L).finishes)
    }

    @Test("percent-or-velocity: p 1.30 dragged past the end, v 0, finishes with the unclamped p")
    func r1PastTheEnd() {
        let d = CompletionPolicy(.percentOrVelocity).decide(progress: 1.3, velocity: 0, panDistance: Self.L)
        #expect(d.description == "finish (p 1.30 > 0.50)")
    }

    @Test("percent: p exactly 0.50 cancels (strict)")
    func r2Half() {
        #expect(!CompletionPolicy(.percent).decide(progress: 0.5, velocity: 0, panDistance: Self.L).finishes)
    }

    @Test("percent: translation 450 pt over a 383.25 pt menu finishes (p 1.174)")
    func r2PastMenuWidth() {
        let d = CompletionPolicy(.percent).decide(progress: 450 / 383.25, velocity: 0, panDistance: 383.25)
        #expect(d.description == "finish (p 1.17 > 0.50)")
    }

    @Test("flick: f exactly 1/3, v 0 cancels (strict)")
    func r4ThirdExactly() {
        #expect(!CompletionPolicy(.flick).decide(progress: 1.0 / 3.0, velocity: 0, panDistance: Self.L).finishes)
    }

    @Test("flick: f 0.05, v (−1000, +800), push at edge .right finishes by flick")
    func r4DiagonalFlick() {
        let d = CompletionPolicy(.flick).decide(
            progress: 0.05, velocity: 1000, panDistance: Self.L,
            direction: .fromRight, velocity2D: Point(x: -1000, y: 800))
        #expect(d.description == "finish (flick 1280.6 ≥ 1200 pt/s toward finish)")
    }

    @Test("flick: f 0.50, v (+300, −1200) flicks on the other axis and falls back to the threshold")
    func r4OffAxisFlick() {
        let d = CompletionPolicy(.flick).decide(
            progress: 0.5, velocity: -300, panDistance: Self.L,
            direction: .fromRight, velocity2D: Point(x: 300, y: -1200))
        #expect(d.description == "finish (p 0.50 > 0.33)")
    }

    @Test("flick: f 0.90, v (+1250, 0), push at edge .right cancels by a flick against")
    func r4FlickAgainst() {
        let d = CompletionPolicy(.flick).decide(
            progress: 0.9, velocity: -1250, panDistance: Self.L,
            direction: .fromRight, velocity2D: Point(x: 1250, y: 0))
        #expect(d.description == "cancel (flick 1250 ≥ 1200 pt/s toward start)")
    }

    @Test("flick: progress is clamped to [0, 1] before the threshold")
    func r4Clamped() {
        #expect(CompletionPolicy(.flick).decide(progress: 1.4, velocity: 0, panDistance: Self.L).reason == "p 1.00 > 0.33")
    }

    @Test("nearest-end: p 0.40, v_p 0.5 finishes (0.5667 ≥ 0.5)")
    func r8Finish() {
        let d = CompletionPolicy(.nearestEnd).decide(progress: 0.4, velocity: 0.5 * Self.L, panDistance: Self.L)
        #expect(d.description == "finish (p + v_p/3 = 0.57 ≥ 0.50)")
    }

    @Test("nearest-end: p 0.40, v_p 0.2 cancels (0.4667)")
    func r8CancelSlow() {
        let d = CompletionPolicy(.nearestEnd).decide(progress: 0.4, velocity: 0.2 * Self.L, panDistance: Self.L)
        #expect(d.description == "cancel (p + v_p/3 = 0.47 < 0.50)")
    }

    @Test("nearest-end: p 0.60, v_p −0.4 cancels (0.4667)")
    func r8CancelBackward() {
        #expect(!CompletionPolicy(.nearestEnd).decide(progress: 0.6, velocity: -0.4 * Self.L, panDistance: Self.L).finishes)
    }

    @Test("nearest-end: exactly 0.5 finishes (≥), unlike the strict rules")
    func r8ExactlyHalf() {
        #expect(CompletionPolicy(.nearestEnd).decide(progress: 0.5, velocity: 0, panDistance: Self.L).finishes)
        #expect(!CompletionPolicy(.projection).decide(progress: 0.5, velocity: 0, panDistance: Self.L).finishes)
    }

    @Test("projection: v 1000 pt/s projects 499 pt (normal) and 99 pt (fast)")
    func r11Thousand() {
        #expect(isClose(CompletionPolicy.projectedDistance(velocity: 1000, decelerationRate: 0.998), 499, tolerance: 1e-9))
        #expect(isClose(CompletionPolicy.projectedDistance(velocity: 1000, decelerationRate: 0.99), 99, tolerance: 1e-9))
    }

    @Test("projection: v 500 pt/s projects 249.5 pt and 49.5 pt")
    func r11FiveHundred() {
        #expect(isClose(CompletionPolicy.projectedDistance(velocity: 500, decelerationRate: 0.998), 249.5, tolerance: 1e-9))
        #expect(isClose(CompletionPolicy.projectedDistance(velocity: 500, decelerationRate: 0.99), 49.5, tolerance: 1e-9))
    }

    @Test("projection: case A projects +74.8 pt (normal) and +14.8 pt (fast)")
    func r11CaseA() {
        #expect(isClose(CompletionPolicy.projectedDistance(velocity: 150, decelerationRate: 0.998), 74.85, tolerance: 1e-9))
        #expect(isClose(CompletionPolicy.projectedDistance(velocity: 150, decelerationRate: 0.99), 14.85, tolerance: 1e-9))
    }

    @Test("non-finite inputs give a decision, never a crash")
    func nonFinite() {
        for policy in CompletionPolicy.all {
            let d = policy.decide(progress: .nan, velocity: .infinity, panDistance: 0)
            #expect(!d.reason.contains("nan"), "\(policy): \(d)")
        }
    }

    @Test("projected landing: p + projection / pan for projection, p + v_p / divisor for nearestEnd, p for the others; decide compares it")
    func projectedLanding() throws {
        let input = CompletionInput(progress: 0.3, velocity: 1000, panDistance: 499, direction: .fromLeft)
        // 1000 pt/s at 0.998 projects 499 pt: one whole pan distance.
        let projection = try CompletionPolicy(parsing: "projection")
        #expect(isClose(projection.projectedLanding(input), 1.3, tolerance: 1e-9))
        let nearestEnd = try CompletionPolicy(parsing: "nearest-end")
        #expect(isClose(nearestEnd.projectedLanding(input), 0.3 + (1000.0 / 499) / 3, tolerance: 1e-9))
        #expect(try CompletionPolicy(parsing: "percent").projectedLanding(input) == 0.3)
        // The decision is made on the same figure: finish exactly when it passes the threshold.
        for policy in [projection, try CompletionPolicy(parsing: "projection(0.99)")] {
            for v in stride(from: -2000.0, through: 2000, by: 250) {
                let release = CompletionInput(progress: 0.3, velocity: v, panDistance: 400, direction: .fromLeft)
                #expect(policy.decide(release).finishes == (policy.projectedLanding(release) > 0.5), "\(policy) v \(v)")
            }
        }
    }

    // MARK: forward-flick

    /// Touchwonders' `Examples/ModalTransitionsExample/ModalTransitionsExample/Transitioning/ShapeInteractionController.swift`
    /// lines 129–140: `isFlick = velocity.magnitude > 1200`, `isFlickUp = isFlick && velocity.dy < 0`,
    /// and `.end` when `isFlickUp || lastFractionComplete > 1/3`. Dragged to 90 %, then back 40 % in
    /// 0.1 s, the release is at p 0.50: presenting over 0.5 H + 40 = 466 pt that is −1864 pt/s,
    /// dismissing over H = 852 pt −3408 pt/s. The source finishes both; `flick` cancels both.
    @Test("forward-flick: past 1/3 finishes whatever the velocity; only a flick toward the end counts")
    func forwardFlick() {
        let policy = CompletionPolicy(.forwardFlick)
        #expect(policy.description == "forward-flick(1/3, 1200)")
        for (distance, velocity) in [(466.0, -1864.0), (852.0, -3408.0)] {
            let release = CompletionInput(progress: 0.5, velocity: velocity, panDistance: distance, direction: .fromBottom)
            #expect(policy.decide(release).description == "finish (p 0.50 > 0.33)")
            #expect(!CompletionPolicy(.flick).decide(release).finishes, "flick cancels on the way back")
        }
        // Below the threshold a flick up finishes, strictly faster than 1200 pt/s; one down does not.
        #expect(
            policy.decide(CompletionInput(progress: 0.1, velocity: 1201, panDistance: 466, direction: .fromBottom)).description
                == "finish (flick 1201 > 1200 pt/s toward finish)")
        #expect(!policy.decide(CompletionInput(progress: 0.1, velocity: 1200, panDistance: 466, direction: .fromBottom)).finishes)
        #expect(!policy.decide(CompletionInput(progress: 0.3, velocity: -5000, panDistance: 466, direction: .fromBottom)).finishes)
        // The speed is the 2-D vector's, the way is its component along the pan: (950, −900) is
        // 1308.6 pt/s, mostly sideways but upward.
        let sideways = CompletionInput(progress: 0.1, velocity: 900, panDistance: 466, direction: .fromBottom, velocity2D: Point(x: 950, y: -900))
        #expect(policy.decide(sideways).finishes)
        #expect(!CompletionPolicy(.flick).decide(sideways).finishes, "flick wants the flick on the pan's dominant axis")
        #expect(!policy.decide(CompletionInput(progress: 1.0 / 3.0, velocity: 0, panDistance: 466)).finishes, "strictly > 1/3")
    }
}
