import SegueEngine

/// A UIKit transition as captured, as a Sendable value evaluated purely: the window's model at each
/// moment something changed (`frames`), every animation made after the trigger on the virtual clock,
/// and the tracks they became (docs/uikit-layer.md, "Playing it").
///
/// One track per group of animations made together (a block, a keyframe animation, an animator's
/// block, an explicit animation), over its share of the transition and with its curve, so the engine
/// drives it like a preset's track; and a last, linear track over the whole transition, the
/// timeline, whose progress says which model frame is on screen and which animations exist yet.
/// A frame at time t shows from just after t: what a completion handler does at the end of the
/// transition is not drawn within it.
struct CapturedTransition: Sendable {
    var container: Size
    var background: RGBColor
    /// Virtual seconds of the trigger.
    var start: Double
    /// Seconds from the trigger to the end of the last animation or `completeTransition(_:)`.
    var duration: Double
    /// The model at the trigger and after each later turn that changed it, in time order.
    var frames: [ModelFrame]
    /// The animations, clock-timed, in the order they were added.
    var animations: [CapturedAnimation]
    var trackOfGroup: [Int: Int]
    var tracks: [TrackTiming]
    private var byLayer: [LayerID: [CapturedAnimation]]

    init(container: Size, background: RGBColor, start: Double, duration: Double, frames: [ModelFrame], animations: [CapturedAnimation]) {
        self.container = container
        self.background = background
        self.start = start
        self.duration = duration
        self.frames = frames
        self.animations = animations
        var trackOfGroup: [Int: Int] = [:]
        var tracks: [TrackTiming] = []
        for a in animations where trackOfGroup[a.group] == nil {
            trackOfGroup[a.group] = tracks.count
            let lo = ((a.begin - start) / duration).clamped(to: 0...1)
            let hi = ((a.end - start) / duration).clamped(to: 0...1)
            let range = (try? AnimationRange(start: min(lo, 1 - 1e-9), end: max(hi, min(lo, 1 - 1e-9) + 1e-9))) ?? .full
            tracks.append(TrackTiming(range: range, curve: a.timing))
        }
        tracks.append(TrackTiming(range: .full, curve: .linear))
        self.trackOfGroup = trackOfGroup
        self.tracks = tracks
        byLayer = Dictionary(grouping: animations, by: \.layer)
    }

    /// The timeline track: linear over the whole transition.
    var timelineTrack: Int { tracks.count - 1 }

    /// The scene with track i at `trackProgress[i]` (a missing entry counts as 0).
    func scene(trackProgress: [Double]) -> Scene {
        let (tree, states) = presentation(trackProgress: trackProgress)
        return tree.scene(states: states, container: container, background: background)
    }

    /// The model on screen with track i at `trackProgress[i]`, and each layer's presentation values.
    func presentation(trackProgress: [Double]) -> (tree: LayerTree, states: [LayerState]) {
        func progress(_ i: Int) -> Double { i < trackProgress.count ? trackProgress[i] : 0 }
        let t = start + progress(timelineTrack) * duration
        let frame = self.frame(at: t)
        let states = frame.tree.nodes.map { node in
            let mine = (byLayer[node.id] ?? []).filter { $0.added <= frame.time }
            return node.state.presentation(mine, at: t) { progress(trackOfGroup[$0.group] ?? timelineTrack) }
        }
        return (frame.tree, states)
    }

    /// The model on screen at virtual time `t`: the first frame, or the last one made before `t`
    /// and before the end.
    func frame(at t: Double) -> ModelFrame {
        var chosen = frames[0]
        for f in frames.dropFirst() where f.time < t && f.time < start + duration { chosen = f }
        return chosen
    }
}
