import SegueEngine
import SegueRender
import SegueTestSupport
import Testing

@Suite("Curve plot widget")
struct CurvePlotTests {
    @Test("an overshooting spring, in braille, matches its golden file")
    func springGolden() {
        let spring = Spring.caSpringDefault
        let grid = CurvePlot.render(width: 60, height: 16, domain: 0...spring.settlingDuration, unit: " s") { spring.value(at: $0) }
        #expect(snapshotMismatch(grid.trimmedText, named: "curve-plot-spring") == nil)
    }

    @Test("an anticipating curve in ASCII matches its golden file")
    func asciiGolden() throws {
        let back = try CubicBezier(0.6, -0.28, 0.735, 0.045)
        let grid = CurvePlot.render(width: 40, height: 10, domain: 0...1, style: .ascii) { back.value(at: $0) }
        #expect(snapshotMismatch(grid.trimmedText, named: "curve-plot-ascii") == nil)
        #expect(grid.text.allSatisfy { $0.isASCII })
    }

    @Test("the grid has the requested size; 0 and 1 are marked on the axis")
    func layout() {
        let grid = CurvePlot.render(width: 50, height: 12, domain: 0...1) { $0 }
        #expect(grid.width == 50 && grid.height == 12)
        #expect(grid.line(0).hasPrefix("     1 ┤"))
        #expect(grid.line(9).hasPrefix("     0 ┤"))
        #expect(grid.line(10) == "       └" + String(repeating: "─", count: 42))
        #expect(grid.line(11).hasPrefix("        0"))
        #expect(grid.line(11).hasSuffix("1"))
    }

    @Test("overshoot and undershoot grow the range and label its extremes")
    func extremes() {
        // 10 plot rows of 4 dots: 1.5 is dot row 0, 1 is row 11, 0 is row 33, -0.25 is row 39.
        let grid = CurvePlot.render(width: 40, height: 12, domain: 0...1) { x in x < 0.5 ? -0.25 : 1.5 }
        let labels = (0..<10).map { String(grid.line($0).prefix(8)) }
        #expect(labels[0] == "   1.5 ┤")
        #expect(labels[2] == "     1 ┤")
        #expect(labels[8] == "     0 ┤")
        #expect(labels[9] == " -0.25 ┤")
        #expect(labels.enumerated().filter { ![0, 2, 8, 9].contains($0.offset) }.allSatisfy { $0.element == "       │" })
    }

    @Test("the curve is continuous: every plot column has a dot")
    func continuous() {
        let grid = CurvePlot.render(width: 30, height: 8, domain: 0...1) { x in x < 0.5 ? 0 : 1 }
        for column in 8..<30 {
            #expect((0..<6).contains { grid[column, $0].glyph != " " }, "column \(column) is empty")
        }
        // The jump is drawn as a vertical run of dots in one column.
        #expect((0..<6).filter { grid[8 + 11, $0].glyph != " " }.count >= 5)
    }

    @Test("non-finite values leave a gap; a grid too small for a plot stays blank")
    func edges() {
        let gap = CurvePlot.render(width: 30, height: 8, domain: 0...1) { x in x > 0.4 && x < 0.6 ? .nan : x }
        #expect((0..<6).allSatisfy { gap[8 + 11, $0].glyph == " " })
        let tiny = CurvePlot.render(width: 9, height: 2, domain: 0...1) { $0 }
        #expect(tiny.text.allSatisfy { $0 == " " || $0 == "\n" })
    }
}
