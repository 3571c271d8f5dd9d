extension SpecTransition {
    /// The scene at fraction `f` of the transition scrubbed interactively (every track at its
    /// range's local fraction, linearly: the same moment as `scene(at:)`), as numbers.
    public func sceneExport(at f: Double) -> SceneExport {
        sceneExport(trackProgress: trackProgress(scrubbedTo: f), fractionComplete: f)
    }

    /// `sceneExport(trackProgress:fractionComplete:)`, for any `Transition`.
    public func exportedScene(trackProgress: [Double], fractionComplete: Double) -> SceneExport? {
        sceneExport(trackProgress: trackProgress, fractionComplete: fractionComplete)
    }

    /// The scene with each track at `progress` (one value per track, as `scene(trackProgress:)`
    /// takes them) and the transition `fractionComplete`, as numbers: a moment of a played run
    /// (`TransitionDriver.played`).
    public func sceneExport(trackProgress progress: [Double], fractionComplete f: Double) -> SceneExport {
        let stage = stagePose(trackProgress: progress)
        let stageTransform = stage?.transform ?? .identity
        let views = ViewPose.drawingOrder(poses(trackProgress: progress)).map { pose in
            SceneExport.View(pose: pose, projected: pose.sceneView(container: container, containerPerspective: perspective, stage: stageTransform))
        }
        return SceneExport(
            preset: name, operation: operation, direction: direction, container: container, perspective: perspective,
            background: background, fractionComplete: f,
            tracks: zip(tracks, progress).map { SceneExport.TrackFigure(range: $0.range, progress: $1) },
            stageTransform: stage?.layerTransform ?? .identity, stageZPosition: stage?.zPosition ?? 0, views: views)
    }
}
