/// Hit-testing as UIKit does it (docs/uikit-layer.md, "Gestures"), on the model (not what an
/// animation shows): a view that ignores touches (`isUserInteractionEnabled` false, hidden, or
/// alpha below 0.01) or whose bounds do not hold the point hits nothing, its subviews included;
/// otherwise its subviews are asked front to back, and the first hit wins, else the view itself.
extension UIView {
    /// `hitTest(_:with:)` as UIKit implements it.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
}

/// A touch event's envelope, as `hitTest(_:with:)` receives it (Segue passes nil).
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Virtual seconds of the event.
    open var timestamp: TimeInterval = 0
}
