/// A transition written in Swift: set it up from the context (container, operation) in `init`, then
/// say where every view is at a given progress. The scene, projection and z-ordering come for free.
///
/// Conformers give `duration`, `container` and `poses(progress:)`; `tracks` defaults to one
/// full-range easeInOut track, so the driver hands `poses` that track's progress (0…1, a spring
/// may overshoot). Give several tracks and override `poses(trackProgress:)` for layered timing.
public protocol PoseTransition: Transition {
    /// The container's eye distance in points (0 = flat); 1000 is ADTransitionController's.
    var perspective: Double { get }
    var background: RGBColor { get }
    /// The views when the (single) track stands at `progress`.
    func poses(progress: Double) -> [ViewPose]
    /// The views when track i stands at `trackProgress[i]`; by default the first track drives `poses(progress:)`.
    func poses(trackProgress: [Double]) -> [ViewPose]
}

extension PoseTransition {
    public var perspective: Double { 0 }
    public var background: RGBColor { .containerBackground }
    public var tracks: [TrackTiming] { [TrackTiming()] }

    public func poses(trackProgress: [Double]) -> [ViewPose] { poses(progress: trackProgress.first ?? 0) }

    public func scene(trackProgress: [Double]) -> Scene {
        Scene(container: container, background: background, poses: poses(trackProgress: trackProgress), perspective: perspective)
    }
}
