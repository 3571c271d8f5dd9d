import SegueEngine

extension PlaygroundPane {
    /// The pane's one simulated finger, a state machine: up, the keyboard's (`d`, drag mode), the
    /// mouse's, or a scripted flick under way (`f`). Each case keeps the last point it put the
    /// finger at, in container points (a finger lifted without a new position lifts there).
    enum Finger: Hashable, Sendable {
        case none
        /// The keyboard's finger, following its strokes (`KeyboardFinger`).
        case keyboard(KeyboardFinger, last: Point)
        /// The mouse's finger, pressed on the stage.
        case mouse(last: Point)
        /// A flick's touches still to feed, in time order.
        case flick([TouchEvent], last: Point)

        /// Who holds the finger down: the keyboard or the mouse; nil when it is up or flicking.
        var source: FingerSource? {
            switch self {
            case .keyboard: .keyboard
            case .mouse: .mouse
            case .none, .flick: nil
            }
        }

        /// Where the last touch put the finger; nil when it is up.
        var last: Point? {
            switch self {
            case .none: nil
            case .keyboard(_, let point), .mouse(let point), .flick(_, let point): point
            }
        }

        /// The same finger, its last point moved to `point`.
        func moved(to point: Point) -> Finger {
            switch self {
            case .none: .none
            case .keyboard(let keyboard, _): .keyboard(keyboard, last: point)
            case .mouse: .mouse(last: point)
            case .flick(let touches, _): .flick(touches, last: point)
            }
        }
    }
}
