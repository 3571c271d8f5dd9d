/// The scroll content of a session and how the interaction's pan shares the finger with it
/// (docs/scroll-handoff.md): the rules the session's arbitration follows.
public struct ScrollSetup: Hashable, Sendable {
    /// When an interaction's pan may begin (`"begins"`).
    public enum BeginRule: String, Hashable, Sendable, CaseIterable {
        /// As soon as the finger moves the pan's way (the default).
        case anywhere
        /// Only while its content is at the top and the finger moves down: the finger scrolls the
        /// content first and hands off to the pan at the top (EasyTransitions PR #10, iOS sheets).
        case atScrollTop
    }

    /// Movement, points, that decides the axis (UIKit's pan hysteresis, the engine's pan slop).
    public static let axisLockDistance = PanRecognizer.defaultSlop

    /// Every scroll content, with its offset now.
    public var contents: [ScrollContent]
    /// When the pan may begin.
    public var begins: BeginRule
    /// The content the pan takes over from at its top (`atScrollTop`); nil: none.
    public var handOff: String?
    /// Contents whose gestures must fail before the pan may begin.
    public var requireToFail: [String]
    /// Contents whose gestures recognise together with the pan.
    public var simultaneous: [String]

    /// A setup of `contents` under these rules.
    public init(
        contents: [ScrollContent], begins: BeginRule = .anywhere, handOff: String? = nil, requireToFail: [String] = [],
        simultaneous: [String] = []
    ) {
        self.contents = contents
        self.begins = begins
        self.handOff = handOff
        self.requireToFail = requireToFail
        self.simultaneous = simultaneous
    }

    /// The content with `id`.
    public subscript(id: String) -> ScrollContent? { contents.first { $0.id == id } }

    /// The contents under `point`, smallest (innermost) first.
    func contents(at point: Point) -> [ScrollContent] {
        contents.filter { $0.area.contains(point) }.sorted { $0.area.width * $0.area.height < $1.area.width * $1.area.height }
    }

    /// Where a script's `touch` goes down: inside the largest content and outside the others (its
    /// centre, else the middle of its lower half).
    var touchPoint: Point? {
        guard let main = contents.max(by: { $0.area.width * $0.area.height < $1.area.width * $1.area.height }) else { return nil }
        for unit in [Point(x: 0.5, y: 0.5), Point(x: 0.5, y: 0.75), Point(x: 0.5, y: 0.25)] {
            let p = main.area.point(atUnit: unit)
            if contents(at: p).first?.id == main.id { return p }
        }
        return main.area.center
    }
}

/// Who has the finger in a session with scroll content.
public enum FingerOwner: Hashable, Sendable, CustomStringConvertible {
    /// No finger is down.
    case none
    /// Down, moved less than the axis-lock distance: nobody yet.
    case deciding
    /// The interaction's pan (the transition follows the finger).
    case pan
    /// A content's scroll (the rows follow the finger).
    case content(String)
    /// The content until its top, then the pan (`atScrollTop`); `dismissing` once handed off.
    case handOff(String, dismissing: Bool)
    /// The pan and a content together (simultaneous recognition).
    case both(String)
    /// Neither: nothing on the axis the finger took.
    case nobody

    /// In words, for the inspector: `pan`, `list (scroll)`, `list → pan`.
    public var description: String {
        switch self {
        case .none: "–"
        case .deciding: "deciding (< 10 pt)"
        case .pan: "pan"
        case .content(let id): "\(id) (scroll)"
        case .handOff(let id, let dismissing): dismissing ? "pan (from \(id))" : "\(id) (scroll, then pan)"
        case .both(let id): "pan + \(id)"
        case .nobody: "nobody"
        }
    }
}

/// A step of the arbitration between the pan and the scroll content (the log's trace).
public enum ScrollEvent: Hashable, Sendable {
    /// The pan's edge zone refused the touch: it was `distance` points from the `edge` (x or y and
    /// the edge's name), the zone is `zone` points; the finger goes to the content.
    case refused(distance: Double, axis: String, zone: Double)
    /// After `within` points the axis was decided and `winner` took the finger.
    case won(winner: String, dx: Double, dy: Double, horizontal: Bool, within: Double)
    /// The content `id` scrolled `points` (shown offset travel) before the hand-off or the lift.
    case consumed(id: String, points: Double)
    /// The content reached its top and the pan took the rest of the finger; the offset it stays pinned at.
    case handOff(offset: Double)
    /// The finger went back above where the dismissal began: the content has the finger again.
    case handBack(offset: Double)
    /// The content `id` was let go at `offset` with the content moving at `velocity` pt/s; it comes to rest at `target`.
    case coasted(id: String, offset: Double, velocity: Double, target: Double)
}
