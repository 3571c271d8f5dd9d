import SegueEngine
import SegueRender
import Testing

@Suite("ANSI encoder")
struct ANSIEncoderTests {
    static let red = RGBColor(red: 255, green: 0, blue: 0)
    static let blue = RGBColor(red: 0, green: 0, blue: 255)

    /// Row 0: "ab" red on blue, then a plain "c"; row 1: plain "de", then a bold "f".
    static var grid: CellGrid {
        var g = CellGrid(width: 3, height: 2)
        g.put("ab", x: 0, y: 0, foreground: red, background: blue)
        g.put("cde", x: 2, y: 0)
        g.put("de", x: 0, y: 1)
        g.put("f", x: 2, y: 1, attributes: .bold)
        return g
    }

    @Test("without colour it is the plain text, exactly ROWS lines of COLS cells")
    func plain() {
        let text = ANSIEncoder(colorDepth: .none).encode(Self.grid)
        #expect(text == "abc\ndef")
        var wide = CellGrid(width: 4, height: 3)
        wide.put("x", x: 1, y: 1)
        #expect(ANSIEncoder(colorDepth: .none).encode(wide) == "    \n x  \n    ")
    }

    @Test(
        "emits only changes, and resets at the end of a styled line",
        arguments: [
            (ColorDepth.truecolor, "\u{1B}[38;2;255;0;0;48;2;0;0;255mab\u{1B}[39;49mc\nde\u{1B}[1mf\u{1B}[0m"),
            (ColorDepth.ansi256, "\u{1B}[38;5;196;48;5;21mab\u{1B}[39;49mc\nde\u{1B}[1mf\u{1B}[0m"),
            (ColorDepth.ansi16, "\u{1B}[91;44mab\u{1B}[39;49mc\nde\u{1B}[1mf\u{1B}[0m"),
        ])
    func sgr(depth: ColorDepth, expected: String) {
        #expect(ANSIEncoder(colorDepth: depth).encode(Self.grid) == expected)
    }

    @Test("switching an attribute off resets, then restores the colours")
    func attributeOff() {
        var g = CellGrid(width: 2, height: 1)
        g[0, 0] = Cell("x", foreground: Self.red, attributes: .bold)
        g[1, 0] = Cell("y", foreground: Self.red)
        #expect(ANSIEncoder(colorDepth: .truecolor).encode(g) == "\u{1B}[1;38;2;255;0;0mx\u{1B}[0;38;2;255;0;0my\u{1B}[0m")
    }

    @Test("colours that quantise alike cost no escape sequence")
    func quantisedRuns() {
        var g = CellGrid(width: 2, height: 1)
        g[0, 0] = Cell("x", foreground: RGBColor(red: 250, green: 0, blue: 0))
        g[1, 0] = Cell("y", foreground: RGBColor(red: 255, green: 5, blue: 0))
        #expect(ANSIEncoder(colorDepth: .ansi256).encode(g) == "\u{1B}[38;5;196mxy\u{1B}[0m")
    }

    @Test("a 0×0 grid encodes as the empty string")
    func empty() {
        #expect(ANSIEncoder(colorDepth: .truecolor).encode(CellGrid(width: 0, height: 0)) == "")
    }
}
