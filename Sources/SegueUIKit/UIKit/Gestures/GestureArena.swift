import SegueEngine

/// The recognizers one touch is delivered to, and the rules between them (docs/uikit-layer.md,
/// "Gestures"): the recognizers of the hit view and of each of its superviews, deepest first. When
/// one recognizes, the others still possible fail unless a delegate lets the two recognize
/// together; one that must wait for another's failure keeps what it asked for until that
/// recognizer fails (then it goes ahead) or recognizes (then it fails).
@MainActor
final class GestureArena {
    /// The recognizers of the current touch, deepest view first.
    private(set) var recognizers: [UIGestureRecognizer] = []
    /// The view the touch went down on.
    private(set) weak var hitView: UIView?

    /// A new touch on `view`: its recognizers and its superviews', enabled ones only.
    init(hitView view: UIView?) {
        hitView = view
        var v = view
        while let current = v {
            for r in current.gestureRecognizers ?? [] where r.isEnabled { recognizers.append(r) }
            v = current.superview
        }
        for r in recognizers { r.arena = self }
    }

    /// Whether another recognizer of the touch already recognizes and the two may not share it.
    func isBlocked(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizers.contains { other in
            other !== recognizer && (other.state.isActive || (other.state == .ended && !other.isContinuous))
                && !recognizer.mayRecognize(with: other)
        }
    }

    /// Whether `recognizer` must wait: a recognizer it waits for has not failed yet.
    func waits(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizers.contains { other in other !== recognizer && recognizer.mustWait(for: other) && other.state == .possible }
    }

    /// `recognizer` recognized: the others that may not share the touch fail, and those waiting for
    /// it to fail fail too.
    func recognized(_ recognizer: UIGestureRecognizer) {
        for other in recognizers where other !== recognizer && other.state == .possible {
            if other.mustWait(for: recognizer) || !other.mayRecognize(with: recognizer) { other.move(to: .failed) }
        }
    }

    /// `recognizer` failed: those waiting for it try again.
    func failed(_ recognizer: UIGestureRecognizer) {
        for other in recognizers where other !== recognizer && other.isWaiting && other.mustWait(for: recognizer) {
            other.retryPending()
        }
    }

    /// Delivers one event to every recognizer still taking part (enabled, on a view).
    func deliver(_ event: TouchEvent) {
        for r in recognizers where r.view != nil {
            switch event.phase {
            case .down: r.touchBegan(event)
            case .move: r.touchMoved(event)
            case .up: r.touchEnded(event)
            }
        }
        if event.phase == .up {
            for r in recognizers {
                if r.state == .possible, !r.isWaiting, r.failsWhenTouchEnds { r.move(to: .failed) }
                r.touchFinished()
            }
        }
    }
}
