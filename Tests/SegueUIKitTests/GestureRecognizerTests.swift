import SegueEngine
import SegueUIKit
import Testing

/// The recognizers driven by the host's finger (docs/uikit-layer.md, "Gestures"): each state machine,
/// target–action, the delegate, failure requirements and hit-testing.
@Suite("Gestures: recognizers driven by touches")
@MainActor
struct GestureRecognizerTests {
    /// Records every action it receives: the recognizer's state, translation and velocity then.
    final class Target: NSObject {
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []

        func handle(_ recognizer: UIGestureRecognizer) {
            states.append(recognizer.state)
            if let pan = recognizer as? UIPanGestureRecognizer {
                translations.append(pan.translation(in: recognizer.view))
                velocities.append(pan.velocity(in: recognizer.view))
            }
        }
    }

    final class Delegate: NSObject, UIGestureRecognizerDelegate {
        var shouldBegin = true
        var simultaneous = false
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { simultaneous }
    }

    /// A finger dragged from `from` by `by` in `steps` moves over `duration` seconds from `start`, then lifted.
    func drag(_ host: UIKitHost, from: CGPoint, by: CGPoint, steps: Int = 10, start: Double = 1, duration: Double = 0.2, lift: Bool = true) {
        host.touch(.down, at: from, time: start)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            host.touch(.move, at: CGPoint(x: from.x + by.x * f, y: from.y + by.y * f), time: start + duration * Double(f))
        }
        if lift { host.touch(.up, at: CGPoint(x: from.x + by.x, y: from.y + by.y), time: start + duration) }
    }

    @Test("A pan begins after 10 pt, changes, ends; translation from the touch-down and the tracker's velocity")
    func panStateMachine() {
        let host = freshHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        let target = Target()
        let pan = UIPanGestureRecognizer(target: target, action: Selector(Target.handle(_:)))
        view.addGestureRecognizer(pan)
        host.touch(.down, at: CGPoint(x: 100, y: 100), time: 1)
        host.touch(.move, at: CGPoint(x: 109, y: 100), time: 1.005)
        #expect(pan.state == .possible)
        #expect(target.states.isEmpty)
        for i in 1...20 { host.touch(.move, at: CGPoint(x: 100 + 10 * CGFloat(i), y: 100), time: 1 + 0.01 * Double(i)) }
        #expect(target.states.first == .began)
        #expect(target.states.dropFirst().allSatisfy { $0 == .changed })
        #expect(close(target.translations.first!.x, 10))
        #expect(close(pan.translation(in: view), CGPoint(x: 200, y: 0)))
        #expect(close(pan.velocity(in: view).x, 1000, 1e-6))
        host.touch(.up, at: CGPoint(x: 300, y: 100), time: 1.2)
        #expect(target.states.last == .ended)
        #expect(pan.state == .ended)
        #expect(close(pan.location(in: nil), CGPoint(x: 300, y: 100)))
    }

    @Test("A lift before the hysteresis fails the pan with no action; the next touch starts from possible")
    func panFailsOnTap() {
        let host = freshHost()
        let target = Target()
        let pan = UIPanGestureRecognizer(target: target, action: Selector(Target.handle(_:)))
        host.window.addGestureRecognizer(pan)
        host.touch(.down, at: CGPoint(x: 50, y: 50), time: 0)
        host.touch(.up, at: CGPoint(x: 52, y: 50), time: 0.1)
        #expect(pan.state == .failed)
        #expect(target.states.isEmpty)
        drag(host, from: CGPoint(x: 50, y: 50), by: CGPoint(x: 0, y: 100))
        #expect(target.states == [.began] + Array(repeating: .changed, count: 9) + [.ended])
    }

    @Test("setTranslation moves the origin; translation and velocity convert into a scaled view")
    func setTranslationAndConversion() {
        let host = freshHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        host.window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        host.window.addGestureRecognizer(pan)
        drag(host, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 100, y: 0), lift: false)
        #expect(close(pan.translation(in: nil), CGPoint(x: 100, y: 0)))
        #expect(close(pan.translation(in: view), CGPoint(x: 50, y: 0)))
        pan.setTranslation(.zero, in: nil)
        host.touch(.move, at: CGPoint(x: 230, y: 110), time: 1.25)
        #expect(close(pan.translation(in: nil), CGPoint(x: 30, y: 10)))
        pan.setTranslation(CGPoint(x: 5, y: 0), in: view)
        #expect(close(pan.translation(in: nil), CGPoint(x: 10, y: 0)))
    }

    @Test("A pan allowing no touch never begins; disabling it mid-gesture cancels it")
    func touchCountsAndEnabled() {
        let host = freshHost()
        let target = Target()
        let pan = UIPanGestureRecognizer(target: target, action: Selector(Target.handle(_:)))
        pan.maximumNumberOfTouches = 0
        host.window.addGestureRecognizer(pan)
        drag(host, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 100, y: 0))
        #expect(pan.state == .failed)
        pan.maximumNumberOfTouches = 1
        drag(host, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 100, y: 0), lift: false)
        pan.isEnabled = false
        #expect(target.states.last == .cancelled)
        host.touch(.up, at: CGPoint(x: 200, y: 100), time: 2)
        #expect(target.states.last == .cancelled)
        drag(host, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 100, y: 0), start: 3)
        #expect(target.states.last == .cancelled)
    }

    @Test("An edge pan starts only within 20 pt of one of its edges, moving away from it")
    func screenEdgePan() {
        let host = freshHost()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        host.window.addGestureRecognizer(edge)
        drag(host, from: CGPoint(x: 20, y: 400), by: CGPoint(x: 100, y: 0), lift: false)
        #expect(edge.state == .failed)
        host.touch(.up, at: CGPoint(x: 120, y: 400), time: 1.3)
        drag(host, from: CGPoint(x: 19, y: 400), by: CGPoint(x: 100, y: 0), start: 2, lift: false)
        #expect(edge.state == .changed)
        host.touch(.up, at: CGPoint(x: 119, y: 400), time: 2.3)
        drag(host, from: CGPoint(x: 5, y: 400), by: CGPoint(x: 10, y: 40), start: 3)
        #expect(edge.state == .failed)
        edge.edges = .right
        drag(host, from: CGPoint(x: 390, y: 400), by: CGPoint(x: -100, y: 0), start: 4, lift: false)
        #expect(edge.state == .changed)
        #expect(close(edge.translation(in: nil).x, -100))
    }

    @Test("A tap recognizes on the lift unless the finger moved more than 10 pt; double taps count")
    func tap() {
        let host = freshHost()
        let target = Target()
        let tap = UITapGestureRecognizer(target: target, action: Selector(Target.handle(_:)))
        host.window.addGestureRecognizer(tap)
        host.touch(.down, at: CGPoint(x: 10, y: 10), time: 0)
        host.touch(.move, at: CGPoint(x: 15, y: 10), time: 0.05)
        #expect(target.states.isEmpty)
        host.touch(.up, at: CGPoint(x: 15, y: 10), time: 0.1)
        #expect(target.states == [.ended])
        drag(host, from: CGPoint(x: 10, y: 10), by: CGPoint(x: 30, y: 0))
        #expect(tap.state == .failed)
        #expect(target.states == [.ended])
        tap.numberOfTapsRequired = 2
        host.touch(.down, at: CGPoint(x: 10, y: 10), time: 2)
        host.touch(.up, at: CGPoint(x: 10, y: 10), time: 2.1)
        #expect(tap.state == .possible)
        host.touch(.down, at: CGPoint(x: 10, y: 10), time: 2.2)
        host.touch(.up, at: CGPoint(x: 10, y: 10), time: 2.3)
        #expect(target.states == [.ended, .ended])
    }

    @Test("A long press begins after minimumPressDuration on the host's clock; moving first fails it")
    func longPress() {
        let host = freshHost()
        let target = Target()
        let press = UILongPressGestureRecognizer(target: target, action: Selector(Target.handle(_:)))
        host.window.addGestureRecognizer(press)
        host.touch(.down, at: CGPoint(x: 100, y: 100), time: 1)
        host.advance(to: 1.49)
        #expect(press.state == .possible)
        host.advance(to: 1.5)
        #expect(target.states == [.began])
        host.touch(.move, at: CGPoint(x: 150, y: 100), time: 1.6)
        host.touch(.up, at: CGPoint(x: 150, y: 100), time: 1.7)
        #expect(target.states == [.began, .changed, .ended])
        host.touch(.down, at: CGPoint(x: 100, y: 100), time: 2)
        host.touch(.move, at: CGPoint(x: 111, y: 100), time: 2.1)
        host.advance(to: 3)
        #expect(press.state == .failed)
        host.touch(.up, at: CGPoint(x: 111, y: 100), time: 3)
        press.minimumPressDuration = 0
        host.touch(.down, at: CGPoint(x: 100, y: 100), time: 4)
        #expect(press.state == .began)
    }

    @Test("The delegate may refuse the begin; only one recognizer wins unless simultaneous is allowed")
    func delegateAndArbitration() {
        let host = freshHost()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(inner)
        let a = UIPanGestureRecognizer()
        let b = UIPanGestureRecognizer()
        inner.addGestureRecognizer(a)
        host.window.addGestureRecognizer(b)
        let delegate = Delegate()
        a.delegate = delegate
        drag(host, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 100, y: 0), lift: false)
        #expect(a.state == .changed)
        #expect(b.state == .failed)
        host.touch(.up, at: CGPoint(x: 200, y: 100), time: 1.2)
        delegate.simultaneous = true
        drag(host, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 100, y: 0), start: 2, lift: false)
        #expect(a.state == .changed && b.state == .changed)
        host.touch(.up, at: CGPoint(x: 200, y: 100), time: 2.2)
        delegate.shouldBegin = false
        drag(host, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 100, y: 0), start: 3, lift: false)
        #expect(a.state == .failed)
        #expect(b.state == .changed)
    }

    @Test("require(toFail:) holds a tap until the pan fails, and fails it when the pan begins")
    func requireToFail() {
        let host = freshHost()
        let target = Target()
        let tap = UITapGestureRecognizer(target: target, action: Selector(Target.handle(_:)))
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.3
        host.window.addGestureRecognizer(tap)
        host.window.addGestureRecognizer(press)
        tap.require(toFail: press)
        host.touch(.down, at: CGPoint(x: 10, y: 10), time: 0)
        host.touch(.up, at: CGPoint(x: 10, y: 10), time: 0.1)
        #expect(press.state == .failed)
        #expect(target.states == [.ended])
        host.touch(.down, at: CGPoint(x: 10, y: 10), time: 1)
        host.advance(to: 1.4)
        host.touch(.up, at: CGPoint(x: 10, y: 10), time: 1.5)
        #expect(press.state == .ended)
        #expect(tap.state == .failed)
        #expect(target.states == [.ended])
    }

    @Test("Hit-testing skips views that ignore touches, hidden views, alpha < 0.01 and points outside the bounds")
    func hitTesting() {
        let host = freshHost()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 90, y: 90, width: 50, height: 50))
        host.window.addSubview(back)
        host.window.addSubview(front)
        front.addSubview(child)
        #expect(host.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
        #expect(host.window.hitTest(CGPoint(x: 160, y: 160), with: nil) === back)
        #expect(host.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.alpha = 0.009
        #expect(host.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === back)
        front.alpha = 1
        front.isHidden = true
        #expect(host.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(host.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === back)
        #expect(host.window.hitTest(CGPoint(x: 300, y: 300), with: nil) === host.window)
        let pan = UIPanGestureRecognizer()
        front.addGestureRecognizer(pan)
        drag(host, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 50, y: 0))
        #expect(pan.state == .possible)
        front.isUserInteractionEnabled = true
        drag(host, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 50, y: 0), start: 2)
        #expect(pan.state == .ended)
    }

    @Test("Bad input is logged, never a crash: no view, a target that is gone, stray moves, a second finger")
    func badInput() {
        let host = freshHost()
        let loose = UIPanGestureRecognizer()
        #expect(loose.translation(in: nil) == .zero)
        #expect(host.log.contains { $0.message.contains("attached to no view") })
        var target: Target? = Target()
        let pan = UIPanGestureRecognizer(target: target!, action: Selector(Target.handle(_:)))
        host.window.addGestureRecognizer(pan)
        target = nil
        drag(host, from: CGPoint(x: 100, y: 100), by: CGPoint(x: 50, y: 0))
        #expect(pan.state == .ended)
        #expect(host.log.filter { $0.message.contains("is gone") }.count == 1)
        host.touch(.move, at: CGPoint(x: 1, y: 1), time: 5)
        host.touch(.down, at: CGPoint(x: 1, y: 1), time: 5)
        host.touch(.down, at: CGPoint(x: 2, y: 2), time: 5)
        host.touch(.move, at: CGPoint(x: CGFloat.nan, y: 2), time: 5)
        #expect(host.log.contains { $0.message.contains("no finger down") })
        #expect(host.log.contains { $0.message.contains("second finger") })
        #expect(host.log.contains { $0.message.contains("non-finite") })
    }
}
