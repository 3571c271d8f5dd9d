import SegueEngine

extension UIKitTransition {
    /// The card: "UIKit code (SegueUIKit)", what the code declared (the operation, the animator's
    /// `transitionDuration(using:)`, the captured duration and tracks, the container, why it cannot
    /// play if so), what was approximated, what is not drawn, and the log.
    public var card: TransitionCard {
        var fields = TransitionCard.standardFields(of: self)
        fields.insert(TransitionCard.Field("animator", "transitionDuration(using:) \(animatorDuration.formatted(digits: 3)) s"), at: 1)
        if let failure { fields.append(TransitionCard.Field("failure", failure)) }
        return TransitionCard(
            kind: "UIKit code (SegueUIKit)", declares: fields, approximated: approximated, notDrawn: notDrawn, log: log.map(\.description))
    }

    /// Every layer that draws, as numbers (`segue render --format json`).
    public func exportedScene(trackProgress: [Double], fractionComplete: Double) -> SceneExport? {
        SceneExport(
            name: name, operation: operation, container: container, background: captured.background, fractionComplete: fractionComplete,
            tracks: tracks, trackProgress: trackProgress, poses: captured.poses(trackProgress: trackProgress))
    }
}
