extension DirectManipulation {
    /// What a direct-manipulation session logs, beside the driver's began and completed.
    public enum Event: Hashable, Sendable {
        /// The finger took the view (a touch down on it).
        case dragBegan(view: String)
        /// The finger lifted with the view at `offset` from home (points), moving at `velocity`
        /// (pt/s), which the rule ignores.
        case dropped(offset: Point, velocity: Point)
        /// The distance rule's verdict; `operation` runs when it says so.
        case decided(Decision, operation: TransitionOperation)

        /// In words, for the playground's log and `segue simulate`: `dismiss: |dy| 71 > 70 pt`.
        public var details: String {
            switch self {
            case .dragBegan(let view): "\(view) follows the finger"
            case .dropped(let offset, let velocity):
                "offset (\(Rule.text(offset.x)), \(Rule.text(offset.y))) pt, velocity (\(Rule.text(velocity.x)), \(Rule.text(velocity.y))) pt/s ignored"
            case .decided(let decision, let operation):
                "\(decision.outcome == .run ? operation.rawValue : decision.outcome.rawValue): \(decision.reason)"
            }
        }
    }
}

extension InteractionSession {
    /// A session in which the finger moves `direct.view` directly (no percent, no policy): the
    /// distance rule decides on release between running `operation` non-interactively from the
    /// dragged position and a spring back. `dragDirection` is the way scripted drags move the finger
    /// (`drag 71pt` with `fromTop` moves it 71 pt down); `policy` is not consulted.
    public init(transition: any Transition, operation: TransitionOperation, direct: DirectManipulation, dragDirection: Direction = .fromTop) {
        self.init(transition: transition, operation: operation, pan: PanConfiguration(direction: dragDirection), policy: CompletionPolicy(.percent))
        self.direct = direct
    }

    /// Where a finger takes the manipulated view: its centre, as drawn when the transition starts.
    var directTouchPoint: Point {
        let box = driver.transition.scene(at: 0)[direct?.view ?? ""]?.quad.boundingBox
        return box.map { Point(x: $0.midX, y: $0.midY) } ?? Point(x: driver.transition.container.width / 2, y: driver.transition.container.height / 2)
    }

    /// The view's offset from home at `now`; zero without direct manipulation.
    public func directOffset(at now: Double) -> Point { direct?.offset(at: now) ?? .zero }

    /// What the distance rule would decide if the finger lifted now; nil unless a finger holds the view.
    public func directVerdict(at now: Double) -> DirectManipulation.Decision? {
        guard let direct, case .dragging = direct.phase else { return nil }
        return direct.rule.decide(offset: direct.offset(at: now))
    }

    /// One touch of a direct-manipulation session (`handle(_:)` sends them here).
    mutating func handleDirect(_ touch: TouchEvent) {
        guard var manipulation = direct else { return }
        let now = touch.time
        defer { direct = manipulation }
        switch touch.phase {
        case .down:
            guard driver.interaction.phase == .waiting else {
                if !driver.isCompleted { ignore("the \(driver.context.operation.rawValue) is under way", at: now) }
                return
            }
            if case .dragging = manipulation.phase { return ignore("a finger already holds the view", at: now) }
            guard manipulation.acceptsTouches else { return ignore("the view is springing back", at: now) }
            guard let box = scene(at: now)[manipulation.view]?.quad.boundingBox,
                touch.position.x >= box.minX, touch.position.x <= box.maxX, touch.position.y >= box.minY, touch.position.y <= box.maxY
            else {
                return ignore("outside the \(manipulation.view) view", at: now)
            }
            _ = manipulation.touchDown(at: touch.position, time: now)
            append(.direct(.dragBegan(view: manipulation.view)), at: now)
        case .move:
            manipulation.drag(to: touch.position, at: now)
        case .up:
            manipulation.drag(to: touch.position, at: now)
            let velocity = manipulation.tracker.velocity(at: now)
            let offset = manipulation.offset(at: now)
            guard let decision = manipulation.release(at: now) else { return }
            append(.direct(.dropped(offset: offset, velocity: velocity)), at: now)
            let operation = driver.context.operation
            append(.direct(.decided(decision, operation: operation)), at: now)
            // The operation's normal animation, as a button would start it, from the dragged position.
            if decision.outcome == .run {
                direct = manipulation
                play(at: now)
            }
        }
    }

    /// Moves a spring back on; records its completion (back at the start) once, at the moment the
    /// view came home.
    ///
    /// A spring back the operation overtook (a play or finish while the view went home) completes
    /// nothing: the operation's own completion is the transition's.
    mutating func advanceDirect(to now: Double) {
        guard var manipulation = direct, let home = manipulation.advance(to: now) else { return }
        direct = manipulation
        guard driver.interaction.phase == .waiting, !isCompleted else { return }
        springBackCompleted = true
        append(.completed(.start), at: home)
    }
}
