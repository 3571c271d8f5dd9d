import SegueEngine

extension UIKitHost {
    /// What is on screen for `layer` now: its model with its animations applied.
    func presentationState(of layer: CALayer) -> LayerState {
        presentation(of: layer.modelState, capture.animations(of: layer.id), at: now)
    }

    /// `state` with `animations` applied at host time `t`, each on its own clock (its timeline's
    /// local time, or the host's).
    func presentation(of state: LayerState, _ animations: [CapturedAnimation], at t: Double) -> LayerState {
        var s = state
        for a in animations where a.isActive(at: localTime(of: a, at: t)) {
            s[a.keyPath] = a.applied(to: s[a.keyPath], progress: progress(of: a, at: t))
        }
        return s
    }

    /// How far `animation` has come at virtual time `t`: along its curve on the clock, or where its
    /// property animator has its block.
    func progress(of animation: CapturedAnimation, at t: Double) -> Double {
        switch animation.source {
        case .clock: return animation.clockProgress(at: localTime(of: animation, at: t))
        case .animator(let id, let block): return animator(id)?.engine.value(of: block, at: t) ?? 0
        }
    }

    /// Notes a Core Animation key path that cannot be drawn, once per key path.
    func noteNotDrawn(_ keyPath: String) {
        if !notDrawn.contains(keyPath) { notDrawn.append(keyPath) }
    }
}
