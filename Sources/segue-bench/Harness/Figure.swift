/// One measured figure: its section, name, unit, the statistics of its samples and its budget.
struct Figure: Hashable, Sendable {
    var section: String
    var name: String
    var unit: String
    var statistics: Statistics
    var budget: Budget?
    /// Anything worth printing next to the number (e.g. "changed cells: 1234").
    var note: String = ""

    var median: Double { statistics.median }
    var verdict: String {
        guard let budget else { return "" }
        return budget.passes(median) ? "pass" : "MISS"
    }

    /// Three significant digits, no exponent for everyday magnitudes.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        var text = String(Int((value * pow10(decimals)).rounded()))
        if decimals > 0 {
            let negative = text.hasPrefix("-")
            if negative { text.removeFirst() }
            while text.count <= decimals { text = "0" + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals))
            if negative { text = "-" + text }
        }
        return text
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { r, _ in r * 10 } }
}
