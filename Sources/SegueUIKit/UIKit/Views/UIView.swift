import SegueEngine

/// A view: a rectangle backed by a layer, with subviews. Its geometry and appearance live in its
/// layer (`center` is the layer's position, `alpha` its opacity, `transform` its transform's affine
/// part), so changes inside animation blocks are captured from the layer (docs/uikit-layer.md).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The class of the view's layer (`CALayer`; `CATransformLayer` keeps sublayers in 3D).
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that draws the view.
    public private(set) lazy var layer: CALayer = {
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        let layer = type.init()
        layer.owningView = self
        return layer
    }()

    /// The subviews back to front; the view holds them.
    var storedSubviews: [UIView] = []
    weak var storedSuperview: UIView?
    var needsLayout = true
    /// The active constraints that relate this view (the solver reads them).
    var activeConstraints: [NSLayoutConstraint] = []

    /// A view with this frame.
    public init(frame: CGRect) {
        super.init()
        _ = layer
        self.frame = frame
    }

    /// A view from an archive: there are no archives here, so an empty view.
    public required init?(coder: NSCoder) {
        super.init()
        _ = layer
    }

    /// An empty view at (0, 0).
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The bounds through the transform, in the superview (docs/uikit-layer.md, "Frame").
    open var frame: CGRect {
        get { layer.frame }
        set { resizing { layer.frame = newValue } }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set { resizing { layer.bounds = newValue } }
    }

    /// The centre in the superview: the layer's position.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The affine transform about the centre: the layer's transform.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The 3D transform: the layer's.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Runs `change` and applies the subviews' autoresizing masks when the size changed.
    private func resizing(_ change: () -> Void) {
        let old = layer.bounds.size
        change()
        let new = layer.bounds.size
        guard old != new else { return }
        if autoresizesSubviews {
            for view in storedSubviews { view.autoresize(from: old, to: new) }
        }
        setNeedsLayout()
    }

    // MARK: Appearance

    /// Opacity 0…1: the layer's.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// A hidden view and its subviews are not drawn.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// The fill; nil is transparent.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// The view whose shape cuts this one out: its layer is the layer's mask.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// Clips subviews to the bounds: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view is opaque (a drawing hint).
    open var isOpaque = true
    /// A number to find the view by.
    open var tag = 0
    /// Whether touches reach it.
    open var isUserInteractionEnabled = true
    /// Whether it takes more than one touch.
    open var isMultipleTouchEnabled = false
    /// Whether it takes touches alone.
    open var isExclusiveTouch = false
    /// How the content fills the bounds.
    open var contentMode: ContentMode = .scaleToFill
    /// The tint.
    open var tintColor: UIColor! = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    /// An identifier for tests; Segue also names the view's scene entry after it.
    open var accessibilityIdentifier: String?
    /// How the view follows its superview's size changes.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the subviews follow this view's size changes.
    open var autoresizesSubviews = true
    /// Whether Auto Layout makes constraints from the autoresizing mask.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The margins, points.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The safe area's insets (none: Segue's screen has no notch).
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// The recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// Attaches `recognizer` (removing it from another view).
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if let other = recognizer.view, other !== self { other.removeGestureRecognizer(recognizer) }
        if gestureRecognizers?.contains(where: { $0 === recognizer }) == true { return }
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    /// Detaches `recognizer`.
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// The deepest view under `point` (this view's coordinates) that takes touches, or nil
    /// (docs/uikit-layer.md, "Gestures"): on the model, front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// Whether `point` (this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Layout

    /// Lays out the subviews; called by `layoutIfNeeded()` when layout is needed. By default it places
    /// the subviews that use Auto Layout by their constraints (autoresizing already happened when the
    /// size changed).
    open func layoutSubviews() { applyConstraintsToSubviews() }

    /// The size that fits in `size`: the current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size the content wants; none by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// "No intrinsic size along this axis."
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Hierarchy hooks

    /// Called before the view moves to `newSuperview` (nil: it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a superview or was removed.
    open func didMoveToSuperview() {}
    /// Called before the view moves to `newWindow`.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a window or out of one.
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The superview, else nil (Segue's view controllers are found through their views).
    open override var next: UIResponder? { superview }
}
