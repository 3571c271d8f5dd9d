import Foundation
import SegueTestSupport
import SegueText
import Testing

@Suite("Fixed-decimal numbers")
struct FixedFormatTests {
    @Test("reference values: printf's text, ties to even on the exact binary value, the sign of a negative zero")
    func referenceValues() {
        #expect(12.345.fixed(1) == "12.3")
        #expect(2.5.fixed(1, width: 5) == "  2.5")
        #expect(0.125.fixed(2) == "0.12", "0.125 is exact in binary: a tie, to even")
        #expect(0.375.fixed(2) == "0.38")
        #expect(0.15.fixed(1) == "0.1", "0.15 is a little under in binary")
        #expect(2.5.fixed(0) == "2")
        #expect((-0.04).fixed(1) == "-0.0")
        #expect(1e20.fixed(2) == String(format: "%.2f", 1e20))
        // Not printf's `nan`/`inf`: Segue prints no non-finite number (docs/hardening.md).
        #expect(Double.nan.fixed(1) == "–" && Double.infinity.fixed(1, width: 4) == "   –" && (-Double.infinity).fixed(0) == "–")
        #expect(1234.5678.fixed(3, width: 10) == "  1234.568")
    }

    @Test("equals String(format:) for seeded values of every magnitude, 0 to 4 decimals and widths 0 to 10")
    func matchesPrintf() {
        var random = SeededRandom(seed: 2026)
        for i in 0..<20_000 {
            let magnitude = Double.random(in: -6...7, using: &random)
            var value = (Bool.random(using: &random) ? 1 : -1) * Foundation.pow(10, magnitude)
            // Every fourth value sits on (or next to) a tie of its own decimals.
            let decimals = Int.random(in: 0...4, using: &random)
            let width = Int.random(in: 0...10, using: &random)
            if i % 4 == 0 {
                let scale = Foundation.pow(10, Double(decimals))
                value = ((value * scale).rounded(.down) + 0.5) / scale
                if i % 8 == 0 { value = value.nextUp }
            }
            #expect(value.fixed(decimals, width: width) == String(format: "%\(width).\(decimals)f", value), "\(value) \(decimals) \(width)")
        }
    }
}
