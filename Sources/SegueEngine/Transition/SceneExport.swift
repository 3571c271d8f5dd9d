/// One moment of a transition as numbers, for checking its geometry outside Segue
/// (`segue render --format json`, `docs/segue-scene.schema.json`): the container, the progress figures, the
/// stage, and for every view the model values the transition sets (frame, anchor, layer transform,
/// alpha, depth order, style) beside what they project to (corners, seen from behind).
public struct SceneExport: Hashable, Sendable {
    /// One track's share of the transition and where it stands.
    public struct TrackFigure: Hashable, Sendable {
        /// Fractions of the (effective) duration.
        public var range: AnimationRange
        /// The track's local progress, 0…1 (0 before its range, 1 after it).
        public var progress: Double
    }

    /// One view: its pose (the model) and the scene view it projects to.
    public struct View: Hashable, Sendable {
        /// The view's pose before projection.
        public var pose: ViewPose
        /// Where it lands on screen.
        public var projected: SceneView
    }

    /// The preset's name.
    public var preset: String
    /// The operation played.
    public var operation: TransitionOperation
    /// The direction played; nil for a preset without one.
    public var direction: Direction?
    /// Points.
    public var container: Size
    /// The container's eye distance in points (m34 = −1/d); 0 = flat.
    public var perspective: Double
    /// The container's colour.
    public var background: RGBColor
    /// The transition's fraction complete, 0…1.
    public var fractionComplete: Double
    /// Each track's progress at this moment.
    public var tracks: [TrackFigure]
    /// The layer that holds every view (ADTransitionController's animated wrapper): its transform
    /// about the container's centre and its `zPosition`; identity and 0 when no track animates it.
    public var stageTransform: Transform3D
    /// The stage layer's `zPosition`, points.
    public var stageZPosition: Double
    /// In drawing order (by `zIndex`, stable).
    public var views: [View]
}

extension SceneExport {
    /// A moment of a transition without a stage layer: each pose (in drawing order by `zIndex`,
    /// stable) projected through the container's perspective (`perspective` points; 0 = flat).
    public init(
        name: String, operation: TransitionOperation, container: Size, perspective: Double = 0, background: RGBColor,
        fractionComplete: Double, tracks: [TrackTiming], trackProgress: [Double], poses: [ViewPose]
    ) {
        self.init(
            preset: name, operation: operation, direction: nil, container: container, perspective: perspective, background: background,
            fractionComplete: fractionComplete,
            tracks: zip(tracks, trackProgress).map { TrackFigure(range: $0.range, progress: $1) }, stageTransform: .identity, stageZPosition: 0,
            views: ViewPose.drawingOrder(poses).map { View(pose: $0, projected: $0.sceneView(container: container, containerPerspective: perspective)) })
    }
}
