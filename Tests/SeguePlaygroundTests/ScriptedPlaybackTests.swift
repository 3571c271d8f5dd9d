import SegueEngine
import SegueInput
import SeguePlayground
import SeguePresets
import SegueRender
import Testing

@Suite("scripted playback")
struct ScriptedPlaybackTests {
    static func playground(_ preset: String = "slide-over") -> PlaygroundPane {
        let spec = PresetCatalog.builtIn()[preset]!
        return PlaygroundPane(presets: [spec], initial: preset)
    }

    static func playback(_ script: String, preset: String = "slide-over", fps: Double = 30, maximumLength: Double = 60) throws -> ScriptedPlayback {
        try ScriptedPlayback(
            playground: playground(preset), steps: GestureScript.parse(script), columns: 100, rows: 30,
            framesPerSecond: fps, maximumLength: maximumLength)
    }

    @Test("frames at k/fps from 0 through the script, then until the transition completes")
    func frames() throws {
        let playback = try Self.playback("touch; drag 60% over 0.5s; release")
        var times: [Double] = []
        var grids: [CellGrid] = []
        let end = playback.run { time, grid in
            times.append(time)
            grids.append(grid)
        }
        let last = try #require(grids.last)
        #expect(times.first == 0)
        #expect(zip(times.indices, times).allSatisfy { abs($1 - Double($0) / 30) < 1e-12 })
        #expect(times.last! >= 0.5)
        #expect(!end.isAnimating)
        #expect(end.session?.driver.isCompleted == true)
        #expect(last == end.view(columns: 100, rows: 30))
        #expect(last.text.contains("✓ finished"))
        // One frame earlier the transition was still running: the recording stops at completion.
        #expect(!grids[grids.count - 2].text.contains("✓ finished"))
    }

    @Test("inputs arrive at their own times: the session records what simulate's would, completion aside")
    func inputTimes() throws {
        let script = "touch; drag 30% over 0.3s; drag 12% over 0.15s; release"
        let end = try Self.playback(script).run { _, _ in }
        // The same script performed step by step on a session, as `segue simulate` does.
        var session = try #require(Self.playground().session)
        var finger = GestureSimulator()
        for step in try GestureScript.parse(script) { try session.perform(step, with: &finger) }
        func released(_ log: [InteractionSession.Record]) -> [InteractionSession.Record] {
            log.filter { if case .completed = $0.event { false } else { true } }
        }
        let recorded = released(try #require(end.session).log)
        #expect(recorded.count >= 3)
        #expect(recorded == released(session.log))
    }

    @Test("a plain play is filmed until the transition completes, and no further than the limit")
    func limit() throws {
        let full = try Self.playback("play", fps: 10)
        var times: [Double] = []
        full.run { time, _ in times.append(time) }
        #expect(times.last! >= 0.5)
        let cut = try Self.playback("play", fps: 10, maximumLength: 0.2)
        var cutTimes: [Double] = []
        let end = cut.run { time, _ in cutTimes.append(time) }
        #expect(cutTimes.count == 3)
        #expect(end.isAnimating)
    }

    @Test("scripts that cannot be filmed say why")
    func errors() throws {
        #expect(throws: InteractionSession.ScriptFailure.step(number: 2, .notTouching)) { try Self.playback("play; drag 10% over 0.1s") }
        #expect(throws: InteractionSession.ScriptFailure.fingerDown) { try Self.playback("touch; drag 10% over 0.1s") }
        #expect(throws: InteractionSession.ScriptFailure.tooLong(61)) { try Self.playback("wait 61s; play") }
        #expect(throws: InteractionSession.ScriptFailure.nothingToPlay) {
            try ScriptedPlayback(playground: PlaygroundPane(presets: []), steps: [.play], columns: 80, rows: 24, framesPerSecond: 30, maximumLength: 60)
        }
    }

    @Test("choose sets the operation, direction and policy, and starts over")
    func choose() throws {
        var playground = Self.playground("cube")
        playground.choose(operation: .pop, direction: .fromLeft, policy: CompletionPolicy(.flick))
        #expect(playground.operation == .pop)
        #expect(playground.direction == .fromLeft)
        #expect(playground.policy == CompletionPolicy(.flick))
        #expect(playground.session?.policy == CompletionPolicy(.flick))
        #expect(playground.session?.driver.context.operation == .pop)
    }
}
