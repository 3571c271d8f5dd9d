import Foundation
import SegueTestSupport
import Testing

/// The example's executable as `swift build` in its folder leaves it.
let customTransitionExampleBinary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/CustomTransition/.build/debug/CustomTransition")

/// Whether Examples/CustomTransition is built (`.ci/run` builds it before the suite).
let customTransitionExampleIsBuilt = FileManager.default.isExecutableFile(atPath: customTransitionExampleBinary.path)

/// `Examples/CustomTransition`, a package that uses Segue as a library, played in tmux from the
/// example's prebuilt binary: its page curl (a transition written in Swift) opens in the
/// playground, and scrubbing it shows on the stage exactly the frames the example renders headless
/// through the public API at the same progress (`CustomTransition render P COLSxROWS`). Without the
/// build (a `swift test` alone) the suite is skipped, saying so.
@Suite(
    "Examples/CustomTransition in tmux", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"),
    .enabled(
        if: customTransitionExampleIsBuilt,
        "Examples/CustomTransition is not built: run (cd Examples/CustomTransition && swift build) first, as .ci/run does"))
struct CustomTransitionExampleEndToEndTests {
    typealias PlaygroundPane = PlaygroundEndToEndTests
    static let example = PlaygroundPane.repository.appendingPathComponent("Examples/CustomTransition")

    @Test("the example's playground opens on page-curl, and at 30 % and 60 % its stage is the headless render of the page curl")
    func scrubbingTheCodedTransition() throws {
        let binary = customTransitionExampleBinary
        let session = try TmuxSession(
            command: "\(PlaygroundPane.quoted(binary.path)) --color never", columns: PlaygroundPane.columns, rows: PlaygroundPane.rows)
        defer { session.kill() }
        guard session.waitFor("Inspector", timeout: 20) else {
            Issue.record("the example's playground did not draw its first frame; the screen:\n\(session.capture())")
            return
        }
        #expect(session.capture().contains("page-curl — written in Swift"))
        let atStart = PlaygroundPane.stageLines(session.capture())
        #expect(atStart == (try Self.rendered(binary, progress: "0")))

        session.send(keys: "L", "L", "L")
        #expect(session.waitFor(progress: "30.0"))
        let at30 = PlaygroundPane.stageLines(session.capture())
        let expected30 = try Self.rendered(binary, progress: "0.3")
        #expect(at30 == expected30, "\(lineDiff(expected30.joined(separator: "\n"), at30.joined(separator: "\n")))")

        session.send(keys: "L", "L", "L")
        #expect(session.waitFor(progress: "60.0"))
        let at60 = PlaygroundPane.stageLines(session.capture())
        let expected60 = try Self.rendered(binary, progress: "0.6")
        #expect(at60 == expected60, "\(lineDiff(expected60.joined(separator: "\n"), at60.joined(separator: "\n")))")
        #expect(at30 != at60 && at30 != atStart, "the page turns as it is scrubbed")
    }

    /// The example's headless frame at `progress`, the size of the playground's stage, one line per
    /// row with trailing blanks trimmed.
    static func rendered(_ binary: URL, progress: String) throws -> [String] {
        let size = "\(PlaygroundPane.stage.width)x\(PlaygroundPane.stage.height)"
        let result = try ProcessRunner.run(executable: binary, ["render", progress, size], timeout: 60)
        try #require(result.status == 0, "\(result.standardError)")
        var lines = result.standardOutput.components(separatedBy: "\n").map(PlaygroundPane.trimmingTrailingBlanks)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
