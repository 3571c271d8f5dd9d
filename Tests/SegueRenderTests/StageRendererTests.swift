import Foundation
import SegueEngine
import SegueRender
import SegueTestSupport
import Testing

@Suite("Stage renderer")
struct StageRendererTests {
    static let mono = StageRenderer(options: RenderOptions(colorDepth: .none))
    static let colour = StageRenderer(options: RenderOptions(colorDepth: .truecolor))
    static let phone = Size.phonePortrait

    static func presenting(in container: Size = phone) -> SceneView {
        StageFixtures.view(.presenting, in: container, transform: .identity)
    }

    static func presented(_ transform: Transform3D, alpha: Double = 1, perspective: Double? = nil) -> SceneView {
        StageFixtures.view(.presented, in: phone, transform: transform, perspective: perspective, alpha: alpha, zIndex: 1)
    }

    static func render(_ views: [SceneView], renderer: StageRenderer = mono, width: Int = 80, height: Int = 24, container: Size = phone) -> CellGrid {
        renderer.render(Scene(container: container, views: views), width: width, height: height)
    }

    @Test("the portrait phone fits the stage with cells twice as tall as wide, centred in a frame")
    func layout() {
        let portrait = StageLayout(container: Self.phone, width: 80, height: 24)
        #expect(portrait.screen == CellRect(x: 30, y: 1, width: 20, height: 22))
        #expect(portrait.hasFrame)
        let landscape = StageLayout(container: Self.phone.swapped, width: 80, height: 24)
        #expect(landscape.screen == CellRect(x: 1, y: 3, width: 78, height: 18))
        // Physical aspect (rows × 2 / columns) matches the container's within a cell's rounding.
        #expect(abs(Double(landscape.screen.height) * 2 / Double(landscape.screen.width) - 393.0 / 852.0) < 0.02)
        let grid = Self.render([], width: 80, height: 24)
        #expect(grid.line(0) == String(repeating: " ", count: 29) + "╭" + String(repeating: "─", count: 20) + "╮" + String(repeating: " ", count: 29))
        #expect(grid.line(23).contains("╰────────────────────╯"))
    }

    @Test("a landscape container keeps its shape and content")
    func landscape() {
        let container = Self.phone.swapped
        let scene = StageFixtures.scene(.slide, progress: 0.5, container: container)
        let text = Self.mono.render(scene, width: 80, height: 24).text
        let mismatch = snapshotMismatch(text, named: "landscape")
        #expect(mismatch == nil, Comment(rawValue: mismatch ?? ""))
        #expect(text.contains("presenting") && text.contains("presented"))
    }

    @Test("0×0 and 1×1 stages, and a tiny one, render without trapping", arguments: [(0, 0), (1, 1), (2, 1), (1, 3), (3, 3), (20, 5)])
    func tinyStages(width: Int, height: Int) {
        for motion in StageFixtures.Motion.allCases {
            for options in [RenderOptions(colorDepth: .none), RenderOptions(colorDepth: .truecolor), RenderOptions(colorDepth: .none, ascii: true)] {
                let grid = StageRenderer(options: options).render(StageFixtures.scene(motion, progress: 0.5), width: width, height: height)
                #expect(grid.width == width && grid.height == height)
                let text = ANSIEncoder(colorDepth: options.colorDepth).encode(grid)
                #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == max(height, 1))
            }
        }
        #expect(Self.render([Self.presenting()], width: 1, height: 1).text.count == 1)
        #expect(Self.render([Self.presenting()], width: 0, height: 0).text.isEmpty)
    }

    @Test("nothing is drawn outside the container and its frame")
    func clipping() {
        for motion in StageFixtures.Motion.allCases {
            for p in StageFixtures.progresses {
                for renderer in [Self.mono, Self.colour] {
                    let grid = renderer.render(StageFixtures.scene(motion, progress: p), width: 80, height: 24)
                    for y in 0..<24 {
                        for x in 0..<80 where x < 29 || x > 50 {
                            #expect(grid[x, y] == .blank, "\(motion) p=\(p) at (\(x), \(y))")
                        }
                    }
                }
            }
        }
    }

    @Test("a view entirely off-stage, a view at alpha 0 and a view seen edge-on draw nothing")
    func invisibleViews() {
        let base = Self.render([Self.presenting()], renderer: Self.colour)
        let offStage = [
            Self.presented(.translation(x: 393, y: 0)), Self.presented(.translation(x: -2000, y: 5000)),
            Self.presented(.identity, alpha: 0),
            Self.presented(.rotationY(.pi / 2), perspective: 800), Self.presented(.rotationX(.pi / 2), perspective: 800),
            Self.presented(.scale(x: 0, y: 1)),
        ]
        for view in offStage {
            #expect(Self.render([Self.presenting(), view], renderer: Self.colour) == base, "\(view.quad)")
        }
    }

    @Test("an opaque view hides what is under it; alpha blends colours and, without colour, becomes shade density")
    func alpha() {
        let opaque = Self.render([Self.presenting(), Self.presented(.identity)])
        #expect(!opaque.text.contains("presenting"))
        #expect(!opaque.text.contains(where: { "░▒▓".contains($0) }))

        let x = 31
        let y = 20  // inside both views, on no content
        let half = Self.render([Self.presenting(), Self.presented(.identity, alpha: 0.5)], renderer: Self.colour)
        #expect(half[x, y].background == RGBColor.presentedFill.blended(over: .presentingFill, alpha: 0.5))
        let full = Self.render([Self.presenting(), Self.presented(.identity)], renderer: Self.colour)
        #expect(full[x, y].background == .presentedFill)

        for (a, shade) in [(0.2, "░"), (0.5, "▒"), (0.8, "▓")] as [(Double, Unicode.Scalar)] {
            let grid = Self.render([Self.presenting(), Self.presented(.identity, alpha: a)])
            #expect(grid[x, y].glyph == shade, "alpha \(a)")
        }
    }

    @Test("without colour, a translucent view lets the view under it show through (a ghost over a smaller view)")
    func translucentShowsThrough() {
        let small = StageFixtures.view(.presenting, in: Self.phone, transform: .scale(0.5))
        for alpha in [0.5, 0.6, 0.8] {
            let ghost = Self.presented(.identity, alpha: alpha)
            let mono = Self.render([small, ghost], width: 160, height: 48).text
            let colour = Self.render([small, ghost], renderer: Self.colour, width: 160, height: 48).text
            // The small view's corners (the ghost's border lies on the screen's edge, under the frame).
            for corner in ["┌", "┐", "└", "┘"] {
                #expect(colour.contains(corner), "alpha \(alpha)")
                #expect(mono.contains(corner), "alpha \(alpha):\n\(mono)")
            }
            #expect(mono.contains("presented"), "alpha \(alpha):\n\(mono)")
        }
    }

    @Test("without colour, every glyph the colour output shows is there too (blanks become shades)", arguments: StageFixtures.Motion.allCases)
    func monochromeKeepsColourGlyphs(_ motion: StageFixtures.Motion) {
        for p in StageFixtures.progresses {
            let scene = StageFixtures.scene(motion, progress: p)
            let mono = Self.mono.render(scene, width: 80, height: 24)
            let colour = Self.colour.render(scene, width: 80, height: 24)
            let differing = zip(mono.cells, colour.cells).filter { $0.1.glyph != " " && $0.0.glyph != $0.1.glyph }.count
            #expect(differing == 0, "\(motion) at \(p):\n\(mono.text)\n\(colour.text)")
        }
    }

    @Test("a dimming layer darkens what is under it and keeps it readable; a blur veils it")
    func dimAndBlur() {
        let dim = StageFixtures.view(.background, in: Self.phone, transform: .identity, alpha: 0.4, zIndex: 1, style: ViewStyle(kind: .dim, fill: .dimFill))
        let x = 31
        let y = 20
        let colour = Self.render([Self.presenting(), dim], renderer: Self.colour)
        #expect(colour[x, y].background == RGBColor.dimFill.blended(over: .presentingFill, alpha: 0.4))
        #expect(colour.text.contains("presenting"))
        let mono = Self.render([Self.presenting(), dim])
        #expect(mono[x, y].glyph == "░")
        #expect(mono.text.contains("presenting"))

        let blur = StageFixtures.view(.background, in: Self.phone, transform: .identity, alpha: 0.8, zIndex: 1, style: ViewStyle(kind: .blur, fill: .white))
        let veiled = Self.render([Self.presenting(), blur])
        #expect(!veiled.text.contains("presenting"))
        #expect(veiled[x, y].glyph == "▒")
    }

    @Test("views are drawn back to front by depth, then zIndex, then scene order")
    func depthOrder() {
        func view(_ id: String, depth: Double, z: Int) -> SceneView {
            SceneView(id: id, role: .presented, quad: Quad(Rect(x: 0, y: 0, width: 10, height: 10)), depth: depth, zIndex: z)
        }
        let views = [
            view("a", depth: 10, z: 0), view("b", depth: -5, z: 3), view("c", depth: 0, z: 1), view("d", depth: 0, z: 1), view("e", depth: .nan, z: 0),
        ]
        #expect(StageRenderer.drawingOrder(views).map(\.id) == ["b", "e", "c", "d", "a"])

        // The nearer view covers the other whatever its zIndex.
        var near = Self.presented(.identity)
        near.zIndex = -1
        near.depth = 50
        let grid = Self.render([near, Self.presenting()])
        #expect(grid.text.contains("presented") && !grid.text.contains("presenting"))
    }

    @Test("a view seen from behind shows its back, not a mirrored front")
    func backFace() {
        let turned = Self.presented(.rotationY(.pi * 0.8), perspective: 800)
        #expect(turned.isFacingAway)
        let text = Self.render([Self.presenting(), turned], width: 160, height: 48).text
        #expect(text.contains("presented (back)"))
        #expect(text.contains("╱"))
        let mismatch = snapshotMismatch(text, named: "back-face")
        #expect(mismatch == nil, Comment(rawValue: mismatch ?? ""))
    }

    @Test("labels can be turned off")
    func noLabels() {
        let renderer = StageRenderer(options: RenderOptions(colorDepth: .none, showsLabels: false))
        let text = renderer.render(StageFixtures.scene(.slide, progress: 0.5), width: 80, height: 24).text
        #expect(!text.contains("present"))
    }

    @Test("--ascii output is pure ASCII", arguments: StageFixtures.Motion.allCases)
    func asciiOnly(motion: StageFixtures.Motion) {
        for p in StageFixtures.progresses {
            let text = StageRenderer(options: RenderOptions(colorDepth: .none, ascii: true))
                .render(StageFixtures.scene(motion, progress: p), width: 80, height: 24).text
            let isASCII = text.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(isASCII, "\(motion) p=\(p)")
        }
    }

    @Test("--ascii spells a preset's own non-ASCII labels too")
    func asciiLabels() {
        var view = Self.presenting()
        view.label = "café → ✓"
        let text = StageRenderer(options: RenderOptions(colorDepth: .none, ascii: true)).render(
            Scene(container: Self.phone, views: [view]), width: 160, height: 48
        ).text
        #expect(text.contains("cafe > +"), "\(text)")
        let isASCII = text.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII)
    }

    @Test("non-finite corners, alpha or depth neither crash nor leak into the output")
    func nonFinite() {
        let bad: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308]
        var views: [SceneView] = []
        for (i, value) in bad.enumerated() {
            var corner = Self.presented(.identity)
            corner.quad.topRight = Point(x: value, y: 10)
            views.append(corner)
            var far = Self.presented(.identity)
            far.quad = Quad(
                topLeft: Point(x: value, y: value), topRight: Point(x: -value, y: 0), bottomRight: Point(x: 5, y: value), bottomLeft: Point(x: 0, y: 1))
            views.append(far)
            var alpha = Self.presented(.scale(0.5))
            alpha.alpha = value
            alpha.depth = bad[(i + 1) % bad.count]
            views.append(alpha)
        }
        for containerSide in [393.0, .nan, .infinity, 0, -5] {
            for renderer in [Self.mono, Self.colour] {
                for depth in ColorDepth.allCases {
                    let grid = Self.render([Self.presenting()] + views, renderer: renderer, container: Size(width: containerSide, height: 852))
                    let text = ANSIEncoder(colorDepth: depth).encode(grid)
                    #expect(!text.contains("nan") && !text.contains("inf"))
                    #expect(grid.text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { $0.count == 80 })
                }
            }
        }
    }
}
