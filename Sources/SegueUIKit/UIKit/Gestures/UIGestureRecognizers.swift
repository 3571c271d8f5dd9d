/// A pan: translation and velocity in a view (points, points per second), kept as state.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches (1).
    open var minimumNumberOfTouches = 1
    /// The most touches (unlimited).
    open var maximumNumberOfTouches = Int.max
    var translationInWindow = CGPoint.zero
    var velocityInWindow = CGPoint.zero

    /// The translation since the pan began, in `view`'s coordinates (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint { vector(translationInWindow, in: view) }

    /// Sets the translation, as seen in `view`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let view, let window = view.window else {
            translationInWindow = translation
            return
        }
        let origin = view.convert(CGPoint.zero, to: window)
        let end = view.convert(translation, to: window)
        translationInWindow = CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// The velocity, points per second, in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint { vector(velocityInWindow, in: view) }

    private func vector(_ v: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return v }
        let origin = view.convert(CGPoint.zero, from: window)
        let end = view.convert(v, from: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}

/// A pan that starts at an edge of the screen.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it starts from.
    open var edges: UIRectEdge = []
}

/// A tap.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (1).
    open var numberOfTapsRequired = 1
    /// Fingers needed (1).
    open var numberOfTouchesRequired = 1
}

/// A long press.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the touch must last (0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the touch may move (10).
    open var allowableMovement: CGFloat = 10
    /// Taps before the press (0).
    open var numberOfTapsRequired = 0
    /// Fingers needed (1).
    open var numberOfTouchesRequired = 1
}
