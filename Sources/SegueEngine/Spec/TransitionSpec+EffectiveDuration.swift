extension TransitionSpec {
    /// Touchwonders' effective duration (the library's rule): a track timed by
    /// a spring built from mass, stiffness and damping brings its own duration, so
    ///
    /// - such a track ends at `range.start · D + settlingDuration`, and the transition lasts until
    ///   the last one ends (at least `D`);
    /// - if the shared element has such a spring, its end becomes the duration, even when shorter.
    ///
    /// Every range stays a fraction of the duration this returns: a track with range [s, e] runs
    /// from s × effective to e × effective seconds (the library's `range × effectiveDuration`).
    static func effectiveDuration(duration d: Double, tracks: [TrackTiming], isSharedElement: [Bool]) -> Double {
        var longest = d
        var sharedEnd: Double?
        for (index, track) in tracks.enumerated() {
            guard case .spring(let spring) = track.curve else { continue }
            let end = track.range.start * d + spring.settlingDuration
            if isSharedElement.indices.contains(index), isSharedElement[index] {
                sharedEnd = max(sharedEnd ?? 0, end)
            } else {
                longest = max(longest, end)
            }
        }
        let effective = sharedEnd ?? longest
        return effective > 0 && effective.isFinite ? effective : d
    }
}
