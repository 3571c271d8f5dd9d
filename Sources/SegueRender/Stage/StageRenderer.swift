import SegueEngine

/// Draws a `Scene` onto a stage of terminal cells: the container (the device screen) in its frame,
/// and every view from its four projected corners, back to front.
///
/// Pure and self-contained: the result depends only on the scene, the size and the options, so the
/// playground can draw the stage into part of its screen and `segue render` can print it.
public struct StageRenderer: Sendable {
    /// Colour depth, character set and labels.
    public var options: RenderOptions

    /// A renderer drawing with `options` (24-bit colour, Unicode, labels by default).
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The stage of `width` × `height` cells (zero or negative sizes give an empty grid). Nothing is
    /// drawn outside the container's cells but the frame; cells around the frame stay blank with
    /// the terminal's default colours.
    public func render(_ scene: Scene, width: Int, height: Int) -> CellGrid {
        let layout = StageLayout(container: scene.container, width: width, height: height)
        var canvas = StageCanvas(
            width: width, height: height, screen: layout.screen,
            glyphs: options.ascii ? .ascii : .unicode, usesColor: options.colorDepth.usesColor,
            background: scene.background)
        guard !layout.screen.isEmpty else { return canvas.grid }
        canvas.drawFrame(hasFrame: layout.hasFrame)
        var painters = Self.drawingOrder(scene.views).compactMap { ViewPainter(view: $0, layout: layout, showsLabel: options.showsLabels) }
        ViewPainter.resolveLabels(&painters)
        for painter in painters { painter.paint(on: &canvas) }
        // The glyphs are ASCII already; a preset's own labels may not be.
        if options.ascii { canvas.grid.spellInASCII() }
        return canvas.grid
    }

    /// The views back to front, as Core Animation sorts 3D layers: by depth (a non-finite depth counts
    /// as 0), ties by `zIndex`, then by their order in the scene.
    public static func drawingOrder(_ views: [SceneView]) -> [SceneView] {
        views.enumerated().sorted { l, r in
            let dl = l.element.depth.isFinite ? l.element.depth : 0
            let dr = r.element.depth.isFinite ? r.element.depth : 0
            if dl != dr { return dl < dr }
            if l.element.zIndex != r.element.zIndex { return l.element.zIndex < r.element.zIndex }
            return l.offset < r.offset
        }.map(\.element)
    }
}
