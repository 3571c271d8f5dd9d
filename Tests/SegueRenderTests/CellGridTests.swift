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

    @Test(
        "a wide character takes two cells (its glyph, then a continuation); one that does not fit at the edge is a space; one that draws nothing is a replacement"
    )
    func wideCharacters() {
        var grid = CellGrid(width: 7, height: 1)
        grid.put("漢a字b", x: 0, y: 0)
        #expect(grid.cells.map(\.glyph) == ["漢", Cell.continuation, "a", "字", Cell.continuation, "b", " "])
        #expect(grid.line(0) == "漢a字b ")
        grid.put("タ", x: 6, y: 0)
        #expect(grid.cells[6].glyph == " ", "no room for its second column")
        grid.put("\u{301}x\u{7}", x: 0, y: 0)
        #expect(grid.cells.prefix(3).map(\.glyph) == [Cell.replacement, "x", Cell.replacement])
        #expect("漢字 ok".terminalColumns == 7 && CellGrid.columns(of: "漢a") == ["漢", Cell.continuation, "a"])
    }

    @Test("text written over half of a wide character turns the other half into a space, so the row never shifts")
    func halfOverwritten() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("漢字漢", x: 0, y: 0)
        grid.put("x", x: 1, y: 0)
        #expect(grid.cells.map(\.glyph) == [" ", "x", "字", Cell.continuation, "漢", Cell.continuation])
        grid.put("y", x: 2, y: 0)
        #expect(grid.cells.map(\.glyph) == [" ", "x", "y", " ", "漢", Cell.continuation])
        #expect(CellGrid.repaired(["漢", "~", Cell.continuation, "a"]) == [" ", "~", " ", "a"])
    }
}
