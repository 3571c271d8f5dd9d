extension TransitionSpec {
    /// Touchwonders' effective duration (`seed-libraries.md` §4.2, point 1), for tracks timed by a
    /// spring built from mass, stiffness and damping, which brings its own duration (T-12):
    ///
    /// - such a track ends at `range.start · D + settlingDuration`, and the transition lasts until
    ///   the last track ends (at least `D`);
    /// - if the shared element has such a spring, its end becomes the duration, even when shorter;
    ///   tracks that would then end later are cut at the end (the library says the two cannot be
    ///   kept in step);
    /// - every range is re-expressed as a share of the effective duration, so each track keeps its
    ///   own start and length in seconds.
    ///
    /// Without an implicit-duration spring the timeline is returned unchanged.
    static func effectiveTimeline(duration d: Double, tracks: [TrackTiming], isSharedElement: [Bool]) -> (duration: Double, tracks: [TrackTiming]) {
        var longest = d
        var sharedEnd: Double?
        for (index, track) in tracks.enumerated() {
            guard case let .spring(spring) = track.curve else { continue }
            let end = track.range.start * d + spring.settlingDuration
            if isSharedElement.indices.contains(index), isSharedElement[index] {
                sharedEnd = max(sharedEnd ?? 0, end)
            } else {
                longest = max(longest, end)
            }
        }
        guard longest != d || sharedEnd != nil else { return (d, tracks) }
        let effective = sharedEnd ?? longest
        guard effective > 0, effective.isFinite else { return (d, tracks) }
        let mapped = tracks.map { track -> TrackTiming in
            let startSeconds = track.range.start * d
            let endSeconds: Double
            if case let .spring(spring) = track.curve { endSeconds = startSeconds + spring.settlingDuration } else { endSeconds = track.range.end * d }
            let start = min(startSeconds / effective, 1 - 1e-6)
            let end = min(max(endSeconds / effective, start + 1e-6), 1)
            return TrackTiming(range: (try? AnimationRange(start: start, end: end)) ?? track.range, curve: track.curve)
        }
        return (effective, mapped)
    }
}
