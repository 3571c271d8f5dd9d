import SegueEngine
import SegueUIKit
import Testing

/// Animation capture (docs/uikit-layer.md, "Capture"): the model changes at once; what is on screen
/// comes from the captured animations at the host's virtual time.
@Suite("Animation capture: blocks")
@MainActor
struct AnimationCaptureTests {
    let easeInOut = CubicBezier.easeInOut

    @Test("animate(withDuration:animations:): the model at once, the screen ease-in-out from the old value")
    func basicForm() {
        let w = World()
        let view = w.view
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        #expect(view.alpha == 0)
        #expect(close(Double(w.onScreen(at: 0).opacity), 1, 1e-6))
        #expect(close(Double(w.onScreen(at: 0.3).opacity), 1 - easeInOut.value(at: 0.3), 1e-6))
        #expect(close(Double(w.onScreen(at: 1).opacity), 0, 1e-6))
    }

    @Test("the completion runs at the end with true; a block chained from it starts then, from the first block's end values")
    func completionChaining() {
        let w = World()
        let (host, view) = (w.host, w.view)
        var finishedAt: [Double] = []
        UIView.animate(
            withDuration: 0.5, animations: { view.center.x = 150 },
            completion: { done in
                #expect(done)
                finishedAt.append(host.now)
                UIView.animate(withDuration: 0.5, animations: { view.center.x = 250 }, completion: { _ in finishedAt.append(host.now) })
            })
        #expect(close(w.onScreen(at: 0.25).position.x, 50 + 100 * easeInOut.value(at: 0.5), 1e-6))
        #expect(close(w.onScreen(at: 0.5).position.x, 150, 1e-6))
        #expect(close(w.onScreen(at: 0.75).position.x, 150 + 100 * easeInOut.value(at: 0.5), 1e-6))
        _ = w.onScreen(at: 1)
        #expect(finishedAt == [0.5, 1])
        #expect(view.center.x == 250)
    }

    @Test("delay and options: the old value shows during the delay; curveLinear is linear")
    func delayAndOptions() {
        let w = World()
        let view = w.view
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.center.y = 150 })
        #expect(close(w.onScreen(at: 0.25).position.y, 50))
        #expect(close(w.onScreen(at: 1).position.y, 100, 1e-9))
        #expect(close(w.onScreen(at: 1.5).position.y, 150))
    }

    @Test("the spring form fills its duration along a spring of that damping ratio")
    func springForm() throws {
        let w = World()
        let view = w.view
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: { view.center.x = 150 })
        let spring = try Spring(dampingRatio: 0.5, fittingDuration: 0.8)
        #expect(close(w.onScreen(at: 0.2).position.x, 50 + 100 * spring.value(at: 0.2), 1e-6))
        // An under-damped spring overshoots on screen.
        let peak = (1...79).map { Double(w.onScreen(at: Double($0) / 100).position.x) }.max()!
        #expect(peak > 150)
    }

    @Test("a property set twice in one block ends at its last value, in one animation from before the block")
    func setTwice() {
        let w = World()
        let view = w.view
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                view.center.x = 500
                view.center.x = 150
            })
        #expect(view.center.x == 150)
        #expect(close(w.onScreen(at: 0.5).position.x, 100, 1e-9))
    }

    @Test("animations are additive: a second one on the same property adds to the first instead of replacing it")
    func additive() {
        let w = World()
        let (host, view) = (w.host, w.view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 150 })
        host.advance(to: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 250 })
        // 250 + (50 − 150)(1 − 0.75) + (150 − 250)(1 − 0.25): both deltas still on screen.
        #expect(close(w.onScreen(at: 0.75).position.x, 250 - 25 - 75, 1e-9))
        #expect(close(w.onScreen(at: 1.5).position.x, 250, 1e-9))
    }

    @Test("a duration of 0 or less applies at once; the completion still runs, with true")
    func zeroDuration() {
        let w = World()
        let view = w.view
        var done: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { done = $0 })
        #expect(close(Double(w.onScreen(at: 0).opacity), 0.5, 1e-6))
        #expect(done == true)
        UIView.animate(withDuration: -1) { view.alpha = 0.25 }
        #expect(close(Double(w.onScreen(at: 0).opacity), 0.25, 1e-6))
    }

    @Test("a block that changes nothing completes at once")
    func emptyBlock() {
        let w = World()
        let host = w.host
        var doneAt: Double?
        UIView.animate(withDuration: 2, animations: {}, completion: { _ in doneAt = host.now })
        host.runDueEvents()
        #expect(doneAt == 0)
    }

    @Test("nested blocks inherit the outer duration and curve unless they override them")
    func nesting() {
        let w = World()
        let (host, view) = (w.host, w.view)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(other)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                UIView.animate(withDuration: 5) { view.alpha = 0 }
                UIView.animate(
                    withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn], animations: { other.alpha = 0 })
                #expect(UIView.inheritedAnimationDuration == 1)
            })
        #expect(UIView.inheritedAnimationDuration == 0)
        // The inner block inherited 1 s linear; the overriding one runs 0.5 s ease-in.
        #expect(close(Double(w.onScreen(at: 0.25).opacity), 0.75, 1e-6))
        #expect(close(Double(other.layer.presentation()!.opacity), 1 - CubicBezier.easeIn.value(at: 0.5), 1e-6))
        #expect(close(Double(w.onScreen(at: 0.5).opacity), 0.5, 1e-6))
        #expect(close(Double(other.layer.presentation()!.opacity), 0, 1e-6))
    }

    @Test("performWithoutAnimation applies its changes at once inside a block")
    func withoutAnimation() {
        let w = World()
        let view = w.view
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }
        #expect(close(Double(w.onScreen(at: 0.1).opacity), 0.5, 1e-6))
    }

    @Test("frame and bounds animate as position and bounds; a layer property of a view animates from a block too")
    func frameAndLayerProperties() {
        let w = World()
        let view = w.view
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                view.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
                view.layer.cornerRadius = 20
            })
        let mid = w.onScreen(at: 0.5)
        #expect(close(mid.position, CGPoint(x: 125, y: 125)))
        #expect(close(mid.bounds.width, 150) && close(mid.cornerRadius, 10))
        #expect(close(mid.frame, CGRect(x: 50, y: 50, width: 150, height: 150)))
    }

    @Test("a standalone layer's change applies at once (only views' layers animate from blocks)")
    func standaloneLayer() {
        let w = World()
        let (host, view) = (w.host, w.view)
        let layer = CALayer()
        view.layer.addSublayer(layer)
        UIView.animate(withDuration: 1) { layer.opacity = 0 }
        host.advance(to: 0.5)
        #expect(layer.presentation()!.opacity == 0)
    }

    @Test("transforms interpolate decomposed, with m34 growing in from the identity")
    func transformInterpolation() {
        let w = World()
        let view = w.view
        var target = CATransform3DIdentity
        target.m34 = -1.0 / 6000
        target = CATransform3DRotate(CATransform3DScale(target, 0.85, 0.85, 1), 15 * .pi / 180, 1, 0, 0)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.layer.transform = target })
        let mid = w.onScreen(at: 0.5).transform
        let expected = Transform3D.identity.interpolated(to: transform3D(target), at: 0.5)
        #expect(close(Double(mid.m34), expected.m34, 1e-15) && close(Double(mid.m22), expected.m22) && close(Double(mid.m23), expected.m23))
        #expect(abs(Double(mid.m34)) < abs(Double(target.m34)))
    }
}

/// The engine's form of a Core Animation transform, for comparing with its interpolation.
func transform3D(_ t: CATransform3D) -> Transform3D {
    Transform3D(
        m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m13), m14: Double(t.m14), m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m23),
        m24: Double(t.m24), m31: Double(t.m31), m32: Double(t.m32), m33: Double(t.m33), m34: Double(t.m34), m41: Double(t.m41), m42: Double(t.m42),
        m43: Double(t.m43), m44: Double(t.m44))
}
