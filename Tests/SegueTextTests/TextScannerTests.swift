import SegueText
import Testing

/// The one cursor under all four small languages: the differences between the languages are
/// parameters of `TextScanner` (which blanks, signed or unsigned numbers), not separate scanners.
@Suite("TextScanner: the shared cursor of the small languages")
struct TextScannerTests {
    @Test("blanks: any whitespace by default (specs, policies, scripts); only space and tab for expressions")
    func blanks() {
        var loose = TextScanner(" \t\n\u{00A0}x")
        loose.skipBlanks()
        #expect(loose.offset == 4 && loose.current == "x")

        var strict = TextScanner(" \t\n x", blanks: .spaceAndTab)
        strict.skipBlanks()
        #expect(strict.offset == 2 && strict.current == "\n")
    }

    @Test("numbers: signed by default, unsigned leaves the sign unread; the offset moves past what was read")
    func numbers() {
        var signed = TextScanner("-1e-3s")
        #expect(signed.number() == -0.001 && signed.offset == 5)

        var unsigned = TextScanner("-2")
        #expect(unsigned.number(signed: false) == nil && unsigned.offset == 0)
        #expect(unsigned.take(oneOf: "+-") == "-")
        #expect(unsigned.number(signed: false) == 2 && unsigned.atEnd)

        var dot = TextScanner(".")
        #expect(dot.number(signed: false) == nil && dot.offset == 0)
    }

    @Test("names and words: ASCII letters only for expressions; runs up to a blank or ';' for scripts")
    func namesAndRuns() {
        var name = TextScanner("sqrté(")
        #expect(name.asciiLetters() == "sqrt" && name.current == "é")

        var script = TextScanner("drag 40%;play")
        #expect(script.run(upTo: ";") == "drag")
        script.skipBlanks()
        #expect(script.run(upTo: ";") == "40%" && script.current == ";")
        #expect(script.run(upTo: ";") == "")
        #expect(script.take(";") && script.run(upTo: ";") == "play" && script.atEnd)
    }
}
