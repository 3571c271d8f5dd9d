import Foundation
import SegueTestSupport
import Testing

/// What a new user still trips on in the second hour (issue 27), on the real playground in tmux.
@Suite("segue play in tmux: the second hour", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PlaygroundSecondHourEndToEndTests {
    func start(_ arguments: String, environment: [String: String] = [:]) throws -> TmuxSession {
        try PlaygroundEndToEndTests().startPlayground(arguments, columns: 120, rows: 40, environment: environment)
    }

    @Test("play --operation and --direction open on them; o then cycles on to the next operation")
    func operationAndDirection() throws {
        let session = try start("move --operation tabForward --direction fromLeft")
        defer { session.kill() }
        #expect(session.waitFor("operation tabForward · fromLeft"), "\(session.capture())")
        #expect(session.waitFor("move: tabForward fromLeft"))
        session.send(keys: "o")
        #expect(session.waitFor("operation tabBack · fromLeft"), "\(session.capture())")
        session.send(keys: "o")
        #expect(session.waitFor("operation present · fromLeft"), "\(session.capture())")
    }

    @Test("a broken file in the user folder at start-up is shown and logged as skipped, not as a failed reload")
    func brokenFileAtStartUp() throws {
        let config = try makeTemporaryFolder("segue-second-hour")
        defer { try? FileManager.default.removeItem(at: config) }
        let folder = config.appendingPathComponent("segue/presets")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"name": "mine", "title": 3}"#.utf8).write(to: folder.appendingPathComponent("mine.json"))
        let session = try start("slide-over", environment: ["XDG_CONFIG_HOME": config.path])
        defer { session.kill() }
        #expect(session.waitFor("skipped: "), "\(session.capture())")
        #expect(session.waitFor("mine.json:1:1"))
        #expect(!session.capture().contains("reload failed"), "\(session.capture())")
    }
}
