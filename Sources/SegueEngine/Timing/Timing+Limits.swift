extension Spring {
    /// Longest a spring may take to settle (stay within 0.1 % of its target), in seconds; a spring
    /// that never settles (undamped) is refused too.
    public static let maximumSettlingSeconds = 60.0
    /// Largest magnitude of a spring's written initial velocity, in distances per second (UIKit's
    /// unit velocity). A finger hands a completion at most ±35 (`maximumHandoffVelocity`); 1e308
    /// would swing the views past any finite position.
    public static let maximumInitialVelocity = 1_000.0
}

extension CubicBezier {
    /// Largest magnitude of a cubic Bézier's y1 and y2; beyond it they are clamped, so the curve
    /// stays finite (as browsers keep such curves finite).
    public static let maximumControlY = 1e6
}

extension TimingCurve {
    /// Longest timing-curve spec, in characters.
    public static let maximumSpecCharacters = 1_000
}
