// swift-format-ignore: TypeNamesShouldBeCapitalized
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

/// The associated objects, by object and key address; an entry goes when its object does. Behind
/// a lock, so that code outside the main actor (the libraries' own extension types) may call in.
private final class AssociationStore: @unchecked Sendable {
    struct Association {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Any] = [:]
    }

    private let lock = NSLock()
    private var associations: [ObjectIdentifier: Association] = [:]

    static let shared = AssociationStore()

    func value(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = associations[ObjectIdentifier(object)], entry.owner === object else { return nil }
        return entry.values[key]
    }

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?) {
        lock.lock()
        defer { lock.unlock() }
        associations = associations.filter { $0.value.owner != nil }
        var entry = associations[ObjectIdentifier(object)].flatMap { $0.owner === object ? $0 : nil } ?? Association(owner: object)
        entry.values[key] = value
        associations[ObjectIdentifier(object)] = entry
    }
}

/// The value associated with `object` under `key` (the address of a variable), if any.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationStore.shared.value(object as AnyObject, key)
}

/// Associates `value` with `object` under `key` (nil removes it); `policy` is accepted, and every
/// value is held strongly.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociationStore.shared.set(object as AnyObject, key, value)
}
