import Foundation
import SegueEngine

/// The keyboard's simulated finger in drag mode: arrow presses become one continuous finger motion
/// whose speed follows the key rate, so a velocity tracker reads a real velocity from it.
///
/// Each press adds a **stroke**: a displacement (a share of the pan distance along the pan) that
/// the finger covers with a smooth velocity pulse, a raised cosine that starts and ends at rest.
/// The pulse lasts twice the **interval** since the previous press, clamped to
/// `shortestInterval`…`longestInterval` (the first press of a drag counts as `longestInterval`).
/// Pulses of evenly paced presses overlap by half and add up to a constant speed of
/// step ÷ interval, so:
/// - a quick burst (one press every 50 ms) moves fast, a slow succession slowly, at speeds between
///   step ÷ 0.25 s and step ÷ 0.04 s (5 % of a 393 pt pan: 79 to 491 pt/s; 20 %: 314 to 1965 pt/s);
/// - the motion never jumps: position and velocity are continuous;
/// - after the last press the finger keeps moving for two intervals, slowing to rest, so a release
///   right after a key carries the burst's speed, and a release after a pause carries none.
///
/// Pure: time is an argument (seconds), positions are container points.
public struct KeyboardFinger: Hashable, Sendable {
    /// One press's displacement and its pulse.
    public struct Stroke: Hashable, Sendable {
        /// When the pulse starts (the press), seconds.
        public var start: Double
        /// How long the pulse lasts, seconds (twice the press interval).
        public var duration: Double
        /// Where it moves the finger, points.
        public var displacement: Point

        /// The share of the displacement covered at `time`: u − sin(2πu)/2π for u = elapsed/duration,
        /// 0 before the start and 1 after the end.
        public func covered(at time: Double) -> Double {
            let u = ((time - start) / duration).clamped(to: 0...1)
            return u - sin(2 * .pi * u) / (2 * .pi)
        }

        /// Its speed at `time`, points per second along the displacement: (1 − cos 2πu) / duration × |displacement|.
        public func speed(at time: Double) -> Double {
            guard time > start, time < start + duration else { return 0 }
            let u = (time - start) / duration
            let length = (displacement.x * displacement.x + displacement.y * displacement.y).squareRoot()
            return (1 - cos(2 * .pi * u)) / duration * length
        }
    }

    /// Press intervals are clamped to this range, seconds.
    public static let shortestInterval = 0.04
    public static let longestInterval = 0.25

    /// Where the finger went down plus every stroke already completed, points.
    public private(set) var base: Point
    /// Strokes still under way, oldest first.
    public private(set) var strokes: [Stroke] = []
    /// The time of the latest press, seconds.
    public private(set) var lastPress: Double?

    /// A finger down at `point`.
    public init(at point: Point) {
        base = point
    }

    /// A press at `time` adds a stroke of `displacement` points.
    public mutating func press(_ displacement: Point, at time: Double) {
        let interval = lastPress.map { (time - $0).clamped(to: Self.shortestInterval...Self.longestInterval) } ?? Self.longestInterval
        lastPress = time
        strokes.append(Stroke(start: time, duration: 2 * interval, displacement: displacement))
    }

    /// The finger's position at `time`, points.
    public func position(at time: Double) -> Point {
        strokes.reduce(base) { $0 + $1.displacement * $1.covered(at: time) }
    }

    /// True while a stroke is under way at `time`.
    public func isMoving(at time: Double) -> Bool {
        strokes.contains { time < $0.start + $0.duration }
    }

    /// Folds the strokes that have ended by `time` into `base`; the position does not change.
    public mutating func settle(at time: Double) {
        for stroke in strokes where time >= stroke.start + stroke.duration { base = base + stroke.displacement }
        strokes.removeAll { time >= $0.start + $0.duration }
    }
}
