import SegueText

/// Every bound Segue puts on what it reads, in one place: the commands, the decoder, the parsers
/// and the tests use these, and the README's limits table lists them. Input past a bound is
/// refused with a located error, never followed into a crash, a hang or unbounded memory.
public enum Limits {
    /// Largest preset file Segue reads, in bytes (1 MiB; the built-in presets are under 10 KiB).
    public static let presetFileBytes = 1 << 20
    /// Deepest nesting of JSON objects and arrays in a preset file.
    public static let jsonDepth = 64
    /// Largest magnitude of a JSON number in a preset file.
    public static let jsonMagnitude = 1e12
    /// Longest length expression (`"(W - 40) / 2"`), in characters.
    public static let expressionCharacters = 1_000
    /// Deepest nesting of a length expression: parentheses, signs and `sqrt`.
    public static let expressionDepth = 32
    /// Largest magnitude of a number written in a length expression.
    public static let expressionMagnitude = 1e9
    /// Longest timing-curve or completion-policy spec, in characters.
    public static let specCharacters = 1_000
    /// Longest gesture script (`simulate --gesture`), in characters.
    public static let scriptCharacters = 10_000
    /// Most steps in a gesture script.
    public static let scriptSteps = 1_000
    /// Most simulated time a gesture script may take (its waits and drags together), in seconds.
    public static let scriptSeconds = 600.0
    /// Longest transition, in seconds: a preset's `duration` and `simulate --duration`.
    public static let transitionSeconds = 60.0
    /// How long `simulate` runs on after the script, waiting for the completion, in seconds.
    public static let runOnSeconds = 60.0
    /// Longest a spring may take to settle (stay within 0.1 % of its target), in seconds; a spring
    /// that never settles (undamped) is refused too.
    public static let springSettlingSeconds = 60.0
    /// Largest magnitude of a spring's written initial velocity, in distances per second (UIKit's
    /// unit velocity). A finger hands a completion at most ±35 (`maximumHandoffVelocity`); 1e308
    /// would swing the views past any finite position.
    public static let springInitialVelocity = 1_000.0
    /// Largest magnitude of a cubic Bézier's y1 and y2; beyond it they are clamped, so the curve
    /// stays finite (as browsers keep such curves finite).
    public static let bezierControlY = 1e6
    /// Container sides (`--container WxH`), in points.
    public static let containerPoints: ClosedRange<Double> = 1...100_000
    /// Largest `render` frame side, in cells (columns or rows).
    public static let renderSide = 1_000
    /// Most inputs `curve --samples` takes.
    public static let curveSamples = 1_000_000
    /// Most characters of a bad value an error message quotes (the rest is cut at `…`).
    public static let quotedCharacters = Excerpt.characters
}

extension Int {
    /// `value` rounded toward zero as an Int that never traps: NaN is 0, and values beyond ±2⁶²
    /// are clamped to it (`Int(_: Double)` traps on both).
    public init(saturating value: Double) {
        let bound = 4.611_686_018_427_387_904e18
        self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -bound), bound))
    }
}
