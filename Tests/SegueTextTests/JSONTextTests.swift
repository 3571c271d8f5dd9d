import Foundation
import SegueTestSupport
import SegueText
import Testing

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

    @Test("appendQuoted appends to what is there, the same text as quote")
    func appendingQuoted() {
        var out = Array("[1, \"o\", ".utf8)
        JSONText.appendQuoted(Array("\u{1B}[H\"é\\\n".utf8), to: &out)
        #expect(String(decoding: out, as: UTF8.self) == #"[1, "o", "\u001b[H\"é\\\n""#)
        var empty: [UInt8] = []
        JSONText.appendQuoted([UInt8](), to: &empty)
        #expect(empty == Array(#""""#.utf8))
    }

    @Test("appendNumber writes number's text byte for byte, over seeded values and the edges")
    func appendingNumbers() {
        var generator = SeededRandom(seed: 0x5E6E)
        var values: [Double] = [
            0, -0.0, 1e-7, 4.9e-7, 5e-7, 0.00005, 0.0000999, 0.0001, 0.00010049, 0.5, 1, 2, 10, 0.016666666666,
            123.4565, 999_999_999.9999996, 1e9, 1e15, 1e16, -3.25, .nan, .infinity,
        ]
        for _ in 0..<5_000 {
            let magnitude = Double(generator.next() % 14) - 6  // 1e-6 … 1e7
            values.append(Double(generator.next() % 1_000_000) / 1_000_000 * pow(10, magnitude))
        }
        for value in values {
            for decimals in [0, 3, 6, 9] {
                var out = Array("x".utf8)
                JSONText.appendNumber(value, decimals: decimals, to: &out)
                #expect(String(decoding: out.dropFirst(), as: UTF8.self) == JSONText.number(value, decimals: decimals), "\(value), \(decimals) decimals")
            }
        }
    }
}
