import Foundation
import SegueTestSupport
import Testing

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Compare mode on the real playground in tmux: the keyboard drag of the threshold demo, with real
/// timing, finishes in one pane and cancels in the other, and the compare bar shows both reasons on
/// one line. A slow drag to 40 % and a pause make the release independent of key timing: p 0.40
/// and a finger at rest.
@Suite("segue play in tmux: compare mode", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct CompareModeEndToEndTests {
    static let columns = 160, rows = 40

    /// `d`, eight → (40 %) every 150 ms, a pause, Space.
    static func slowDragTo40(_ session: TmuxSession) {
        session.send(keys: "d")
        _ = session.waitFor("→/l advance 5%")
        KeyboardThresholdDemoEndToEndTests.press(session, "Right", times: 8, every: 0.15)
        usleep(800_000)
        session.send(keys: "Space")
    }

    @Test("--compare-policy: the same drag cancels under percent in A and finishes under flick in B; one line gives both reasons")
    func comparePolicy() throws {
        let session = try PlaygroundEndToEndTests().startPlayground("slide-over --compare-policy 'flick(1/3, 1200)'", columns: Self.columns, rows: Self.rows)
        defer { session.kill() }
        #expect(session.waitFor("compare · focus A"), "\(session.capture())")
        #expect(session.waitFor("policy    flick: threshold 1/3"))
        Self.slowDragTo40(session)
        #expect(session.waitFor("A percent(0.5) → cancel: p 0.40 ≤ 0.50 │ B flick(1/3, 1200) → finish: p 0.40 > 0.33"), "\(session.capture())")
        #expect(session.waitFor("✗ cancelled"))
        #expect(session.waitFor("✓ finished"))
    }

    @Test("--compare opens pane B on another preset; w and c change B's policy only; = leaves and keeps A")
    func comparePreset() throws {
        let session = try PlaygroundEndToEndTests().startPlayground("slide-over --compare presentation-sheet", columns: Self.columns, rows: Self.rows)
        defer { session.kill() }
        #expect(session.waitFor("preset    presentation-sheet"), "\(session.capture())")
        #expect(session.capture().contains("preset    slide-over"))
        session.send(keys: "\\")
        #expect(session.waitFor("compare · focus B"))
        session.send(keys: "c")
        #expect(session.waitFor("act on B"))
        session.send(keys: "=")
        #expect(session.waitFor(matching: #"compare: left; pane A stays"#), "\(session.capture())")
        let screen = session.capture()
        #expect(screen.contains("preset    slide-over"))
        #expect(!screen.contains("presentation-sheet"))
        // = again splits the plain playground.
        session.send(keys: "=")
        #expect(session.waitFor("compare · focus A"))
    }
}
