import SegueEngine

extension LayerState {
    /// What is on screen: this model with `animations` (those of this layer, in the order they
    /// were added) applied at virtual time `t`, each at the progress `progress` gives it. Additive
    /// ones add to what the ones before them left; the others replace it (Core Animation's order).
    func presentation(_ animations: [CapturedAnimation], at t: Double, progress: (CapturedAnimation) -> Double) -> LayerState {
        var s = self
        for a in animations where a.isActive(at: t) {
            s[a.keyPath] = a.applied(to: s[a.keyPath], progress: progress(a))
        }
        return s
    }
}
