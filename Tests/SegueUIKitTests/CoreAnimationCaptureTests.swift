import SegueEngine
import SegueUIKit
import Testing

/// Keyframes, transactions and explicit Core Animation animations (docs/uikit-layer.md,
/// "Keyframes", "Transactions", "Explicit animations").
@Suite("Animation capture: keyframes and Core Animation")
@MainActor
struct CoreAnimationCaptureTests {
    @Test("addKeyframe stretches are relative; the whole keyframe animation is ease-in-out by default")
    func keyframes() {
        let w = World()
        var doneAt: Double?
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { w.view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { w.view.alpha = 0 }
            }, completion: { _ in doneAt = w.host.now })
        #expect(w.view.alpha == 0)
        let p = CubicBezier.easeInOut.value(at: 0.2)  // at 0.4 s of 2 s
        #expect(close(Double(w.onScreen(at: 0.4).opacity), 1 - 0.5 * (p / 0.5), 1e-6))
        let q = CubicBezier.easeInOut.value(at: 0.8)
        #expect(close(Double(w.onScreen(at: 1.6).opacity), 0.5 - 0.5 * ((q - 0.5) / 0.5), 1e-6))
        _ = w.onScreen(at: 2)
        #expect(doneAt == 2)
    }

    @Test("curve bits passed through the keyframe options set the whole animation's curve; between stretches a value holds")
    func keyframeCurveAndHolds() {
        let w = World()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { w.view.center.x = 150 }
            })
        #expect(close(w.onScreen(at: 0.25).position.x, 50))
        #expect(close(w.onScreen(at: 0.625).position.x, 100, 1e-9))
        #expect(close(w.onScreen(at: 0.9).position.x, 150))
    }

    @Test("relative times outside 0…1 (seconds passed as fractions) are clamped and noted")
    func keyframeSecondsNoted() {
        let w = World()
        UIView.animateKeyframes(
            withDuration: 0.5, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 1.5) { w.view.alpha = 0 }
            })
        #expect(w.host.log.contains { $0.level == .warning && $0.message.contains("addKeyframe") })
        #expect(close(Double(w.onScreen(at: 0.5).opacity), 0, 1e-9))
    }

    @Test("a transaction's completion block runs once the animations added after it end, or at once without any")
    func transactionCompletion() {
        let w = World()
        var ran: [Double] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran.append(w.host.now) }
        UIView.animate(withDuration: 0.3) { w.view.alpha = 0 }
        UIView.animate(withDuration: 0.7) { w.view.center.x = 0 }
        CATransaction.commit()
        w.host.advance(to: 0.5)
        #expect(ran.isEmpty)
        w.host.advance(to: 0.7)
        #expect(ran == [0.7])
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran.append(w.host.now) }
        CATransaction.commit()
        w.host.runDueEvents()
        #expect(ran == [0.7, 0.7])
        CATransaction.setCompletionBlock { ran.append(-1) }
        w.host.runDueEvents()
        #expect(ran.count == 2)
        w.host.advance(to: 1)
        #expect(ran.count == 2)
    }

    @Test("CABasicAnimation changes what is on screen, not the model, and goes at its end")
    func basicAnimation() {
        let w = World()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1
        a.toValue = 0
        a.duration = 1
        w.view.layer.add(a, forKey: "fade")
        #expect(w.view.layer.opacity == 1)
        #expect(close(Double(w.onScreen(at: 0.25).opacity), 0.75, 1e-6))
        #expect(w.view.layer.animation(forKey: "fade") != nil)
        #expect(close(Double(w.onScreen(at: 1).opacity), 1, 1e-6))
        #expect(w.view.layer.animationKeys() == nil)
    }

    @Test("position, bounds and transform animate; a missing fromValue starts from what is on screen")
    func basicKeys() {
        let w = World()
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 150, y: 50)
        move.duration = 1
        w.view.layer.add(move, forKey: nil)
        let grow = CABasicAnimation(keyPath: "bounds.size")
        grow.toValue = CGSize(width: 200, height: 100)
        grow.duration = 1
        w.view.layer.add(grow, forKey: nil)
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = Double.pi
        turn.duration = 1
        w.view.layer.add(turn, forKey: nil)
        let mid = w.onScreen(at: 0.5)
        #expect(close(mid.position, CGPoint(x: 100, y: 50)))
        #expect(close(mid.bounds.width, 150))
        #expect(close(mid.transform.m11, 0, 1e-9) && close(mid.transform.m12, 1, 1e-9))
    }

    @Test("a whole-transform animation interpolates decomposed, perspective included")
    func wholeTransform() {
        let w = World()
        var target = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        target.m34 = -1.0 / 800
        let a = CABasicAnimation(keyPath: "transform")
        a.fromValue = CATransform3DIdentity
        a.toValue = target
        a.duration = 1
        w.view.layer.add(a, forKey: nil)
        let mid = w.onScreen(at: 0.5).transform
        let expected = Transform3D.identity.interpolated(to: transform3D(target), at: 0.5)
        #expect(close(Double(mid.m11), expected.m11) && close(Double(mid.m13), expected.m13) && close(Double(mid.m34), expected.m34, 1e-15))
        #expect(CATransform3DIsIdentity(w.view.layer.transform))
    }

    @Test("fill modes: backwards shows the first value before the begin time; forwards without removal keeps the last")
    func fillModes() {
        let w = World()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0.2
        a.toValue = 0.6
        a.duration = 1
        a.beginTime = CACurrentMediaTime() + 1
        a.fillMode = .both
        a.isRemovedOnCompletion = false
        w.view.layer.add(a, forKey: "a")
        #expect(close(Double(w.onScreen(at: 0.5).opacity), 0.2, 1e-6))
        #expect(close(Double(w.onScreen(at: 1.5).opacity), 0.4, 1e-6))
        #expect(close(Double(w.onScreen(at: 3).opacity), 0.6, 1e-6))
        w.view.layer.removeAnimation(forKey: "a")
        #expect(close(Double(w.view.layer.presentation()!.opacity), 1, 1e-6))
    }

    @Test("CAKeyframeAnimation: values at key times, each segment on its own curve; discrete holds")
    func keyframeAnimation() {
        let w = World()
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = [0, 100, 50]
        a.keyTimes = [0, 0.25, 1]
        a.duration = 1
        w.view.layer.add(a, forKey: nil)
        #expect(close(w.onScreen(at: 0.125).position.x, 50, 1e-9))
        #expect(close(w.onScreen(at: 0.625).position.x, 75, 1e-9))
        let d = CAKeyframeAnimation(keyPath: "opacity")
        d.values = [1, 0.5, 0]
        d.calculationMode = .discrete
        d.duration = 1
        w.view.layer.add(d, forKey: nil)
        // Added at 0.625 s: three values hold a third of the second each.
        #expect(close(Double(w.onScreen(at: 0.9).opacity), 1, 1e-9))
        #expect(close(Double(w.onScreen(at: 1.125).opacity), 0.5, 1e-9))
        #expect(close(Double(w.onScreen(at: 1.5).opacity), 0, 1e-9))
    }

    @Test("a segment's CAMediaTimingFunction plays as the engine's keyframes of the same curve (control points as Floats)")
    func segmentCurveAsTheEngine() throws {
        let w = World()
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = [0, 200]
        a.timingFunctions = [CAMediaTimingFunction(controlPoints: 0.248615, 0.390524, 0.609476, 1)]
        a.duration = 1
        w.view.layer.add(a, forKey: nil)
        let engine = try Keyframes([0.0, 200], curves: [CubicBezier(0.248615, 0.390524, 0.609476, 1)])
        for t in [0.1, 0.3, 0.7] { #expect(close(w.onScreen(at: t).position.x, engine.value(at: t), 1e-12), "t = \(t)") }
    }

    @Test("a key path Segue cannot draw runs its delegate calls and is listed as not drawn")
    func notDrawn() {
        final class Delegate: NSObject, CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        let w = World()
        let a = CABasicAnimation(keyPath: "shadowOpacity")
        a.toValue = 1
        a.duration = 0.5
        let d = Delegate()
        a.delegate = d
        w.view.layer.add(a, forKey: nil)
        w.host.advance(to: 1)
        #expect(d.stops == [true])
        #expect(w.host.notDrawn == ["shadowOpacity"])
    }

    @Test("adding an animation under a key in use removes the old one, whose delegate hears finished: false")
    func replacedKey() {
        final class Delegate: NSObject, CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        let w = World()
        let d = Delegate()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 1
        a.delegate = d
        w.view.layer.add(a, forKey: "k")
        let b = CABasicAnimation(keyPath: "opacity")
        b.fromValue = 0.5
        b.toValue = 0.5
        b.duration = 1
        w.view.layer.add(b, forKey: "k")
        #expect(d.stops == [false])
        #expect(close(Double(w.onScreen(at: 0.5).opacity), 0.5, 1e-6))
    }
}
