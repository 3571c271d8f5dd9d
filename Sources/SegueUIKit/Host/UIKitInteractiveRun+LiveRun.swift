import SegueEngine

/// A live run as the engine's `LiveRun` (docs/uikit-layer.md, "A live run"): `segue simulate` and
/// the playground drive it with the finger and the clock, and read the code's verdicts as records.
extension UIKitInteractiveRun: LiveRun {
    /// `touch(_:)`, its outcome kept in `refusals`.
    public func handle(_ event: TouchEvent) { touch(event) }

    /// The script's `play`: the scenario's trigger.
    public func play(at time: Double) { trigger(at: time) }

    /// `tick(to:)`.
    public func advance(to time: Double) { tick(to: time) }

    /// A hand-off from the code's scroll view (what it scrolled, where it let go), began, the
    /// code's grabs and verdicts, its calls UIKit ignored, refused touches, the completion and a
    /// hang, in time order. Progress is the last progress the code reported.
    public var records: [InteractionSession.Record] {
        var events: [(time: Double, event: InteractionSession.Event, progress: Double?)] = []
        for handOff in handOffs {
            events.append((handOff.time, .scroll(.consumed(id: handOff.view, points: handOff.scrolled)), nil))
            events.append((handOff.time, .scroll(.handOff(offset: handOff.offset)), nil))
        }
        if let began { events.append((began.time, .began(interactive: began.interactive), nil)) }
        for call in calls {
            let p = call.progress.formatted(digits: 3)
            if !call.accepted {
                events.append((call.time, .ignored(reason: "the code's \(call.kind.rawValue) at p \(p) was ignored, as UIKit ignores it"), nil))
                continue
            }
            switch call.kind {
            case .update: continue
            case .pause: events.append((call.time, .grabbed, nil))
            case .finish, .cancel:
                let finishes = call.kind == .finish
                let name = finishes ? "finishInteractiveTransition()" : "cancelInteractiveTransition()"
                events.append((call.time, .codeDecision(finishes: finishes, reason: "the code called \(name) at p \(p)"), nil))
            case .complete: events.append((call.time, .completed(call.progress >= 1 ? .end : .start), call.progress))
            }
        }
        for refusal in refusals { events.append((refusal.time, .ignored(reason: "touch refused: \(refusal.reason)"), nil)) }
        if let hang { events.append((hang.foundAt, .hang(hang.description), nil)) }
        let sorted = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        return sorted.map { item in
            let p = item.progress ?? progress(at: item.time)
            return InteractionSession.Record(time: item.time, event: item.event, progress: p, visualProgress: p)
        }
    }

    /// The last progress the code reported at or before `time` (0 before any).
    private func progress(at time: Double) -> Double {
        calls.last { $0.kind == .update && $0.accepted && $0.time <= time }.map(\.progress) ?? 0
    }

    /// `.end` when the code completed the transition, `.start` when it completed it cancelled.
    public var completedPosition: AnimatingPosition? {
        if case .completed(let finished) = state { return finished ? .end : .start }
        return nil
    }

    /// The hang's words, once found.
    public var hangFinding: String? { hang?.description }

    /// Whether the set-up gave some view of the window a recognizer of the code's own (a scroll
    /// view's own pan counts once the code adds a target to it).
    public var hasOwnGestures: Bool { Self.hasOwnGestures(host.window) }

    private static func hasOwnGestures(_ view: UIView) -> Bool {
        for recognizer in view.gestureRecognizers ?? [] {
            if let scroll = view as? UIScrollView, recognizer === scroll.panGestureRecognizer, recognizer.targetCount <= 1 { continue }
            return true
        }
        return view.subviews.contains { hasOwnGestures($0) }
    }
}

/// A UIKit transition plays live when its code has gestures of its own.
extension UIKitTransition: CodeInteractive {
    /// A live run of the scenario, or nil when its set-up attaches no recognizer of the code's.
    @MainActor
    public func liveRun() -> (any LiveRun)? {
        let run = UIKitInteractiveRun(self)
        return run.hasOwnGestures ? run : nil
    }
}
