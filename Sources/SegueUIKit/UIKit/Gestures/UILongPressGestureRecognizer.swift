import SegueEngine

/// A long press, a continuous gesture (docs/uikit-layer.md, "Gestures"): it begins once the finger
/// has stayed down `minimumPressDuration` seconds (on the host's clock; 0 begins at the touch)
/// without moving `allowableMovement` points, then changes as the finger moves and ends when it
/// lifts. Moving too far or lifting before then fails it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the touch must last (0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the touch may move before it begins (10).
    open var allowableMovement: CGFloat = 10
    /// Taps before the press (0); Segue recognizes presses without taps only.
    open var numberOfTapsRequired = 0
    /// Fingers needed (1).
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    /// Which touch the scheduled check belongs to.
    private var touchNumber = 0

    override func touchBegan(_ event: TouchEvent) {
        super.touchBegan(event)
        start = CGPoint(event.position)
        touchNumber += 1
        guard numberOfTouchesRequired == 1, numberOfTapsRequired == 0 else { return move(to: .failed) }
        let number = touchNumber
        let delay = minimumPressDuration.isFinite ? max(0, minimumPressDuration) : 0
        let host = UIKitHost.current
        host.schedule(at: event.time + delay) { [weak self] in
            guard let self, self.touchNumber == number, self.tracking, self.state == .possible else { return }
            self.move(to: .began)
        }
    }

    override func touchMoved(_ event: TouchEvent) {
        super.touchMoved(event)
        if state.isActive { return move(to: .changed) }
        guard state == .possible, let start else { return }
        let dx = event.position.x - Double(start.x)
        let dy = event.position.y - Double(start.y)
        if (dx * dx + dy * dy).squareRoot() > Double(allowableMovement) { move(to: .failed) }
    }

    override func touchEnded(_ event: TouchEvent) {
        super.touchEnded(event)
        if state.isActive { move(to: .ended) }
    }

    override func reset() { start = nil }
}
