/// A `TransitionSpec` made concrete for one operation, direction and container: what the driver
/// runs. Expressions are evaluated and keyframes built once; `scene(trackProgress:)` only
/// interpolates, composes and projects.
public struct SpecTransition: Transition {
    /// The preset's name.
    public let name: String
    /// The operation it was made for.
    public let operation: TransitionOperation
    /// The direction it plays in; nil for a transition without orientation.
    public let direction: Direction?
    /// Seconds: the spec's effective duration.
    public let duration: Double
    /// One per spec track, in the spec's order.
    public let tracks: [TrackTiming]
    /// Points.
    public let container: Size
    /// The container's colour.
    public let background: RGBColor
    /// The container's eye distance (0 = flat).
    public let perspective: Double

    struct Binding<Value: Interpolatable & Equatable>: Sendable {
        var track: Int
        var start: Double
        var keyframes: Keyframes<Value>
    }

    struct ViewPlan: Sendable {
        var base: ViewPose
        /// Per property, its bindings in order of range start.
        var properties: [(AnimatableProperty, [Binding<Double>])]
        /// The `transform` bindings (whole matrices), in order of range start.
        var matrix: [Binding<Transform3D>] = []

        /// Whether any track animates the view.
        var isAnimated: Bool { !properties.isEmpty || !matrix.isEmpty }

        /// The pose at the end of every binding (keyframe fraction 1).
        var endPose: ViewPose {
            var pose = base
            for (property, bindings) in properties {
                property.apply(SpecTransition.extrapolatedValue(bindings.last!.keyframes, at: 1), to: &pose)
            }
            if let last = matrix.last { pose.matrix = SpecTransition.extrapolatedValue(last.keyframes, at: 1) }
            return pose
        }
    }

    let plans: [ViewPlan]
    /// The stage's plan (`TransitionSpec.stageID`), when a track animates it.
    let stagePlan: ViewPlan?
    let mapping: DirectionMapping
    let canonical: Size

    /// The views and the stage at these track progresses, mapped to the direction and container.
    public func scene(trackProgress: [Double]) -> Scene {
        Scene(
            container: container, background: background, poses: poses(trackProgress: trackProgress), perspective: perspective,
            stage: stagePose(trackProgress: trackProgress)?.transform ?? .identity)
    }

    /// The views' poses (in the real container) when track i stands at `trackProgress[i]`; a
    /// missing entry counts as 0.
    public func poses(trackProgress: [Double]) -> [ViewPose] {
        plans.map { pose(of: $0, trackProgress) }
    }

    /// The stage's pose (a full-container layer every view is drawn through), nil when no track
    /// animates it.
    public func stagePose(trackProgress: [Double]) -> ViewPose? {
        stagePlan.map { pose(of: $0, trackProgress) }
    }

    private func pose(of plan: ViewPlan, _ trackProgress: [Double]) -> ViewPose {
        var pose = plan.base
        for (property, bindings) in plan.properties {
            let (keyframes, progress) = deciding(bindings, trackProgress)
            property.apply(Self.extrapolatedValue(keyframes, at: progress), to: &pose)
        }
        if !plan.matrix.isEmpty {
            let (keyframes, progress) = deciding(plan.matrix, trackProgress)
            pose.matrix = Self.extrapolatedValue(keyframes, at: progress)
        }
        return mapping.map(pose, canonical: canonical, container: container)
    }

    /// With several tracks on one property, the latest-starting one that has begun decides: its
    /// keyframes and its progress.
    private func deciding<Value>(_ bindings: [Binding<Value>], _ trackProgress: [Double]) -> (Keyframes<Value>, Double) {
        var chosen = bindings[0]
        var progress = self.progress(chosen.track, trackProgress)
        for b in bindings.dropFirst() {
            let p = self.progress(b.track, trackProgress)
            if p > 0 {
                chosen = b
                progress = p
            }
        }
        return (chosen.keyframes, progress)
    }

    private func progress(_ track: Int, _ trackProgress: [Double]) -> Double {
        track < trackProgress.count ? trackProgress[track] : 0
    }

    /// The keyframes' value; beyond 0…1 (a spring overshooting) the first or last segment continues
    /// along its own path (a matrix by its decomposed parts, docs/transforms.md).
    static func extrapolatedValue(_ k: Keyframes<Transform3D>, at f: Double) -> Transform3D {
        let n = k.values.count
        guard n >= 2, f > 1 || f < 0 else { return k.value(at: f) }
        if f > 1 {
            let span = 1 - k.keyTimes[n - 2]
            return span > 0 ? k.values[n - 2].interpolated(to: k.values[n - 1], at: 1 + (f - 1) / span) : k.values[n - 1]
        }
        let span = k.keyTimes[1]
        return span > 0 ? k.values[0].interpolated(to: k.values[1], at: f / span) : k.values[0]
    }

    /// The keyframes' value; beyond 0…1 (a spring overshooting) the first or last segment continues
    /// in a straight line.
    static func extrapolatedValue(_ k: Keyframes<Double>, at f: Double) -> Double {
        let n = k.values.count
        guard n >= 2 else { return k.values[0] }
        if f > 1 {
            let span = 1 - k.keyTimes[n - 2]
            return span > 0 ? k.values[n - 1] + (k.values[n - 1] - k.values[n - 2]) * (f - 1) / span : k.values[n - 1]
        }
        if f < 0 {
            let span = k.keyTimes[1]
            return span > 0 ? k.values[0] + (k.values[1] - k.values[0]) * f / span : k.values[0]
        }
        return k.value(at: f)
    }
}
