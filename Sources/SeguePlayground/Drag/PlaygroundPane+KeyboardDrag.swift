import SegueEngine

/// Drag mode: `d` puts the keyboard's finger down, and `KeyMap.drag` drives it until it lifts.
///
/// → advances the transition and ← takes it back, whatever way the pan goes on screen: each press
/// adds a stroke of the share its action carries (`DragAction.along`) of the pan distance, and the
/// finger follows its strokes continuously (`KeyboardFinger`), sampled on every frame, so the
/// release velocity is how fast the keys were pressed. Space (or Esc) lifts the finger and the
/// policy decides; Enter and Backspace lift it with a finish or a cancel call, as their labels say.
extension PlaygroundPane {
    /// `d`: a finger goes down where the pan starts (or mid-screen on a transition under way). On a
    /// completed transition it starts a new one from the start, as Space replays.
    mutating func startKeyboardFinger() {
        guard var current = session, hand == .none else { return }
        if current.isCompleted {
            rebuildSession()
            guard let fresh = session else { return }
            current = fresh
        }
        let point = current.driver.interaction.phase == .waiting ? current.touchStartPoint : Point(x: container.width / 2, y: container.height / 2)
        hand = .keyboard(KeyboardFinger(at: point), last: point)
        touch(.down, at: point)
        if edit.isOn {
            // Edit mode keeps the arrows and ↵: the drag keys it leaves free drive the finger.
            note(
                current.direct != nil
                    ? "finger down: h/j/k/l move the view, ␣ lifts (the arrows edit; Esc leaves edit mode)"
                    : "finger down: l advances, h goes back, ␣ lifts, x cancels (the arrows edit; Esc leaves edit mode)")
        } else if let direct = current.direct {
            note("finger on \(direct.view): ←/→/↑/↓ move it 10 pt (⇧ 50 pt), ␣ lifts (\(direct.rule.summary)), ⌫ springs it back")
        } else {
            note("finger down: → advances, ← goes back, ␣ lifts (\(playsLive ? "your code" : "the policy") decides), ↵ finishes, ⌫ cancels")
        }
    }

    /// Does a drag-mode action; false when no keyboard finger is down (the action does nothing).
    @discardableResult
    mutating func performDrag(_ action: PlaygroundAction) -> Bool {
        guard case .keyboard(var keyboard, let last) = hand, let session else { return false }
        if let stroke = Self.dragStroke(for: action, panDirection: session.pan.direction, panDistance: session.panDistance) {
            keyboard.press(stroke, at: time)
            hand = .keyboard(keyboard, last: last)
            return true
        }
        switch action {
        case .lift:
            liftKeyboardFinger()
            return true
        case .finish, .cancel:
            // finishInteractiveTransition / cancelInteractiveTransition while the finger is down:
            // the call decides, then the finger lifts without asking the policy (or, on a view
            // that follows the finger, the rule: a cancel springs it back).
            if session.driver.interaction.phase == .interactive || session.direct?.isHeld == true {
                let now = time
                take(drive.call { if action == .finish { $0.finish(at: now) } else { $0.cancel(at: now) } })
                liftKeyboardFinger()
            } else {
                liftKeyboardFinger()
                if action == .finish { finish() } else { cancel() }
            }
            return true
        default:
            return false
        }
    }

    /// The stroke one drag-mode press adds to the finger, in container points; nil for an action
    /// that does not move it. Along the pan (`KeyMap.drag`): the action's share of the pan
    /// distance, forward being the way that advances the transition. On screen, for a view that
    /// follows the finger (`KeyMap.directDrag`): the action's points.
    static func dragStroke(for action: PlaygroundAction, panDirection: Direction, panDistance: Double) -> Point? {
        switch action {
        case .drag(.along(let share)):
            let unit = panDirection.unitVector
            return Point(x: unit.dx * share * panDistance, y: unit.dy * share * panDistance)
        case .drag(.move(let dx, let dy)): return Point(x: dx, y: dy)
        default: return nil
        }
    }

    /// Samples the keyboard finger at the current time (one `move` per frame while it moves, and
    /// one where it comes to rest).
    mutating func sampleKeyboardFinger() {
        guard case .keyboard(var keyboard, let last) = hand, !keyboard.strokes.isEmpty else { return }
        let point = keyboard.position(at: time)
        keyboard.settle(at: time)
        hand = .keyboard(keyboard, last: last)
        touch(.move, at: point)
    }

    /// The keyboard finger lifts where it is now.
    mutating func liftKeyboardFinger() {
        guard case .keyboard(let keyboard, _) = hand else { return }
        hand = .none
        touch(.up, at: keyboard.position(at: time))
    }
}
