/// A transition written in Swift: set it up from the context (container, operation) in `init`, then
/// say where every view is at a given progress. The scene, projection and z-ordering come for free.
///
/// Conformers give `duration`, `container` and `poses(progress:)`; `tracks` defaults to one
/// full-range easeInOut track, so the driver hands `poses` that track's progress (0…1, a spring
/// may overshoot). Give several tracks and override `poses(trackProgress:)` for layered timing.
/// `name` and `interaction` (from `Transition`) say how the playground lists and drives it.
public protocol PoseTransition: Transition {
    /// The container's eye distance in points (0 = flat); 1000 is ADTransitionController's.
    var perspective: Double { get }
    /// The container's colour behind the views.
    var background: RGBColor { get }
    /// The views when the (single) track stands at `progress`.
    func poses(progress: Double) -> [ViewPose]
    /// The views when track i stands at `trackProgress[i]`; by default the first track drives `poses(progress:)`.
    func poses(trackProgress: [Double]) -> [ViewPose]
}

extension PoseTransition {
    /// Flat: no perspective.
    public var perspective: Double { 0 }
    /// Segue's dark container colour.
    public var background: RGBColor { .containerBackground }
    /// One easeInOut track over the whole duration.
    public var tracks: [TrackTiming] { [TrackTiming()] }

    /// The first track drives `poses(progress:)` (0 without tracks).
    public func poses(trackProgress: [Double]) -> [ViewPose] { poses(progress: trackProgress.first ?? 0) }

    /// The poses projected into a scene in `container`, with `background` and `perspective`.
    public func scene(trackProgress: [Double]) -> Scene {
        Scene(container: container, background: background, poses: poses(trackProgress: trackProgress), perspective: perspective)
    }
}

extension PoseTransition {
    /// The poses at this moment, projected through `perspective`, as numbers.
    public func exportedScene(trackProgress: [Double], fractionComplete: Double) -> SceneExport? {
        SceneExport(
            name: name, operation: operation, container: container, perspective: perspective, background: background,
            fractionComplete: fractionComplete, tracks: tracks, trackProgress: trackProgress, poses: poses(trackProgress: trackProgress))
    }
}
