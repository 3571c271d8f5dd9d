/// The most (or least) a figure may be, from the performance budget.
struct Budget: Hashable, Sendable, Codable {
    enum Kind: String, Hashable, Sendable, Codable { case atMost, atLeast }
    var kind: Kind
    var limit: Double

    static func under(_ limit: Double) -> Budget { Budget(kind: .atMost, limit: limit) }

    func passes(_ value: Double) -> Bool {
        switch kind {
        case .atMost: value < limit
        case .atLeast: value >= limit
        }
    }

    var text: String { (kind == .atMost ? "< " : "≥ ") + Figure.format(limit) }
}
