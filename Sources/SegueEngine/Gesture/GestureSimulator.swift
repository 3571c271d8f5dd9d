import SegueText

/// A scripted finger: touch down, move at constant speed, hold, lift, producing the timestamped
/// `TouchEvent`s a `PanRecognizer` consumes.
///
/// Deterministic: time only advances through the calls (seconds), there is no clock, and positions
/// are exact unless a `Jitter` with a seed is given (then the same seed gives the same events).
/// Moves and holds are sampled at `sampleRate` (Hz): an interval of T seconds is split into
/// ⌈T·rate⌉ equal steps (at least one), each ending with a `move` event.
public struct GestureSimulator: Hashable, Sendable {
    /// Seeded, reproducible noise added to sampled positions (not to `down` and `up`).
    public struct Jitter: Hashable, Sendable {
        /// Maximum offset per axis, points.
        public var amplitude: Double
        /// The seed of the noise: the same seed, the same jitter.
        public var seed: UInt64

        /// Noise of at most `amplitude` points per axis from `seed`.
        public init(amplitude: Double, seed: UInt64) {
            self.amplitude = amplitude
            self.seed = seed
        }
    }

    /// A finger step that cannot be performed.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// `touchDown` while the finger is already down.
        case alreadyTouching
        /// `move`, `hold` or `lift` with no finger down.
        case notTouching
        /// A negative or non-finite duration, or a non-finite displacement or position.
        case invalidArgument(String)

        /// The failure in words.
        public var description: String {
            switch self {
            case .alreadyTouching: "the finger is already down"
            case .notTouching: "no finger is down (touch first)"
            case .invalidArgument(let what): what
            }
        }
    }

    /// Samples per second for moves and holds (> 0, at most 10 000).
    public let sampleRate: Double
    /// The simulator's current time, seconds.
    public private(set) var time: Double
    /// The finger's current (un-jittered) position, points; the last position after a lift.
    public private(set) var position: Point
    /// Whether the finger is down.
    public private(set) var isTouching = false
    /// Every event produced so far, in order.
    public private(set) var events: [TouchEvent] = []

    private let jitterAmplitude: Double
    private var randomState: UInt64

    /// A finger starting at `startTime` seconds, sampling moves `sampleRate` times per second, with optional `jitter`.
    public init(startTime: Double = 0, sampleRate: Double = 120, jitter: Jitter? = nil) {
        self.time = startTime
        self.sampleRate = sampleRate.isFinite && sampleRate > 0 ? min(sampleRate, 10_000) : 120
        self.position = .zero
        self.jitterAmplitude = max(0, jitter?.amplitude ?? 0)
        self.randomState = jitter?.seed ?? 0
    }

    /// The finger goes down at `point`, now.
    @discardableResult
    public mutating func touchDown(at point: Point) throws(Failure) -> [TouchEvent] {
        guard !isTouching else { throw .alreadyTouching }
        guard point.x.isFinite, point.y.isFinite else { throw .invalidArgument("touch position must be finite") }
        isTouching = true
        position = point
        return emit([TouchEvent(.down, at: point, time: time)])
    }

    /// Moves the finger by `displacement` points at constant speed over `duration` seconds. A zero
    /// duration produces one `move` event at the end position, now.
    @discardableResult
    public mutating func move(by displacement: Point, over duration: Double) throws(Failure) -> [TouchEvent] {
        guard isTouching else { throw .notTouching }
        guard displacement.x.isFinite, displacement.y.isFinite else { throw .invalidArgument("displacement must be finite") }
        return try sampled(over: duration, displacement: displacement)
    }

    /// Keeps the finger still for `duration` seconds, sampling it (a held finger still reports).
    @discardableResult
    public mutating func hold(for duration: Double) throws(Failure) -> [TouchEvent] {
        guard isTouching else { throw .notTouching }
        return try sampled(over: duration, displacement: .zero)
    }

    /// Lets `duration` seconds pass with no finger down (no events).
    public mutating func wait(_ duration: Double) throws(Failure) {
        guard duration.isFinite, duration >= 0, duration <= GestureScript.maximumSeconds else {
            throw .invalidArgument("duration must be a number from 0 to \(GestureScript.maximumSeconds.shortestDescription) s (got \(duration))")
        }
        guard !isTouching else {
            _ = try hold(for: duration)
            return
        }
        time += duration
    }

    /// The finger lifts, now, where it is.
    @discardableResult
    public mutating func lift() throws(Failure) -> [TouchEvent] {
        guard isTouching else { throw .notTouching }
        isTouching = false
        return emit([TouchEvent(.up, at: position, time: time)])
    }

    private mutating func sampled(over duration: Double, displacement: Point) throws(Failure) -> [TouchEvent] {
        guard duration.isFinite, duration >= 0, duration <= GestureScript.maximumSeconds else {
            throw .invalidArgument("duration must be a number from 0 to \(GestureScript.maximumSeconds.shortestDescription) s (got \(duration))")
        }
        let start = position
        let startTime = time
        let steps = max(1, Int((duration * sampleRate - 1e-9).rounded(.up)))
        var produced: [TouchEvent] = []
        produced.reserveCapacity(steps)
        for k in 1...steps {
            let fraction = Double(k) / Double(steps)
            let exact = start + displacement * fraction
            produced.append(TouchEvent(.move, at: jittered(exact), time: startTime + duration * fraction))
        }
        position = start + displacement
        time = startTime + duration
        return emit(produced)
    }

    private mutating func jittered(_ point: Point) -> Point {
        guard jitterAmplitude > 0 else { return point }
        return Point(x: point.x + jitterAmplitude * nextSigned(), y: point.y + jitterAmplitude * nextSigned())
    }

    /// SplitMix64, mapped to [−1, 1).
    private mutating func nextSigned() -> Double {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53) * 2 - 1
    }

    private mutating func emit(_ new: [TouchEvent]) -> [TouchEvent] {
        events.append(contentsOf: new)
        return new
    }
}
