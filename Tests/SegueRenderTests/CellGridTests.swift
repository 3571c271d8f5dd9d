import SegueEngine
import SegueRender
import SegueTestSupport
import Testing

@Suite("Cell grid")
struct CellGridTests {
    @Test("put writes one character per column, clipped to the grid")
    func putOneColumnPerCharacter() {
        var grid = CellGrid(width: 6, height: 2)
        grid.put("ab─│⠿●xyz", x: -1, y: 0)
        #expect(grid.line(0) == "b─│⠿●x")
        grid.put("hidden", x: 0, y: 2)
        #expect(grid.line(1) == "      ")
    }

    @Test("a character of several scalars takes one column and shows its first scalar")
    func putCombiningSequence() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("e\u{301}─\u{20D7}z", x: 0, y: 0)
        #expect(grid[0, 0].glyph == "e")
        #expect(grid[1, 0].glyph == "─")
        #expect(grid[2, 0].glyph == "z")
        #expect(CellGrid.columns(of: "e\u{301}─\u{20D7}z") == ["e", "─", "z"])
        #expect(CellGrid.columns(of: "a─⠿") == ["a", "─", "⠿"])
    }

    @Test("a cell is four words with no padding, so equal bytes are equal cells and colours round-trip")
    func cellLayout() {
        #expect(MemoryLayout<Cell>.size == 16)
        #expect(MemoryLayout<Cell>.stride == 16)
        let black = RGBColor(red: 0, green: 0, blue: 0)
        var cell = Cell("x", foreground: black, background: nil, attributes: [.bold, .italic])
        #expect(cell.foreground == black)
        #expect(cell.background == nil)
        #expect(cell != Cell("x", foreground: nil, attributes: [.bold, .italic]), "black is not the default colour")
        cell.background = RGBColor(red: 255, green: 254, blue: 253)
        #expect(cell.background == RGBColor(red: 255, green: 254, blue: 253))
        #expect(cell.attributes == [.bold, .italic])
        #expect(Cell.sameColor(nil, nil) && !Cell.sameColor(nil, black) && Cell.sameColor(black, black))
    }
}
