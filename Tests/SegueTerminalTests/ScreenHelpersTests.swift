import SegueRender
import Testing

@testable import SegueTerminal

@Suite("Screen helpers")
struct ScreenHelpersTests {
    @Test("terminfo colour counts map to colour depths")
    func depths() {
        #expect(Terminal.depth(colors: 0x100_0000, directColor: true) == .truecolor)
        #expect(Terminal.depth(colors: 256, directColor: false) == .ansi256)
        #expect(Terminal.depth(colors: 16, directColor: false) == .ansi16)
        #expect(Terminal.depth(colors: 8, directColor: false) == .ansi16)
        #expect(Terminal.depth(colors: 2, directColor: false) == ColorDepth.none)
    }
}
