import SegueUIKit
import Testing

/// The CoreGraphics values Linux Foundation lacks (docs/uikit-layer.md, "What Foundation lacks").
@Suite("CoreGraphics additions")
struct CoreGraphicsTests {
    @Test("CGAffineTransform composes as CoreGraphics does: concatenating applies self first")
    func concatenation() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
        // translatedBy/scaledBy/rotated apply the new step before the transform.
        let u = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 12, y: 23))
    }

    @Test("a rotation turns clockwise on screen (y down) and inverts")
    func rotation() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(r)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let back = p.applying(r.inverted())
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y) < 1e-12)
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test("a singular transform inverts to itself, as CoreGraphics returns it")
    func singularInverse() {
        let s = CGAffineTransform(scaleX: 0, y: 1)
        #expect(s.inverted() == s)
    }

    @Test("rect and size applying: the bounding box of the corners, the linear part")
    func applying() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rect.minX + 20) < 1e-9 && abs(rect.width - 20) < 1e-9 && abs(rect.height - 10) < 1e-9)
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2)) == CGSize(width: 20, height: 40))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test("CGVector: components, zero")
    func vector() {
        #expect(CGVector(dx: 1, dy: 2).dx == 1)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    }
}
