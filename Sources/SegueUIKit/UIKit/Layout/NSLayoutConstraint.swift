/// An Auto Layout constraint between two anchors: `first = second × multiplier + constant`.
/// Declared with its state (active, constant); solving constraints belongs to a later stage of
/// SegueUIKit: `layoutIfNeeded()` does not move views for them yet.
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
    public let firstItem: AnyObject?
    /// The view of the second anchor.
    public let secondItem: AnyObject?
    /// The attribute of the first anchor.
    public let firstAttribute: NSLayoutConstraint.Attribute
    /// The attribute of the second anchor.
    public let secondAttribute: NSLayoutConstraint.Attribute
    /// How they compare.
    public let relation: Relation
    /// The factor on the second side.
    public let multiplier: CGFloat
    /// Points added to the second side.
    open var constant: CGFloat
    /// Whether it takes part in layout.
    open var isActive = false
    /// How much it matters.
    open var priority = UILayoutPriority.required
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
