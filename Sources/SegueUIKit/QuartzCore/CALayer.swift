import SegueEngine

/// Core Animation's layer: the model of one drawn rectangle (geometry, transform, opacity, colour)
/// and its sublayers. Every view has one; its properties are where views keep theirs.
///
/// Setting a property changes the model at once. Inside an animation block, a change to a view's
/// layer is also captured as an animation (docs/uikit-layer.md, "Capture"); `presentation()` is
/// what is on screen at the host's current virtual time. Main-actor isolated, as the views are.
@preconcurrency @MainActor
open class CALayer: NSObject {
    private static var lastID = 0
    let id: LayerID
    /// The modelState.
    private(set) var modelState = LayerState()
    /// The view this layer backs (Core Animation's `delegate` for a view's layer).
    weak var owningView: UIView?
    private var storedSublayers: [CALayer] = []
    /// The explicit animations on the layer, with their keys (`CALayer+Animations.swift`).
    var keyedAnimations: [(String?, KeyedAnimation)] = []

    /// A layer with empty bounds at (0, 0).
    public required override init() {
        Self.lastID += 1
        id = Self.lastID
        super.init()
    }

    /// A copy of `layer`'s model (what Core Animation uses to make presentation layers).
    public required init(layer: Any) {
        Self.lastID += 1
        id = Self.lastID
        super.init()
        if let other = layer as? CALayer { modelState = other.modelState }
    }

    /// Changes one animatable property of the model and tells the capture.
    func update(_ property: LayerKeyPath.Property, _ change: (inout LayerState) -> Void) {
        let old = modelState[property]
        change(&modelState)
        let new = modelState[property]
        guard old != new, let host = UIKitHost.existing else { return }
        host.capture.layer(self, changed: property, from: old, to: new, at: host.now)
    }

    /// Sets the model without capturing (presentation copies, snapshots).
    func setModel(_ state: LayerState) { modelState = state }

    // MARK: Geometry

    /// The layer's own coordinate space: origin and size, points.
    open var bounds: CGRect {
        get { CGRect(modelState.bounds) }
        set { update(.bounds) { $0.bounds = newValue.rect } }
    }

    /// Where the anchor point sits in the superlayer, points.
    open var position: CGPoint {
        get { CGPoint(modelState.position) }
        set { update(.position) { $0.position = newValue.point } }
    }

    /// Unit coordinates of the bounds that `position` names and the transform turns about; (0.5, 0.5) by default.
    open var anchorPoint: CGPoint {
        get { CGPoint(modelState.anchorPoint) }
        set { update(.anchorPoint) { $0.anchorPoint = newValue.point } }
    }

    /// The anchor's depth, points.
    open var anchorPointZ: CGFloat {
        get { CGFloat(modelState.anchorPointZ) }
        set { update(.anchorPointZ) { $0.anchorPointZ = Double(newValue) } }
    }

    /// Points toward the viewer, after the transform; siblings draw in order of it.
    open var zPosition: CGFloat {
        get { CGFloat(modelState.zPosition) }
        set { update(.zPosition) { $0.zPosition = Double(newValue) } }
    }

    /// The transform about the anchor point.
    open var transform: CATransform3D {
        get { CATransform3D(modelState.transform) }
        set { update(.transform) { $0.transform = newValue.transform3D } }
    }

    /// The transform applied to the sublayers, about the anchor point (perspective through m34).
    open var sublayerTransform: CATransform3D {
        get { CATransform3D(modelState.sublayerTransform) }
        set { update(.sublayerTransform) { $0.sublayerTransform = newValue.transform3D } }
    }

    /// The transform's affine part.
    open func affineTransform() -> CGAffineTransform { CGAffineTransform(modelState.transform) }

    /// Sets the transform from an affine one.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The bounds through the transform, in the superlayer (docs/uikit-layer.md, "Frame"). Setting it
    /// sets `bounds.size` and `position`.
    open var frame: CGRect {
        get { CGRect(modelState.frame) }
        set {
            var state = modelState
            state.setFrame(newValue.rect)
            update(.bounds) { $0.bounds = state.bounds }
            update(.position) { $0.position = state.position }
        }
    }

    // MARK: Appearance

    /// 0…1.
    open var opacity: Float {
        get { Float(modelState.opacity) }
        set { update(.opacity) { $0.opacity = Double(newValue) } }
    }

    /// A hidden layer and its sublayers are not drawn.
    open var isHidden: Bool {
        get { modelState.isHidden }
        set { modelState.isHidden = newValue }
    }

    /// The fill behind the content; nil is transparent.
    open var backgroundColor: CGColor? {
        get { modelState.backgroundColor.map(CGColor.init) }
        set { update(.backgroundColor) { $0.backgroundColor = newValue?.value } }
    }

    /// Points.
    open var cornerRadius: CGFloat {
        get { CGFloat(modelState.cornerRadius) }
        set { update(.cornerRadius) { $0.cornerRadius = Double(newValue) } }
    }

    /// Clips the sublayers to the bounds (declared; Segue draws the sublayers unclipped).
    open var masksToBounds: Bool {
        get { modelState.masksToBounds }
        set { modelState.masksToBounds = newValue }
    }

    /// False hides the layer while it is seen from behind.
    open var isDoubleSided: Bool {
        get { modelState.isDoubleSided }
        set { modelState.isDoubleSided = newValue }
    }

    /// A name to find the layer by; Segue also labels views with it.
    open var name: String?

    /// The layer whose shape cuts this one out: a rectangle (a plain layer's frame, or a shape
    /// layer's rectangular path) or an ellipse is drawn (docs/uikit-layer.md, "Snapshots, blurs and masks").
    open var mask: CALayer?

    // MARK: Tree

    /// The superlayer, if any.
    open private(set) weak var superlayer: CALayer?

    /// The sublayers, back to front; nil when there are none.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` on top of the sublayers (moving it from where it was).
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(storedSublayers.count)) }

    /// Inserts `layer` at `index` of the sublayers (clamped), moving it from where it was.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        var i = Int(index)
        if layer.superlayer === self, let old = storedSublayers.firstIndex(where: { $0 === layer }), old < i { i -= 1 }
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(max(0, i), storedSublayers.count))
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let i = storedSublayers.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        insertSublayer(layer, at: UInt32(i))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let i = storedSublayers.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        insertSublayer(layer, at: UInt32(i + 1))
    }

    /// Replaces `old` with `new` in the sublayers.
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let i = storedSublayers.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// Draws its sublayers in its own plane (false for `CATransformLayer`, which keeps their depth).
    var flattensSublayers: Bool { true }

    // MARK: Presentation

    /// What is on screen now: a copy of the model with the animations applied at the host's
    /// virtual time (the copy has no sublayers).
    open func presentation() -> Self? {
        let host = UIKitHost.current
        let copy = Self(layer: self)
        copy.setModel(host.presentationState(of: self))
        copy.presentedModel = self
        return copy
    }

    private weak var presentedModel: CALayer?

    /// The model layer of a presentation copy; the layer itself otherwise.
    open func model() -> Self { (presentedModel as? Self) ?? self }
}
