/// Groups layer changes. Segue keeps what transition code relies on: the completion block runs when
/// every animation added after it was set has ended, or at once when there is none
/// (docs/uikit-layer.md, "Transactions"). The duration and timing it sets are Core Animation's
/// implicit-animation defaults, kept as state (implicit animations of standalone layers are not
/// captured).
@preconcurrency @MainActor
open class CATransaction: NSObject {
    private static var stack: TransactionStack { UIKitHost.current.capture.transactions }

    /// Opens a transaction inside the current one.
    open class func begin() { stack.begin() }

    /// Closes the innermost transaction; its completion block is scheduled then.
    open class func commit() {
        if !stack.commit() { UIKitHost.current.note(.warning, "CATransaction.commit() without a matching begin(): ignored") }
    }

    /// Commits the implicit transaction now (Core Animation's flush).
    open class func flush() { stack.commitImplicit() }

    /// Sets the block run when the animations added from now on in this transaction have ended.
    open class func setCompletionBlock(_ block: (() -> Void)?) { stack.setCompletion(block) }

    /// The completion block of the current transaction.
    open class func completionBlock() -> (() -> Void)? { stack.current.completion }

    /// The duration of implicit animations, seconds (0.25 by default).
    open class func animationDuration() -> CFTimeInterval { stack.current.animationDuration }

    /// Sets the duration of implicit animations, seconds.
    open class func setAnimationDuration(_ duration: CFTimeInterval) { stack.current.animationDuration = duration }

    /// The curve of implicit animations.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { stack.current.timingFunction }

    /// Sets the curve of implicit animations.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { stack.current.timingFunction = function }

    /// Whether implicit animations are off.
    open class func disableActions() -> Bool { stack.current.disableActions }

    /// Turns implicit animations off or on.
    open class func setDisableActions(_ flag: Bool) { stack.current.disableActions = flag }

    /// A lock for threads; there are none here.
    open class func lock() {}

    /// A lock for threads; there are none here.
    open class func unlock() {}
}

/// Core Animation's time: the host's virtual clock, seconds (never a real clock).
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { UIKitHost.current.now }

/// Seconds, Core Foundation's name (Foundation on Linux declares it only through CoreFoundation).
public typealias CFTimeInterval = Double
