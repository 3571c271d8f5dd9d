/// What a transition written in code says about itself: the card the playground shows (`i`) and
/// what `segue list --json` carries for it. A preset's card comes from its file instead.
///
/// `Transition.card` gives one for every transition: by default its kind is "written in Swift" and
/// it declares the duration, the tracks, the container and the interaction. A transition captured
/// from UIKit code (`SegueUIKit`'s `UIKitTransition`) also lists what it approximated, what it
/// cannot draw, and what UIKit would have logged.
public struct TransitionCard: Hashable, Sendable {
    /// One thing the code declares: a label and its value in words (`duration`, `0.5 s`).
    public struct Field: Hashable, Sendable {
        /// What is declared, in lower case (`duration`).
        public var label: String
        /// Its value in words (`0.5 s`).
        public var text: String
        /// A field `label`: `text`.
        public init(_ label: String, _ text: String) {
            self.label = label
            self.text = text
        }
    }

    /// What kind of transition it is, in words: "written in Swift", "UIKit code (SegueUIKit)".
    public var kind: String
    /// What the code declares, in order.
    public var declares: [Field]
    /// What is drawn otherwise than the code asks (a stand-in, a simpler curve), one item each.
    public var approximated: [String]
    /// Core Animation key paths (or animations) the code made that are not drawn.
    public var notDrawn: [String]
    /// What the code did that UIKit ignores or logs, one line each (`0.25 s warning: …`).
    public var log: [String]

    /// A card of `kind` that declares `declares`, with nothing approximated, undrawn or logged by default.
    public init(kind: String, declares: [Field], approximated: [String] = [], notDrawn: [String] = [], log: [String] = []) {
        self.kind = kind
        self.declares = declares
        self.approximated = approximated
        self.notDrawn = notDrawn
        self.log = log
    }

    /// The fields every transition declares: its operation, duration, tracks, container and interaction.
    public static func standardFields(of transition: some Transition) -> [Field] {
        let pan = transition.interaction.pan
        let distance = pan.distance.map { "\($0.formatted3) pt" } ?? "the container's \(pan.direction.isHorizontal ? "width" : "height")"
        let edge = pan.edgeZone.map { ", from a \($0.formatted3) pt edge zone" } ?? ""
        return [
            Field("operation", transition.operation.rawValue),
            Field("duration", "\(transition.duration.formatted3) s"),
            Field("tracks", transition.tracks.map { "\($0.range) \($0.curve.spec)" }.joined(separator: "; ")),
            Field("container", "\(transition.container) pt"),
            Field("interaction", "pan \(pan.direction.rawValue) over \(distance)\(edge), \(transition.interaction.policy)"),
        ]
    }
}
