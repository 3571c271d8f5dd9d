extension TransitionSpec {
    /// A view's scrollable content, as a preset gives it (`"scroll"` on a view).
    public struct ScrollSpec: Hashable, Sendable {
        /// The way it scrolls.
        public var axis: ScrollContent.Axis
        /// The content's height (vertical) or width (horizontal), an expression of W and H in points.
        public var contentLength: LengthExpression
        /// The offset it starts at, points from the top (or left), ≥ 0.
        public var offset: Double
        /// Whether it rubber-bands past its ends.
        public var bounces: Bool

        /// Content `contentLength` long along `axis`, starting `offset` points in.
        public init(axis: ScrollContent.Axis, contentLength: LengthExpression, offset: Double = 0, bounces: Bool = true) {
            self.axis = axis
            self.contentLength = contentLength
            self.offset = offset
            self.bounces = bounces
        }
    }

    /// When an interaction's pan may begin (`"begins"`): `ScrollSetup.BeginRule`.
    public typealias BeginRule = ScrollSetup.BeginRule

    /// The scroll content of `transition` and how the interaction's pan shares the finger with it;
    /// nil when no view scrolls. `contentOffset` replaces the hand-off content's starting offset
    /// (`simulate --content-offset`).
    public func scrollSetup(for transition: SpecTransition, contentOffset: Double? = nil) -> ScrollSetup? {
        let scrolling = views.filter { $0.scroll != nil }
        guard !scrolling.isEmpty else { return nil }
        let requested = requestedDirection(for: transition.operation, played: transition.direction)
        let found = interaction(for: transition.operation, direction: requested)
        let start = transition.scene(at: 0)
        var contents: [ScrollContent] = []
        for role in scrolling {
            guard let scroll = role.scroll else { continue }
            let area = start[role.id]?.quad.boundingBox ?? role.frame.rect(in: transition.container)
            contents.append(
                ScrollContent(
                    id: role.id, axis: scroll.axis, area: area, contentLength: scroll.contentLength.value(in: transition.container),
                    offset: scroll.offset, bounces: scroll.bounces))
        }
        var setup = ScrollSetup(
            contents: contents, begins: found?.begins ?? .anywhere, handOff: found?.content, requireToFail: found?.requireToFail ?? [],
            simultaneous: found?.simultaneous ?? [])
        if setup.handOff == nil, let pan = found?.pan {
            setup.handOff = contents.first { ($0.axis == .horizontal) == pan.isHorizontal }?.id
        }
        if let contentOffset, let id = setup.handOff ?? contents.first?.id, let i = setup.contents.firstIndex(where: { $0.id == id }) {
            setup.contents[i].set(contentOffset)
        }
        return setup
    }
}
