import SegueEngine

/// A tap, a discrete gesture (docs/uikit-layer.md, "Gestures"): recognized when the finger lifts
/// for the `numberOfTapsRequired`-th time without having moved `allowableMovement` points from where
/// it went down. Segue has one finger, so a tap needing more fingers never recognizes. Taps are not
/// timed: the next tap of a multiple tap may come at any time.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (1).
    open var numberOfTapsRequired = 1
    /// Fingers needed (1).
    open var numberOfTouchesRequired = 1
    /// Points the finger may move during a tap: the pan's hysteresis, so a drag is never a tap.
    public static let allowableMovement = UIPanGestureRecognizer.hysteresis

    private var start: CGPoint?
    private var taps = 0

    override var isContinuous: Bool { false }
    override var failsWhenTouchEnds: Bool { taps == 0 }

    override func touchBegan(_ event: TouchEvent) {
        let counting = state == .possible && taps > 0
        super.touchBegan(event)
        if !counting { taps = 0 }
        start = CGPoint(event.position)
        if numberOfTouchesRequired != 1 || numberOfTapsRequired < 1 { move(to: .failed) }
    }

    override func touchMoved(_ event: TouchEvent) {
        super.touchMoved(event)
        guard state == .possible, let start else { return }
        let dx = event.position.x - Double(start.x)
        let dy = event.position.y - Double(start.y)
        if (dx * dx + dy * dy).squareRoot() > Double(Self.allowableMovement) { move(to: .failed) }
    }

    override func touchEnded(_ event: TouchEvent) {
        touchMoved(event)
        guard state == .possible else { return }
        taps += 1
        if taps >= numberOfTapsRequired { move(to: .recognized) }
    }

    override func reset() {
        start = nil
        taps = 0
    }
}
