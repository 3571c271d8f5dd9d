extension Double {
    /// The shortest text that reads back as exactly this value, without a trailing ".0"
    /// (`100`, `0.5`, `-5`, `0.998`): for canonical descriptions that round-trip through a parser.
    /// Non-finite values read `infinity`, `-infinity` and `nan`. Segue's one number formatter: every
    /// number printed for reading goes through this, `shortestDescription(decimals:)` or, in
    /// columns of fixed width, `fixed(_:width:)`.
    public var shortestDescription: String {
        if isNaN { return "nan" }
        if isInfinite { return self > 0 ? "infinity" : "-infinity" }
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return "\(self)"
    }

    /// Rounded to at most `decimals` decimal places, then its shortest text (`1.27`, `0.5`, `1`);
    /// never `-0`.
    public func shortestDescription(decimals: Int) -> String {
        guard isFinite else { return shortestDescription }
        let scale = Double.decimalScale(decimals)
        let rounded = (self * scale).rounded() / scale
        return rounded == 0 ? "0" : rounded.shortestDescription
    }

    /// 10 to the power `decimals` (1 for 0 or less), exact up to 10²²: the scale a number rounded
    /// to `decimals` decimal places is multiplied by.
    static func decimalScale(_ decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        return scale
    }
}
