/// The part of a transition a track animates in, as fractions of the whole (Touchwonders'
/// `AnimationRange`). Before the range a track shows its start, after it its end, inside it the
/// local fraction (f − start)/(end − start).
public struct AnimationRange: Hashable, Sendable, CustomStringConvertible {
    /// Where the range starts, a fraction of the duration (0…1).
    public let start: Double
    /// Where the range ends, a fraction of the duration, after `start`.
    public let end: Double

    /// A range that is not 0 ≤ start < end ≤ 1.
    public enum RangeError: Error, Equatable, Sendable { case invalid(start: Double, end: Double) }

    /// - Throws: `RangeError.invalid` unless 0 ≤ start < end ≤ 1.
    public init(start: Double, end: Double) throws(RangeError) {
        guard start.isFinite, end.isFinite, start >= 0, end <= 1, start < end else { throw .invalid(start: start, end: end) }
        self.start = start
        self.end = end
    }

    init(unchecked start: Double, _ end: Double) {
        self.start = start
        self.end = end
    }

    /// The whole duration, 0…1.
    public static let full = AnimationRange(unchecked: 0, 1)

    /// end − start, a fraction of the duration.
    public var length: Double { end - start }

    /// The local fraction at global fraction `f`: 0 before the range, 1 after it.
    @inlinable
    public func localFraction(at f: Double) -> Double {
        if f <= start { return 0 }
        if f >= end { return 1 }
        return (f - start) / (end - start)
    }

    /// The same stretch of time seen from the other end: [1 − end, 1 − start].
    public var reversed: AnimationRange { AnimationRange(unchecked: 1 - end, 1 - start) }

    /// `0.2…0.8`.
    public var description: String { "\(start)…\(end)" }
}
