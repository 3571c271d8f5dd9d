import Foundation
import SegueEngine
import SegueUIKit
import Testing

/// The catalog of gaps and docs/uikit-gaps.md, and what cells cannot draw, as data
/// (docs/uikit-layer.md, "Snapshots, blurs and masks").
@Suite("UIKitGapCatalogTests")
@MainActor
struct UIKitGapCatalogTests {
    static let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/uikit-gaps.md")

    @Test("docs/uikit-gaps.md lists exactly the catalog's gaps, in its order, with their kinds and descriptions")
    func docMatchesCatalog() throws {
        let text = try String(contentsOf: Self.doc, encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)
        let expected = UIKitGap.allCases.map { "| `\($0.rawValue)` | \($0.kind.rawValue) | \($0.description) |" }
        #expect(rows == expected)
    }

    @Test("snapshotView is a frozen copy of the subtree at the origin: later changes to the original do not reach it")
    func snapshot() {
        let host = freshHost()
        let view = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 80))
        view.backgroundColor = .white
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .black
        child.alpha = 0.5
        view.addSubview(child)
        host.window.addSubview(view)
        let copy = view.snapshotView(afterScreenUpdates: true)!
        #expect(copy.frame == CGRect(x: 0, y: 0, width: 100, height: 80) && copy.transform == .identity)
        #expect(copy.subviews.count == 1 && copy.subviews[0] !== child)
        #expect(copy.subviews[0].frame == child.frame && copy.subviews[0].alpha == 0.5 && copy.backgroundColor == view.backgroundColor)
        child.frame.origin.x = 70
        child.alpha = 1
        #expect(copy.subviews[0].frame.origin.x == 10 && copy.subviews[0].alpha == 0.5)
        #expect(host.gaps == [.snapshotView])
    }

    @Test("afterScreenUpdates false copies what is on screen now, the animations' current values")
    func snapshotOfScreen() {
        let host = freshHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        host.advance(to: 0.25)
        #expect(close(view.snapshotView(afterScreenUpdates: false)!.alpha, 0.75, 1e-6))
        #expect(view.snapshotView(afterScreenUpdates: true)!.alpha == 0)
    }

    /// A view of `size` at (20, 40) in a fresh window, with a background colour and `mask`.
    func masked(_ mask: CALayer?, size: CGSize = CGSize(width: 200, height: 100)) -> (UIKitHost, SceneView?) {
        let host = freshHost()
        let view = UIView(frame: CGRect(origin: CGPoint(x: 20, y: 40), size: size))
        view.backgroundColor = .white
        view.accessibilityIdentifier = "masked"
        view.layer.mask = mask
        host.window.addSubview(view)
        return (host, host.scene()["masked"])
    }

    @Test("a rectangular mask draws the part of the view it leaves; a plain layer's frame and corner radius are its shape")
    func rectangleMask() {
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 50, height: 300)).cgPath
        let (host, view) = masked(shape)
        #expect(view.map { close($0.quad.boundingBox, Rect(x: 30, y: 60, width: 50, height: 80)) } == true)
        #expect(view?.style.cornerRadius == 0 && host.gaps.isEmpty)
        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        plain.cornerRadius = 12
        let (_, cut) = masked(plain)
        #expect(cut.map { close($0.quad.boundingBox, Rect(x: 20, y: 40, width: 100, height: 100)) } == true && cut?.style.cornerRadius == 12)
        let outside = CALayer()
        outside.frame = CGRect(x: 500, y: 0, width: 10, height: 10)
        #expect(masked(outside).1 == nil)
    }

    @Test("a circular mask is the circle (a rounded rectangle of half its side); an ellipse is approximated; other paths are not drawn")
    func ellipseMask() {
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        let (host, view) = masked(circle)
        #expect(view?.style.cornerRadius == 50 && host.gaps.isEmpty)
        let arc = CAShapeLayer()
        arc.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
        #expect(masked(arc).1?.style.cornerRadius == 50)
        let ellipse = CAShapeLayer()
        ellipse.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 60), transform: nil)
        let (ellipseHost, oval) = masked(ellipse)
        #expect(oval?.style.cornerRadius == 30 && ellipseHost.gaps.contains(.ellipseMask))
        let star = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 50, y: 90))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.close()
        star.path = path.cgPath
        let (starHost, unmasked) = masked(star)
        #expect(unmasked.map { close($0.quad.boundingBox, Rect(x: 20, y: 40, width: 200, height: 100)) } == true)
        #expect(starHost.gaps.contains(.pathMask) && starHost.gaps.contains(.shapeLayer) == false)
    }

    @Test("blurs, images and clipping in the tree are recorded; a transition lists what it used under approximated")
    func recorded() {
        let t = UIKitTransition(name: "t") { window in
            let root = UIViewController()
            window.rootViewController = root
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            blur.frame = window.bounds
            root.view.addSubview(blur)
            let image = UIImageView(image: UIImage(size: CGSize(width: 10, height: 10)))
            root.view.clipsToBounds = true
            root.view.addSubview(image)
            let next = UIViewController()
            next.modalPresentationStyle = .pageSheet
            return { root.present(next, animated: true) }
        }
        #expect(t.failure == nil)
        #expect(Set(t.gaps) == [.blur, .image, .clipping, .modalPresentationStyle])
        #expect(t.approximated == t.gaps.map(\.description) && t.approximated.contains(UIKitGap.blur.description))
        #expect(t.log.filter { $0.message.contains(UIKitGap.blur.description) }.count == 1)
    }
}
