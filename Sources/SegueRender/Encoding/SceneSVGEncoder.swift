import SegueEngine
import SegueText

/// Draws scenes side by side as a vector SVG (`segue filmstrip --format svg`): each view as the
/// polygon of its four projected corners, back to front, with the colours, opacity and back-face
/// rules of `SceneRasterizer`.
///
/// A content view's title bar, rule, stand-in rows and label are drawn in the view's own
/// coordinates (its mean projected width and height, pixels) through the affine map that takes
/// its top-left, top-right and bottom-left corners to their projected places, so they follow a
/// tilted or turned face; everything a view draws is clipped to its polygon (its rounded
/// rectangle under the same map, when it has rounded corners and its face is a parallelogram). A label is its whole
/// text, never shortened: what does not fit is clipped by the view. A view's back shows its fill
/// darkened and its label with "(back)", upright at the polygon's centre.
public struct SceneSVGEncoder: Sendable {
    /// One frame's box width, pixels: the container is fitted whole and centred in the box.
    public var frameWidth: Double
    /// One frame's box height, pixels.
    public var frameHeight: Double
    /// Pixels around the strip.
    public static let padding = 9.0
    /// Pixels between two frames.
    public static let gap = 18.0
    /// The caption row under the frames, pixels.
    public static let captionHeight = 24.0
    /// The strip's background: a dark terminal's.
    public static let background = SVGEncoder.Theme.dark.background
    /// The captions' colour (the playground's dim grey).
    public static let captionColor = RGBColor(red: 150, green: 150, blue: 150)
    static let fontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"

    /// An encoder whose frames are `frameWidth` × `frameHeight` pixels (at least 1 each).
    public init(frameWidth: Double, frameHeight: Double) {
        self.frameWidth = max(1, frameWidth)
        self.frameHeight = max(1, frameHeight)
    }

    /// The frame box for `container`: `shortSide` pixels across its shorter side (200 px wide for
    /// a portrait container, 200 px high for a landscape one), at the container's aspect.
    public static func defaultFrame(for container: Size, shortSide: Double = 200) -> (width: Double, height: Double) {
        guard container.width > 0, container.height > 0 else { return (shortSide, shortSide) }
        let s = shortSide / min(container.width, container.height)
        return ((container.width * s).rounded(), (container.height * s).rounded())
    }

    /// The image's size, pixels, for `count` frames.
    public func pixelSize(frames count: Int) -> (width: Int, height: Int) {
        let n = Double(max(1, count))
        let width = 2 * Self.padding + n * frameWidth + (n - 1) * Self.gap
        return (Int(width.rounded(.up)), Int((2 * Self.padding + frameHeight + Self.captionHeight).rounded(.up)))
    }

    /// The SVG document of `frames` left to right, each captioned underneath; ends in a newline.
    public func encode(_ frames: [(caption: String, scene: Scene)]) -> String {
        let (width, height) = pixelSize(frames: frames.count)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(Self.background.hex)\"/>\n"
        out += "<g font-family=\"\(Self.fontFamily)\">\n"
        for (index, frame) in frames.enumerated() {
            let left = Self.padding + Double(index) * (frameWidth + Self.gap)
            appendFrame(frame.scene, index: index, left: left, to: &out)
            let captionY = Self.padding + frameHeight + Self.captionHeight * 0.7
            out +=
                "<text x=\"\(n(left + frameWidth / 2))\" y=\"\(n(captionY))\" font-size=\"13\" text-anchor=\"middle\" fill=\"\(Self.captionColor.hex)\">"
                + Self.escaped(frame.caption) + "</text>\n"
        }
        out += "</g>\n</svg>\n"
        return out
    }

    func n(_ v: Double) -> String { JSONText.number(v.isFinite ? v : 0, decimals: 2) }

    /// One frame: the container's background, then its views clipped to it.
    func appendFrame(_ scene: Scene, index: Int, left: Double, to out: inout String) {
        guard scene.container.width > 0, scene.container.height > 0 else { return }
        let scale = min(frameWidth / scene.container.width, frameHeight / scene.container.height)
        let x0 = left + (frameWidth - scene.container.width * scale) / 2
        let y0 = Self.padding + (frameHeight - scene.container.height * scale) / 2
        let w = scene.container.width * scale
        let h = scene.container.height * scale
        out +=
            "<rect x=\"\(n(left))\" y=\"\(n(Self.padding))\" width=\"\(n(frameWidth))\" height=\"\(n(frameHeight))\" fill=\"\(SceneRasterizer.defaultLetterbox.hex)\"/>\n"
        out += "<clipPath id=\"f\(index)\"><rect x=\"\(n(x0))\" y=\"\(n(y0))\" width=\"\(n(w))\" height=\"\(n(h))\"/></clipPath>\n"
        out += "<g clip-path=\"url(#f\(index))\">\n"
        out += "<rect x=\"\(n(x0))\" y=\"\(n(y0))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"\(scene.background.hex)\"/>\n"
        for (v, view) in StageRenderer.drawingOrder(scene.views).enumerated() {
            let quad = view.quad.corners.map { Point(x: x0 + $0.x * scale, y: y0 + $0.y * scale) }
            appendView(view, quad: quad, pointScale: scale, id: "f\(index)v\(v)", to: &out)
        }
        out += "</g>\n"
    }

    /// One view from its projected corners `q` (pixels, top-left first, clockwise on its front);
    /// `pointScale` pixels per container point.
    func appendView(_ view: SceneView, quad q: [Point], pointScale: Double, id: String, to out: inout String) {
        let alpha = view.alpha.clamped(to: 0...1)
        guard alpha > 0.002, q.count == 4, q.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let area = Quad(topLeft: q[0], topRight: q[1], bottomRight: q[2], bottomLeft: q[3]).signedArea
        guard area.isFinite, abs(area) > 1e-6 else { return }
        let facingAway = area < 0
        let palette = PixelViewPainter.palette(view.style, facingAway: facingAway)
        let points = q.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
        let kind = view.style.kind
        if kind == .dim || kind == .blur {
            let a = kind == .blur ? alpha * 0.6 : alpha
            out += "<polygon points=\"\(points)\" fill=\"\(palette.fill.hex)\" fill-opacity=\"\(n(a))\"/>\n"
            return
        }
        func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let width = (distance(q[0], q[1]) + distance(q[3], q[2])) / 2
        let height = (distance(q[0], q[3]) + distance(q[1], q[2])) / 2
        // The affine map from own pixels (0…width, 0…height) to the face: top-left, top-right and
        // bottom-left corners exact, the bottom-right one where a parallelogram would put it.
        let a = (q[1].x - q[0].x) / max(width, 1e-9)
        let b = (q[1].y - q[0].y) / max(width, 1e-9)
        let c = (q[3].x - q[0].x) / max(height, 1e-9)
        let d = (q[3].y - q[0].y) / max(height, 1e-9)
        let matrix = "matrix(\(n4(a)) \(n4(b)) \(n4(c)) \(n4(d)) \(n(q[0].x)) \(n(q[0].y)))"
        // Rounded corners (as `SceneRasterizer` draws them) where the map is exact: a parallelogram.
        let radius = (view.style.cornerRadius * pointScale).clamped(to: 0...max(0, min(width, height) / 2))
        let parallelogram = distance(Point(x: q[1].x + q[3].x - q[0].x, y: q[1].y + q[3].y - q[0].y), q[2]) < 0.5
        let shape =
            radius > 0.5 && parallelogram && !facingAway
            ? "<rect width=\"\(n(width))\" height=\"\(n(height))\" rx=\"\(n(radius))\" transform=\"\(matrix)\"" : "<polygon points=\"\(points)\""
        out += "<clipPath id=\"\(id)\">\(shape)/></clipPath>\n"
        out += "<g opacity=\"\(n(alpha))\" clip-path=\"url(#\(id))\">\n"
        out += "\(shape) fill=\"\(palette.fill.hex)\" stroke=\"\(palette.rim.hex)\" stroke-opacity=\"0.5\" stroke-width=\"1.5\"/>\n"
        let showsLabel = width >= 8 && height >= 8 && !view.label.isEmpty
        if facingAway {
            if showsLabel {
                let cx = q.map(\.x).reduce(0, +) / 4
                let cy = q.map(\.y).reduce(0, +) / 4
                let text = "\(view.label) (back)"
                let size = Self.fontSize(text, width: max(width, abs(area) / max(height, 1)), band: height)
                out +=
                    "<text x=\"\(n(cx))\" y=\"\(n(cy + size * 0.35))\" font-size=\"\(n(size))\" text-anchor=\"middle\" fill=\"\(palette.label.hex)\">"
                    + Self.escaped(text) + "</text>\n"
            }
            out += "</g>\n"
            return
        }
        guard width > 0, height > 0 else {
            out += "</g>\n"
            return
        }
        out += "<g transform=\"\(matrix)\">\n"
        let bar = ViewPainter.titleBar * height
        if palette.hasContent {
            out += "<rect width=\"\(n(width))\" height=\"\(n(bar))\" fill=\"\(palette.title.hex)\"/>\n"
            out += "<rect y=\"\(n(bar - 0.5))\" width=\"\(n(width))\" height=\"1\" fill=\"\(palette.separator.hex)\"/>\n"
            let thick = max(2.4, 0.022 * height)
            for (k, length) in ViewPainter.rowLengths.enumerated() {
                let line = (ViewPainter.firstRow + Double(k) * ViewPainter.rowSpacing) * height
                guard line + thick / 2 <= height else { break }
                out +=
                    "<rect x=\"\(n(0.1 * width))\" y=\"\(n(line - thick / 2))\" width=\"\(n(length * width))\" height=\"\(n(thick))\" rx=\"\(n(thick / 2))\" fill=\"\(palette.ink.hex)\"/>\n"
            }
        }
        if showsLabel, kind != .dim, kind != .blur {
            let band = palette.hasContent ? bar : height
            let size = Self.fontSize(view.label, width: width, band: band)
            let centre = palette.hasContent ? bar / 2 : height / 2
            out +=
                "<text x=\"\(n(width / 2))\" y=\"\(n(centre + size * 0.35))\" font-size=\"\(n(size))\" text-anchor=\"middle\" fill=\"\(palette.label.hex)\">"
                + Self.escaped(view.label) + "</text>\n"
        }
        out += "</g>\n</g>\n"
    }

    func n4(_ v: Double) -> String { JSONText.number(v.isFinite ? v : 0, decimals: 4) }

    /// A font size, pixels, for `text` across 90 % of `width` within 70 % of `band`, 7 px at least
    /// (a longer label is clipped by its view rather than shortened) and 16 px at most.
    static func fontSize(_ text: String, width: Double, band: Double) -> Double {
        let byWidth = width * 0.9 / (0.6 * Double(max(1, text.count)))
        return min(16, band * 0.7, byWidth).clamped(to: 7...16)
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
