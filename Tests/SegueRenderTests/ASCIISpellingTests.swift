import SegueEngine
import SegueRender
import Testing

@Suite("ASCII spelling")
struct ASCIISpellingTests {
    @Test("one cell: ASCII stays, lines become + - |, blocks and shades #, symbols a look-alike")
    func cells() {
        let mapped = String(String.UnicodeScalarView("a┌─┐│└┘╭╮ █░▒·→é◆┊".unicodeScalars.map(ASCIISpelling.character(for:))))
        #expect(mapped == "a+-+|++++ ###|>e*|")
    }

    @Test("text: keys, arrows, relations and dashes get words where one character would not do")
    func prose() {
        #expect(ASCIISpelling.spell("slide-over — Slide Over") == "slide-over - Slide Over")
        #expect(ASCIISpelling.spell("speed 1×   ␣ plays back") == "speed 1x   Space plays back")
        #expect(ASCIISpelling.spell("→ finish: v 1200 ≥ 100 pt/s") == "-> finish: v 1200 >= 100 pt/s")
        #expect(ASCIISpelling.spell("←/→ move it, ␣ or ↵ lifts it…") == "<-/-> move it, Space or Enter lifts it...")
        #expect(ASCIISpelling.spell("plain ASCII") == "plain ASCII")
    }

    @Test("key labels name the arrows and Shift")
    func keys() {
        #expect(ASCIISpelling.spell("⇧←/H", as: .keys) == "S-Left/H")
        #expect(ASCIISpelling.spell("⇧⇥/p", as: .keys) == "S-Tab/p")
        #expect(ASCIISpelling.spell("⌫/x", as: .keys) == "Bksp/x")
        #expect(ASCIISpelling.spell("␣", as: .keys) == "Space")
        #expect(ASCIISpelling.spell("↵", as: .keys) == "Enter")
    }

    @Test("an unknown character is ? and says so")
    func unknown() {
        #expect(ASCIISpelling.spell("日") == "?")
        #expect(!ASCIISpelling.hasSpelling("日"))
        #expect(ASCIISpelling.hasSpelling("⇥"))
    }

    @Test("a grid in ASCII keeps colours and attributes")
    func grid() {
        var grid = CellGrid(width: 3, height: 1)
        grid.put("─×a", x: 0, y: 0, foreground: .white, attributes: [.bold])
        grid.spellInASCII()
        #expect(grid[0, 0] == Cell("-", foreground: .white, attributes: [.bold]))
        #expect(grid[1, 0].glyph == "x")
        #expect(grid[2, 0].glyph == "a")
    }
}
