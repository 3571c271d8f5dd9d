/// How an associated object is held; Segue holds every one strongly (there is one thread).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak-like assignment.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained, not atomic.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied, not atomic.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied.
    case OBJC_ASSOCIATION_COPY = 771
}

/// The Objective-C runtime's `OBJC_ASSOCIATION_RETAIN_NONATOMIC`.
public let OBJC_ASSOCIATION_RETAIN_NONATOMIC = objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC

/// The associated objects, by object and key address. An entry goes when its object does.
@MainActor
private var associations: [ObjectIdentifier: (owner: WeakOwner, values: [UnsafeRawPointer: Any])] = [:]

private struct WeakOwner {
    weak var object: AnyObject?
}

/// The value associated with `object` under `key` (the address of a variable), if any.
@MainActor
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let o = object as AnyObject
    guard let entry = associations[ObjectIdentifier(o)], entry.owner.object === o else { return nil }
    return entry.values[key]
}

/// Associates `value` with `object` under `key` (nil removes it); `policy` is accepted and ignored.
@MainActor
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let o = object as AnyObject
    associations = associations.filter { $0.value.owner.object != nil }
    var entry = associations[ObjectIdentifier(o)].flatMap { $0.owner.object === o ? $0 : nil } ?? (WeakOwner(object: o), [:])
    entry.values[key] = value
    associations[ObjectIdentifier(o)] = entry
}
