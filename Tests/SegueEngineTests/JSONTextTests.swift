import Foundation
import Testing
import SegueEngine

@Suite("JSON text")
struct JSONTextTests {
    @Test("every control character is escaped; quotes, backslashes and non-ASCII round-trip")
    func quoting() throws {
        #expect(JSONText.quote("a\"b\\\n") == #""a\"b\\\n""#)
        #expect(JSONText.quote("\u{1B}[1m\t\r\u{0}\u{1F}") == #""\u001b[1m\t\r\u0000\u001f""#)
        #expect(JSONText.quote("╭─▌⣿ é →") == "\"╭─▌⣿ é →\"")
        var all = String.UnicodeScalarView()
        for value in 0..<0x80 { all.append(Unicode.Scalar(UInt8(value))) }
        all.append(contentsOf: "ü€😀⠿".unicodeScalars)
        let text = String(all)
        let quoted = JSONText.quote(text)
        #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 })
        let parsed = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: [.fragmentsAllowed]) as? String
        #expect(parsed == text)
    }

    @Test("numbers: rounded to the asked decimals, shortest form, null when not finite")
    func numbers() {
        #expect(JSONText.number(0.016666666666) == "0.016666667")
        #expect(JSONText.number(0.016666666666, decimals: 6) == "0.016667")
        #expect(JSONText.number(2, decimals: 6) == "2")
        #expect(JSONText.number(-1e-12) == "0")
        #expect(JSONText.number(.nan) == "null")
    }
}
