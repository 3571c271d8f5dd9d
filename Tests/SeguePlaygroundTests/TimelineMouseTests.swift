import SegueEngine
import SegueInput
import SegueRender
import Testing

@testable import SeguePlayground

/// The mouse on the timeline (issue 27 item 16): a click or a drag on the bar scrubs to where it
/// points, the wheel over the timeline steps 1 %.
@Suite("Timeline and the mouse")
struct TimelineMouseTests {
    /// The bar's row and its first and last columns, found on screen (its brackets `▕` and `▏`).
    func bar(_ h: Harness) throws -> (row: Int, first: Int, last: Int) {
        let grid = h.playground.view(columns: 120, rows: 40)
        let title = try #require((0..<grid.height).first { grid.line($0).contains("Timeline") })
        let line = Array(grid.line(title + 1))
        let first = try #require(line.firstIndex(of: "▕"))
        let last = try #require(line.lastIndex(of: "▏"))
        return (title + 1, first, last)
    }

    func mouse(_ h: inout Harness, _ kind: MouseEvent.Kind, column: Int, row: Int) {
        _ = h.playground.handle(.mouse(MouseEvent(kind, button: .left, column: column, row: row)))
    }

    @Test("a click on the bar scrubs there: the brackets are 0 and 1 %, the middle cell half way")
    func click() throws {
        var h = Harness()
        let b = try bar(h)
        let inner = b.last - b.first - 1
        mouse(&h, .press, column: b.first + 1 + inner / 2, row: b.row)
        #expect(abs(h.playground.progress - (Double(inner / 2) + 0.5) / Double(inner)) < 1e-9)
        mouse(&h, .release, column: b.first + 1 + inner / 2, row: b.row)
        mouse(&h, .press, column: b.last, row: b.row)
        #expect(h.playground.progress == 1)
        mouse(&h, .press, column: b.first, row: b.row)
        #expect(h.playground.progress == 0)
        #expect(h.playground.finger == nil, "the timeline is not the stage: no finger goes down")
    }

    @Test("a drag along the bar follows the pointer; the wheel steps 1 % each way")
    func dragAndWheel() throws {
        var h = Harness()
        let b = try bar(h)
        let inner = Double(b.last - b.first - 1)
        mouse(&h, .press, column: b.first + 5, row: b.row)
        var last = h.playground.progress
        for column in stride(from: b.first + 10, through: b.first + 30, by: 10) {
            mouse(&h, .drag, column: column, row: b.row)
            #expect(h.playground.progress > last)
            #expect(abs(h.playground.progress - (Double(column - b.first - 1) + 0.5) / inner) < 1e-9)
            last = h.playground.progress
        }
        mouse(&h, .release, column: b.first + 30, row: b.row)
        _ = h.playground.handle(.mouse(MouseEvent(.scrollUp, button: .left, column: b.first + 3, row: b.row)))
        #expect(abs(h.playground.progress - (last + 0.01)) < 1e-9)
        _ = h.playground.handle(.mouse(MouseEvent(.scrollDown, button: .left, column: b.first + 3, row: b.row - 1)))
        _ = h.playground.handle(.mouse(MouseEvent(.scrollDown, button: .left, column: b.first + 3, row: b.row - 1)))
        #expect(abs(h.playground.progress - (last - 0.01)) < 1e-9)
    }
}
