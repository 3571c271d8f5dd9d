import SegueEngine

extension UIKitInteractiveRun {
    /// A transition that began while the finger was scrolling content: the code's own scroll view
    /// had the finger first, then the code started the transition from the same touch.
    public struct HandOff: Hashable, Sendable, CustomStringConvertible {
        /// When the transition began, host seconds.
        public var time: Double
        /// The scroll view's `accessibilityIdentifier`, or `scroll view`.
        public var view: String
        /// How far the content scrolled from the touch down to the hand-off, points along the axis
        /// it moved most on.
        public var scrolled: Double
        /// Where the content stood at the hand-off, points (its offset on that axis).
        public var offset: Double

        /// The hand-off in words, for test failures and logs.
        public var description: String { "\(view) scrolled \(scrolled) pt, handed off at offset \(offset) at t \(time)" }
    }

    /// Notes a hand-off when a scroll view under the finger moved between the touch down and the
    /// moment the transition began; the one that moved most is the one that had the finger.
    func noteHandOff() {
        guard let began else { return }
        var best: (view: UIScrollView, scrolled: Double, offset: Double)?
        for (view, start) in offsetsAtTouchDown {
            let dx = Double(view.contentOffset.x - start.x)
            let dy = Double(view.contentOffset.y - start.y)
            let vertical = abs(dy) >= abs(dx)
            let scrolled = abs(vertical ? dy : dx)
            guard scrolled > 0, scrolled > (best?.scrolled ?? 0) else { continue }
            best = (view, scrolled, Double(vertical ? view.contentOffset.y : view.contentOffset.x))
        }
        guard let best else { return }
        handOffs.append(HandOff(time: began.time, view: best.view.accessibilityIdentifier ?? "scroll view", scrolled: best.scrolled, offset: best.offset))
    }

    /// The scroll views in `view`'s tree, front to back order not implied.
    static func scrollViews(in view: UIView) -> [UIScrollView] {
        var found: [UIScrollView] = []
        if let scroll = view as? UIScrollView { found.append(scroll) }
        for subview in view.subviews { found += scrollViews(in: subview) }
        return found
    }
}
