import SegueEngine

/// A pan (docs/uikit-layer.md, "Gestures"): it begins once the finger has moved
/// `UIPanGestureRecognizer.hysteresis` points from where it went down, changes with every move, and
/// ends when the finger lifts (a lift before it began fails). The translation is measured from the
/// touch-down point, or from where `setTranslation(_:in:)` put it; the velocity is the engine's
/// `VelocityTracker` fit over the last 0.1 s, in points per second.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Points the finger moves before a pan begins: the engine's pan slop (10 pt).
    public static let hysteresis = CGFloat(PanRecognizer.defaultSlop)

    /// The fewest touches (1). Segue has one finger: a pan needing more never begins.
    open var minimumNumberOfTouches = 1
    /// The most touches (unlimited). A pan allowing fewer than one never begins.
    open var maximumNumberOfTouches = Int.max

    /// Where the touch went down, window points.
    private(set) var startInWindow: CGPoint?
    /// The window point translation is measured from.
    private var translationOrigin = CGPoint.zero
    private var tracker = VelocityTracker()

    /// Whether one finger can drive it.
    private var takesOneFinger: Bool { minimumNumberOfTouches <= 1 && maximumNumberOfTouches >= 1 }

    /// The translation since the touch went down, in `view`'s coordinates (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        if self.view == nil { noteNoView("translation(in:)") }
        let t = CGPoint(x: locationInWindow.x - translationOrigin.x, y: locationInWindow.y - translationOrigin.y)
        return vector(t, in: view)
    }

    /// Sets the translation, as seen in `view`: later translations are measured from here.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = windowVector(translation, from: view)
        translationOrigin = CGPoint(x: locationInWindow.x - inWindow.x, y: locationInWindow.y - inWindow.y)
    }

    /// The finger's velocity, points per second, in `view`'s coordinates; zero once it has been
    /// still for the tracker's window.
    open func velocity(in view: UIView?) -> CGPoint {
        if self.view == nil { noteNoView("velocity(in:)") }
        let now = max(UIKitHost.current.now, tracker.samples.last?.time ?? 0)
        return vector(CGPoint(tracker.velocity(at: now)), in: view)
    }

    override func touchBegan(_ event: TouchEvent) {
        super.touchBegan(event)
        startInWindow = CGPoint(event.position)
        translationOrigin = CGPoint(event.position)
        tracker.reset()
        tracker.add(event.position, at: event.time)
        if !canStart(at: event.position) { move(to: .failed) }
    }

    override func touchMoved(_ event: TouchEvent) {
        super.touchMoved(event)
        tracker.add(event.position, at: event.time)
        switch state {
        case .possible:
            guard let start = startInWindow, takesOneFinger, !isWaiting else { return }
            let moved = Point(x: event.position.x - Double(start.x), y: event.position.y - Double(start.y))
            guard (moved.x * moved.x + moved.y * moved.y).squareRoot() >= Double(Self.hysteresis) else { return }
            move(to: beginsMoving(moved) ? .began : .failed)
        case .began, .changed: move(to: .changed)
        default: break
        }
    }

    override func touchEnded(_ event: TouchEvent) {
        super.touchEnded(event)
        tracker.add(event.position, at: event.time)
        if state.isActive { move(to: .ended) }
    }

    override func reset() {
        startInWindow = nil
        tracker.reset()
    }

    /// Whether a touch down at `point` (window points) may start the pan (any point for a pan).
    func canStart(at point: Point) -> Bool { true }

    /// Whether a move of `moved` points past the hysteresis begins the pan (any way for a pan).
    func beginsMoving(_ moved: Point) -> Bool { true }

    /// `v` (a window vector) in `view`'s coordinates.
    private func vector(_ v: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, view.window != nil else { return v }
        let origin = view.convert(CGPoint.zero, from: nil)
        let end = view.convert(v, from: nil)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// `v` of `view`'s coordinates as a window vector.
    private func windowVector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, view.window != nil else { return v }
        let origin = view.convert(CGPoint.zero, to: nil)
        let end = view.convert(v, to: nil)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}
