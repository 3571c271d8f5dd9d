import Foundation
import SegueTestSupport
import Testing

/// The example's executable as `swift build` in its folder leaves it.
let uikitExampleBinary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/UIKitTransitions/.build/debug/UIKitTransitions")

/// `Examples/UIKitTransitions`, transitions written in plain UIKit in a package of their own, run
/// from the example's prebuilt binary (`Segue.main(transitions:)`; `.ci/run` builds it before the
/// suite): the playground plays the trolley and scrubbing it shows what the same binary's
/// `render` prints at the same progress; its `render --format json` validates against
/// docs/segue-scene.schema.json. Without the build (a `swift test` alone) the suite is skipped.
@Suite(
    "Examples/UIKitTransitions from its binary",
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: uikitExampleBinary.path),
        "Examples/UIKitTransitions is not built: run (cd Examples/UIKitTransitions && swift build) first, as .ci/run does"))
struct UIKitTransitionsExampleEndToEndTests {
    typealias Playground = PlaygroundEndToEndTests
    static let binary = uikitExampleBinary

    @Test(
        "the trolley opens in the playground as UIKit code, and at 30 % and 60 % its stage is the binary's own render",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func scrubbingTheTrolley() throws {
        guard let session = try Self.play("uikit-trolley") else { return }
        defer { session.kill() }
        #expect(session.capture().contains("uikit-trolley — UIKit code (SegueUIKit)"))
        var frames: [[String]] = []
        for (keys, percent, progress) in [(["L", "L", "L"], "30.0", "0.3"), (["L", "L", "L"], "60.0", "0.6")] {
            session.send(keys: keys)
            #expect(session.waitFor(progress: percent))
            let expected = try Self.rendered(progress: progress)
            // The inspector's figure can reach tmux before the last stage rows of the same frame
            // (one write, parsed as it arrives): wait for the frame to be whole.
            _ = session.waitFor(timeout: 5) { Playground.stageLines($0) == expected }
            let shown = Playground.stageLines(session.capture())
            #expect(shown == expected, "\(lineDiff(expected.joined(separator: "\n"), shown.joined(separator: "\n")))")
            frames.append(shown)
        }
        #expect(frames[0] != frames[1], "the screen behind tilts as it is scrubbed")
    }

    @Test(
        "the keyboard finger drags the edge-pan pop: the code decides, and its verdict shows beside the policy's",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func keyboardFingerDragsTheEdgePop() throws {
        guard let session = try Self.play("uikit-edge-pop") else { return }
        defer { session.kill() }
        #expect(session.capture().contains("verdict   your code: – · percent-or-velocity(0.5, 100, -5) would: –"), "\(session.capture())")
        session.send(keys: "d")
        #expect(session.waitFor("finger down"))
        for _ in 0..<8 { session.send(keys: "Right") }
        #expect(session.waitFor("began interactively"), "\(session.capture())")
        session.send(keys: "Space")
        let verdict = #"verdict   your code: (finish|cancel) · percent-or-velocity\(0\.5, 100, -5\) would: (finish|cancel)"#
        #expect(session.waitFor(matching: verdict, timeout: 10), "\(session.capture())")
        let screen = session.capture()
        #expect(screen.range(of: #"s your code: (finish|cancel)"#, options: .regularExpression) != nil, "\(screen)")
        #expect(screen.contains("would: "), "\(screen)")
        #expect(session.waitFor(matching: "completed at (end|start)", timeout: 10), "\(session.capture())")
    }

    @Test(
        "the keyboard finger scrolls the sheet's list back to its top: the hand-off to the code's dismissal shows in Events",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func keyboardFingerHandsTheScrollSheetOff() throws {
        guard let session = try Self.play("uikit-scroll-sheet") else { return }
        defer { session.kill() }
        session.send(keys: "d")
        #expect(session.waitFor("␣ lifts (your code decides)"), "\(session.capture())")
        // Each → moves the finger 5 % of 852 pt: after 10 pt of hysteresis the first five scroll
        // the list most of its 240 pt back up, the sixth reaches the top and the code takes over.
        for _ in 0..<7 { session.send(keys: "Right") }
        #expect(session.waitFor("began interactively"), "\(session.capture())")
        let lines = session.capture().components(separatedBy: "\n")
        let handOff = try #require(lines.firstIndex { $0.contains("hand-off to dismiss at t") }, "\(lines.joined(separator: "\n"))")
        #expect(lines[handOff - 1].contains("scroll consumed 2"), "\(lines[handOff - 1])")
        #expect(lines[handOff + 1].contains("began interactively"), "\(lines[handOff + 1])")
    }

    @Test(
        "compare mode on the edge-pan pop: pane A runs the code, pane B percent(0.9); one keyboard drag, each pane's verdict shows",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func compareCodeWithAPolicy() throws {
        let session = try TmuxSession(
            command: "\(Playground.quoted(Self.binary.path)) play uikit-edge-pop --compare-policy 'percent(0.9)' --color never", columns: 200, rows: 60)
        defer { session.kill() }
        guard session.waitFor("compare · focus A", timeout: 20) else {
            Issue.record("the example's playground did not open in compare mode; the screen:\n\(session.capture())")
            return
        }
        // Pane B's log says the policy decides there (the pane is narrow: its start); its policy is percent(0.9).
        #expect(session.capture().contains("compare: this is pane B: uikit-edge"), "\(session.capture())")
        #expect(session.capture().contains("policy    percent: threshold 0.9"), "\(session.capture())")
        session.send(keys: "d")
        #expect(session.waitFor("finger down"))
        for _ in 0..<8 { session.send(keys: "Right") }
        #expect(session.waitFor("began interactively"), "\(session.capture())")
        session.send(keys: "Space")
        // The bar pairs the code's verdict (A) with the policy's decision (B): 40 % is below 0.9.
        let bar = #"A (and B agree → cancel: A )?your code → (finish|cancel): the code called \w+\(\) at p [0-9.]+ │ B percent\(0\.9\) → cancel"#
        #expect(session.waitFor(matching: bar, timeout: 10), "\(session.capture())")
        let screen = session.capture()
        // A's inspector puts the code's verdict beside what its own policy would say; B has none.
        #expect(screen.range(of: #"verdict   your code: (finish|cancel)"#, options: .regularExpression) != nil, "\(screen)")
        #expect(screen.components(separatedBy: "verdict   ").count == 2, "only pane A runs the code: \(screen)")
    }

    @Test("simulate of the scroll sheet: the list scrolls back to its top, then hands the finger to the code's dismissal, in the table and the JSON")
    func simulateScrollSheetHandOff() throws {
        let script = "touch at 196pt 300pt; drag 300pt over 0.5s; drag 300pt over 0.1s; release; wait 1s"
        let table = try ProcessRunner.run(executable: Self.binary, ["simulate", "uikit-scroll-sheet", "--gesture", script], timeout: 60)
        #expect(table.status == 0, "\(table.standardError)")
        let lines = table.standardOutput.components(separatedBy: "\n")
        let scrolled = try #require(lines.firstIndex { $0.contains("list: scroll consumed 240 pt") }, "\(table.standardOutput)")
        #expect(lines[scrolled + 1].contains("hand-off to dismiss at t"), "\(table.standardOutput)")
        #expect(lines[scrolled + 1].hasSuffix("offset 0"), "\(table.standardOutput)")
        #expect(lines[scrolled + 2].contains("began"), "\(table.standardOutput)")
        #expect(table.standardOutput.contains("the code called finishInteractiveTransition()"), "\(table.standardOutput)")
        let json = try ProcessRunner.run(executable: Self.binary, ["simulate", "uikit-scroll-sheet", "--gesture", script, "--json"], timeout: 60)
        #expect(json.status == 0, "\(json.standardError)")
        let events = json.standardOutput.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        let names = events.compactMap { $0["event"] as? String }
        let handOff = try #require(names.firstIndex(of: "hand-off"), "\(json.standardOutput)")
        #expect(names[handOff - 1] == "scrolled" && names[handOff + 1] == "began", "\(names)")
        #expect(events[handOff - 1]["view"] as? String == "list" && events[handOff - 1]["points"] as? Double == 240)
    }

    @Test("record --gesture of the edge pop drives the code's own recognizers: the code begins, decides and finishes on film")
    func recordDrivesTheCodesRecognizers() throws {
        let folder = try makeTemporaryFolder("segue-e2e-record-live")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("pop.cast")
        let result = try ProcessRunner.run(
            executable: Self.binary, ["record", "uikit-edge-pop", "--gesture", "touch; drag 60% over 0.5s; release", "--output", file.path], timeout: 60)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").dropFirst()
        let frames = lines.compactMap { line -> (time: Double, text: String)? in
            guard let event = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [Any], let time = event.first as? Double,
                let text = event.last as? String
            else { return nil }
            return (time, text)
        }
        let film = frames.map(\.text).joined()
        // The Events panel and the inspector show the code's own records: it began with the
        // finger, gave its verdict and finished.
        #expect(film.contains("began"), "\(film)")
        #expect(film.contains("your code: finish"), "\(film)")
        #expect(film.contains("✓ finished"), "\(film)")
        // Every frame of the drag draws something new.
        #expect(frames.filter { $0.time > 0 && $0.time <= 0.5 }.count >= 14, "\(frames.map(\.time))")
    }

    /// The example's playground on `name` in tmux at the end-to-end size, once its first frame is
    /// drawn; nil (the test failed, saying so) when it never is.
    static func play(_ name: String) throws -> TmuxSession? {
        let session = try TmuxSession(
            command: "\(Playground.quoted(binary.path)) play \(name) --color never", columns: Playground.columns, rows: Playground.rows)
        guard session.waitFor("Inspector", timeout: 20) else {
            Issue.record("the example's playground did not draw its first frame; the screen:\n\(session.capture())")
            session.kill()
            return nil
        }
        return session
    }

    @Test("render --format json of each example validates against the scene schema")
    func sceneValidates() throws {
        var script = ""
        for name in ["uikit-trolley", "uikit-alpha-steps", "uikit-sheet", "uikit-push", "uikit-fade-tab"] {
            script += "\"$EXAMPLE\" render \(name) --progress 0.5 --format json; \"$EXAMPLE\" render \(name) --time 0.2 --format json; "
        }
        let result = try ProcessRunner.run(
            executable: URL(fileURLWithPath: "/bin/bash"), ["-o", "pipefail", "-c", "{ \(script) } | python3 -c \"$VALIDATE\" \"$SCENE_SCHEMA\""],
            environment: ["VALIDATE": SceneSchemaEndToEndTests.validator, "EXAMPLE": Self.binary.path, "SCENE_SCHEMA": SceneSchemaEndToEndTests.sceneSchema],
            timeout: 120)
        #expect(result.status == 0 && !result.timedOut, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput == "10 valid\n")
    }

    /// The binary's frame at `progress`, the size of the playground's stage, one line per row with
    /// trailing blanks trimmed and blank rows kept to the stage's height.
    static func rendered(progress: String) throws -> [String] {
        let size = "\(Playground.stage.width)x\(Playground.stage.height)"
        let result = try ProcessRunner.run(
            executable: binary, ["render", "uikit-trolley", "--progress", progress, "--size", size, "--color", "never"], timeout: 60)
        try #require(result.status == 0, "\(result.standardError)")
        var lines = result.standardOutput.components(separatedBy: "\n").map(Playground.trimmingTrailingBlanks)
        if lines.last == "" { lines.removeLast() }
        while lines.count < Playground.stage.height { lines.append("") }
        return lines
    }
}
