/// A gesture recognizer: its targets and actions, its state, its view and delegate. Declared with
/// the state UIKit keeps; touches do not reach recognizers yet (the code's own recognizers are
/// driven by a later stage of SegueUIKit), so a recognizer stays `.possible` unless code sets it.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer.
    public enum State: Int, Hashable, Sendable {
        /// Waiting for touches.
        case possible
        /// A continuous gesture began.
        case began
        /// It changed.
        case changed
        /// It ended (a discrete gesture is recognized).
        case ended
        /// It was cancelled.
        case cancelled
        /// It failed.
        case failed

        /// A discrete gesture was recognized: `.ended`.
        public static var recognized: State { .ended }
    }

    private var targets: [(target: WeakTarget, action: Selector)] = []

    private struct WeakTarget {
        weak var object: AnyObject?
    }

    /// A recognizer sending `action` to `target` (both optional).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer without a target.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target and action (held weakly, as UIKit holds targets).
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((WeakTarget(object: target as AnyObject), action))
    }

    /// Removes `target` (all when nil) for `action` (any when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let t = target.map { $0 as AnyObject }
        targets.removeAll { entry in t == nil || entry.target.object === t }
    }

    /// Sends every action to its target, with the recognizer as the sender.
    func sendActions() {
        for entry in targets {
            if let object = entry.target.object { entry.action.perform(on: object, sender: self) }
        }
    }

    /// Where the gesture is.
    open var state: State = .possible
    /// Whether it recognizes.
    open var isEnabled = true
    /// Asked whether to begin and whether to recognize with others.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// Whether recognizing cancels the touches in the view.
    open var cancelsTouchesInView = true
    /// Whether touches wait for it.
    open var delaysTouchesBegan = false
    /// Whether the end of touches waits for it.
    open var delaysTouchesEnded = true
    /// The recognizers that must fail first.
    private(set) var requiredToFail: [UIGestureRecognizer] = []

    /// Recognizes only once `otherGestureRecognizer` failed.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.append(otherGestureRecognizer)
    }

    /// The touches' centroid in `view` (the recognizer's view when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return location }
        return own.convert(location, to: view ?? own)
    }

    /// The number of touches.
    open var numberOfTouches: Int { 0 }

    /// The touches' centroid in the recognizer's view (kept for a later stage to set).
    var location = CGPoint.zero
}

/// Decides how recognizers begin and combine; every method is optional in UIKit, with defaults here.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether `gestureRecognizer` may begin (true).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether two recognizers may recognize together (false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail (false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` must fail for `otherGestureRecognizer` (false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// True.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// False.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer)
        -> Bool
    {
        false
    }
    /// False.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
    /// False.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}
