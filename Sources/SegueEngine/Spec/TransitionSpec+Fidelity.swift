extension TransitionSpec {
    /// How exactly a spec reproduces its source, in one of three forms.
    public enum Fidelity: Hashable, Sendable, CustomStringConvertible {
        /// Every number, curve and rule is the source's.
        case exact
        /// Something is computed otherwise than in the source, within `bound` (how far the picture
        /// or the behaviour can differ, and where).
        case approximated(what: String, bound: String)
        /// Something of Segue's stands in for something of the source's that Segue cannot know or
        /// draw (an unpublished duration, a demo's layout, an OpenGL effect).
        case standIn(what: String, for: String)

        /// `exact`, `approximated` or `stand-in`.
        public var kind: String {
            switch self {
            case .exact: "exact"
            case .approximated: "approximated"
            case .standIn: "stand-in"
            }
        }

        /// One sentence for the preset's card.
        public var description: String {
            switch self {
            case .exact: "Exact: the source's numbers and rules."
            case .approximated(let what, let bound): "Approximated, within \(bound): \(what)."
            case .standIn(let what, let original): "Stand-in: \(what), for \(original)."
            }
        }
    }
}
