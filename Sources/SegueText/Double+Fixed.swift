import Foundation

extension Double {
    /// Exactly `String(format: "%<width>.<decimals>f", self)` (`fixed(1)` of 12.345 is "12.3",
    /// `fixed(1, width: 5)` of 2.5 is "  2.5"), without Foundation's formatting machinery: the
    /// playground prints several of these every frame.
    ///
    /// The value is scaled and rounded to nearest, ties to even, which is what printf does with the
    /// exact binary value everywhere except within a hair of a tie; those few values, and any value
    /// too large to scale into an integer, go to `String(format:)` itself, so the text is printf's
    /// in every case. A value that is not finite (which no bound should let through) is `–`,
    /// padded to `width`: Segue never prints `inf` or `nan` (docs/hardening.md).
    public func fixed(_ decimals: Int, width: Int = 0) -> String {
        var bytes: [UInt8] = []
        appendFixed(decimals, to: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        let count = isFinite ? bytes.count : 1
        return count < width ? String(repeating: " ", count: width - count) + text : text
    }

    /// Appends `fixed(decimals)` to `out` as UTF-8, byte for byte, with no `String` made unless
    /// printf itself is needed: `segue curve --samples` prints a million of these.
    public func appendFixed(_ decimals: Int, to out: inout [UInt8]) {
        guard isFinite else {
            out.append(contentsOf: "–".utf8)
            return
        }
        let decimals = Swift.min(Swift.max(0, decimals), 9)
        let scale = Double.decimalScale(decimals)
        let scaled = (self * scale)
        let rounded = scaled.rounded(.toNearestOrEven)
        guard abs(scaled) < 1e15, abs(abs(scaled - rounded) - 0.5) > 1e-6 else {
            out.append(contentsOf: String(format: "%.\(decimals)f", self).utf8)
            return
        }
        // printf keeps the sign of a negative value that rounds to zero ("-0.0").
        if self < 0 || (self == 0 && sign == .minus) { out.append(UInt8(ascii: "-")) }
        var units = UInt64(abs(rounded))
        // The digits, lowest first, at least one before the point.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(truncatingIfNeeded: 0x30 + units % 10)
                units /= 10
                count += 1
            } while units > 0 || count <= decimals
            for i in stride(from: count - 1, through: 0, by: -1) {
                out.append(buffer[i])
                if i == decimals, decimals > 0 { out.append(UInt8(ascii: ".")) }
            }
        }
    }
}
