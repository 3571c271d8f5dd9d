/// A session's scroll content and the finger's arbitration between it and the pan
/// (docs/scroll-handoff.md): who owns the finger, and how far each consumer has taken it.
public struct ScrollArena: Hashable, Sendable {
    /// The content (offsets now) and the rules.
    public internal(set) var setup: ScrollSetup
    /// Who has the finger.
    public internal(set) var owner: FingerOwner = .none
    /// The dismissal's own translation, points along the pan: the part of the drag that went to the pan.
    public internal(set) var panTranslation: Double = 0
    /// Where the finger went down.
    var start: Point = .zero
    /// The finger's travel along the content's axis applied so far, points.
    var applied: Double = 0
    /// Shown offset travel since the last `consumed` line, points.
    var consumedSinceLog: Double = 0
    /// Contents under the touch, innermost first.
    var candidates: [String] = []
    /// False when the pan's edge zone refused the touch.
    var panAdmitted = true
    /// The finger's velocity.
    var finger = VelocityTracker()
    /// The pan's own position (its translation; before a hand-off, minus the distance to the top),
    /// so the hand-off keeps its velocity.
    var panSignal = VelocityTracker()

    /// The content as the session started (offsets before any finger).
    public let initial: ScrollSetup

    /// An arena of `setup`, no finger down.
    public init(setup: ScrollSetup) {
        self.setup = setup
        self.initial = setup
    }

    /// The finger's velocity at `now`, points per second (zero with no finger down).
    public func fingerVelocity(at now: Double) -> Point { owner == .none ? .zero : finger.velocity(at: now) }

    /// The content with `id`'s shown offset at `now` (seconds), points.
    public func offset(of id: String, at now: Double) -> Double? { setup[id]?.offset(at: now) }

    mutating func withContent(_ id: String, _ body: (inout ScrollContent) -> Void) {
        guard let i = setup.contents.firstIndex(where: { $0.id == id }) else { return }
        body(&setup.contents[i])
    }
}
