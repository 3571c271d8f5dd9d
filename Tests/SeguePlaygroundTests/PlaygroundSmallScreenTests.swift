import SegueEngine
import SegueInput
import SeguePlayground
import SegueRender
import Testing

/// Small and medium screens, as whole screens: the compare bar, pane B's footer and log, and the
/// help box at 80×24 and beside it.
@Suite("Playground: small and medium screens")
struct PlaygroundSmallScreenTests {
    typealias CompareHarness = CompareModeTests.CompareHarness

    @Test("at 80×24 the compare bar says which pane has the focus and the keys before why one pane shows", arguments: [(80, 24), (60, 20), (100, 30)])
    func compareBarAtSmallSizes(size: (Int, Int)) {
        var h = CompareHarness(columns: size.0, rows: size.1)
        h.press(.character("="))
        let bar = h.app.view(columns: size.0, rows: size.1).line(size.1 - 1)
        #expect(bar.hasPrefix("compare · focus A · \\ pane · = leaves"), "\(bar)")
        h.press(.character("\\"))
        #expect(h.app.view(columns: size.0, rows: size.1).line(size.1 - 1).hasPrefix("compare · focus B · \\ pane"))
    }

    @Test("side by side, pane B's footer lists the keys as pane A's does", arguments: [(200, 60), (120, 40)])
    func paneBFooter(size: (Int, Int)) {
        var h = CompareHarness(columns: size.0, rows: size.1)
        h.press(.character("="))
        let grid = h.app.view(columns: size.0, rows: size.1)
        let layout = h.app.layout
        let footerRow = layout.panes[0].maxY - 1
        let line = Array(grid.line(footerRow))
        let b = String(line[layout.panes[1].x..<layout.panes[1].maxX])
        // What pane B alone at its size shows on its footer row.
        let alone = h.app.panes[1].view(columns: layout.panes[1].width, rows: layout.panes[1].height).line(layout.panes[1].height - 1)
        #expect(b == alone, "in compare mode: \(b)\nalone: \(alone)")
        #expect(b.hasPrefix("→/l +1%  ␣ play  d drag"), "pane B's footer: \(b)")
    }

    @Test("pane B's log starts with its own line, not a copy of pane A's history")
    func paneBLog() {
        var h = CompareHarness(columns: 200, rows: 60)
        h.press(.character("L"), .character("n"), .character("p"))
        let history = h.app.panes[0].log.map(\.text)
        #expect(history.count >= 3)
        h.press(.character("="))
        let b = h.app.panes[1].log.map(\.text)
        #expect(b == ["compare: this is pane B: slide-over: present fromRight · percent(0.5)"], "\(b)")
        // Pane A keeps its history and says which pane it is.
        #expect(h.app.panes[0].log.map(\.text) == history + ["compare: this is pane A; = leaves and keeps it"])
    }

    @Test("pane B opened on another preset and policy says so in its first line")
    func paneBLogOnAnotherPreset() {
        let h = CompareHarness(policyB: "flick(1/3, 1200)", presetB: "presentation-sheet", columns: 200, rows: 60)
        let b = h.app.panes[1].log.map(\.text)
        #expect(b.count == 1 && b[0].hasPrefix("compare: this is pane B: presentation-sheet: present"), "\(b)")
        #expect(b.first?.contains("· flick(") == true, "\(b)")
    }

    @Test("at 80×24 the help box covers the whole width: no column of the screen behind, one corner at each end", arguments: [(80, 24), (60, 20), (90, 30)])
    func helpCoversTheWidth(size: (Int, Int)) {
        var h = Harness(columns: size.0, rows: size.1)
        h.press(.character("?"))
        let grid = h.playground.view(columns: size.0, rows: size.1)
        let rows = (0..<size.1).map { Array(grid.line($0)) }
        let top = rows.firstIndex { $0.first == "╭" && String($0).contains("Keys") }!
        let bottom = rows.lastIndex { $0.first == "╰" }!
        #expect(rows[top].last == "╮" && rows[bottom].last == "╯", "\(grid.text)")
        #expect(!String(rows[bottom]).hasPrefix("╰╰") && !String(rows[top]).hasPrefix("│╭"), "\(grid.text)")
        for y in (top + 1)..<bottom { #expect(rows[y].first == "│" && rows[y].last == "│", "row \(y): \(String(rows[y]))") }
    }

    @Test("no help section title sits alone at the bottom of a column", arguments: [(200, 60), (160, 50), (130, 45), (220, 70), (120, 56)])
    func helpTitleKeepsItsBinding(size: (Int, Int)) {
        var h = Harness(columns: size.0, rows: size.1)
        h.press(.character("?"))
        let grid = h.playground.view(columns: size.0, rows: size.1)
        let rows = (0..<size.1).map { Array(grid.line($0)) }
        let top = rows.firstIndex { String($0).contains("╭ Keys") }!
        let bottom = rows[(top + 1)...].firstIndex { String($0).contains("╰") }!
        let boxX = rows[top].firstIndex(of: "╭")!
        let boxWidth = rows[top].lastIndex(of: "╮")! - boxX + 1
        // Titles are underlined; two columns start 2 cells in and half the box in.
        for start in [boxX + 2, boxX + 2 + boxWidth / 2] {
            let filled = ((top + 1)..<bottom).filter { grid[start, $0].glyph != " " }
            guard let last = filled.last else { continue }
            #expect(!grid[start, last].attributes.contains(.underline), "\(size): a title alone at the bottom: \(String(rows[last]))")
        }
    }
}
