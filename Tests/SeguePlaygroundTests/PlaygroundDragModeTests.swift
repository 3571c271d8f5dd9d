import SegueEngine
import SegueInput
import SeguePlayground
import SegueTestSupport
import Testing

/// Drag mode from the keyboard, on a manual clock: → advances whatever the pan's direction, the
/// finger moves continuously, and the release velocity is how fast the keys were pressed.
@Suite("Playground model: drag mode")
struct PlaygroundDragModeTests {
    /// 5 % of slide-over's 393 pt pan, points.
    static let step = 0.05 * 393

    /// The last release: its progress and velocity, and the decision after it.
    static func lastRelease(_ h: Harness) -> (progress: Double, velocity: Double, decision: CompletionDecision)? {
        guard let log = h.playground.session?.log,
            let i = log.lastIndex(where: { if case .released = $0.event { return true } else { return false } }),
            case .released(let velocity) = log[i].event, i + 1 < log.count,
            case .decision(let decision, _) = log[i + 1].event
        else { return nil }
        return (log[i].progress, velocity, decision)
    }

    @Test(
        "→ advances and ← goes back, whatever the pan's direction on screen",
        arguments: [("slide-over", false), ("slide-over", true), ("presentation-sheet", false)])
    func arrowsFollowThePan(preset: String, toggled: Bool) {
        var h = Harness(preset)
        if toggled {
            h.press(.shiftRight, .shiftRight, .shiftRight, .enter)
            h.wait(1)
            h.press(.character("o"))
        }
        h.press(.character("d"))
        for _ in 0..<4 { h.press(.right, after: 0.1) }
        h.wait(0.5)
        let advanced = h.progress
        #expect(advanced > 0.15, "\(preset) \(h.playground.operation): \(advanced)")
        h.press(.left, after: 0.1)
        h.wait(0.5)
        #expect(h.progress < advanced)
    }

    @Test("the footer in drag mode says which key advances and by how much")
    func footer() {
        var h = Harness()
        h.press(.character("d"))
        let footer = h.playground.view(columns: 120, rows: 40).line(39)
        #expect(footer.contains("→/l advance 5%"), "\(footer)")
        #expect(footer.contains("␣/Esc lift"))
        #expect(footer.contains("↵ finish"))
        h.press(.character(" "))
        #expect(h.playground.view(columns: 120, rows: 40).line(39).contains("→/l +1%"))
    }

    @Test("the finger moves continuously: 50 ms after the last key of a burst it still moves fast")
    func continuousMotion() throws {
        var h = Harness()
        h.press(.character("d"))
        for _ in 0..<3 { h.press(.right, after: 0.05) }
        let before = h.progress
        h.wait(0.05)
        #expect(h.progress > before, "the finger still moves after the last key")
        let verdict = try #require(h.playground.session?.verdict(at: h.playground.time))
        #expect(verdict.input.velocity > 150, "\(verdict.input.velocity)")
    }

    @Test("a steady cadence releases at exactly step ÷ interval: one press per 0.1 s is 196.5 pt/s")
    func steadyCadence() throws {
        var h = Harness()
        h.press(.character("d"))
        for _ in 0..<10 { h.press(.right, after: 0.1) }
        h.press(.character(" "), after: 0.05)
        let release = try #require(Self.lastRelease(h))
        #expect(isClose(release.velocity, Self.step / 0.1, tolerance: 1e-6), "\(release.velocity)")
    }

    @Test("a slower cadence is slower: one press per 0.2 s releases at 98.25 pt/s")
    func slowCadence() throws {
        var h = Harness()
        h.press(.character("d"))
        for _ in 0..<6 { h.press(.right, after: 0.2) }
        h.press(.character(" "), after: 0.1)
        let release = try #require(Self.lastRelease(h))
        #expect(isClose(release.velocity, Self.step / 0.2, tolerance: 1e-6), "\(release.velocity)")
    }

    // MARK: The three cases a presenter shows

    @Test("case 1: a slow drag past the threshold, a pause, a lift: percent finishes on distance")
    func slowDragFinishes() throws {
        var h = Harness()
        #expect(h.playground.policy.description == "percent(0.5)")
        h.press(.character("d"))
        for _ in 0..<12 { h.press(.right, after: 0.3) }
        h.wait(1)
        h.press(.character(" "))
        let release = try #require(Self.lastRelease(h))
        #expect(release.velocity == 0)
        #expect(isClose(release.progress, 0.6, tolerance: 1e-9))
        #expect(release.decision == CompletionDecision(.finish, reason: "p 0.60 > 0.50"))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true))
    }

    @Test("case 2: a quick short swipe finishes under percent-or-velocity on speed, far below the threshold")
    func quickSwipeFinishes() throws {
        var h = Harness()
        while h.playground.policy.kind != .percentOrVelocity { h.press(.character("c")) }
        h.press(.character("d"))
        for _ in 0..<3 { h.press(.right, after: 0.05) }
        h.press(.character(" "), after: 0.05)
        let release = try #require(Self.lastRelease(h))
        #expect(release.progress < 0.2)
        #expect(release.velocity > 200 && release.velocity < 600, "\(release.velocity)")
        #expect(release.decision == CompletionDecision(.finish, reason: "v \(CompletionPolicy.speed(release.velocity)) > 100 pt/s"))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true))
    }

    @Test("case 3: a quick swipe back past the threshold cancels under percent-or-velocity")
    func quickSwipeBackCancels() throws {
        var h = Harness()
        while h.playground.policy.kind != .percentOrVelocity { h.press(.character("c")) }
        h.press(.character("d"))
        for _ in 0..<12 { h.press(.right, after: 0.3) }
        h.wait(1)
        for _ in 0..<3 { h.press(.left, after: 0.05) }
        h.press(.character(" "), after: 0.05)
        let release = try #require(Self.lastRelease(h))
        #expect(release.progress > 0.5, "percent alone would finish")
        #expect(release.velocity < -200 && release.velocity > -600, "\(release.velocity)")
        #expect(release.decision == CompletionDecision(.cancel, reason: "v \(CompletionPolicy.speed(release.velocity)) ≤ -5 pt/s"))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: false))
    }

    // MARK: Enter and Backspace with the finger down

    @Test("Enter with the finger down finishes, as its label says, even where the policy would cancel")
    func enterFinishes() {
        var h = Harness()
        h.press(.character("d"))
        h.press(.right, after: 0.3)
        h.press(.right, after: 0.3)
        h.wait(1)
        h.press(.enter)
        #expect(h.playground.finger == nil)
        #expect(h.logText.contains("finish called at 10 %"))
        #expect(!h.logText.contains("→ cancel"))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true))
    }

    @Test("Backspace with the finger down cancels, even where the policy would finish")
    func backspaceCancels() {
        var h = Harness()
        h.press(.character("d"))
        h.press(.shiftRight, after: 0.3)
        h.press(.shiftRight, after: 0.3)
        h.press(.shiftRight, after: 0.3)
        h.wait(1)
        h.press(.backspace)
        #expect(h.playground.finger == nil)
        #expect(h.logText.contains("cancel called at 60 %"))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: false))
    }
}

@Suite("Playground model: drag mode, one case after another")
struct PlaygroundDragModeSequenceTests {
    @Test("d after a completed transition starts a new one from the start, at the pan's edge")
    func dAfterCompletion() {
        var h = Harness()
        h.press(.enter)
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true))
        h.press(.character("d"))
        #expect(h.phase == .waiting)
        #expect(h.progress == 0)
        for _ in 0..<3 { h.press(.right, after: 0.1) }
        h.wait(0.5)
        #expect(h.progress > 0.1)
    }
}
