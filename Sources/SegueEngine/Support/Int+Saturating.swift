extension Int {
    /// `value` rounded toward zero as an Int that never traps: NaN is 0, and values beyond ±2⁶²
    /// are clamped to it (`Int(_: Double)` traps on both).
    public init(saturating value: Double) {
        let bound = 4.611_686_018_427_387_904e18
        self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -bound), bound))
    }
}
