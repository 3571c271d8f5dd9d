import SegueEngine

/// The host's touch input (docs/uikit-layer.md, "Gestures"): one finger, in window points, on the
/// virtual clock. Every Segue finger (the keyboard's, the mouse, gesture scripts) arrives as the
/// engine's `TouchEvent`s.
extension UIKitHost {
    /// Delivers one finger event: the clock first moves to `event.time` (running what falls due),
    /// then a `down` hit-tests the window and gives the touch to the recognizers of the hit view and
    /// its superviews; `move` and `up` go to the same recognizers. What falls due at once (a long
    /// press of no duration) runs before this returns. Events UIKit could not produce (a move with
    /// no finger down, a second finger, a time before the last event, a point that is not finite)
    /// are logged and ignored.
    public func touch(_ event: TouchEvent) {
        guard event.position.x.isFinite, event.position.y.isFinite, event.time.isFinite else {
            return note(.warning, "a touch event with a non-finite point or time was ignored")
        }
        if event.time < now { note(.warning, "a touch event at \(event.time.formatted(digits: 3)) s, before the host's clock, is taken as now") }
        advance(to: event.time)
        let e = TouchEvent(event.phase, at: event.position, time: max(event.time, now))
        switch e.phase {
        case .down:
            if touchArena != nil { return note(.warning, "a second finger went down; Segue has one finger, so it was ignored") }
            let hit = window.hitTest(CGPoint(e.position), with: nil)
            touchArena = GestureArena(hitView: hit)
        case .move, .up:
            guard touchArena != nil else { return note(.warning, "a touch \(e.phase.rawValue) with no finger down was ignored") }
        }
        let arena = touchArena
        arena?.deliver(e)
        if e.phase == .up { touchArena = nil }
        runDueEvents()
    }

    /// `touch(TouchEvent(phase, at: point, time: time))` with a point of the window.
    public func touch(_ phase: TouchEvent.Phase, at point: CGPoint, time: TimeInterval) {
        touch(TouchEvent(phase, at: point.point, time: time))
    }

    /// Whether a finger is down.
    public var isTouching: Bool { touchArena != nil }
}
