import SegueEngine
import SegueRender
import Testing

@Suite("Colour quantization")
struct ColorQuantizationTests {
    @Test("the xterm cube and grey ramp have xterm's default values")
    func paletteValues() {
        #expect(RGBColor.ansi256Color(16) == RGBColor(red: 0, green: 0, blue: 0))
        #expect(RGBColor.ansi256Color(196) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(RGBColor.ansi256Color(21) == RGBColor(red: 0, green: 0, blue: 255))
        #expect(RGBColor.ansi256Color(231) == RGBColor(red: 255, green: 255, blue: 255))
        #expect(RGBColor.ansi256Color(67) == RGBColor(red: 95, green: 135, blue: 175))
        #expect(RGBColor.ansi256Color(232) == RGBColor(red: 8, green: 8, blue: 8))
        #expect(RGBColor.ansi256Color(255) == RGBColor(red: 238, green: 238, blue: 238))
        #expect(RGBColor.ansi256Color(12) == RGBColor(hex: "#5c5cff"))
    }

    @Test("every palette colour from 16 to 255 maps back to the same colour")
    func roundTrip() {
        for index in 16...255 {
            let color = RGBColor.ansi256Color(index)
            #expect(RGBColor.ansi256Color(color.ansi256Index) == color, "index \(index) → \(color.ansi256Index)")
        }
    }

    @Test("near greys use the grey ramp, saturated colours the cube")
    func greysAndColours() {
        #expect(RGBColor(red: 128, green: 128, blue: 128).ansi256Index == 244)
        #expect(RGBColor(red: 250, green: 5, blue: 5).ansi256Index == 196)
        #expect(RGBColor.presentedFill.quantized(to: .ansi256) == RGBColor(red: 215, green: 135, blue: 0))
    }

    @Test("the 16-colour fallback picks the nearest ANSI colour")
    func ansi() {
        #expect(RGBColor(red: 250, green: 10, blue: 10).ansi16Index == 9)
        #expect(RGBColor(red: 90, green: 90, blue: 250).ansi16Index == 12)
        #expect(RGBColor.black.ansi16Index == 0)
        #expect(RGBColor.white.ansi16Index == 15)
    }

    @Test("colour depth gives the number the terminal expects")
    func depthNumbers() {
        let c = RGBColor(red: 0x12, green: 0x34, blue: 0x56)
        #expect(ColorDepth.none.colorNumber(for: c) == nil)
        #expect(ColorDepth.truecolor.colorNumber(for: c) == 0x123456)
        #expect(ColorDepth.ansi256.colorNumber(for: c) == c.ansi256Index)
        #expect(ColorDepth.ansi16.colorNumber(for: c) == c.ansi16Index)
        #expect(ColorDepth.ansi16 < ColorDepth.ansi256)
        #expect(min(ColorDepth.truecolor, .ansi16) == .ansi16)
    }
}
