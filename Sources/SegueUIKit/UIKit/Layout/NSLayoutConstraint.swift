/// An Auto Layout constraint between two anchors: `first = second × multiplier + constant`.
/// Active equalities are solved when the superview of a constrained view lays out its subviews
/// (docs/uikit-layer.md, "Auto Layout"); activating one or changing its `constant` marks those
/// superviews as needing layout, so `layoutIfNeeded()` inside an animation block animates the change.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// How the two sides compare.
    public enum Relation: Int, Hashable, Sendable {
        /// At most.
        case lessThanOrEqual = -1
        /// Equal.
        case equal = 0
        /// At least.
        case greaterThanOrEqual = 1
    }

    /// The view of the first anchor.
    public private(set) weak var firstItem: AnyObject?
    /// The view of the second anchor.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the first anchor.
    public let firstAttribute: NSLayoutConstraint.Attribute
    /// The attribute of the second anchor.
    public let secondAttribute: NSLayoutConstraint.Attribute
    /// How they compare.
    public let relation: Relation
    /// The factor on the second side.
    public let multiplier: CGFloat
    /// Points added to the second side.
    open var constant: CGFloat {
        didSet { if isActive, constant != oldValue { invalidateLayout() } }
    }
    /// Whether it takes part in layout: the views it relates hold it while it is active.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            for view in views {
                if isActive { view.activeConstraints.append(self) } else { view.activeConstraints.removeAll { $0 === self } }
            }
            invalidateLayout()
        }
    }
    /// How much it matters (only required constraints are solved).
    open var priority = UILayoutPriority.required {
        didSet { if isActive { invalidateLayout() } }
    }
    /// A name for debugging.
    open var identifier: String?

    init(first: NSLayoutAnchorBase, relation: Relation, second: NSLayoutAnchorBase?, multiplier: CGFloat, constant: CGFloat) {
        firstItem = first.item
        firstAttribute = first.attribute
        secondItem = second?.item
        secondAttribute = second?.attribute ?? .notAnAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// The views it relates.
    var views: [UIView] {
        let first = firstItem as? UIView
        let second = secondItem as? UIView
        return (second === first ? [first] : [first, second]).compactMap { $0 }
    }

    /// Marks the superviews of its views as needing layout (they place the views).
    private func invalidateLayout() {
        for view in views { (view.superview ?? view).setNeedsLayout() }
    }

    /// Activates every constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// What an anchor measures.
    public enum Attribute: Int, Hashable, Sendable {
        /// None (a constant size).
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge.
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
    }
}

/// How much a constraint matters, 1…1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// 1…1000.
    public var rawValue: Float
    /// A priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// 1000.
    public static let required = UILayoutPriority(1000)
    /// 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250.
    public static let defaultLow = UILayoutPriority(250)
}

/// The compressed fitting size for `systemLayoutSizeFitting(_:)`: (0, 0).
public let UILayoutFittingCompressedSize = CGSize.zero
/// The expanded fitting size for `systemLayoutSizeFitting(_:)`.
public let UILayoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

extension UIView {
    /// The fitting sizes of `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = UILayoutFittingCompressedSize
    /// The expanded fitting size.
    public static let layoutFittingExpandedSize = UILayoutFittingExpandedSize
}
