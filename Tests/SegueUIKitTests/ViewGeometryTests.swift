import SegueEngine
import SegueUIKit
import Testing

/// Views and layers: geometry as UIKit derives it (docs/uikit-layer.md, "Views and layers").
@Suite("Views and layers: geometry")
@MainActor
struct ViewGeometryTests {
    @Test("frame is the bounds around the centre; setting it sets center and bounds.size")
    func frameFromCenterAndBounds() {
        _ = freshHost()
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        v.bounds.size = CGSize(width: 20, height: 10)
        #expect(v.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
    }

    @Test("a transform acts about the centre; frame is the bounding box of the transformed bounds")
    func frameOfTransformedView() {
        _ = freshHost()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 0.5, y: 2)
        #expect(close(v.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        #expect(v.center == CGPoint(x: 50, y: 25))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(v.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
    }

    @Test("setting frame.origin on a scaled view moves its centre to the middle of the new frame (the fashion slot)")
    func frameOnScaledView() {
        _ = freshHost()
        let w = 393.0
        let v = UIView(frame: CGRect(x: 0, y: 0, width: w, height: 852))
        v.transform = CGAffineTransform(scaleX: 0.35, y: 0.35)
        v.frame.origin.x = 0.1 * w
        #expect(close(v.center.x, 0.275 * w))
        #expect(close(v.center.y, 426))
        #expect(v.bounds.size == CGSize(width: w, height: 852))
        #expect(close(v.frame, CGRect(x: 0.1 * w, y: 426 - 0.175 * 852, width: 0.35 * w, height: 0.35 * 852)))
    }

    @Test("setting a frame of another size on a scaled view sets the bounds the scale stretches to it")
    func frameSizeOnScaledView() {
        _ = freshHost()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        v.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(close(v.bounds.size.width, 50) && close(v.bounds.size.height, 200))
        #expect(close(v.frame, CGRect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test("anchorPoint is the pivot and the point position names")
    func anchorPoint() {
        _ = freshHost()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.layer.anchorPoint = CGPoint(x: 0, y: 0)
        // The position stays; the layer moves so its top-left corner sits on it.
        #expect(v.layer.position == CGPoint(x: 50, y: 50))
        #expect(v.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(close(v.frame, CGRect(x: 50, y: 50, width: 50, height: 50)))
    }

    @Test("alpha, isHidden, backgroundColor, clipsToBounds and transform live in the layer")
    func viewPropertiesAreLayerProperties() {
        _ = freshHost()
        let v = UIView()
        v.alpha = 0.25
        #expect(v.layer.opacity == 0.25)
        v.isHidden = true
        #expect(v.layer.isHidden)
        v.backgroundColor = UIColor.red.withAlphaComponent(0.5)
        #expect(v.layer.backgroundColor?.alpha == 0.5)
        v.clipsToBounds = true
        #expect(v.layer.masksToBounds)
        v.transform = CGAffineTransform(translationX: 3, y: 4)
        #expect(v.layer.transform.m41 == 3 && v.layer.transform.m42 == 4)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        v.layer.transform = t
        #expect(v.layer.transform.m34 == -1.0 / 500)
        v.layer.cornerRadius = 12
        v.layer.zPosition = 5
        v.layer.isDoubleSided = false
        v.layer.sublayerTransform = t
        #expect(v.layer.cornerRadius == 12 && v.layer.zPosition == 5 && !v.layer.isDoubleSided && v.layer.sublayerTransform.m34 == -1.0 / 500)
    }

    @Test("CATransform3D functions: translate, scale and rotate apply their step first; concat applies a then b")
    func transformFunctions() {
        _ = freshHost()
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        // The move happens first, then the scale: x = (1 + 10) · 2.
        #expect(t.m41 == 20)
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(r.m12, 1) && close(r.m21, -1))
        let c = CATransform3DConcat(CATransform3DMakeTranslation(1, 0, 0), CATransform3DMakeScale(3, 3, 1))
        #expect(c.m41 == 3)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(c, CATransform3DInvert(c))))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        let affine = CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(CATransform3DIsAffine(affine) && CATransform3DGetAffineTransform(affine) == CGAffineTransform(scaleX: 2, y: 3))
    }

    @Test("convert maps points through every transform on the way")
    func convert() {
        let host = freshHost()
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        host.window.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 110, y: 110))
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(close(b.convert(CGPoint.zero, to: nil), CGPoint(x: 70, y: 70)))
        #expect(close(a.convert(CGPoint(x: 70, y: 70), from: nil), CGPoint(x: 10, y: 10)))
    }

    @Test("autoresizing: a flexible view follows its superview's size; the root view follows the window")
    func autoresizing() {
        let host = freshHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 373, height: 100))
        child.autoresizingMask = [.flexibleWidth]
        root.view.addSubview(child)
        host.resize(to: CGSize(width: 852, height: 393))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(child.frame == CGRect(x: 10, y: 10, width: 832, height: 100))
        #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
        #expect(UIDevice.current.orientation == .landscapeLeft)
    }
}
