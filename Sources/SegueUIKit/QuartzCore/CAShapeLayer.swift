/// A layer that draws a path. Segue draws a shape layer only as a mask (its path's rectangle or
/// ellipse, docs/uikit-layer.md, "Snapshots, blurs and masks"); its own fill and stroke are not drawn (docs/uikit-gaps.md).
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath?
    /// The fill (black by default).
    open var fillColor: CGColor? = UIColor.black.cgColor
    /// The stroke (none by default).
    open var strokeColor: CGColor?
    /// The stroke's width, points.
    open var lineWidth: CGFloat = 1

    /// An empty shape layer.
    public required init() { super.init() }

    /// A copy of `layer` (its path too, when it is a shape layer).
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer {
            path = other.path
            fillColor = other.fillColor
            strokeColor = other.strokeColor
            lineWidth = other.lineWidth
        }
    }
}
