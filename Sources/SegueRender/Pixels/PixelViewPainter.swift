import SegueEngine

/// One view, ready to draw in pixels: its edges as distance functions, the projective map of its
/// content, its size in its own coordinates and its label's place, all computed once per view.
///
/// Content is laid out in the view's own pixels (`lx`, `ly`: its unit coordinates times its mean
/// projected width and height), the same layout the terminal renderer draws in cells: a title bar
/// over the top tenth with the label, and stand-in rows from 0.2 down (`ViewPainter`'s numbers).
struct PixelViewPainter {
    private let view: SceneView
    private let mapping: QuadMapping
    /// Each edge's inward distance, `a·x + b·y + c` pixels at pixel point (x, y).
    private let edges: [(a: Double, b: Double, c: Double)]
    private let minX, maxX, minY, maxY: Double
    /// The view's mean projected size, pixels.
    private let localWidth, localHeight: Double
    /// Where the stand-in rows are (scrolled content moves them).
    private let scroll: RowScroll
    /// Its corner radius, pixels of its own coordinates.
    private let radius: Double
    private let alpha: Double
    private let facingAway: Bool
    private let hasContent: Bool
    private let colors: (fill: UInt32, title: UInt32, ink: UInt32, separator: UInt32, label: UInt32, rim: UInt32)
    private let label: Label?

    /// A line of text in the view's own pixels: its codes, font pixel size and top-left corner.
    private struct Label {
        var codes: [UInt8]
        var scale: Double
        var x: Double
        var y: Double
        var width: Double { Double(BitmapFont.width(of: codes.count)) * scale }
        var height: Double { Double(BitmapFont.glyphHeight) * scale }
        /// Whether the point (own pixels) is on a set font pixel.
        @inline(__always)
        func isInk(_ lx: Double, _ ly: Double) -> Bool {
            let fx = (lx - x) / scale
            let fy = (ly - y) / scale
            guard fx >= 0, fy >= 0 else { return false }
            let column = Int(fx)
            let index = column / BitmapFont.advance
            guard index < codes.count else { return false }
            return BitmapFont.isSet(codes[index], column: column - index * BitmapFont.advance, row: Int(fy))
        }
    }

    /// nil when there is nothing to draw: alpha 0, a corner not finite, a view seen edge-on.
    /// `quad` is the view's corners in pixels; `pointScale` pixels per container point.
    /// `largestLabel` is the most image pixels per font pixel.
    init?(view: SceneView, quad q: [Point], pointScale: Double, showsLabel: Bool, largestLabel: Double = 3) {
        let alpha = view.alpha.clamped(to: 0...1)
        guard alpha > 0.002, q.count == 4, let mapping = QuadMapping(q) else { return nil }
        self.view = view
        self.mapping = mapping
        self.alpha = alpha
        let area = Quad(topLeft: q[0], topRight: q[1], bottomRight: q[2], bottomLeft: q[3]).signedArea
        guard area.isFinite, abs(area) > 1e-6 else { return nil }
        facingAway = area < 0
        let sign = area > 0 ? 1.0 : -1.0
        edges = (0..<4).map { i in
            let p = q[i]
            let n = q[(i + 1) % 4]
            let length = max(1e-12, ((n.x - p.x) * (n.x - p.x) + (n.y - p.y) * (n.y - p.y)).squareRoot())
            let a = -(n.y - p.y) / length * sign
            let b = (n.x - p.x) / length * sign
            return (a, b, -(a * p.x + b * p.y))
        }
        minX = q.map(\.x).min()!
        maxX = q.map(\.x).max()!
        minY = q.map(\.y).min()!
        maxY = q.map(\.y).max()!
        func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        scroll = view.scroll == nil ? .none : RowScroll(view.scroll)
        localWidth = (distance(q[0], q[1]) + distance(q[3], q[2])) / 2
        localHeight = (distance(q[0], q[3]) + distance(q[1], q[2])) / 2
        radius = (view.style.cornerRadius * pointScale).clamped(to: 0...min(localWidth, localHeight) / 2)

        let style = view.style
        let palette = Self.palette(style, facingAway: facingAway)
        hasContent = palette.hasContent
        colors = (
            PixelImage.packed(palette.fill), PixelImage.packed(palette.title), PixelImage.packed(palette.ink),
            PixelImage.packed(palette.separator), PixelImage.packed(palette.label), PixelImage.packed(palette.rim)
        )
        let layer = style.kind == .dim || style.kind == .blur
        label =
            showsLabel && !layer
            ? Self.placeLabel(view.label, width: localWidth, height: localHeight, titleBar: hasContent, facingAway: facingAway, largest: largestLabel) : nil
    }

    /// The label centred in the title bar (or the middle of a view without one), as large as fits
    /// up to `largest` pixels per font pixel, shortened in the middle with `~` when even 1 does not fit.
    private static func placeLabel(_ text: String, width: Double, height: Double, titleBar: Bool, facingAway: Bool, largest: Double) -> Label? {
        guard width >= 8, height >= 8 else { return nil }
        var codes = BitmapFont.codes(facingAway ? "\(text) (back)" : text)
        let band = titleBar ? height * ViewPainter.titleBar : height
        let room = width * 0.9
        var scale = (band * 0.7 / Double(BitmapFont.capitalHeight)).rounded(.down).clamped(to: 1...max(1, largest))
        while scale > 1, Double(BitmapFont.width(of: codes.count)) * scale > room { scale -= 1 }
        let fits = Int((room / scale + 1) / Double(BitmapFont.advance))
        if codes.count > fits, facingAway { codes = BitmapFont.codes(text) }
        if codes.count > fits {
            guard fits >= 3 else { return nil }
            let tail = (fits - 1) / 2
            codes = Array(codes.prefix(fits - 1 - tail)) + [UInt8(ascii: "~")] + Array(codes.suffix(tail))
        }
        var label = Label(codes: codes, scale: scale, x: 0, y: 0)
        label.x = ((width - label.width) / 2).rounded()
        label.y = ((titleBar ? band / 2 : height / 2) - Double(BitmapFont.capitalHeight) * scale / 2).rounded()
        return label
    }

    /// Draws the view on `canvas` (clipped to the container).
    func paint(on canvas: inout PixelCanvas) {
        guard let area = canvas.clip(minX: minX, maxX: maxX, minY: minY, maxY: maxY) else { return }
        let kind = view.style.kind
        let layerAlpha = kind == .blur ? alpha * 0.6 : alpha
        let (e0, e1, e2, e3) = (edges[0], edges[1], edges[2], edges[3])
        for y in area.y {
            let py = Double(y) + 0.5
            let rowTerms = mapping.terms(y: py)
            for x in area.x {
                let px = Double(x) + 0.5
                // Coverage: the distance to the nearest edge, over one pixel's width.
                let d = min(
                    min(e0.a * px + e0.b * py + e0.c, e1.a * px + e1.b * py + e1.c),
                    min(e2.a * px + e2.b * py + e2.c, e3.a * px + e3.b * py + e3.c))
                if d <= -0.5 { continue }
                var coverage = d >= 0.5 ? 1.0 : d + 0.5
                if kind == .dim || kind == .blur {
                    canvas.blend(x, y, colors.fill, weight: PixelImage.weight(coverage * layerAlpha))
                    continue
                }
                let columnTerms = mapping.terms(x: px)
                let u = mapping.u(columnTerms, rowTerms)
                let v = mapping.v(columnTerms, rowTerms)
                let lx = u * localWidth
                let ly = v * localHeight
                if radius > 0.5 { coverage *= cornerCoverage(lx, ly) }
                if coverage <= 0 { continue }
                var color = shade(lx, ly, v: v, px: px, py: py)
                // A faint light rim along the edges, so that views of one colour stay apart.
                if d < 1.5 { color = PixelImage.blend(colors.rim, over: color, weight: PixelImage.weight((1.5 - d).clamped(to: 0...1) * 0.5)) }
                canvas.blend(x, y, color, weight: PixelImage.weight(coverage * alpha))
            }
        }
    }

    /// The share of a pixel at own point (lx, ly) inside the rounded corners.
    @inline(__always)
    private func cornerCoverage(_ lx: Double, _ ly: Double) -> Double {
        let dx = lx < radius ? radius - lx : lx > localWidth - radius ? lx - (localWidth - radius) : 0
        let dy = ly < radius ? radius - ly : ly > localHeight - radius ? ly - (localHeight - radius) : 0
        guard dx > 0, dy > 0 else { return 1 }
        return (radius - (dx * dx + dy * dy).squareRoot() + 0.5).clamped(to: 0...1)
    }

    /// The view's colour at own point (lx, ly) (v its unit row), pixel centre (px, py).
    @inline(__always)
    private func shade(_ lx: Double, _ ly: Double, v: Double, px: Double, py: Double) -> UInt32 {
        var color = colors.fill
        if hasContent {
            let bar = ViewPainter.titleBar * localHeight
            if ly < bar { color = colors.title }
            // The title bar's bottom rule, one pixel.
            let rule = 1 - abs(ly - bar)
            if rule > 0 { color = PixelImage.blend(colors.separator, over: color, weight: PixelImage.weight(rule)) }
            let rows = rowCoverage(lx, ly, v: v)
            if rows > 0 { color = PixelImage.blend(colors.ink, over: color, weight: PixelImage.weight(rows)) }
        } else if facingAway {
            // The back: faint diagonal hatching.
            let s = (lx + ly) / 14
            let f = s - s.rounded(.down)
            if f < 0.16 { color = PixelImage.blend(colors.ink, over: color, weight: 70) }
        }
        if let label, lx >= label.x - 1, lx <= label.x + label.width + 1, ly >= label.y - 1, ly <= label.y + label.height + 1 {
            // Four samples per pixel, a quarter pixel from its centre, each through the map.
            var hits = 0
            for (ox, oy) in [(-0.25, -0.25), (0.25, -0.25), (-0.25, 0.25), (0.25, 0.25)] {
                let cx = mapping.terms(x: px + ox)
                let cy = mapping.terms(y: py + oy)
                if label.isInk(mapping.u(cx, cy) * localWidth, mapping.v(cx, cy) * localHeight) { hits += 1 }
            }
            if hits > 0 { color = PixelImage.blend(colors.label, over: color, weight: UInt32(hits * 64)) }
        }
        return color
    }

    /// How much of the pixel at own point (lx, ly) a stand-in row covers: rows are capsules on
    /// the lines of `ViewPainter`, from 0.1 of the width for their length.
    @inline(__always)
    private func rowCoverage(_ lx: Double, _ ly: Double, v: Double) -> Double {
        let shift = scroll.horizontal ? 0 : scroll.shift
        let k = ((v + shift - ViewPainter.firstRow) / ViewPainter.rowSpacing).rounded()
        guard k >= 0, k < Double(scroll.count) else { return 0 }
        let lineV = ViewPainter.firstRow + k * ViewPainter.rowSpacing - shift
        // Scrolled rows show below the title bar and inside the view only.
        if shift != 0, lineV <= ViewPainter.titleBar || lineV >= 1 { return 0 }
        let line = lineV * localHeight
        let half = max(1.2, 0.011 * localHeight)
        var pageStart = 0.0
        var index = Int(k)
        if scroll.horizontal {
            let x = lx / localWidth + scroll.shift
            let page = x.rounded(.down)
            guard page >= 0, page < Double(scroll.count) else { return 0 }
            pageStart = (page - scroll.shift) * localWidth
            index += Int(page)
        }
        let start = pageStart + 0.1 * localWidth + half
        let end = pageStart + (0.1 + ViewPainter.rowLengths[index % ViewPainter.rowLengths.count]) * localWidth - half
        let dx = max(0, start - lx, lx - end)
        let dy = ly - line
        return (half - (dx * dx + dy * dy).squareRoot() + 0.5).clamped(to: 0...1)
    }

    /// A view's colours: its fill (darkened on its back), title bar, stand-in rows (`ink`), title
    /// rule (`separator`), label and rim; `hasContent` when it draws a title bar and rows. Shared
    /// by the pixel and vector (`SceneSVGEncoder`) drawings.
    static func palette(_ style: ViewStyle, facingAway: Bool) -> (
        fill: RGBColor, title: RGBColor, ink: RGBColor, separator: RGBColor, label: RGBColor, rim: RGBColor, hasContent: Bool
    ) {
        let fill = facingAway ? RGBColor.black.blended(over: style.fill, alpha: 0.45) : style.fill
        let title = RGBColor.black.blended(over: fill, alpha: 0.25)
        let hasContent = style.kind == .content && style.showsContent && !facingAway
        let labelBackground = hasContent ? title : fill
        return (
            fill, title, RGBColor.white.blended(over: fill, alpha: 0.4), RGBColor.white.blended(over: fill, alpha: 0.25),
            luminance(labelBackground) < 140 ? .white : .black, RGBColor.white.blended(over: fill, alpha: 0.35), hasContent
        )
    }

    private static func luminance(_ c: RGBColor) -> Double {
        0.299 * Double(c.red) + 0.587 * Double(c.green) + 0.114 * Double(c.blue)
    }
}
