import SegueEngine
import SegueUIKit
import Testing

/// A view tree becomes a scene as Core Animation draws it (docs/uikit-layer.md, "Scene").
@Suite("A view tree becomes a scene")
@MainActor
struct SceneFromViewTreeTests {
    final class TransformLayerView: UIView {
        override class var layerClass: AnyClass { CATransformLayer.self }
    }

    func card(_ name: String, _ frame: CGRect, in parent: UIView) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = .red
        v.accessibilityIdentifier = name
        parent.addSubview(v)
        return v
    }

    @Test("depth first in subview order; a view with no colour draws nothing but its subviews; zPosition reorders siblings")
    func order() {
        let host = freshHost()
        let a = card("a", CGRect(x: 0, y: 0, width: 100, height: 100), in: host.window)
        _ = card("a1", CGRect(x: 10, y: 10, width: 10, height: 10), in: a)
        let plain = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(plain)
        _ = card("b", CGRect(x: 0, y: 0, width: 50, height: 50), in: plain)
        #expect(host.scene().views.map(\.id) == ["a", "a1", "b"])
        a.layer.zPosition = 1
        #expect(host.scene().views.map(\.id) == ["b", "a", "a1"])
        #expect(host.scene().views.allSatisfy { $0.depth == 0 && $0.role == .own })
        #expect(host.scene().views.map(\.zIndex) == [0, 1, 2])
    }

    @Test("corners compose the anchor, the transform, the position and the superview's chain")
    func composition() {
        let host = freshHost()
        let p = card("p", CGRect(x: 100, y: 100, width: 100, height: 100), in: host.window)
        _ = card("c", CGRect(x: 0, y: 0, width: 50, height: 50), in: p)
        p.transform = CGAffineTransform(scaleX: 2, y: 2)
        let c = host.scene()["c"]!
        #expect(close(c.quad.topLeft, Point(x: 50, y: 50)) && close(c.quad.bottomRight, Point(x: 150, y: 150)))
        p.layer.anchorPoint = CGPoint(x: 0, y: 0)
        // The position is kept, so the layer moves; it now scales about its top-left corner.
        let moved = host.scene()["c"]!
        #expect(close(moved.quad.topLeft, Point(x: 150, y: 150)) && close(moved.quad.bottomRight, Point(x: 250, y: 250)))
    }

    @Test("alpha multiplies down the tree and with the colour's alpha; hidden subtrees are skipped")
    func alphaAndHidden() {
        let host = freshHost()
        let p = card("p", CGRect(x: 0, y: 0, width: 100, height: 100), in: host.window)
        let c = card("c", CGRect(x: 0, y: 0, width: 10, height: 10), in: p)
        p.alpha = 0.5
        c.alpha = 0.5
        c.backgroundColor = UIColor.red.withAlphaComponent(0.5)
        #expect(close(host.scene()["c"]!.alpha, 0.125))
        p.isHidden = true
        #expect(host.scene().views.isEmpty)
    }

    @Test("a layer that is not double-sided is invisible while it faces away")
    func doubleSided() {
        let host = freshHost()
        let v = card("v", CGRect(x: 0, y: 0, width: 100, height: 100), in: host.window)
        v.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        #expect(host.scene()["v"]!.alpha == 1 && host.scene()["v"]!.isFacingAway)
        v.layer.isDoubleSided = false
        #expect(host.scene()["v"]!.alpha == 0)
    }

    @Test("a plain layer flattens its sublayers: depth inside it is lost; a CATransformLayer keeps it")
    func flattening() {
        for keepsDepth in [false, true] {
            let host = freshHost()
            let stage = UIView(frame: host.window.bounds)
            host.window.addSubview(stage)
            var eye = CATransform3DIdentity
            eye.m34 = -1.0 / 500
            stage.layer.sublayerTransform = eye
            let group: UIView = keepsDepth ? TransformLayerView(frame: stage.bounds) : UIView(frame: stage.bounds)
            stage.addSubview(group)
            let near = card("near", CGRect(x: 146.5, y: 376, width: 100, height: 100), in: group)
            let far = card("far", CGRect(x: 146.5, y: 376, width: 100, height: 100), in: group)
            near.layer.transform = CATransform3DMakeTranslation(0, 0, 100)
            let scene = host.scene()
            let width = scene["near"]!.quad.topRight.x - scene["near"]!.quad.topLeft.x
            if keepsDepth {
                // Nearer the eye: 500 / (500 − 100) bigger, and sorted in front of the far one.
                #expect(close(width, 125, 1e-9))
                #expect(scene.views.map(\.id) == ["far", "near"])
            } else {
                #expect(close(width, 100, 1e-9))
                #expect(scene.views.map(\.id) == ["near", "far"])
            }
            _ = far
        }
    }

    @Test("a sublayer transform acts about the layer's anchor point: the vanishing point is its centre")
    func sublayerTransformAboutAnchor() {
        let host = freshHost()
        let stage = UIView(frame: host.window.bounds)
        host.window.addSubview(stage)
        var eye = CATransform3DIdentity
        eye.m34 = -1.0 / 1000
        stage.layer.sublayerTransform = eye
        let v = card("v", stage.bounds, in: stage)
        v.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let pose = ViewPose(id: "v", role: .own, frame: Rect(x: 0, y: 0, width: 393, height: 852), rotation: Vector3(x: 0, y: .pi / 4, z: 0))
        let expected = pose.sceneView(container: Size(width: 393, height: 852), containerPerspective: 1000).quad
        let quad = host.scene()["v"]!.quad
        for (a, b) in zip(quad.corners, expected.corners) { #expect(close(a, b, 1e-9)) }
    }
}
