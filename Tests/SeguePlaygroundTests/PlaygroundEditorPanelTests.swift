import SegueEngine
import SegueInput
import SeguePlayground
import SeguePresets
import SegueRender
import Testing

/// The editor panel (`e`) as a person reads it: whole field names beside their values, as many
/// fields as the screen has rows for, the curve named as its file writes it, and every refusal in
/// one place, the panel's last line.
@Suite("Playground: the editor panel")
struct PlaygroundEditorPanelTests {
    func editing(_ preset: String, columns: Int, rows: Int) -> Harness {
        var h = Harness(preset, columns: columns, rows: rows)
        h.playground.setDocuments(PresetCatalog.builtIn().documents, userFolder: "/u")
        h.press(.character("e"))
        return h
    }

    /// The editor's rows on screen: each field's name and value as drawn (its inspector rect).
    func fieldRows(_ h: Harness, columns: Int, rows: Int) -> [String] {
        let rect = h.playground.layout(columns: columns, rows: rows).inspector
        let grid = h.playground.view(columns: columns, rows: rows)
        return ((rect.y + 1)..<(rect.maxY - 2)).map { y in
            String(Array(grid.line(y))[rect.x..<rect.maxX]).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    @Test("a track field's whole name shows, a gap, then its value", arguments: [(120, 40), (80, 24), (200, 60)])
    func namesAreNotCut(size: (Int, Int)) throws {
        var h = editing("slide-over", columns: size.0, rows: size.1)
        let editor = try #require(h.playground.editor)
        let index = try #require(editor.fields.firstIndex { editor.label(of: $0).name == "t1 translation.x[0]" })
        for _ in 0..<index { h.press(.down) }
        let rows = fieldRows(h, columns: size.0, rows: size.1)
        let row = try #require(rows.first { $0.contains("translation.x[0]") }, "\(rows)")
        #expect(row.range(of: #"^▸ t1 translation\.x\[0\] +W$"#, options: .regularExpression) != nil, "\(row)")
        #expect(!h.playground.view(columns: size.0, rows: size.1).text.contains("translatio…"))
    }

    @Test("at 200×60 every field of cube shows at once; the plot keeps its rows and the log its last lines")
    func fieldsUseTheRows() throws {
        let h = editing("cube", columns: 200, rows: 60)
        let fields = try #require(h.playground.editor?.fields.count)
        #expect(fields > 20)
        let rows = fieldRows(h, columns: 200, rows: 60)
        #expect(rows.count == fields, "\(rows)")
        let layout = h.playground.layout(columns: 200, rows: 60)
        let plain = PlaygroundLayout(columns: 200, rows: 60)
        #expect(layout.inspector.height == fields + 3)
        #expect(layout.plot.height == plain.plot.height && layout.timeline.height == plain.timeline.height)
        #expect(layout.log.height >= 5 && layout.log.maxY == plain.log.maxY)
        // Out of edit mode the layout is the usual one.
        var off = h
        off.press(.escape)
        #expect(off.playground.layout(columns: 200, rows: 60) == plain)
    }

    @Test("where the screen has no spare rows the fields scroll in the inspector's window, the selected one in view")
    func fieldsScrollOnASmallScreen() throws {
        var h = editing("cube", columns: 80, rows: 24)
        #expect(h.playground.layout(columns: 80, rows: 24) == PlaygroundLayout(columns: 80, rows: 24))
        #expect(fieldRows(h, columns: 80, rows: 24).count == 6)
        for _ in 0..<20 { h.press(.down) }
        #expect(fieldRows(h, columns: 80, rows: 24).contains { $0.hasPrefix("▸ i1 pan") })
    }

    @Test("the mouse finds a Bézier handle on the plot where the grown editor put it")
    func handleOnTheMovedPlot() throws {
        var h = editing("slide-over", columns: 200, rows: 60)
        let layout = h.playground.layout(columns: 200, rows: 60)
        #expect(layout.plot.y > PlaygroundLayout(columns: 200, rows: 60).plot.y)
        let grid = h.playground.view(columns: 200, rows: 60)
        let cell = ((layout.plot.y + 1)..<layout.plot.maxY).lazy.compactMap { y in
            (layout.plot.x..<layout.plot.maxX).first { grid[$0, y].glyph == "1" && grid[$0, y].attributes.contains(.reverse) }.map { ($0, y) }
        }.first
        let (column, row) = try #require(cell)
        h.mouse(.press, column: column, row: row)
        #expect(h.playground.view(columns: 200, rows: 60).text.contains("holding handle 1 at (0.42, 0)"))
    }

    @Test("a curve converted to another form with the same motion is titled as the file now writes it")
    func curveTitleFollowsTheConversion() throws {
        var h = editing("slide-over", columns: 120, rows: 40)
        #expect(h.screen.contains("Curve  easeInOut"))
        h.press(.down, .right)
        #expect(h.playground.editor?.timing.spec == "cubic-bezier(0.42, 0, 0.58, 1)")
        #expect(h.screen.contains("Curve  cubic-bezier(0.42, 0, 0.58, 1)"), "\(h.screen)")
        h.press(.right)
        let spring = try #require(h.playground.editor?.timing.spec)
        #expect(spring.hasPrefix("spring(dampingRatio: "))
        h.press(.right)
        let next = try #require(h.playground.editor?.timing.spec)
        #expect(next.hasPrefix("spring(mass: ") && h.screen.contains("Curve  " + next), "\(h.screen)")
        h.press(.character("u"), .character("u"), .character("u"))
        #expect(h.screen.contains("Curve  easeInOut"))
    }

    @Test(
        "every field's refusal shows on the panel's last line with the field's name, never in the log",
        arguments: [
            ("fade", "duration", "-2", "✗ duration: presets/fade.json:9:15: duration: "),
            ("fade", "t1 range to", "1.5", "✗ t1 range to: "),
            ("fade", "i1 completion", "7", "✗ i1 completion: "),
            ("cube", "t1 translation.x[0]", nil, "✗ t1 translation.x[0]: W/2 is an expression: type a new value with ↵"),
            ("slide-over", "timing", "nonsense", "✗ timing: "),
        ] as [(String, String, String?, String)])
    func refusalsInOnePlace(preset: String, field: String, typed: String?, shown: String) throws {
        var h = editing(preset, columns: 120, rows: 40)
        let editor = try #require(h.playground.editor)
        let index = try #require(editor.fields.firstIndex { editor.label(of: $0).name == field })
        for _ in 0..<index { h.press(.down) }
        let before = h.playground.editor?.text
        if let typed {
            // The first character typed replaces the value ↵ starts from.
            h.press(.enter)
            h.type(typed)
            h.press(.enter)
        } else {
            h.press(.right)
        }
        #expect(h.playground.editor?.text == before)
        #expect(h.screen.contains(shown), "\(h.screen)")
        #expect(!h.logText.contains("refused") && !h.logText.contains("✗"), "\(h.logText)")
        // Another field selected: the refusal was about the last one, and goes.
        h.press(index == 0 ? .down : .up)
        #expect(!h.screen.contains("✗ ") && h.screen.contains("w saves to /u/"))
    }
}
