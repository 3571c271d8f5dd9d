import Foundation

/// The main queue on the host's run loop (docs/uikit-layer.md, "Playing it": the main
/// queue). On iOS the main run loop drains the main dispatch queue on every turn, so work sent there
/// runs at once in virtual time. Segue's hosts run synchronously inside the caller's own main-queue
/// job (a test, `simulate`, the playground's frame), where Dispatch would run it only after the
/// caller returns, if ever. So work a group notifies on the main queue waits on the host instead.
extension UIKitHost {
    /// Keeps `work` until `group` is empty, then runs it in a turn of its own (unless cancelled).
    func notifyOnMainQueue(_ group: DispatchGroup, _ work: DispatchWorkItem) {
        mainQueueWaits.append((group, work))
        runDueEvents()
    }

    /// Runs, in the order notified, each waiting piece of work whose group is empty; drops the
    /// cancelled ones. Work that notifies again waits for a later turn.
    func runMainQueue() {
        var index = 0
        while index < mainQueueWaits.count {
            let (group, work) = mainQueueWaits[index]
            if work.isCancelled {
                mainQueueWaits.remove(at: index)
                continue
            }
            guard group.wait(timeout: .now()) == .success else {
                index += 1
                continue
            }
            mainQueueWaits.remove(at: index)
            work.perform()
            capture.endTurn()
            didRunTurn?()
        }
    }
}

extension DispatchGroup {
    /// Dispatch's `notify(queue:work:)`, except that on the main queue with a host current, work
    /// for the main queue runs on the host's run loop: in the first turn after the group empties (at
    /// once when it is empty), as the main run loop would run it. A work item cancelled before then
    /// never runs. Other queues, and calls from elsewhere, go to Dispatch. It is found in files
    /// that import UIKit (this module) and not Foundation or Dispatch themselves: a file that
    /// imports those too gets Dispatch's own (this one is disfavoured, so both still compile).
    @_disfavoredOverload public func notify(queue: DispatchQueue, work: DispatchWorkItem) {
        // On the main queue, where the main actor runs: the item never leaves it.
        nonisolated(unsafe) let work = work
        if queue.label == DispatchQueue.main.label, Self.isOnMainQueue {
            let handled = MainActor.assumeIsolated { () -> Bool in
                guard let host = UIKitHost.existing else { return false }
                host.notifyOnMainQueue(self, work)
                return true
            }
            if handled { return }
        }
        notify(queue: queue) { if !work.isCancelled { work.perform() } }
    }

    /// A mark on the main queue, so that code can tell it runs there.
    private static let mainQueueMark: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether this runs where the main actor runs: on the main thread, or in a job of the main queue
    /// (once the main thread has handed the main queue to Dispatch, as a test runner does on Linux).
    private static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMark) == true
    }
}
