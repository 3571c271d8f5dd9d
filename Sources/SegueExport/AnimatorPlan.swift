import SegueEngine

/// How the plan's tracks become UIKit animations: property animators (one per range and timing,
/// started with their delays), keyframes inside them, Core Animation keyframe animations where a
/// segment has its own curve, and stacking changes at an animator's end.
struct AnimatorPlan {
    /// One `UIViewPropertyAnimator`.
    struct Animator {
        var delay: Double
        /// The duration given to the animator (a spring with its own duration ignores it).
        var duration: Double
        var timing: TimingCurve
        /// Seconds from the start to its end.
        var end: Double
        /// Track indices it animates.
        var tracks: [Int]
        /// Where the range reads as a fraction of the transition: the start and the length.
        var range: AnimationRange
    }

    /// One `CAKeyframeAnimation`: a group of a view's properties with their own segment curves.
    struct LayerAnimation {
        var track: Int
        var view: String
        var group: PropertyGroup
        var animations: [ExportPlan.Keyframed]
        var delay: Double
        var duration: Double
        var timing: CubicBezier
    }

    /// A change of stacking at `time`, run when the animator `after` ends (nil: at the start).
    struct Restack {
        var time: Double
        var after: Int?
        var zIndex: [String: Int]
    }

    var animators: [Animator] = []
    var layerAnimations: [LayerAnimation] = []
    var restacks: [Restack] = []
    /// The animator whose completion completes the transition.
    var completing = 0

    /// The properties written together.
    enum PropertyGroup: Hashable {
        case transform, frame, alpha, zPosition, cornerRadius, zIndex

        init(_ p: AnimatableProperty) {
            if PoseCode.transformProperties.contains(p) {
                self = .transform
            } else if PoseCode.frameProperties.contains(p) {
                self = .frame
            } else {
                switch p {
                case .alpha: self = .alpha
                case .zPosition: self = .zPosition
                case .cornerRadius: self = .cornerRadius
                default: self = .zIndex
                }
            }
        }
    }

    /// Whether the animation belongs in a Core Animation keyframe animation: a segment with its own
    /// curve (UIKit's keyframes are linear between key values), or a depth keyframed through
    /// several values.
    static func needsLayerAnimation(_ a: ExportPlan.Keyframed) -> Bool {
        a.property != .zIndex && a.count > 1 && (a.hasSegmentCurves || (a.property == .zPosition && a.count > 2))
    }

    init(_ plan: ExportPlan) throws(ExportPlan.Failure) {
        let d = plan.duration
        for (i, track) in plan.tracks.enumerated() {
            let delay = track.range.start * d
            let span = track.range.length * d
            let layered = track.animations.filter(Self.needsLayerAnimation)
            if !layered.isEmpty {
                guard case .cubic(let curve) = track.timing else {
                    throw .unsupported("keyframes with their own curves on a track timed by a spring (\(track.view))")
                }
                let groups = Dictionary(grouping: layered, by: { PropertyGroup($0.property) })
                for (group, list) in groups.sorted(by: { "\($0.key)" < "\($1.key)" }) {
                    guard list.allSatisfy({ $0.keyTimes == list[0].keyTimes && $0.curves == list[0].curves }) else {
                        throw .unsupported("keyframes of one transform at different key times or curves (\(track.view))")
                    }
                    if group == .transform,
                        track.animations.contains(where: { PropertyGroup($0.property) == .transform && !Self.needsLayerAnimation($0) && $0.count > 1 })
                    {
                        throw .unsupported("one transform animated partly with segment curves and partly without (\(track.view))")
                    }
                    layerAnimations.append(
                        LayerAnimation(track: i, view: track.view, group: group, animations: list, delay: delay, duration: span, timing: curve))
                }
            }
            let rest = track.animations.filter { !Self.needsLayerAnimation($0) && $0.property != .zIndex && $0.count > 1 }
            guard !rest.isEmpty || layered.isEmpty else { continue }
            let end = delay + track.timing.effectiveDuration(for: span)
            if let j = animators.firstIndex(where: { $0.range == track.range && $0.timing == track.timing }) {
                animators[j].tracks.append(i)
            } else {
                animators.append(Animator(delay: delay, duration: span, timing: track.timing, end: end, tracks: [i], range: track.range))
            }
        }
        if animators.isEmpty {
            // A transition of constant poses and steps still runs for its duration.
            animators.append(Animator(delay: 0, duration: d, timing: .linear, end: d, tracks: [], range: .full))
        }
        completing = animators.indices.max { animators[$0].end < animators[$1].end }!
        let last = animators[completing].end
        if let late = layerAnimations.first(where: { $0.delay + $0.duration > last + 1e-9 }) {
            throw .unsupported("a Core Animation keyframe animation (\(late.view)) that outlasts every property animator")
        }
        try restacks = Self.restacks(plan, animators: animators)
    }

    /// The stacking changes that zIndex keyframes make, each at an animator's end.
    private static func restacks(_ plan: ExportPlan, animators: [Animator]) throws(ExportPlan.Failure) -> [Restack] {
        var zIndex = Dictionary(uniqueKeysWithValues: plan.views.map { ($0.id, $0.zIndex) })
        var out: [Restack] = []
        for track in plan.tracks {
            for a in track.animations where a.property == .zIndex {
                let values = a.values.map { Int(($0.value(width: 1, height: 1)).rounded()) }
                zIndex[track.view] = values[0]
                for k in 1..<max(values.count, 1) where values[k] != values[k - 1] {
                    guard a.keyTimes[k] == a.keyTimes[k - 1] else { throw .unsupported("a zIndex that changes other than in a step (\(track.view))") }
                    let time = track.range.start * plan.duration + a.keyTimes[k] * track.range.length * plan.duration
                    guard let after = animators.firstIndex(where: { abs($0.end - time) < 1e-9 }) else {
                        throw .unsupported("a zIndex step at \(time) s, when no animator ends (\(track.view))")
                    }
                    var order = zIndex
                    order[track.view] = values[k]
                    out.append(Restack(time: time, after: after, zIndex: order))
                }
            }
        }
        return out
    }
}
