import SegueUIKit
import Testing

/// Work sent to the main queue through a dispatch group runs on the host's run loop
/// (docs/uikit-layer.md, "Playing it": the main queue), as Touchwonders' driver completes its transitions.
@Suite("Run loop: a dispatch group's main-queue work runs on the host")
@MainActor
struct MainQueueTests {
    /// What the work items did, and when (virtual seconds).
    final class Ran: @unchecked Sendable {
        var items: [(name: String, time: Double)] = []
    }

    @Test("the work runs in the turn the group empties, at that virtual time; a cancelled item never runs; an empty group runs it at once")
    func groupNotify() {
        let host = UIKitHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let ran = Ran()
        let group = DispatchGroup()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        group.enter()
        animator.addCompletion { _ in group.leave() }
        let stale = DispatchWorkItem { MainActor.assumeIsolated { ran.items.append(("stale", host.now)) } }
        group.notify(queue: .main, work: stale)
        stale.cancel()
        group.notify(queue: DispatchQueue.main, work: DispatchWorkItem { MainActor.assumeIsolated { ran.items.append(("done", host.now)) } })
        animator.startAnimation()
        host.advance(to: 0.4)
        #expect(ran.items.isEmpty)
        host.advance(to: 2)
        #expect(ran.items.map(\.name) == ["done"])
        #expect(abs((ran.items.first?.time ?? 0) - 0.5) < 1e-9)
        DispatchGroup().notify(queue: .main, work: DispatchWorkItem { MainActor.assumeIsolated { ran.items.append(("empty", host.now)) } })
        #expect(ran.items.map(\.name) == ["done", "empty"])
        #expect(ran.items.last?.time == 2)
    }
}
