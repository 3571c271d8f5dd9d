import SegueEngine

/// A scroll view (docs/uikit-layer.md, "Scroll views"): the content offset is the bounds' origin;
/// its own pan recognizer (`panGestureRecognizer`, the first to act on it) scrolls the content with
/// the finger, rubber-bands past the ends when `bounces`, and on release decelerates at
/// `decelerationRate` per millisecond, on the host's clock, telling its delegate as UIKit does.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How fast a released scroll slows down: the velocity is multiplied by the rate every millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The factor per millisecond.
        public var rawValue: CGFloat
        /// A rate from its factor.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998.
        public static let normal = DecelerationRate(rawValue: CGFloat(ScrollPhysics.normalDecelerationRate))
        /// 0.99.
        public static let fast = DecelerationRate(rawValue: CGFloat(ScrollPhysics.fastDecelerationRate))
    }

    /// The rubber band's stiffness: past an end the content shows (1 − 1 / (x·c/d + 1))·d for x
    /// points of finger travel, d the scroll view's size along the axis.
    public static let rubberBandCoefficient = CGFloat(ScrollPhysics.rubberBandCoefficient)

    /// The size of the content, points.
    open var contentSize = CGSize.zero
    /// Extra scrollable room around the content, points.
    open var contentInset = UIEdgeInsets.zero
    /// Whether the content goes past its ends under the finger (true).
    open var bounces = true
    /// Whether it bounces (and drags) vertically even when the content fits (false).
    open var alwaysBounceVertical = false
    /// Whether it bounces (and drags) horizontally even when the content fits (false).
    open var alwaysBounceHorizontal = false
    /// Whether the finger scrolls it (true); off, its pan recognizer is disabled.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// How fast a released scroll slows down (`.normal`).
    open var decelerationRate = DecelerationRate.normal
    /// Told of scrolling, drags and decelerations.
    open weak var delegate: UIScrollViewDelegate?
    /// The recognizer that scrolls it.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = ScrollPanGestureRecognizer(target: self, action: Selector(UIScrollView.handlePan(_:)))
        pan.scrollView = self
        return pan
    }()

    /// Whether the finger is down on it.
    open internal(set) var isTracking = false
    /// Whether the finger scrolls it now.
    open internal(set) var isDragging = false
    /// Whether it moves on after a release.
    open internal(set) var isDecelerating = false

    /// Where the drag started: the offset, and the translation at the start.
    var dragStart: (offset: CGPoint, translation: CGPoint)?
    /// Which deceleration is current (a new touch or drag stops the old one).
    var decelerationNumber = 0

    /// A scroll view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// From an archive: empty, with its pan.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The point of the content at the bounds' origin. Setting it scrolls (no clamping, as UIKit)
    /// and tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Scrolls to `offset`; `animated` scrolls at once too (noted).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        if animated { UIKitHost.current.note(.note, "setContentOffset(_:animated: true) scrolls at once") }
        contentOffset = offset
    }

    /// The offsets at rest along x and y: from −inset to content + inset − size (at least −inset).
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let minX = -contentInset.left
        let minY = -contentInset.top
        let maxX = max(minX, contentSize.width + contentInset.right - bounds.width)
        let maxY = max(minY, contentSize.height + contentInset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether the finger scrolls it along x and along y.
    var scrollsAlong: (x: Bool, y: Bool) {
        let range = offsetRange
        return (range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal, range.y.upperBound > range.y.lowerBound || alwaysBounceVertical)
    }

    /// The offset shown for a raw offset `raw` on one axis: inside the range as it is; past an end
    /// rubber-banded when bouncing, else clamped (the engine's `ScrollPhysics.banded`).
    func banded(_ raw: CGFloat, in range: ClosedRange<CGFloat>, size: CGFloat) -> CGFloat {
        CGFloat(
            ScrollPhysics.banded(
                Double(raw), in: Double(range.lowerBound)...Double(range.upperBound), dimension: Double(size), bounces: bounces))
    }
}

/// The pan of a scroll view: it begins only while the view can scroll, and a touch on the view
/// stops a deceleration.
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchBegan(_ event: TouchEvent) {
        super.touchBegan(event)
        scrollView?.touchWentDown()
    }

    override func touchEnded(_ event: TouchEvent) {
        super.touchEnded(event)
        scrollView?.isTracking = false
    }

    override func beginsMoving(_ moved: Point) -> Bool {
        guard let scrollView, scrollView.isScrollEnabled else { return false }
        let along = scrollView.scrollsAlong
        return along.x || along.y
    }
}
