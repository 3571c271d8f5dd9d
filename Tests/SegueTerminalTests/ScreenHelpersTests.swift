@testable import SegueTerminal
import SegueRender
import Testing

@Suite("Screen helpers")
struct ScreenHelpersTests {
    @Test("colour pairs are numbered on first use and reused")
    func pairNumbering() {
        var cache = ColorPairCache(maximumPair: 3)
        #expect(cache.pair(foreground: -1, background: -1) == .existing(0))
        #expect(cache.pair(foreground: 196, background: -1) == .new(1))
        #expect(cache.pair(foreground: 21, background: 16) == .new(2))
        #expect(cache.pair(foreground: 196, background: -1) == .existing(1))
        #expect(cache.startFrame() == false)
    }

    @Test("when pairs run out the frame uses pair 0 and the next frame renumbers")
    func pairExhaustion() {
        var cache = ColorPairCache(maximumPair: 2)
        _ = cache.pair(foreground: 1, background: -1)
        _ = cache.pair(foreground: 2, background: -1)
        #expect(cache.pair(foreground: 3, background: -1) == .exhausted)
        #expect(cache.startFrame() == true)
        #expect(cache.pair(foreground: 3, background: -1) == .new(1))
    }

    @Test("terminfo colour counts map to colour depths")
    func depths() {
        #expect(Terminal.depth(colors: 0x100_0000, directColor: true) == .truecolor)
        #expect(Terminal.depth(colors: 256, directColor: false) == .ansi256)
        #expect(Terminal.depth(colors: 16, directColor: false) == .ansi16)
        #expect(Terminal.depth(colors: 8, directColor: false) == .ansi16)
        #expect(Terminal.depth(colors: 2, directColor: false) == ColorDepth.none)
    }
}
