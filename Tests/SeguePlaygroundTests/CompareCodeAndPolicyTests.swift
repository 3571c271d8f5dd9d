import SegueEngine
import SegueInput
import SeguePlayground
import SegueRender
import Testing

/// Compare mode on a UIKit transition with its own interaction: pane A plays it live (the code
/// decides), pane B plays the same transition under a policy, one finger drives both, and each
/// pane's verdict shows (issue 23: "pane A can run the code and pane B a policy").
@Suite("Playground: compare mode, the code in A and a policy in B")
@MainActor
struct CompareCodeAndPolicyTests {
    /// Compare mode on `always-finish` (its code always finishes), pane B under `policy`.
    static func app(policy: String? = nil) -> Playground {
        let a = PlaygroundLiveUIKitTests.playground(PlaygroundLiveUIKitTests.transition())
        var app = Playground(a, compare: nil, policy: policy.map { try! CompletionPolicy(parsing: $0) } ?? a.policy)
        _ = app.handle(.resize(columns: 200, rows: 60))
        return app
    }

    /// The keyboard's finger in both panes: `d`, `steps` → 1/60 s apart, held, ␣; then two seconds.
    static func drag(_ app: inout Playground, steps: Int) {
        var now = 0.0
        func tick() {
            now += 1.0 / 60
            _ = app.handle(.tick(now: now))
        }
        tick()
        _ = app.handle(.key(.character("d")))
        for _ in 0..<steps {
            tick()
            _ = app.handle(.key(.right))
        }
        for _ in 0..<10 { tick() }
        _ = app.handle(.key(.character(" ")))
        for _ in 0..<120 { tick() }
    }

    @Test("the same short drag: the code in A finishes, percent(0.5) in B cancels; each pane and the bar show their verdicts")
    func codeAndPolicy() throws {
        var app = Self.app(policy: "percent(0.5)")
        #expect(app.isComparing)
        #expect(app.panes[0].playsLive && app.panes[0].runsCode)
        #expect(!app.panes[1].playsLive && !app.panes[1].runsCode)
        #expect(app.panes[1].log.map(\.text) == ["compare: this is pane B: always-finish: coded transition · percent(0.5) decides (pane A runs the code)"])
        Self.drag(&app, steps: 2)
        let a = app.panes[0].log.map(\.text)
        let b = app.panes[1].log.map(\.text)
        #expect(a.contains { $0.hasPrefix("your code: finish") } && a.contains("percent(0.5) would: cancel"), "\(a)")
        // B's own policy decided, as in a pane without the code: no record of the code there.
        #expect(b.contains { $0.hasPrefix("→ cancel: p ") } && !b.contains { $0.hasPrefix("your code") || $0.contains("would:") }, "\(b)")
        let comparison = try #require(app.comparison)
        #expect(!comparison.agree)
        #expect(comparison.text.hasPrefix("A your code → finish: the code called finishInteractiveTransition() at p "), "\(comparison.text)")
        #expect(comparison.text.contains(" │ B percent(0.5) → cancel: p "), "\(comparison.text)")
        // A's stage is the code's (finished, the presented view gone), B's the policy's (cancelled: back where it began).
        #expect(app.panes[0].liveScene != nil && app.panes[1].liveScene == nil)
        #expect(app.panes[0].session?.driver.isCompleted == true && app.panes[1].session?.driver.isCompleted == true)
        #expect(app.panes[1].progress == 0)
        // Each pane's verdict on screen: A's inspector puts the code's first, the bar pairs them whole.
        let grid = app.view(columns: 200, rows: 60)
        #expect(grid.text.contains("verdict   your code: finish · percent(0.5) w"), "\(grid.text)")
        #expect(grid.line(58).hasPrefix(comparison.text))
    }

    @Test("a long drag: code and policy agree, and the bar says so")
    func agreement() throws {
        var app = Self.app(policy: "percent(0.5)")
        Self.drag(&app, steps: 40)
        let comparison = try #require(app.comparison)
        #expect(comparison.agree && comparison.text.hasPrefix("A and B agree → finish: A your code → finish"), "\(comparison.text)")
    }

    @Test("B stays the policy's when its transition is opened again (t turns the device): the code runs only in A")
    func bNeverRunsTheCode() {
        var app = Self.app()
        _ = app.handle(.key(.character("t")))
        #expect(app.panes[0].playsLive && !app.panes[1].playsLive)
        _ = app.handle(.key(.character("=")))
        #expect(!app.isComparing && app.panes[0].playsLive)
    }
}
