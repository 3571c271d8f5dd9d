/// A path for masks and shape layers (`cgPath`). Its shape is kept when it is a rectangle, an
/// ellipse (a full arc is a circle) or a rounded rectangle; a path of lines and partial arcs keeps
/// only its bounding box (docs/uikit-layer.md, "Snapshots, blurs and masks").
open class UIBezierPath: NSObject {
    private var path: CGPath

    /// An empty path.
    public override init() {
        path = CGMutablePath()
        super.init()
    }

    /// A rectangle.
    public init(rect: CGRect) {
        path = CGPath(shape: .rect(rect.rect))
        super.init()
    }

    /// The ellipse inside `rect`.
    public init(ovalIn rect: CGRect) {
        path = CGPath(shape: .ellipse(rect.rect))
        super.init()
    }

    /// A rectangle with corners of `cornerRadius` points.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = CGPath(shape: .roundedRect(rect.rect, radius: Double(cornerRadius)))
        super.init()
    }

    /// An arc of the circle about `center` (radians; a turn of 2π or more is the whole circle).
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let box = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius).rect
        path = CGPath(shape: abs(endAngle - startAngle) >= 2 * .pi - 1e-9 ? .ellipse(box) : .other(box))
        super.init()
    }

    /// The path of `cgPath`.
    public init(cgPath: CGPath) {
        path = cgPath
        super.init()
    }

    /// The path as CoreGraphics'.
    open var cgPath: CGPath {
        get { path }
        set { path = newValue }
    }

    /// The smallest rectangle holding the path.
    open var bounds: CGRect { path.boundingBox }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { mutable().move(to: point) }
    /// A line to `point`.
    open func addLine(to point: CGPoint) { mutable().addLine(to: point) }
    /// Closes the subpath.
    open func close() {}

    /// The path as a mutable one, its shape so far kept.
    private func mutable() -> CGMutablePath {
        if let m = path as? CGMutablePath { return m }
        let m = CGMutablePath()
        m.shape = path.shape
        path = m
        return m
    }
}
