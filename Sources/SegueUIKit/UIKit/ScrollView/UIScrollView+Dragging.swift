import Foundation
import SegueEngine

/// Dragging and decelerating (docs/uikit-layer.md, "Scroll views"). While dragging, the content
/// follows the finger from where the pan began (no jump by the hysteresis) on the axes it scrolls
/// along, rubber-banded past the ends. On release the delegate hears the velocity (points per
/// millisecond) and the target: the offset plus (v / 1000)·r / (1 − r), clamped to the range. The
/// content then moves there along o + (target − o)·(1 − r^(1000·t)), at 60 frames a second on the
/// host's clock, until less than half a point remains.
extension UIScrollView {
    /// Frames per second of a deceleration.
    static let decelerationFrameRate = 60.0

    /// The scroll view's own action on its pan.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: self)
        switch pan.state {
        case .began:
            dragStart = (contentOffset, t)
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            guard let start = dragStart else { return }
            contentOffset = offset(for: start, translation: t)
        case .ended, .cancelled:
            guard dragStart != nil else { return }
            dragStart = nil
            release(velocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
        default: break
        }
    }

    /// A touch went down on the view: a deceleration stops where it is.
    func touchWentDown() {
        isTracking = true
        if isDecelerating {
            isDecelerating = false
            decelerationNumber += 1
        }
    }

    private func offset(for start: (offset: CGPoint, translation: CGPoint), translation t: CGPoint) -> CGPoint {
        let along = scrollsAlong
        let range = offsetRange
        var o = start.offset
        if along.x { o.x = banded(start.offset.x - (t.x - start.translation.x), in: range.x, size: bounds.width) }
        if along.y { o.y = banded(start.offset.y - (t.y - start.translation.y), in: range.y, size: bounds.height) }
        return o
    }

    private func release(velocity finger: CGPoint) {
        isDragging = false
        let along = scrollsAlong
        let range = offsetRange
        let r = Double(decelerationRate.rawValue)
        // Content moves against the finger; points per millisecond, as UIKit reports it.
        let v = CGPoint(x: along.x ? -finger.x / 1000 : 0, y: along.y ? -finger.y / 1000 : 0)
        let start = contentOffset
        func target(_ o: CGFloat, _ v: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            let projected = o + CGFloat(ScrollPhysics.projection(velocity: Double(v) * 1000, rate: r))
            return min(max(projected, range.lowerBound), range.upperBound)
        }
        var end = CGPoint(x: target(start.x, v.x, range.x), y: target(start.y, v.y, range.y))
        withUnsafeMutablePointer(to: &end) { delegate?.scrollViewWillEndDragging(self, withVelocity: v, targetContentOffset: $0) }
        let distance = max(abs(end.x - start.x), abs(end.y - start.y))
        let decelerates = distance >= 0.5
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else {
            contentOffset = end
            return
        }
        isDecelerating = true
        decelerationNumber += 1
        let number = decelerationNumber
        let host = UIKitHost.current
        let began = host.now
        // Time for the remainder to fall under half a point.
        let duration = ScrollPhysics.settleDuration(distance: Double(distance), rate: r)
        func frame(_ i: Int) {
            let t = min(Double(i) / Self.decelerationFrameRate, duration)
            host.schedule(at: began + t) { [weak self] in
                guard let self, self.decelerationNumber == number, self.isDecelerating else { return }
                if t >= duration {
                    self.contentOffset = end
                    self.isDecelerating = false
                    self.delegate?.scrollViewDidEndDecelerating(self)
                    return
                }
                self.contentOffset = CGPoint(
                    x: CGFloat(ScrollPhysics.decelerated(from: Double(start.x), to: Double(end.x), rate: r, after: t)),
                    y: CGFloat(ScrollPhysics.decelerated(from: Double(start.y), to: Double(end.y), rate: r, after: t)))
                frame(i + 1)
            }
        }
        frame(1)
    }
}
