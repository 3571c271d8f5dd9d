/// An example of a transition written in Swift: the presented view is the back of a card that
/// turns about its vertical centre axis in perspective.
///
/// The presenting view turns 0° → 180° and the presented view −180° → 0° together, so at half time
/// both are edge-on; each is hidden while it faces away (as with `doubleSided = NO`). The reverse
/// operation turns the card back.
public struct CardFlipTransition: PoseTransition {
    public let duration: Double
    public let container: Size
    public let operation: TransitionOperation
    public var perspective: Double { 1000 }

    public init(operation: TransitionOperation = .present, container: Size = .phonePortrait, duration: Double = 0.6) {
        self.operation = operation
        self.container = container
        self.duration = duration
    }

    public func poses(progress: Double) -> [ViewPose] {
        let f = operation.isForward ? progress : 1 - progress
        let full = Rect(origin: .zero, size: container)
        let front = f * Double.pi
        let back = front - Double.pi
        return [
            ViewPose(id: "presenting", role: .presenting, frame: full, rotation: Vector3(x: 0, y: front, z: 0),
                     alpha: f < 0.5 ? 1 : 0, zIndex: 0, style: ViewStyle(fill: .presentingFill)),
            ViewPose(id: "presented", role: .presented, frame: full, rotation: Vector3(x: 0, y: back, z: 0),
                     alpha: f < 0.5 ? 0 : 1, zIndex: 1, style: ViewStyle(fill: .presentedFill)),
        ]
    }
}
