import SegueEngine

/// Drag mode: `d` puts the keyboard's finger down, and `KeyMap.drag` drives it until it lifts.
///
/// → advances the transition and ← takes it back, whatever way the pan goes on screen: each press
/// adds a stroke of `dragStep` (Shift: `dragCoarseStep`) of the pan distance along the pan, and the
/// finger follows its strokes continuously (`KeyboardFinger`), sampled on every frame, so the
/// release velocity is how fast the keys were pressed. Space (or Esc) lifts the finger and the
/// policy decides; Enter and Backspace lift it with a finish or a cancel call, as their labels say.
extension Playground {
    /// Shares of the pan distance one press moves the finger (fine and coarse).
    public static let dragStep = 0.05
    public static let dragCoarseStep = 0.2

    /// `d`: a finger goes down where the pan starts (or mid-screen on a transition under way). On a
    /// completed transition it starts a new one from the start, as Space replays.
    mutating func startKeyboardFinger() {
        guard var current = session, finger == nil, scheduledTouches.isEmpty else { return }
        if current.driver.isCompleted {
            rebuildSession()
            guard let fresh = session else { return }
            current = fresh
        }
        let point = current.driver.interaction.phase == .waiting ? current.touchStartPoint : Point(x: container.width / 2, y: container.height / 2)
        finger = .keyboard
        keyboardFinger = KeyboardFinger(at: point)
        touch(.down, at: point)
        note("finger down: → advances, ← goes back, ␣ lifts (the policy decides), ↵ finishes, ⌫ cancels")
    }

    /// Does a drag-mode action; false when no keyboard finger is down (the action does nothing).
    @discardableResult
    mutating func performDrag(_ action: PlaygroundAction) -> Bool {
        guard finger == .keyboard, let session, var keyboard = keyboardFinger else { return false }
        let share: Double
        switch action {
        case .dragForward: share = Self.dragStep
        case .dragBackward: share = -Self.dragStep
        case .dragForwardCoarse: share = Self.dragCoarseStep
        case .dragBackwardCoarse: share = -Self.dragCoarseStep
        case .lift:
            liftKeyboardFinger()
            return true
        case .finish, .cancel:
            // finishInteractiveTransition / cancelInteractiveTransition while the finger is down:
            // the call decides, then the finger lifts without asking the policy.
            if session.driver.interaction.phase == .interactive {
                if action == .finish { self.session?.finish(at: time) } else { self.session?.cancel(at: time) }
                liftKeyboardFinger()
            } else {
                liftKeyboardFinger()
                if action == .finish { finish() } else { cancel() }
            }
            return true
        default:
            return false
        }
        let unit = session.pan.direction.unitVector
        let distance = share * session.panDistance
        keyboard.press(Point(x: unit.dx * distance, y: unit.dy * distance), at: time)
        keyboardFinger = keyboard
        return true
    }

    /// Samples the keyboard finger at the current time (one `move` per frame while it moves, and
    /// one where it comes to rest).
    mutating func sampleKeyboardFinger() {
        guard finger == .keyboard, var keyboard = keyboardFinger, !keyboard.strokes.isEmpty else { return }
        let point = keyboard.position(at: time)
        keyboard.settle(at: time)
        keyboardFinger = keyboard
        touch(.move, at: point)
    }

    /// The keyboard finger lifts where it is now.
    mutating func liftKeyboardFinger() {
        guard finger == .keyboard, let point = keyboardFinger?.position(at: time) else { return }
        finger = nil
        keyboardFinger = nil
        touch(.up, at: point)
    }
}
