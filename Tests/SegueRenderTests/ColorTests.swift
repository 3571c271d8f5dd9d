import SegueEngine
import SegueRender
import Testing

@Suite("Colour depth and palettes")
struct ColorTests {
    @Test("the depth follows the flag, NO_COLOR, TERM, COLORTERM and the TTY")
    func detection() {
        let cases: [(ColorChoice, [String: String], Bool, ColorDepth)] = [
            (.auto, ["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .truecolor),
            (.auto, ["TERM": "xterm-256color", "COLORTERM": "24bit"], true, .truecolor),
            (.auto, ["TERM": "xterm-direct"], true, .truecolor),
            (.auto, ["TERM": "tmux-256color"], true, .ansi256),
            (.auto, ["TERM": "xterm"], true, .ansi16),
            (.auto, ["TERM": "xterm-256color"], false, .none),
            (.auto, ["TERM": "dumb"], true, .none),
            (.auto, ["TERM": "xterm-256color", "NO_COLOR": "1"], true, .none),
            (.auto, ["TERM": "xterm-256color", "NO_COLOR": ""], true, .ansi256),
            (.always, ["TERM": "xterm-256color", "NO_COLOR": "1"], false, .ansi256),
            (.always, ["TERM": "dumb"], false, .ansi16),
            (.never, ["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .none),
        ]
        for (choice, environment, isTTY, expected) in cases {
            #expect(
                ColorDepth.detect(choice: choice, environment: environment, isTTY: isTTY) == expected,
                "\(choice) \(environment) tty=\(isTTY)")
        }
    }

    @Test("256-colour quantisation picks the xterm cube or grey ramp entry")
    func ansi256() {
        #expect(RGBColor(red: 255, green: 0, blue: 0).ansi256Index == 196)
        #expect(RGBColor(red: 0, green: 0, blue: 0).ansi256Index == 16)
        #expect(RGBColor(red: 255, green: 255, blue: 255).ansi256Index == 231)
        #expect(RGBColor(red: 128, green: 128, blue: 128).ansi256Index == 244)
        #expect(RGBColor(red: 95, green: 135, blue: 175).ansi256Index == 67)
        #expect(RGBColor(red: 100, green: 140, blue: 170).ansi256Index == 67)
        for index in 16...255 {
            #expect(RGBColor.ansi256Color(index).ansi256Index == index)
        }
    }

    @Test("16-colour quantisation picks the nearest of xterm's defaults")
    func ansi16() {
        #expect(RGBColor(red: 255, green: 0, blue: 0).ansi16Index == 9)
        #expect(RGBColor(red: 190, green: 10, blue: 10).ansi16Index == 1)
        #expect(RGBColor(red: 10, green: 10, blue: 10).ansi16Index == 0)
        #expect(RGBColor(red: 220, green: 220, blue: 220).ansi16Index == 7)
        #expect(RGBColor(red: 0, green: 0, blue: 230).ansi16Index == 4)
        for (index, colour) in RGBColor.ansi16Palette.enumerated() {
            #expect(colour.ansi16Index == index)
            #expect(colour.quantized(to: .ansi16) == colour)
        }
        #expect(RGBColor(red: 1, green: 2, blue: 3).quantized(to: .truecolor) == RGBColor(red: 1, green: 2, blue: 3))
    }
}
