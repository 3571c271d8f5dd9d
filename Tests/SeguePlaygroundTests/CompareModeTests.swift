import SegueEngine
import SegueInput
import SeguePlayground
import SeguePresets
import SegueRender
import Testing

/// Compare mode on a manual clock: one input drives panes A and B, each pane's policy decides by
/// itself, per-pane keys act on the focused pane only, and leaving keeps pane A.
@Suite("Playground model: compare mode")
struct CompareModeTests {
    /// A compare playground on slide-over at 200 × 60, its clock at 0.
    struct CompareHarness {
        var app: Playground
        var clock = 0.0

        init(policyB: String? = nil, presetB: String? = nil, columns: Int = 200, rows: Int = 60) {
            let a = Harness("slide-over", columns: columns, rows: rows).playground
            app = Playground(a, compare: presetB, policy: policyB.map { try! CompletionPolicy(parsing: $0) })
            _ = app.handle(.resize(columns: columns, rows: rows))
            _ = app.handle(.tick(now: 0))
        }

        mutating func press(_ keys: Key..., after seconds: Double = 0) {
            for key in keys {
                wait(seconds)
                _ = app.handle(.key(key))
            }
        }

        mutating func wait(_ seconds: Double) {
            let end = clock + seconds
            while clock < end - 1e-12 {
                clock = min(end, clock + 1.0 / 60)
                _ = app.handle(.tick(now: clock))
            }
        }

        /// The keyboard drag of the threshold demo: `d`, eight → at 50 ms, Space.
        mutating func keyboardDrag() {
            press(.character("d"))
            for _ in 0..<8 { press(.right, after: 0.05) }
            press(.character(" "), after: 0.05)
        }

        func decisions(_ pane: Int) -> [CompletionDecision] {
            app.panes[pane].session?.log.compactMap { if case .decision(let d, _) = $0.event { d } else { nil } } ?? []
        }
    }

    @Test("= enters compare mode with B a copy of A; = again leaves")
    func toggle() {
        var h = CompareHarness()
        #expect(!h.app.isComparing)
        h.press(.character("="))
        #expect(h.app.isComparing)
        #expect(h.app.panes[1].preset?.name == "slide-over")
        #expect(h.app.panes.map { $0.size.columns } == [99, 100])
        h.press(.character("="))
        #expect(!h.app.isComparing)
        #expect(h.app.panes[0].size == (200, 60))
    }

    @Test("one input reaches both panes: scrub, play, grab, finish, cancel, reverse")
    func oneInputBothPanes() {
        var h = CompareHarness(policyB: "flick")
        h.press(.character("L"), .character("L"))
        #expect(h.app.panes.map(\.progress) == [0.2, 0.2])
        h.press(.enter)
        h.wait(1)
        #expect(h.app.panes.map(\.progress) == [1, 1])
        h.press(.character("r"), .character(" "))
        h.wait(0.1)
        h.press(.character(" "))
        let grabbed = h.app.panes.map(\.progress)
        #expect(grabbed[0] == grabbed[1] && grabbed[0] < 1 && grabbed[0] > 0, "\(grabbed)")
        h.press(.backspace)
        h.wait(1)
        #expect(h.app.panes.map(\.progress) == [0, 0])
    }

    @Test("each pane decides by its own policy: the same keyboard drag cancels in A and finishes in B, on one log line")
    func ownPolicies() throws {
        var h = CompareHarness(policyB: "flick(1/3, 1200)")
        h.keyboardDrag()
        h.wait(1)
        let a = try #require(h.decisions(0).last)
        let b = try #require(h.decisions(1).last)
        #expect(!a.finishes && b.finishes, "\(a) \(b)")
        let line = try #require(h.app.comparison).text
        #expect(line.hasPrefix("A percent(0.5) → cancel: p 0."), "\(line)")
        #expect(line.contains(" ≤ 0.50 │ B flick(1/3, 1200) → finish: p 0."), "\(line)")
        #expect(h.app.panes.allSatisfy { $0.log.contains { $0.text == line } })
        #expect(h.app.panes.map(\.progress) == [0, 1])
        #expect(h.app.view(columns: 200, rows: 60).line(58).hasPrefix(line))
    }

    @Test("the mouse finger is one gesture for both panes, wherever it presses")
    func mouse() throws {
        var h = CompareHarness(policyB: "flick(1/3, 1200)")
        h.press(.character("="), .character("="))
        let stage = PlaygroundLayout(columns: 100, rows: 58).stage
        let x = 101 + stage.maxX - 3
        let y = stage.y + stage.height / 2
        _ = h.app.handle(.mouse(MouseEvent(.press, button: .left, column: x, row: y)))
        for i in 1...10 {
            h.wait(0.02)
            _ = h.app.handle(.mouse(MouseEvent(.drag, button: .left, column: x - i * 2, row: y)))
        }
        _ = h.app.handle(.mouse(MouseEvent(.release, button: .left, column: x - 20, row: y)))
        h.wait(1)
        #expect(h.decisions(0).count == 1 && h.decisions(1).count == 1)
        #expect(h.app.panes.allSatisfy { $0.finger == nil })
    }

    @Test("per-pane keys act on the focused pane only; w moves the focus")
    func focusedPaneOnly() {
        var h = CompareHarness(policyB: "percent")
        let a = h.app.panes[0]
        h.press(.character("\\"))
        #expect(h.app.focus == 1)
        h.press(.character("]"), .character("+"), .character("n"), .character("o"))
        let b = h.app.panes[1]
        #expect(b.preset?.name != a.preset?.name)
        #expect(b.speed == 2)
        let after = h.app.panes[0]
        #expect(
            after.preset == a.preset && after.policy == a.policy && after.speed == a.speed && after.operation == a.operation && after.direction == a.direction)
        h.press(.character("\\"), .character("c"))
        #expect(h.app.panes[0].policy != a.policy)
        #expect(h.app.panes[1].policy == b.policy)
        #expect(h.app.view(columns: 200, rows: 60).line(59).hasPrefix("compare · focus A"))
    }

    @Test("leaving compare mode keeps pane A as it was")
    func leavingKeepsA() {
        var h = CompareHarness(policyB: "flick")
        h.press(.character("\\"), .character("n"), .character("\\"), .character("c"), .character("L"), .character("L"), .character("L"))
        let a = h.app.panes[0]
        h.press(.character("="))
        #expect(h.app.panes.count == 1)
        let kept = h.app.panes[0]
        #expect(kept.preset == a.preset && kept.policy == a.policy && kept.progress == a.progress && kept.speed == a.speed)
        #expect(h.app.view(columns: 200, rows: 60).line(59).contains("? help"))
    }

    @Test("the panes share the screen fairly at every size; below two stages it says why")
    func fairLayout() {
        for columns in 40...260 {
            for rows in 10...90 {
                let layout = CompareLayout(columns: columns, rows: rows)
                switch layout.split {
                case .sideBySide:
                    let (a, b) = (layout.panes[0], layout.panes[1])
                    #expect(a.width + b.width + 1 == columns && abs(a.width - b.width) <= 1)
                    #expect(!PlaygroundLayout.isTooSmall(columns: a.width, rows: a.height) && !PlaygroundLayout.isTooSmall(columns: b.width, rows: b.height))
                case .stacked:
                    let (a, b) = (layout.panes[0], layout.panes[1])
                    #expect(a.height + b.height + 2 == rows && abs(a.height - b.height) <= 1)
                    #expect(!PlaygroundLayout.isTooSmall(columns: a.width, rows: a.height) && !PlaygroundLayout.isTooSmall(columns: b.width, rows: b.height))
                case nil:
                    #expect(layout.reason?.hasSuffix("this is \(columns)×\(rows)") == true)
                    #expect(columns < 101 || rows < 18)
                    #expect(columns < 50 || rows < 34)
                }
            }
        }
        #expect(CompareLayout(columns: 80, rows: 24).reason == "two panes need 101×18 side by side or 50×34 stacked; this is 80×24")
        #expect(CompareLayout(columns: 80, rows: 60).split == .stacked)
        #expect(CompareLayout(columns: 200, rows: 60).split == .sideBySide)
    }
}
