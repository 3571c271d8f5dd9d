/// Segue's reference transition written in Swift: the presented view is the back of a card that
/// turns about its vertical centre axis in perspective. The engine's tests and the benchmark drive
/// it as the coded counterpart of the presets; `Segue.play([CardFlipTransition()])` plays it.
///
/// The presenting view turns 0° → 180° and the presented view −180° → 0° together, so at half time
/// both are edge-on; each is hidden while it faces away (as with `doubleSided = NO`). The reverse
/// operation turns the card back.
public struct CardFlipTransition: PoseTransition {
    /// Seconds.
    public let duration: Double
    /// The screen, points.
    public let container: Size
    /// `present` turns the card to its back; a reverse operation (dismiss, pop) turns it back.
    public let operation: TransitionOperation
    /// ADTransitionController's eye distance, 1000 points.
    public var perspective: Double { 1000 }
    /// `card-flip`, or `card-flip-dismiss` (etc.) for a reverse operation.
    public var name: String { operation.isForward ? "card-flip" : "card-flip-\(operation.rawValue)" }

    /// A flip for `operation` in `container` (points) lasting `duration` seconds.
    public init(operation: TransitionOperation = .present, container: Size = .phonePortrait, duration: Double = 0.6) {
        self.operation = operation
        self.container = container
        self.duration = duration
    }

    /// The two faces at `progress` (0…1): each turned by π·progress, the face turned away hidden.
    public func poses(progress: Double) -> [ViewPose] {
        let f = operation.isForward ? progress : 1 - progress
        let full = Rect(origin: .zero, size: container)
        let front = f * Double.pi
        let back = front - Double.pi
        return [
            ViewPose(
                id: "presenting", role: .presenting, frame: full, rotation: Vector3(x: 0, y: front, z: 0),
                alpha: f < 0.5 ? 1 : 0, zIndex: 0, style: ViewStyle(fill: .presentingFill)),
            ViewPose(
                id: "presented", role: .presented, frame: full, rotation: Vector3(x: 0, y: back, z: 0),
                alpha: f < 0.5 ? 0 : 1, zIndex: 1, style: ViewStyle(fill: .presentedFill)),
        ]
    }
}
