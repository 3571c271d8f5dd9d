/// Whether `a` and `b` differ by at most `tolerance` (absolute). NaN is never close.
public func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    guard a.isFinite || b.isFinite else { return a == b }
    return abs(a - b) <= tolerance
}
