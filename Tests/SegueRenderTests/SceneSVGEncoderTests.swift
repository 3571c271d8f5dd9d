import SegueEngine
import Testing

@testable import SegueRender

@Suite("SceneSVGEncoder: scenes as vector SVG")
struct SceneSVGEncoderTests {
    static let container = Size(width: 100, height: 200)

    static func view(_ quad: Quad, label: String = "a long label here", alpha: Double = 1) -> SceneView {
        SceneView(id: "presented", role: .presented, label: label, quad: quad, alpha: alpha)
    }

    /// A trapezoid: the top edge narrower than the bottom, as a face turning away.
    static let trapezoid = Quad(
        topLeft: Point(x: 20, y: 30), topRight: Point(x: 80, y: 50), bottomRight: Point(x: 80, y: 150), bottomLeft: Point(x: 20, y: 170))

    @Test("a view is the polygon of its projected corners, its content under the affine map of three of them")
    func polygonAndMatrix() {
        // Frames of 100x200 px: 1 px a point, the frame at (9, 9).
        let svg = SceneSVGEncoder(frameWidth: 100, frameHeight: 200).encode([("p = 0.5", Scene(container: Self.container, views: [Self.view(Self.trapezoid)]))])
        #expect(svg.contains("<polygon points=\"29,39 89,59 89,159 29,179\""), "\(svg)")
        // Own size: width (60.08 + 60.08) / 2, height (140 + 100) / 2 = 120; a = 60 / 60.08.
        #expect(svg.contains("transform=\"matrix(0.9487 0.3162 0 1.1667 29 39)\""), "\(svg)")
        #expect(svg.contains(">a long label here</text>"), "the label whole, clipped by the view")
        #expect(svg.contains("clip-path=\"url(#f0v0)\""))
        #expect(svg.contains(">p = 0.5</text>"))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"118\" height=\"242\""))
    }

    @Test("a view's back is its darkened fill with an upright '(back)' label; a transparent view is not drawn")
    func backAndHidden() {
        let t = Self.trapezoid
        let mirrored = Quad(topLeft: t.topRight, topRight: t.topLeft, bottomRight: t.bottomLeft, bottomLeft: t.bottomRight)
        let encoder = SceneSVGEncoder(frameWidth: 100, frameHeight: 200)
        let back = encoder.encode([("", Scene(container: Self.container, views: [Self.view(mirrored, label: "b")]))])
        #expect(back.contains(">b (back)</text>"))
        #expect(!back.contains("matrix("))
        let dark = PixelViewPainter.palette(ViewStyle(), facingAway: true).fill
        #expect(back.contains("fill=\"\(dark.hex)\""))
        let hidden = encoder.encode([("", Scene(container: Self.container, views: [Self.view(t, alpha: 0)]))])
        #expect(!hidden.contains("<polygon"))
    }

    @Test("rounded corners are drawn where the face is a parallelogram (the map exact); a trapezoid stays its polygon")
    func roundedCorners() {
        let encoder = SceneSVGEncoder(frameWidth: 100, frameHeight: 200)
        func svg(_ quad: Quad) -> String {
            let view = SceneView(id: "card", role: .presented, quad: quad, style: ViewStyle(cornerRadius: 10))
            return encoder.encode([("", Scene(container: Self.container, views: [view]))])
        }
        let flat = svg(Quad(Rect(x: 10, y: 20, width: 60, height: 100)))
        #expect(flat.contains("<clipPath id=\"f0v0\"><rect width=\"60\" height=\"100\" rx=\"10\" transform=\"matrix(1 0 0 1 19 29)\"/>"), "\(flat)")
        #expect(!flat.contains("<polygon"))
        let turned = svg(Self.trapezoid)
        #expect(turned.contains("<clipPath id=\"f0v0\"><polygon points="))
        #expect(!turned.contains("rx=\"10\""))
    }

    @Test("the default frame is 200 px across the container's short side, at its aspect")
    func defaultFrame() {
        #expect(SceneSVGEncoder.defaultFrame(for: .phonePortrait) == (200, 434))
        #expect(SceneSVGEncoder.defaultFrame(for: Size.phonePortrait.swapped) == (434, 200))
    }
}
