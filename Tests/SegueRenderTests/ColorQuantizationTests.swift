import SegueEngine
import SegueRender
import Testing

@Suite("Colour quantization")
struct ColorQuantizationTests {
    @Test("the xterm cube and grey ramp have xterm's default values")
    func paletteValues() {
        #expect(ColorQuantization.xterm256Color(16) == RGBColor(red: 0, green: 0, blue: 0))
        #expect(ColorQuantization.xterm256Color(196) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(ColorQuantization.xterm256Color(21) == RGBColor(red: 0, green: 0, blue: 255))
        #expect(ColorQuantization.xterm256Color(231) == RGBColor(red: 255, green: 255, blue: 255))
        #expect(ColorQuantization.xterm256Color(67) == RGBColor(red: 95, green: 135, blue: 175))
        #expect(ColorQuantization.xterm256Color(232) == RGBColor(red: 8, green: 8, blue: 8))
        #expect(ColorQuantization.xterm256Color(255) == RGBColor(red: 238, green: 238, blue: 238))
        #expect(ColorQuantization.xterm256Color(12) == RGBColor(hex: "#5c5cff"))
    }

    @Test("every palette colour from 16 to 255 maps back to its own index")
    func roundTrip() {
        for index in 16...255 {
            let color = ColorQuantization.xterm256Color(index)
            let back = ColorQuantization.nearestXterm256Index(color)
            // A few cube greys also lie near the ramp; the round trip must land on the same colour.
            #expect(ColorQuantization.distance(ColorQuantization.xterm256Color(back), color) == 0, "index \(index) → \(back)")
        }
    }

    @Test("near greys use the grey ramp, saturated colours the cube")
    func greysAndColours() {
        #expect(ColorQuantization.nearestXterm256Index(RGBColor(red: 24, green: 24, blue: 28)) == 234) // 28,28,28
        #expect(ColorQuantization.nearestXterm256Index(RGBColor(red: 128, green: 128, blue: 128)) == 244) // 128,128,128
        #expect(ColorQuantization.nearestXterm256Index(RGBColor(red: 250, green: 5, blue: 5)) == 196)
        #expect(ColorQuantization.nearestXterm256Index(.presentedFill) == 172) // 196,120,40 → 215,135,0
    }

    @Test("16- and 8-colour fallbacks pick the nearest ANSI colour")
    func ansi() {
        #expect(ColorQuantization.nearestANSIIndex(RGBColor(red: 250, green: 10, blue: 10), count: 16) == 9)
        #expect(ColorQuantization.nearestANSIIndex(RGBColor(red: 250, green: 10, blue: 10), count: 8) == 1)
        #expect(ColorQuantization.nearestANSIIndex(RGBColor(red: 90, green: 90, blue: 250), count: 16) == 12)
        #expect(ColorQuantization.nearestANSIIndex(.black, count: 8) == 0)
        #expect(ColorQuantization.nearestANSIIndex(.white, count: 8) == 7)
        #expect(ColorQuantization.nearestANSIIndex(.white, count: 16) == 15)
    }

    @Test("colour depth gives the number the terminal expects")
    func depthNumbers() {
        let c = RGBColor(red: 0x12, green: 0x34, blue: 0x56)
        #expect(ColorDepth.none.colorNumber(for: c) == nil)
        #expect(ColorDepth.trueColor.colorNumber(for: c) == 0x123456)
        #expect(ColorDepth.palette256.colorNumber(for: c) == 23) // 0,95,95
        #expect(ColorDepth.palette256.displayed(c) == RGBColor(red: 0, green: 95, blue: 95))
        #expect(ColorDepth.ansi16.displayed(.white) == .white)
        #expect(ColorDepth.ansi8 < ColorDepth.palette256)
        #expect(min(ColorDepth.trueColor, .ansi16) == .ansi16)
    }
}
