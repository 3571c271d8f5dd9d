import SegueEngine
import SegueUIKit
import Testing

/// `UIScrollView` under the host's finger (docs/uikit-layer.md, "Scroll views").
@Suite("Scroll views: dragging, rubber-banding, deceleration")
@MainActor
struct ScrollViewTests {
    final class Listener: NSObject, UIScrollViewDelegate {
        var events: [String] = []
        var velocity: CGPoint?
        var target: CGPoint?
        var retarget: CGPoint?
        func scrollViewDidScroll(_ scrollView: UIScrollView) { if events.last != "scroll" { events.append("scroll") } }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBegin") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            events.append("willEnd")
            self.velocity = velocity
            target = targetContentOffset.pointee
            if let retarget { targetContentOffset.pointee = retarget }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { events.append("didEnd(\(decelerate))") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    }

    func world(height: CGFloat = 600) -> (UIKitHost, UIScrollView, Listener) {
        let host = freshHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: height))
        scroll.contentSize = CGSize(width: 393, height: 2000)
        let listener = Listener()
        scroll.delegate = listener
        host.window.addSubview(scroll)
        return (host, scroll, listener)
    }

    /// Vertical finger moves of 10 pt every 1/100 s from y0, by `by` in total.
    func drag(_ host: UIKitHost, from y0: CGFloat, by: CGFloat, start: Double = 1, lift: Bool = true) {
        host.touch(.down, at: CGPoint(x: 200, y: y0), time: start)
        let steps = Int(abs(by) / 10)
        for i in 1...steps { host.touch(.move, at: CGPoint(x: 200, y: y0 + by * CGFloat(i) / CGFloat(steps)), time: start + Double(i) / 100) }
        if lift { host.touch(.up, at: CGPoint(x: 200, y: y0 + by), time: start + Double(steps) / 100) }
    }

    @Test("The content follows the finger from where the pan began; the offset is the bounds' origin")
    func dragging() {
        let (host, scroll, listener) = world()
        let row = UIView(frame: CGRect(x: 0, y: 500, width: 393, height: 44))
        scroll.addSubview(row)
        drag(host, from: 500, by: -200, lift: false)
        #expect(scroll.isDragging && scroll.isTracking)
        #expect(close(scroll.contentOffset.y, 190))
        #expect(scroll.bounds.origin == scroll.contentOffset)
        #expect(close(row.convert(CGPoint.zero, to: nil).y, 310))
        #expect(Array(listener.events.prefix(2)) == ["willBegin", "scroll"])
    }

    @Test("Past the ends the content rubber-bands, (1 − 1/(x·0.55/d + 1))·d; without bounces it stops")
    func rubberBand() {
        let (host, scroll, _) = world(height: 300)
        drag(host, from: 100, by: 110, lift: false)
        #expect(close(scroll.contentOffset.y, -46.479, 1e-3))
        host.touch(.up, at: CGPoint(x: 200, y: 210), time: 1.2)
        host.advance(to: 5)
        #expect(close(scroll.contentOffset.y, 0))
        scroll.bounces = false
        drag(host, from: 100, by: 110, start: 6, lift: false)
        #expect(close(scroll.contentOffset.y, 0))
    }

    @Test("A release decelerates at 0.998 per ms toward offset + (v/1000)·r/(1 − r): 1000 pt/s goes 499 pt")
    func deceleration() {
        let (host, scroll, listener) = world()
        drag(host, from: 580, by: -300, lift: false)
        let start = scroll.contentOffset.y
        host.touch(.up, at: CGPoint(x: 200, y: 280), time: 1.3)
        #expect(close(listener.velocity!.y, 1, 1e-6))
        #expect(close(listener.target!.y, Double(start) + 499, 1e-6))
        #expect(scroll.isDecelerating && !scroll.isDragging)
        host.advance(to: 1.3 + 0.5)
        let f = 1 - pow(0.998, 500.0)
        #expect(close(scroll.contentOffset.y, Double(start) + 499 * f, 1e-6))
        host.advance(to: 10)
        #expect(close(scroll.contentOffset.y, Double(start) + 499))
        #expect(!scroll.isDecelerating)
        #expect(Array(listener.events.suffix(4)) == ["willEnd", "didEnd(true)", "scroll", "didEndDecelerating"])
    }

    @Test("The delegate can move the target; the target stays within the content; a touch stops a deceleration")
    func targetAndStop() {
        let (host, scroll, listener) = world()
        listener.retarget = CGPoint(x: 0, y: 44)
        drag(host, from: 580, by: -300)
        host.advance(to: 10)
        #expect(close(scroll.contentOffset.y, 44))
        listener.retarget = nil
        scroll.contentOffset = CGPoint(x: 0, y: 1300)
        drag(host, from: 580, by: -300, start: 11)
        #expect(close(listener.target!.y, 1400))
        host.advance(to: 11.5)
        host.touch(.down, at: CGPoint(x: 200, y: 300), time: 11.5)
        let stopped = scroll.contentOffset.y
        host.advance(to: 13)
        #expect(scroll.contentOffset.y == stopped && !scroll.isDecelerating)
        host.touch(.up, at: CGPoint(x: 200, y: 300), time: 13)
    }

    @Test("isScrollEnabled off disables its pan; content that fits does not drag unless it always bounces")
    func enabledAndFitting() {
        let (host, scroll, _) = world()
        scroll.isScrollEnabled = false
        drag(host, from: 500, by: -100)
        #expect(scroll.contentOffset == .zero && !scroll.panGestureRecognizer.isEnabled)
        scroll.isScrollEnabled = true
        scroll.contentSize = CGSize(width: 393, height: 300)
        drag(host, from: 500, by: 100, start: 2)
        #expect(scroll.panGestureRecognizer.state == .failed)
        scroll.alwaysBounceVertical = true
        drag(host, from: 400, by: 100, start: 3, lift: false)
        #expect(scroll.contentOffset.y < 0)
    }
}
