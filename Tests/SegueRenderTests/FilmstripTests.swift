import SegueEngine
import SegueRender
import Testing

@Suite("filmstrip layout")
struct FilmstripTests {
    @Test("frames side by side, two columns apart, each label centred under its frame")
    func layout() {
        var a = CellGrid(width: 5, height: 2)
        var b = CellGrid(width: 5, height: 2)
        a.fill(x: 0, y: 0, width: 5, height: 2, with: Cell("a"))
        b.fill(x: 0, y: 0, width: 5, height: 2, with: Cell("b"))
        let strip = Filmstrip.compose([(label: "p=0", grid: a), (label: "p = 0.25", grid: b)])
        #expect(
            strip.text == """
                aaaaa  bbbbb
                aaaaa  bbbbb
                 p=0   p = 0
                """, "a label longer than its frame is cut to the frame's width")
    }
}
