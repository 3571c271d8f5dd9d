/// A target–action method, built from an unapplied method reference instead of `#selector`
/// (which needs the Objective-C runtime): `Selector(type(of: self).handle(_:))` calls `handle(_:)`
/// on the target it is sent to (docs/uikit-layer.md, "Porting a file").
public struct Selector: @unchecked Sendable, CustomStringConvertible {
    private let call: (AnyObject, Any?) -> Void
    /// A name for messages: the method's type.
    public let description: String

    /// A method without arguments.
    public init<T: AnyObject>(_ method: @escaping (T) -> () -> Void) {
        call = { target, _ in (target as? T).map { method($0)() } }
        description = "\(T.self) method ()"
    }

    /// A method taking the sender (a gesture recognizer, a button).
    public init<T: AnyObject, Sender>(_ method: @escaping (T) -> (Sender) -> Void) {
        call = { target, sender in
            guard let t = target as? T, let s = sender as? Sender else { return }
            method(t)(s)
        }
        description = "\(T.self) method (\(Sender.self))"
    }

    /// Sends the action to `target` with `sender`; a target of another type is skipped.
    func perform(on target: AnyObject, sender: Any?) { call(target, sender) }
}
