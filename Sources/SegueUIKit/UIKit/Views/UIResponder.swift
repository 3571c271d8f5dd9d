/// The base of views, view controllers and the application: the responder chain.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder.
    public override init() { super.init() }

    /// The next responder: a view's superview (or its view controller), a controller's parent.
    open var next: UIResponder? { nil }

    /// Whether it can become first responder (false).
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become first responder; false, as nothing here takes keyboard focus.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up first responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
