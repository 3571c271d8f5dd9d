extension PanRecognizer {
    /// What a `CompletionPolicy` needs at release, read from the recogniser: the unclamped percent,
    /// the velocity along the pan, the pan distance, the 2-D velocity and the direction.
    public var completionInput: CompletionInput {
        CompletionInput(
            progress: percent, velocity: velocity, panDistance: panDistance,
            direction: direction, velocity2D: velocity2D)
    }
}
