import SegueEngine
import SeguePresets
import SegueText

/// Every bound Segue puts on what it reads, in one place for the command line and the README's
/// limits table: the bounds of the engine, the preset reader and the playground are their own
/// constants (`GestureScript.maximumSteps`, `JSONParser.maximumDepth`, …), gathered here with
/// the commands' own. Input past a bound is
/// refused with a located error, never followed into a crash, a hang or unbounded memory.
public enum Limits {
    /// Largest preset file Segue reads, in bytes (1 MiB; the built-in presets are under 10 KiB).
    public static let presetFileBytes = 1 << 20
    /// Deepest nesting of JSON objects and arrays in a preset file.
    public static let jsonDepth = JSONParser.maximumDepth
    /// Largest magnitude of a JSON number in a preset file.
    public static let jsonMagnitude = JSONParser.maximumMagnitude
    /// Longest length expression (`"(W - 40) / 2"`), in characters.
    public static let expressionCharacters = LengthExpression.maximumCharacters
    /// Deepest nesting of a length expression: parentheses, signs and `sqrt`.
    public static let expressionDepth = LengthExpression.maximumDepth
    /// Largest magnitude of a number written in a length expression.
    public static let expressionMagnitude = LengthExpression.maximumMagnitude
    /// Longest timing-curve or completion-policy spec, in characters.
    public static let specCharacters = TimingCurve.maximumSpecCharacters
    /// Longest gesture script (`simulate --gesture`), in characters.
    public static let scriptCharacters = GestureScript.maximumCharacters
    /// Most steps in a gesture script.
    public static let scriptSteps = GestureScript.maximumSteps
    /// Most simulated time a gesture script may take (its waits and drags together), in seconds.
    public static let scriptSeconds = GestureScript.maximumSeconds
    /// Longest transition, in seconds: a preset's `duration` and `simulate --duration`.
    public static let transitionSeconds = PresetFormat.maximumDuration
    /// How long `simulate` runs on after the script, waiting for the completion, in seconds.
    public static let runOnSeconds = InteractionSession.runOnSeconds
    /// Longest a spring may take to settle (stay within 0.1 % of its target), in seconds; a spring
    /// that never settles (undamped) is refused too.
    public static let springSettlingSeconds = Spring.maximumSettlingSeconds
    /// Largest magnitude of a spring's written initial velocity, in distances per second (UIKit's
    /// unit velocity). A finger hands a completion at most ±35 (`maximumHandoffVelocity`); 1e308
    /// would swing the views past any finite position.
    public static let springInitialVelocity = Spring.maximumInitialVelocity
    /// Largest magnitude of a cubic Bézier's y1 and y2; beyond it they are clamped, so the curve
    /// stays finite (as browsers keep such curves finite).
    public static let bezierControlY = CubicBezier.maximumControlY
    /// Container sides (`--container WxH`), in points.
    public static let containerPoints: ClosedRange<Double> = 1...100_000
    /// Largest `render` frame side, in cells (columns or rows).
    public static let renderSide = 1_000
    /// Most inputs `curve --samples` takes.
    public static let curveSamples = 1_000_000
    /// Most characters of a bad value an error message quotes (the rest is cut at `…`).
    public static let quotedCharacters = Excerpt.characters
}
