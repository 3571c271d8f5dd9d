extension TransitionSpec.PropertyAnimation {
    /// The keyframes run backwards: the values (or matrices) in reverse order, each key time t at
    /// 1 − t, each segment's curve time-reversed. Evenly spaced keyframes stay evenly spaced. At a
    /// repeated key time (a step) the value from the step on is, as forwards, the later one in
    /// played time.
    public var timeReversed: Self {
        var reversed = self
        reversed.values = values.reversed()
        reversed.transforms = transforms.reversed()
        reversed.keyTimes = keyTimes.map { $0.reversed().map { 1 - $0 } }
        reversed.curves = curves.reversed().map(\.timeReversed)
        return reversed
    }
}

extension TransitionSpec.Track {
    /// The track run backwards, as a preset's automatic reverse plays it (and `segue export` writes
    /// it): its range and `timing` (the curve it plays with: its own, or the spec's) time-reversed,
    /// its keyframes reversed.
    public func timeReversed(timing: TimingCurve) -> Self {
        var reversed = self
        reversed.range = range.reversed
        reversed.timing = timing.timeReversed
        reversed.animations = animations.map(\.timeReversed)
        return reversed
    }
}
