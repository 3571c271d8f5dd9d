import SegueEngine

/// Draws a `Scene` in pixels: the container (the device screen) fitted to the image, and every
/// view from its four projected corners, back to front, with smooth edges: what `segue gif` films.
///
/// A pixel's coverage of a view is its centre's signed distance to the view's edges (in pixels),
/// so slanted and foreshortened edges blend over a pixel's width; rounded corners blend the same
/// way. A view's content (its fill, the title bar and stand-in rows of a content view, the hatch on
/// its back, its label in `BitmapFont`) is drawn in the view's own coordinates through the
/// projective map of its quad, so it turns, tilts and foreshortens with the view. Dimming and blur
/// views are their colour at their opacity. Pure: the image depends only on its arguments.
public struct SceneRasterizer: Sendable {
    /// The image's width, pixels.
    public let width: Int
    /// The image's height, pixels.
    public let height: Int
    /// Outside the container, when its aspect is not the image's.
    public var letterbox: RGBColor
    /// Whether views carry their labels.
    public var showsLabels: Bool

    /// The colour outside the container: darker than the container's background.
    public static let defaultLetterbox = RGBColor(red: 12, green: 12, blue: 14)
    /// The most image pixels per font pixel of a label: 1 per 100 pixels of the image's width, 1 to 3
    /// (a 320-pixel-wide image sets labels 21 pixels high at most).
    public var largestLabel: Double { Double(max(1, min(3, width / 100))) }
    /// The simulated finger: a translucent disc of this radius, points.
    public static let fingerRadius = 22.0

    /// A rasterizer for images of `width` × `height` pixels (at least 1 each).
    public init(width: Int, height: Int, letterbox: RGBColor = defaultLetterbox, showsLabels: Bool = true) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.letterbox = letterbox
        self.showsLabels = showsLabels
    }

    /// Where `container` lands in the image: pixels per point, and the container's top-left corner
    /// in pixels (the container fitted whole and centred).
    public func placement(of container: Size) -> (scale: Double, x: Double, y: Double) {
        guard container.width > 0, container.height > 0, container.width.isFinite, container.height.isFinite else { return (0, 0, 0) }
        let scale = min(Double(width) / container.width, Double(height) / container.height)
        return (scale, (Double(width) - container.width * scale) / 2, (Double(height) - container.height * scale) / 2)
    }

    /// A container point in pixel coordinates (pixel (x, y) covers [x, x + 1) × [y, y + 1)).
    public func pixelPoint(_ p: Point, in container: Size) -> Point {
        let (scale, x, y) = placement(of: container)
        return Point(x: x + p.x * scale, y: y + p.y * scale)
    }

    /// The pixels whose centres lie in the container: what the views are clipped to.
    public func screen(for container: Size) -> (x: Range<Int>, y: Range<Int>) {
        let (scale, x, y) = placement(of: container)
        func pixel(_ v: Double, _ lo: Int, _ hi: Int) -> Int { Int(v.rounded().clamped(to: Double(lo)...Double(hi))) }
        let x0 = pixel(x, 0, width)
        let y0 = pixel(y, 0, height)
        let x1 = pixel(x + container.width * scale, x0, width)
        let y1 = pixel(y + container.height * scale, y0, height)
        return (x0..<x1, y0..<y1)
    }

    /// The scene as an image; `finger` (container points) draws the simulated finger there.
    public func render(_ scene: Scene, finger: Point? = nil) -> PixelImage {
        var image = PixelImage(width: width, height: height, color: letterbox)
        let screen = screen(for: scene.container)
        guard !screen.x.isEmpty, !screen.y.isEmpty else { return image }
        let background = PixelImage.packed(scene.background)
        let (scale, originX, originY) = placement(of: scene.container)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in screen.y {
                for x in screen.x { pixels[y * width + x] = background }
            }
            var canvas = PixelCanvas(pixels: pixels, width: width, columns: screen.x, rows: screen.y)
            for view in StageRenderer.drawingOrder(scene.views) {
                let quad = view.quad.corners.map { Point(x: originX + $0.x * scale, y: originY + $0.y * scale) }
                PixelViewPainter(view: view, quad: quad, pointScale: scale, showsLabel: showsLabels, largestLabel: largestLabel)?
                    .paint(on: &canvas)
            }
            if let finger {
                let centre = Point(x: originX + finger.x * scale, y: originY + finger.y * scale)
                canvas.drawFinger(at: centre, radius: Self.fingerRadius * scale)
            }
        }
        return image
    }
}

/// The pixels a painter may write: the image's buffer and the container's pixels, which clip.
struct PixelCanvas {
    let pixels: UnsafeMutableBufferPointer<UInt32>
    /// Pixels per row of the image.
    let width: Int
    /// The container's pixels.
    let columns: Range<Int>
    let rows: Range<Int>

    /// The columns of `minX...maxX` (pixel coordinates) inside the container, and likewise rows.
    func clip(minX: Double, maxX: Double, minY: Double, maxY: Double) -> (x: Range<Int>, y: Range<Int>)? {
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        let lo = -1e6
        let hi = 1e6
        let x0 = max(columns.lowerBound, Int(minX.clamped(to: lo...hi).rounded(.down)))
        let x1 = min(columns.upperBound, Int(maxX.clamped(to: lo...hi).rounded(.up)) + 1)
        let y0 = max(rows.lowerBound, Int(minY.clamped(to: lo...hi).rounded(.down)))
        let y1 = min(rows.upperBound, Int(maxY.clamped(to: lo...hi).rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return nil }
        return (x0..<x1, y0..<y1)
    }

    /// `color` over pixel (x, y) at `weight` (0…256).
    @inline(__always)
    func blend(_ x: Int, _ y: Int, _ color: UInt32, weight: UInt32) {
        let i = y &* width &+ x
        pixels[i] = PixelImage.blend(color, over: pixels[i], weight: weight)
    }

    /// The simulated finger: a white disc at a third of its opacity inside a white ring, both
    /// with smooth edges. `centre` and `radius` in pixels.
    mutating func drawFinger(at centre: Point, radius: Double) {
        guard radius > 0, let area = clip(minX: centre.x - radius - 1, maxX: centre.x + radius + 1, minY: centre.y - radius - 1, maxY: centre.y + radius + 1)
        else { return }
        let white = PixelImage.packed(.white)
        let ring = max(1.5, radius / 10)
        for y in area.y {
            let dy = Double(y) + 0.5 - centre.y
            for x in area.x {
                let dx = Double(x) + 0.5 - centre.x
                let d = (dx * dx + dy * dy).squareRoot()
                let inside = (radius - d + 0.5).clamped(to: 0...1)
                guard inside > 0 else { continue }
                let onRing = (0.5 + ring / 2 - abs(d - (radius - ring / 2))).clamped(to: 0...1)
                let a = inside * (0.3 + 0.55 * onRing)
                blend(x, y, white, weight: PixelImage.weight(a))
            }
        }
    }
}
