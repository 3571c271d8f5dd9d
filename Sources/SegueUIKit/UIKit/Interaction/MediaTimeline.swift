import SegueEngine

/// The paused Core Animation timeline of a percent-driven transition without an interruptible
/// animator (docs/uikit-layer.md, "Interaction"), as UIKit pauses the transition's layers (speed 0)
/// and scrubs their time offset. Animations made while it is the host's live timeline run on its
/// local time instead of the host's clock, each on its own curve.
///
/// Local time starts equal to the host's time at the start. Paused, it stays where it was put;
/// running, it goes from one local time to another over some host seconds along a curve, and
/// afterwards on at normal speed; flushed (the end of a cancel), it stays at the start and every
/// event waiting on it falls due at once.
@MainActor
final class MediaTimeline {
    enum Mode {
        case paused(local: Double, since: Double)
        case running(from: Double, to: Double, start: Double, duration: Double, curve: ResolvedTiming)
        case flushed(local: Double, at: Double)
    }

    /// Its number, which its animations carry.
    let id: Int
    /// Local (and host) seconds at the start.
    let origin: Double
    private(set) var mode: Mode

    /// A timeline paused at `origin` (host seconds).
    init(id: Int, origin: Double) {
        self.id = id
        self.origin = origin
        mode = .paused(local: origin, since: origin)
    }

    /// Local seconds at host time `t`.
    func localTime(at t: Double) -> Double {
        switch mode {
        case .paused(let local, _), .flushed(let local, _): return local
        case .running(let from, let to, let start, let duration, let curve):
            guard duration > 0, t < start + duration else { return to + max(0, t - (start + duration)) }
            let x = ((t - start) / duration).clamped(to: 0...1)
            return from + (to - from) * curve.progress(at: x)
        }
    }

    /// The earliest host time at which local time has reached `local` (going forward), nil while
    /// it cannot (paused short of it, or running backwards).
    func hostTime(reaching local: Double) -> Double? {
        switch mode {
        case .paused(let l, let since): return local <= l + 1e-12 ? since : nil
        case .flushed(_, let at): return at
        case .running(let from, let to, let start, let duration, let curve):
            if local <= from + 1e-12 { return from <= to ? start : nil }
            guard to > from else { return nil }
            if local >= to { return start + duration + (local - to) }
            return start + curve.fraction(forProgress: (local - from) / (to - from)) * duration
        }
    }

    /// Pauses at local time `local`, from host time `now`.
    func pause(at local: Double, now: Double) { mode = .paused(local: local, since: now) }

    /// Runs from where it is at `now` to local time `target` over `duration` host seconds on `curve`.
    func run(to target: Double, now: Double, duration: Double, curve: TimingCurve) {
        mode = .running(
            from: localTime(at: now), to: target, start: now, duration: max(0, duration), curve: curve.resolved(duration: max(0, duration)))
    }

    /// Back at the start for good: everything waiting on it is due at `now`.
    func flush(now: Double) { mode = .flushed(local: origin, at: now) }

    /// Whether it is flushed (its animations are gone).
    var isFlushed: Bool { if case .flushed = mode { true } else { false } }
}
