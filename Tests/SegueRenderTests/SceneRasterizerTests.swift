import SegueEngine
import Testing

@testable import SegueRender

@Suite("SceneRasterizer: a scene in pixels")
struct SceneRasterizerTests {
    static let container = Size(width: 100, height: 200)

    /// A plain card (no content, no label) over the container's background.
    static func card(_ quad: Quad, fill: RGBColor = .presentedFill, alpha: Double = 1, kind: ViewStyle.Kind = .card) -> SceneView {
        SceneView(id: "presented", role: .presented, quad: quad, alpha: alpha, style: ViewStyle(kind: kind, fill: fill, showsContent: false))
    }

    @Test("a pixel inside a view's projected quad has the view's colour, its edge a light rim; one outside has the background")
    func insideAndOutside() {
        let quad = Quad(Rect(x: 20, y: 40, width: 50, height: 60))
        let scene = Scene(container: Self.container, views: [Self.card(quad)])
        let image = SceneRasterizer(width: 100, height: 200, showsLabels: false).render(scene)
        #expect(image[45, 70] == .presentedFill)
        #expect(image[21, 41] == .presentedFill, "the second pixel inside, clear of the rim")
        let rim = image[20, 40]
        #expect(rim.red > RGBColor.presentedFill.red && rim.blue > RGBColor.presentedFill.blue, "the first pixel inside is on the light rim: \(rim)")
        #expect(image[19, 70] == .containerBackground)
        #expect(image[70, 70] == .containerBackground, "the quad ends before column 70")
        #expect(image[45, 39] == .containerBackground)
    }

    @Test("the container is scaled to fit and centred; outside it is the letterbox")
    func placement() {
        let rasterizer = SceneRasterizer(width: 300, height: 200, showsLabels: false)
        let placement = rasterizer.placement(of: Self.container)
        #expect(placement.scale == 1 && placement.x == 100 && placement.y == 0)
        let full = Quad(Rect(origin: .zero, size: Self.container))
        let image = rasterizer.render(Scene(container: Self.container, views: [Self.card(full, fill: .presentingFill)]))
        #expect(image[50, 100] == SceneRasterizer.defaultLetterbox)
        #expect(image[150, 100] == .presentingFill)
        #expect(image[250, 100] == SceneRasterizer.defaultLetterbox)
    }

    @Test("a turned view: its centre has its colour, a corner of its bounding box the background, and a pixel on its edge a blend")
    func smoothEdges() {
        // A square turned 45° about (50, 100): a diamond with corners 30 px from the centre.
        let c = Point(x: 50, y: 100)
        let quad = Quad(
            topLeft: Point(x: c.x, y: c.y - 30), topRight: Point(x: c.x + 30, y: c.y), bottomRight: Point(x: c.x, y: c.y + 30),
            bottomLeft: Point(x: c.x - 30, y: c.y))
        let image = SceneRasterizer(width: 100, height: 200, showsLabels: false).render(Scene(container: Self.container, views: [Self.card(quad)]))
        #expect(image[50, 100] == .presentedFill)
        #expect(image[30, 80] == .containerBackground)
        // Pixel (64, 84)'s centre (64.5, 84.5) lies on the edge from the top corner to the right one.
        let edge = image[64, 84]
        let fill = RGBColor.presentedFill
        let back = RGBColor.containerBackground
        #expect(edge != fill && edge != back)
        #expect(edge.red > back.red && edge.red < fill.red, "\(edge)")
    }

    @Test("a translucent view blends with what is under it at its opacity")
    func translucent() {
        let full = Quad(Rect(origin: .zero, size: Self.container))
        let scene = Scene(container: Self.container, views: [Self.card(full, fill: .white, alpha: 0.5)])
        let image = SceneRasterizer(width: 100, height: 200).render(scene)
        let expected = RGBColor.white.blended(over: .containerBackground, alpha: 0.5)
        let got = image[10, 150]
        #expect(abs(Int(got.red) - Int(expected.red)) <= 1 && abs(Int(got.green) - Int(expected.green)) <= 1)
    }

    @Test("a content view has its darker title bar on top, a row of its colour lightened, and its label in the title bar only")
    func contentAndLabel() {
        let full = Quad(Rect(origin: .zero, size: Self.container))
        let view = SceneView(id: "presenting", role: .presenting, quad: full, style: ViewStyle(fill: .presentingFill))
        let image = SceneRasterizer(width: 100, height: 200).render(Scene(container: Self.container, views: [view]))
        let title = RGBColor.black.blended(over: .presentingFill, alpha: 0.25)
        #expect(image[2, 2] == title)
        #expect(image[2, 150] == .presentingFill)
        // The first row's line is at 0.2 of the height, from 0.1 of the width.
        let row = image[30, 40]
        #expect(row.red > RGBColor.presentingFill.red && row.green > RGBColor.presentingFill.green)
        let white = (0..<200).flatMap { y in (0..<100).map { x in (x, y) } }.filter { image[$0.0, $0.1] == .white }
        #expect(!white.isEmpty, "the label's ink is white on the dark title bar")
        #expect(white.allSatisfy { $0.1 < 20 }, "the label stays in the title bar (the top 20 px)")
    }

    @Test("a view seen from behind, edge-on or transparent: darker, nothing, nothing")
    func backAndNothing() {
        let flipped = Quad(
            topLeft: Point(x: 80, y: 40), topRight: Point(x: 20, y: 40), bottomRight: Point(x: 20, y: 100), bottomLeft: Point(x: 80, y: 100))
        let back = SceneRasterizer(width: 100, height: 200, showsLabels: false).render(Scene(container: Self.container, views: [Self.card(flipped)]))
        #expect(back[50, 70] == RGBColor.black.blended(over: .presentedFill, alpha: 0.45))
        let edgeOn = Quad(topLeft: Point(x: 50, y: 40), topRight: Point(x: 50, y: 40), bottomRight: Point(x: 50, y: 100), bottomLeft: Point(x: 50, y: 100))
        let clear = SceneRasterizer(width: 100, height: 200).render(
            Scene(container: Self.container, views: [Self.card(edgeOn), Self.card(Quad(Rect(x: 0, y: 0, width: 100, height: 200)), alpha: 0)]))
        #expect(clear.pixels.allSatisfy { $0 == PixelImage.packed(.containerBackground) })
    }

    @Test("the finger is a light disc at its place, and the pixels far from it are untouched")
    func finger() {
        let scene = Scene(container: Self.container, views: [])
        let image = SceneRasterizer(width: 100, height: 200).render(scene, finger: Point(x: 50, y: 100))
        #expect(image[50, 100].red > RGBColor.containerBackground.red + 40)
        #expect(image[50, 160] == .containerBackground)
    }

    @Test("the font: 95 glyphs of nine rows of five bits; every one but the space has ink")
    func font() {
        #expect(BitmapFont.glyphs.count == 95 * BitmapFont.glyphHeight)
        #expect(BitmapFont.glyphs.allSatisfy { $0 < 32 })
        for code in UInt8(33)...126 { #expect(BitmapFont.rows(code)!.contains { $0 != 0 }, "\(Character(Unicode.Scalar(code)))") }
        #expect(BitmapFont.codes("slide-over") == Array("slide-over".utf8))
        #expect(BitmapFont.codes("a·b → é ✓").allSatisfy { (32...126).contains($0) }, "anything else is spelled in ASCII")
        #expect(BitmapFont.width(of: 3) == 17)
    }
}
