/// `CATransaction`'s nesting: explicit transactions (`begin()`/`commit()`) inside the implicit one
/// each run-loop turn has. A completion block runs once every animation added to its transaction
/// after the block was set has ended (at once when there is none).
@MainActor
final class TransactionStack {
    final class Transaction {
        var completion: (() -> Void)?
        /// The latest end of the animations added since the completion block was set.
        var latestEnd: Double?
        var disableActions = false
        var animationDuration = 0.25
        var timingFunction: CAMediaTimingFunction?
    }

    private var explicit: [Transaction] = []
    private var implicit: Transaction?

    /// The innermost transaction, the implicit one made if none is open.
    var current: Transaction {
        if let t = explicit.last { return t }
        if let t = implicit { return t }
        let t = Transaction()
        implicit = t
        return t
    }

    func begin() { explicit.append(Transaction()) }

    /// Commits the innermost explicit transaction; a commit without a begin is ignored, as Core
    /// Animation ignores it (and logs).
    func commit() -> Bool {
        guard let t = explicit.popLast() else { return false }
        run(t)
        return true
    }

    func commitImplicit() {
        guard let t = implicit else { return }
        implicit = nil
        run(t)
    }

    func setCompletion(_ block: (() -> Void)?) {
        current.completion = block
        current.latestEnd = nil
    }

    /// An animation ending at `end` (virtual seconds) was added: every open transaction waits for it.
    func animationAdded(ending end: Double) {
        for t in explicit + [implicit].compactMap({ $0 }) where t.completion != nil {
            t.latestEnd = max(t.latestEnd ?? end, end)
        }
    }

    private func run(_ t: Transaction) {
        guard let completion = t.completion else { return }
        let host = UIKitHost.current
        host.scheduleAnimationEvent(at: t.latestEnd ?? host.now, completion)
    }
}
