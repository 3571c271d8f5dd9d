import SegueEngine

/// A gesture recognizer as UIKit runs one (docs/uikit-layer.md, "Gestures"): the host's touches
/// reach it through its view (the hit view and its superviews), it moves through its states, and
/// every change to began, changed, ended or cancelled (a discrete gesture: only its recognition)
/// sends its actions to its targets with the recognizer as the sender.
///
/// Beginning goes through `isEnabled`, the delegate's `gestureRecognizerShouldBegin`, the
/// recognizers it must wait for (`require(toFail:)` and the delegate's failure requirements) and the
/// others already recognizing the touch (only with `shouldRecognizeSimultaneouslyWith`).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer.
    public enum State: Int, Hashable, Sendable, CustomStringConvertible {
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

        /// `began`, `changed`, ….
        public var description: String { ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue] }

        /// Began or changed: the gesture is going on.
        var isActive: Bool { self == .began || self == .changed }
        /// Ended, cancelled or failed: nothing more until the next touch.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
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

    /// How many targets it has (gone ones included).
    var targetCount: Int { targets.count }

    /// Adds a target and action (held weakly, as UIKit holds targets).
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((WeakTarget(object: target as AnyObject), action))
    }

    /// Removes `target` (all when nil) for `action` (any when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let t = target.map { $0 as AnyObject }
        targets.removeAll { entry in t == nil || entry.target.object === t }
    }

    /// Sends every action to its target, with the recognizer as the sender. A target that is gone
    /// is skipped, as UIKit skips it, and logged once.
    func sendActions() {
        for entry in targets {
            if let object = entry.target.object { entry.action.perform(on: object, sender: self) }
        }
        let gone = targets.filter { $0.target.object == nil }
        if !gone.isEmpty {
            UIKitHost.current.note(.warning, "a target of \(name) is gone (deallocated); UIKit skips its action, and so does Segue")
            targets.removeAll { $0.target.object == nil }
        }
    }

    /// Where the gesture is. Code may set it, as subclasses in UIKit do; a change to began, changed,
    /// ended or cancelled sends the actions.
    open var state: State {
        get { storedState }
        set { move(to: newValue) }
    }
    private var storedState: State = .possible

    /// Whether it recognizes. Turning it off while the gesture goes on cancels it; while possible,
    /// fails it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState.isActive { move(to: .cancelled) } else if storedState == .possible, tracking { move(to: .failed) }
        }
    }
    /// Asked whether to begin and whether to recognize with others.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// Whether recognizing cancels the touches in the view (kept; views get no touch calls here).
    open var cancelsTouchesInView = true
    /// Whether touches wait for it (kept).
    open var delaysTouchesBegan = false
    /// Whether the end of touches waits for it (kept).
    open var delaysTouchesEnded = true
    /// The recognizers that must fail first.
    private(set) var requiredToFail: [UIGestureRecognizer] = []

    /// Recognizes only once `otherGestureRecognizer` failed.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        requiredToFail.append(otherGestureRecognizer)
    }

    /// The touch's location in `view` (the window's coordinates when nil). A recognizer on no view
    /// has seen no touch: (0, 0), and logged.
    open func location(in view: UIView?) -> CGPoint {
        guard self.view != nil else {
            noteNoView("location(in:)")
            return .zero
        }
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The number of touches: 1 while a finger is down and the recognizer tracks it, else 0.
    open var numberOfTouches: Int { tracking ? 1 : 0 }

    // MARK: Touches (driven by the host)

    /// The latest touch location, window points.
    var locationInWindow = CGPoint.zero
    /// Whether the current touch is delivered to it.
    private(set) var tracking = false
    /// A state it asked for while a recognizer it waits for had not failed yet.
    private var pendingState: State?
    /// The touch it is in, with the other recognizers of that touch.
    weak var arena: GestureArena?

    /// `UIPanGestureRecognizer`, for messages.
    var name: String { "\(type(of: self))" }

    private var warnedNoView = false

    func noteNoView(_ call: String) {
        guard !warnedNoView else { return }
        warnedNoView = true
        UIKitHost.current.note(.warning, "\(call) on a \(name) attached to no view: it receives no touches, and UIKit answers zero")
    }

    /// A new touch goes down on its view (window points, seconds). Subclasses call super first.
    func touchBegan(_ event: TouchEvent) {
        if storedState.isFinished || pendingState != nil { resetForNewTouch() }
        tracking = true
        locationInWindow = CGPoint(event.position)
    }

    /// The finger moved. Subclasses call super first.
    func touchMoved(_ event: TouchEvent) { locationInWindow = CGPoint(event.position) }

    /// The finger lifted. Subclasses call super first, and after their own handling the touch is over.
    func touchEnded(_ event: TouchEvent) { locationInWindow = CGPoint(event.position) }

    /// The touch is over for this recognizer.
    func touchFinished() { tracking = false }

    /// Back to `possible`, as UIKit resets a recognizer after its gesture; subclasses forget their touch.
    func reset() {}

    private func resetForNewTouch() {
        storedState = .possible
        pendingState = nil
        reset()
    }

    // MARK: State machine

    /// Moves to `new` as UIKit allows it: from possible only through the begin checks; a change to
    /// began, changed, ended or cancelled sends the actions.
    func move(to new: State) {
        let old = storedState
        if old == .possible, new == .began || new == .ended {
            attemptToRecognize(new)
            return
        }
        if old == .possible, new == .changed || new == .cancelled { return }
        if old.isFinished, new != .possible { return }
        if old == new, new != .changed { return }
        storedState = new
        switch new {
        case .possible: pendingState = nil
        case .failed:
            pendingState = nil
            arena?.failed(self)
        default: if isContinuous || new == .ended { sendActions() }
        }
    }

    /// Whether the gesture has began/changed phases (false for a tap).
    var isContinuous: Bool { true }
    /// Whether it fails when the finger lifts while it is still possible (a tap waiting for its
    /// next tap does not).
    var failsWhenTouchEnds: Bool { true }

    private func attemptToRecognize(_ new: State) {
        guard isEnabled else { return move(to: .failed) }
        if let arena, arena.isBlocked(self) { return move(to: .failed) }
        if let arena, arena.waits(self) {
            pendingState = new
            return
        }
        guard delegate?.gestureRecognizerShouldBegin(self) ?? true else { return move(to: .failed) }
        storedState = new
        pendingState = nil
        arena?.recognized(self)
        if storedState == new { sendActions() }
    }

    /// A recognizer this one waited for failed: try again what it asked for.
    func retryPending() {
        guard let pending = pendingState, storedState == .possible else { return }
        pendingState = nil
        attemptToRecognize(pending)
    }

    /// Whether it waits for `other` to fail: `require(toFail:)` or either delegate says so.
    func mustWait(for other: UIGestureRecognizer) -> Bool {
        requiredToFail.contains { $0 === other }
            || (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) ?? false)
    }

    /// Whether it may recognize together with `other`: either delegate allows it.
    func mayRecognize(with other: UIGestureRecognizer) -> Bool {
        (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) ?? false)
    }

    /// Whether a state was asked for and waits for another recognizer's failure.
    var isWaiting: Bool { pendingState != nil }
}
