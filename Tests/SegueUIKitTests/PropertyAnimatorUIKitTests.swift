import SegueEngine
import SegueUIKit
import Testing

/// `UIViewPropertyAnimator` on the engine's animator (docs/uikit-layer.md, "Property animator").
@Suite("UIViewPropertyAnimator")
@MainActor
struct PropertyAnimatorUIKitTests {
    /// The view's x on screen at virtual time `t`.
    func x(_ w: World, at t: Double) -> Double { Double(w.onScreen(at: t).position.x) }

    @Test("blocks added to an inactive animator run when it starts; the curve of the named form applies")
    func blocksRunOnStart() {
        let w = World()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { w.view.center.x = 150 }
        #expect(a.state == .inactive && !a.isRunning)
        #expect(w.view.center.x == 50)
        a.startAnimation()
        #expect(w.view.center.x == 150 && a.state == .active && a.isRunning)
        #expect(close(x(w, at: 0.5), 50 + 100 * CubicBezier.easeIn.value(at: 0.5), 1e-9))
    }

    @Test("keyframes inside an animator's block run on the animator's progress and curve, and complete with it")
    func keyframesInside() {
        let w = World()
        var completed: [Bool] = []
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) {
            UIView.animateKeyframes(
                withDuration: 0, delay: 0, options: .calculationModeLinear,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { w.view.center.x = 150 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { w.view.center.x = 100 }
                }, completion: { completed.append($0) })
        }
        a.startAnimation()
        #expect(w.view.center.x == 100)
        // Progress p = easeIn(t): x climbs to 150 at p 0.5, then back to 100 at p 1.
        for t in [0.2, 0.5, 0.8] {
            let p = CubicBezier.easeIn.value(at: t)
            let expected = p < 0.5 ? 50 + 100 * (p / 0.5) : 150 - 50 * ((p - 0.5) / 0.5)
            #expect(close(x(w, at: t), expected, 1e-9), "at \(t)")
        }
        #expect(close(x(w, at: 1.5), 100, 1e-9))
        w.host.advance(to: 2)
        #expect(completed == [true])
    }

    @Test("the completion runs once at the natural end with .end; the animator is inactive again")
    func completes() {
        let w = World()
        var positions: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { w.view.alpha = 0 }
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        w.host.advance(to: 0.4)
        #expect(positions.isEmpty)
        w.host.advance(to: 2)
        #expect(positions == [.end] && a.state == .inactive)
    }

    @Test("reversed while paused, it runs back to the start and completes with .start")
    func reversed() {
        let w = World()
        var positions: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { w.view.center.x = 150 }
        a.addCompletion { positions.append($0) }
        a.fractionComplete = 0.5
        #expect(a.state == .active && !a.isRunning)
        #expect(close(x(w, at: 0), 100, 1e-9))
        a.isReversed = true
        a.startAnimation()
        #expect(close(x(w, at: 0.25), 75, 1e-9))
        w.host.advance(to: 1)
        #expect(positions == [.start])
    }

    @Test("stop(true) ends without completions; stop(false) then finish(at: .start) completes once with .start")
    func stopAndFinish() {
        let w = World()
        var positions: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { w.view.alpha = 0 }
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        w.host.advance(to: 0.5)
        a.stopAnimation(false)
        #expect(a.state == .stopped)
        a.finishAnimation(at: .start)
        #expect(positions == [.start] && a.state == .inactive)
        let b = UIViewPropertyAnimator(duration: 1, curve: .linear) { w.view.alpha = 1 }
        b.addCompletion { positions.append($0) }
        b.startAnimation()
        b.stopAnimation(true)
        w.host.advance(to: 3)
        #expect(positions == [.start] && b.state == .inactive)
    }

    @Test("calls UIKit raises on are logged as errors and ignored")
    func programmerErrors() {
        let w = World()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { w.view.alpha = 0 }
        a.finishAnimation(at: .end)
        a.startAnimation()
        a.isInterruptible = false
        #expect(a.isInterruptible)
        a.stopAnimation(false)
        a.startAnimation()
        #expect(w.host.log.filter { $0.level == .error }.count == 3)
        #expect(a.state == .stopped)
    }

    @Test("a block added while running animates over what remains, from where things are")
    func addWhileRunning() {
        let w = World()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { w.view.center.x = 150 }
        a.startAnimation()
        w.host.advance(to: 0.5)
        a.addAnimations { w.view.center.y = 150 }
        #expect(close(Double(w.view.layer.presentation()!.position.y), 50, 1e-9))
        w.host.advance(to: 0.75)
        #expect(close(Double(w.view.layer.presentation()!.position.y), 100, 1e-9))
    }

    @Test("timing parameters in every form: the default cubic is Core Animation's ease; springs fill or bring their duration")
    func timingParameters() throws {
        let ease = UICubicTimingParameters()
        #expect(ease.controlPoint1 == CGPoint(x: 0.25, y: 0.1) && ease.controlPoint2 == CGPoint(x: 0.25, y: 1))
        let w = World()
        let custom = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.6), controlPoint2: CGPoint(x: 0.9, y: 0.4)) {
            w.view.center.x = 150
        }
        custom.startAnimation()
        #expect(close(x(w, at: 0.3), 50 + 100 * (try CubicBezier(0.1, 0.6, 0.9, 0.4)).value(at: 0.3), 1e-9))
        let filling = UIViewPropertyAnimator(duration: 2, dampingRatio: 0.8)
        #expect(filling.duration == 2)
        let own = UIViewPropertyAnimator(duration: 9, timingParameters: UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero))
        #expect(close(own.duration, Spring.caSpringDefault.settlingDuration))
        let standard = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters())
        #expect(close(standard.duration, Spring.uiKitDefault.settlingDuration))
        let bouncy = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(duration: 0.5, bounce: 0.3))
        #expect(close(bouncy.duration, try Spring(duration: 0.5, bounce: 0.3).settlingDuration))
        let withVelocity = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0.5, dy: 0))
        #expect(withVelocity.initialVelocity.dx == 0.5)
    }

    @Test("pausesOnCompletion keeps it active at the end with no completion")
    func pausesOnCompletion() {
        let w = World()
        var positions: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { w.view.alpha = 0 }
        a.pausesOnCompletion = true
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        w.host.advance(to: 1)
        #expect(a.state == .active && !a.isRunning && positions.isEmpty)
    }
}
