import Foundation
import SegueTestSupport
import Testing

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The threshold demo a presenter gives with only a keyboard, on the real playground in tmux: three
/// key sequences with real timing (send-keys with sleeps), no `f`/`F`. Each decision and reason is
/// read from the event log; each release velocity is checked against tolerant bounds, since a
/// loaded machine may deliver the keys late (the exact numbers are the model tests' job).
@Suite("segue play in tmux: the keyboard threshold demo", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct KeyboardThresholdDemoEndToEndTests {
    /// The last "released at P %, v V pt/s" line of the event log: P and V.
    static func lastRelease(_ screen: String) -> (percent: Int, velocity: Int)? {
        let regex = try! NSRegularExpression(pattern: #"released at (-?[0-9]+) %, v (-?[0-9]+) pt/s"#)
        guard let match = regex.matches(in: screen, range: NSRange(screen.startIndex..., in: screen)).last,
            let p = Range(match.range(at: 1), in: screen), let v = Range(match.range(at: 2), in: screen)
        else { return nil }
        return (Int(screen[p])!, Int(screen[v])!)
    }

    static func press(_ session: TmuxSession, _ key: String, times: Int, every seconds: Double) {
        for _ in 0..<times {
            session.send(keys: key)
            usleep(UInt32(seconds * 1_000_000))
        }
    }

    @Test("slow drag past the threshold finishes under percent; quick short swipe finishes on speed; quick swipe back cancels")
    func threeCases() throws {
        let session = try PlaygroundEndToEndTests().startPlayground("slide-over")
        defer { session.kill() }
        #expect(session.waitFor("policy    percent: threshold 0.5"))

        // 1. A slow drag to 60 %, a pause, a lift: percent finishes on distance, with no speed left.
        session.send(keys: "d")
        #expect(session.waitFor("→/l advance 5%"), "the footer says which key advances, and by how much")
        Self.press(session, "Right", times: 12, every: 0.15)
        usleep(800_000)
        session.send(keys: "Space")
        #expect(session.waitFor(matching: #"[0-9]s → finish: p 0\.60 > 0\.50"#), "the log's decision, not the live verdict")
        let slow = try #require(Self.lastRelease(session.capture()))
        #expect(slow.percent == 60)
        #expect(abs(slow.velocity) <= 20, "a finger at rest: \(slow.velocity) pt/s")
        #expect(session.waitFor("✓ finished"))

        // 2. A quick short swipe under a velocity-first policy: it finishes on speed far below 50 %.
        session.send(keys: "c")
        #expect(session.waitFor("policy    percent-or-velocity: threshold 0.5, velocity 100 pt/s, backward -5 pt/s"))
        #expect(session.waitFor("┊ finish when p > 0.50 or v > 100 pt/s; cancel when v ≤ -5 pt/s"))
        session.send(keys: "d")
        #expect(session.waitFor("(finger down)"))
        Self.press(session, "Right", times: 3, every: 0.04)
        session.send(keys: "Space")
        #expect(session.waitFor(matching: #"[0-9]s → finish: v [0-9.]+ > 100 pt/s"#), "\(session.capture())")
        let quickScreen = session.capture()
        let quick = try #require(Self.lastRelease(quickScreen))
        #expect(quick.percent < 40, "\(quickScreen)")
        #expect(quick.velocity > 100 && quick.velocity < 2000, "\(quick.velocity) pt/s")
        #expect(session.waitFor("✓ finished"))

        // 3. A slow drag well past the threshold, then a quick swipe back: it cancels above 50 %.
        session.send(keys: "d")
        #expect(session.waitFor("(finger down)"))
        // To 80 %, so that even a late Space, after the swipe's three strokes are all covered
        // (15 %), releases above 50 %.
        Self.press(session, "Right", times: 16, every: 0.15)
        usleep(800_000)
        Self.press(session, "Left", times: 3, every: 0.04)
        session.send(keys: "Space")
        #expect(session.waitFor(matching: #"[0-9]s → cancel: v -[0-9.]+ ≤ -5 pt/s"#), "\(session.capture())")
        let backScreen = session.capture()
        let back = try #require(Self.lastRelease(backScreen))
        #expect(back.percent > 50, "percent alone would have finished: \(backScreen)")
        #expect(back.velocity < -100 && back.velocity > -2000, "\(back.velocity) pt/s")
        #expect(session.waitFor("✗ cancelled"))
    }
}
