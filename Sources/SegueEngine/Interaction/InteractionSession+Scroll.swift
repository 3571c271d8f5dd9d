/// The finger shared between the pan and scroll content (docs/scroll-handoff.md).
///
/// Translation counts from the touch-down, as the pan's does: the frame that decides the axis
/// (after `ScrollSetup.axisLockDistance` points) catches up with the finger's travel since the
/// touch. Then each consumer takes its part of every move and no more: the content scrolls 1:1
/// (rubber-banded past an end), a hand-off gives the pan what the content could not take, and
/// together they never move further than the finger.
extension InteractionSession {
    /// Gives the session scroll content: touches are shared between the pan and `setup`'s
    /// contents from now on (nil: the pan alone).
    public mutating func share(with setup: ScrollSetup?) {
        scroll = setup.map(ScrollArena.init(setup:))
    }

    mutating func handleScroll(_ touch: TouchEvent) {
        guard var arena = scroll else { return }
        let now = touch.time
        switch touch.phase {
        case .down:
            for content in arena.setup.contents { arena.withContent(content.id) { $0.stop(at: now) } }
            if case .animating = driver.interaction.phase { record(driver.grab(at: now)) }
            progressAtTouch = driver.interaction.phase == .waiting ? 0 : driver.progress(at: now)
            isTouching = true
            arena.start = touch.position
            arena.applied = 0
            arena.panTranslation = 0
            arena.consumedSinceLog = 0
            arena.finger.reset()
            arena.panSignal.reset()
            arena.finger.add(touch.position, at: now)
            arena.candidates = arena.setup.contents(at: touch.position).map(\.id)
            arena.owner = .deciding
            arena.panAdmitted = true
            if let zone = pan.edgeZone, driver.interaction.phase == .waiting {
                let distance = pan.direction.distanceFromStartEdge(of: touch.position, in: driver.transition.container)
                if !(distance < zone) {
                    arena.panAdmitted = false
                    append(.scroll(.refused(distance: distance, axis: pan.direction.isHorizontal ? "x" : "y", zone: zone)), at: now)
                }
            }
            arena.panSignal.add(Point(x: 0, y: panSignal(arena)), at: now)
        case .move:
            guard isTouching else { return }
            arena.finger.add(touch.position, at: now)
            let moved = touch.position - arena.start
            if arena.owner == .deciding {
                guard (moved.x * moved.x + moved.y * moved.y).squareRoot() >= ScrollSetup.axisLockDistance else { break }
                decide(&arena, moved: moved, at: now)
            }
            apply(&arena, moved: moved, at: now)
            arena.panSignal.add(Point(x: 0, y: panSignal(arena)), at: now)
        case .up:
            guard isTouching else { return }
            isTouching = false
            arena.finger.add(touch.position, at: now)
            lift(&arena, at: now)
            arena.owner = .none
        }
        scroll = arena
    }

    /// The pan's own position for its velocity: its translation, and before a hand-off minus the
    /// distance the content still has to its top (so the hand-off loses no velocity).
    private func panSignal(_ arena: ScrollArena) -> Double {
        switch arena.owner {
        case .handOff(let id, _): arena.panTranslation - (arena.setup[id]?.offset ?? 0)
        default: arena.panTranslation
        }
    }

    /// The axis lock: the first 10 pt decide who takes the finger, and the log says why.
    private mutating func decide(_ arena: inout ScrollArena, moved: Point, at now: Double) {
        let horizontal = abs(moved.x) > abs(moved.y)
        let axis: ScrollContent.Axis = horizontal ? .horizontal : .vertical
        let content = arena.candidates.first { arena.setup[$0]?.axis == axis }
        let resumed = driver.interaction.phase == .interactive
        let along = pan.direction.component(of: moved)
        let panCan = arena.panAdmitted && pan.direction.isHorizontal == horizontal && (along > 0 || resumed)
        let setup = arena.setup
        let owner: FingerOwner
        if let c = content {
            if setup.begins == .atScrollTop, setup.handOff == c, arena.panAdmitted, pan.direction.isHorizontal == horizontal, !resumed {
                owner = .handOff(c, dismissing: false)
            } else if panCan, setup.simultaneous.contains(c) {
                owner = .both(c)
            } else if panCan, !setup.requireToFail.contains(c), setup.begins == .anywhere || resumed {
                owner = .pan
            } else {
                owner = .content(c)
            }
        } else {
            let atTop = setup.handOff.flatMap { setup[$0]?.isAtTop } ?? true
            owner = panCan && (setup.begins == .anywhere || atTop || resumed) ? .pan : .nobody
        }
        arena.owner = owner
        // The pan's position before the lock, as the owner will count it from now on: the
        // finger's travel, less (for a hand-off) the content's distance to its top.
        var base = 0.0
        if case .handOff(let id, _) = owner { base = arena.setup[id]?.offset ?? 0 }
        arena.panSignal.reset()
        for sample in arena.finger.samples.dropLast() {
            arena.panSignal.add(Point(x: 0, y: pan.direction.component(of: sample.position - arena.start) - base), at: sample.time)
        }
        let winner: String
        switch owner {
        case .pan: winner = "\(driver.context.operation.rawValue) pan"
        case .content(let id), .handOff(let id, _): winner = id
        case .both(let id): winner = "\(driver.context.operation.rawValue) pan and \(id)"
        default: winner = "nobody"
        }
        append(.scroll(.won(winner: winner, dx: abs(moved.x), dy: abs(moved.y), horizontal: horizontal, within: ScrollSetup.axisLockDistance)), at: now)
    }

    /// Gives each owner its part of the finger's travel since the last move.
    private mutating func apply(_ arena: inout ScrollArena, moved: Point, at now: Double) {
        switch arena.owner {
        case .none, .deciding, .nobody:
            return
        case .pan:
            movePan(&arena, to: pan.direction.component(of: moved), at: now)
        case .content(let id):
            scrollContent(&arena, id, moved: moved)
        case .both(let id):
            scrollContent(&arena, id, moved: moved)
            movePan(&arena, to: pan.direction.component(of: moved), at: now)
        case .handOff(let id, let dismissing):
            guard let content = arena.setup[id] else { return }
            let along = content.axis == .vertical ? moved.y : moved.x
            let delta = along - arena.applied
            arena.applied = along
            if !dismissing {
                let raw = content.offset - delta
                if raw < content.range.lowerBound, delta > 0 {
                    arena.consumedSinceLog += abs(content.offset - content.range.lowerBound)
                    arena.withContent(id) { $0.set($0.range.lowerBound) }
                    logConsumed(&arena, id, at: now)
                    arena.owner = .handOff(id, dismissing: true)
                    append(.scroll(.handOff(offset: content.range.lowerBound)), at: now)
                    movePan(&arena, to: content.range.lowerBound - raw, at: now)
                } else {
                    var moving = content
                    arena.consumedSinceLog += abs(moving.drag(by: delta))
                    arena.withContent(id) { $0 = moving }
                }
            } else {
                let translation = arena.panTranslation + delta
                if translation < 0 {
                    arena.withContent(id) { $0.set($0.range.lowerBound - translation) }
                    arena.consumedSinceLog = -translation
                    arena.owner = .handOff(id, dismissing: false)
                    movePan(&arena, to: 0, at: now)
                    append(.scroll(.handBack(offset: arena.setup[id]?.offset ?? 0)), at: now)
                } else {
                    movePan(&arena, to: translation, at: now)
                }
            }
        }
    }

    private mutating func scrollContent(_ arena: inout ScrollArena, _ id: String, moved: Point) {
        guard let content = arena.setup[id] else { return }
        let along = content.axis == .vertical ? moved.y : moved.x
        let delta = along - arena.applied
        arena.applied = along
        var moving = content
        arena.consumedSinceLog += abs(moving.drag(by: delta))
        arena.withContent(id) { $0 = moving }
    }

    /// The pan at `translation` points: begins the transition if it waits, then scrubs it.
    private mutating func movePan(_ arena: inout ScrollArena, to translation: Double, at now: Double) {
        arena.panTranslation = translation
        if driver.interaction.phase == .waiting {
            record(driver.begin(interactive: true, at: now))
        }
        guard driver.interaction.phase == .interactive else { return }
        driver.update(progressAtTouch + translation / panDistance, at: now)
    }

    private mutating func logConsumed(_ arena: inout ScrollArena, _ id: String, at now: Double) {
        guard arena.consumedSinceLog >= 0.5 else { return }
        append(.scroll(.consumed(id: id, points: arena.consumedSinceLog)), at: now)
        arena.consumedSinceLog = 0
    }

    /// The lift: the content coasts, the pan's policy decides on the pan's own progress and velocity.
    private mutating func lift(_ arena: inout ScrollArena, at now: Double) {
        let fingerVelocity = arena.finger.velocity(at: now)
        var coasting: String?
        let releasesPan = driver.interaction.phase == .interactive
        switch arena.owner {
        case .content(let id), .both(let id): coasting = id
        case .handOff(let id, let dismissing): if !dismissing { coasting = id }
        case .deciding:
            if !releasesPan { ignore("a tap, not a pan", at: now) }
        case .none, .nobody, .pan: break
        }
        if let id = coasting, let content = arena.setup[id] {
            logConsumed(&arena, id, at: now)
            let v = content.axis == .vertical ? fingerVelocity.y : fingerVelocity.x
            let from = content.offset
            var target = from
            arena.withContent(id) { target = $0.release(velocity: v, at: now) }
            append(.scroll(.coasted(id: id, offset: from, velocity: -v, target: target)), at: now)
        }
        if releasesPan {
            let v: Double
            switch arena.owner {
            case .handOff: v = arena.panSignal.velocity(at: now).y
            default: v = pan.direction.component(of: fingerVelocity)
            }
            release(at: now, progress: progressAtTouch + arena.panTranslation / panDistance, velocity: v, velocity2D: fingerVelocity)
        }
    }

    /// What the policy would decide if the finger lifted now: the pan's own progress and velocity.
    func scrollVerdict(_ arena: ScrollArena, at now: Double) -> (input: CompletionInput, decision: CompletionDecision)? {
        guard isTouching, driver.interaction.phase == .interactive else { return nil }
        let v: Double
        if case .handOff = arena.owner { v = arena.panSignal.velocity(at: now).y } else { v = pan.direction.component(of: arena.finger.velocity(at: now)) }
        let input = CompletionInput(
            progress: progressAtTouch + arena.panTranslation / panDistance, velocity: v, panDistance: panDistance, direction: pan.direction,
            velocity2D: arena.finger.velocity(at: now))
        return (input, policy.decide(input))
    }
}

extension ScrollArena {
    /// `scene` with each content's rows at its offset at `now` (seconds).
    func composed(onto scene: Scene, at now: Double) -> Scene {
        var scene = scene
        for i in scene.views.indices {
            guard let content = setup[scene.views[i].id] else { continue }
            if scene.views[i].scroll == nil {
                scene.views[i].scroll = SceneView.Scroll(
                    horizontal: content.axis == .horizontal, offset: 0, contentLength: content.contentLength, viewLength: content.viewLength)
            }
            scene.views[i].scroll?.offset = content.offset(at: now)
        }
        return scene
    }
}
