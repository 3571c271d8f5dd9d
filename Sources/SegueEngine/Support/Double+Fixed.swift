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
        guard isFinite else { return String(repeating: " ", count: Swift.max(0, width - 1)) + "–" }
        let decimals = Swift.min(Swift.max(0, decimals), 9)
        let scale = Double.decimalScale(decimals)
        let scaled = (self * scale)
        let rounded = scaled.rounded(.toNearestOrEven)
        guard isFinite, abs(scaled) < 1e15, abs(abs(scaled - rounded) - 0.5) > 1e-6 else {
            return String(format: "%\(width).\(decimals)f", self)
        }
        let units = Int(abs(rounded))
        var digits = String(units)
        if decimals > 0 {
            if digits.count <= decimals { digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        // printf keeps the sign of a negative value that rounds to zero ("-0.0").
        if self < 0 || (self == 0 && sign == .minus) { digits = "-" + digits }
        return digits.count < width ? String(repeating: " ", count: width - digits.count) + digits : digits
    }
}
