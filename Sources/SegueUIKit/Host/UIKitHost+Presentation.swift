import SegueEngine

extension UIKitHost {
    /// What is on screen for `layer` now: its model with its animations applied.
    func presentationState(of layer: CALayer) -> LayerState {
        layer.modelState.presentation(capture.animations(of: layer.id), at: now) { progress(of: $0, at: now) }
    }

    /// How far `animation` has come at virtual time `t`: along its curve on the clock, or where its
    /// property animator has its block.
    func progress(of animation: CapturedAnimation, at t: Double) -> Double {
        switch animation.source {
        case .clock: return animation.clockProgress(at: t)
        case .animator(let id, let block): return animator(id)?.engine.value(of: block, at: t) ?? 0
        }
    }

    /// Notes a Core Animation key path that cannot be drawn, once per key path.
    func noteNotDrawn(_ keyPath: String) {
        if !notDrawn.contains(keyPath) { notDrawn.append(keyPath) }
    }
}
