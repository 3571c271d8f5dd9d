/// How values follow the fraction (docs/engine-contract.md, "No jumps"): each block's local
/// fraction and curve, the run's segment, and the anchor that keeps values continuous whenever the
/// mapping changes.
extension PropertyAnimator {
    func value(of animation: Animation, fraction g: Double) -> Double {
        let local = Self.localFraction(animation, g)
        let base = anchor.base == .linear ? local : animation.timing.progress(at: local)
        let offset = anchor.offsets[animation.id] ?? 0
        return base + anchor.weight(at: g) * offset
    }

    /// The block's local fraction at fraction g: 0 before its stretch, 1 after it. Past an end of
    /// the whole animation (a spring's overshoot) a block that reaches that end follows the fraction
    /// beyond it, so the overshoot shows. A block with nothing left to run shows its end values.
    static func localFraction(_ animation: Animation, _ g: Double) -> Double {
        let span = animation.end - animation.start
        guard span != 0 else { return 1 }
        let local = (g - animation.start) / span
        let reachesTop = max(animation.start, animation.end) >= 1
        let reachesBottom = min(animation.start, animation.end) <= 0
        if (g > 1 && reachesTop) || (g < 0 && reachesBottom) { return local }
        return local.clamped(to: 0...1)
    }

    /// A zero-length run (already at its target) ends at once.
    mutating func settleIfAtTarget(now: Double) -> [AnimatorEvent] {
        guard case .running(let segment) = phase, segment.length <= 0, delay == 0 || segment.startTime <= now else { return [] }
        return advance(to: max(now, segment.endTime))
    }

    /// Records the values on screen so a new mapping (`base`) continues from them without a jump.
    mutating func reanchor(at now: Double, base: Anchor.Base) {
        let g = fractionComplete(at: now)
        var offsets: [AnimationID: Double] = [:]
        for animation in animations {
            let current = value(of: animation, fraction: g)
            let local = Self.localFraction(animation, g)
            let newBase = base == .linear ? local : animation.timing.progress(at: local)
            offsets[animation.id] = current - newBase
        }
        anchor = Anchor(fraction: g, offsets: offsets, base: base)
    }
}

extension PropertyAnimator {
    /// How the fraction moves while running: from `from` to `to` over `length` seconds starting at
    /// `startTime`, linearly or along `timeCurve` (after `continueAnimation` with timing).
    struct Segment: Sendable {
        var startTime: Double
        var length: Double
        var from: Double
        var to: Double
        var timeCurve: ResolvedTiming? = nil

        var endTime: Double { startTime + max(0, length) }

        func fraction(at now: Double) -> Double {
            guard now.isFinite else { return from }
            if now <= startTime { return from }
            if length <= 0 || now >= endTime { return to }
            let u = (now - startTime) / length
            let eased = timeCurve?.progress(at: u) ?? u
            return from + (to - from) * eased
        }
    }

    /// The no-jump offsets: value = base(g) + weight(g) · offset, exact at `fraction`, 0 at both ends.
    struct Anchor: Sendable {
        enum Base: Sendable { case linear, curve }
        var fraction: Double
        var offsets: [AnimationID: Double]
        var base: Base

        func weight(at g: Double) -> Double {
            // An anchor taken past an end (a spring's overshoot) fades out toward that end and is
            // gone inside [0, 1], so the ends stay exact.
            if fraction > 1 { return g >= 1 ? ((g - 1) / (fraction - 1)).clamped(to: 0...1) : 0 }
            if fraction < 0 { return g <= 0 ? (g / fraction).clamped(to: 0...1) : 0 }
            if g >= fraction {
                return fraction >= 1 ? 1 : ((1 - g) / (1 - fraction)).clamped(to: 0...1)
            }
            return fraction <= 0 ? 1 : (g / fraction).clamped(to: 0...1)
        }
    }
}
