import SegueEngine
import SegueRender
import SegueTestSupport
import Testing

@Suite("Stage snapshots")
struct StageSnapshotTests {
    @Test("without colour: 80×24, 160×48 and --ascii at p = 0, 0.25, 0.5, 0.75, 1", arguments: StageFixtures.Motion.allCases)
    func plain(motion: StageFixtures.Motion) {
        let text = [
            StageFixtures.frames(motion, width: 80, height: 24, options: RenderOptions(colorDepth: .none)),
            StageFixtures.frames(motion, width: 160, height: 48, options: RenderOptions(colorDepth: .none)),
            StageFixtures.frames(motion, width: 80, height: 24, options: RenderOptions(colorDepth: .none, ascii: true)),
        ].joined(separator: "\n")
        let mismatch = snapshotMismatch(text, named: motion.rawValue)
        #expect(mismatch == nil, Comment(rawValue: mismatch ?? ""))
    }

    @Test("in colour: ANSI truecolor at 80×24", arguments: StageFixtures.Motion.allCases)
    func colour(motion: StageFixtures.Motion) {
        let text = StageFixtures.frames(motion, width: 80, height: 24, options: RenderOptions(colorDepth: .truecolor))
        let mismatch = snapshotMismatch(text, named: motion.rawValue + ".ansi")
        #expect(mismatch == nil, Comment(rawValue: mismatch ?? ""))
    }

    @Test("in colour: 256 and 16 colours at 80×24, truecolor at 160×48")
    func colourDepths() {
        let text = [
            StageFixtures.frames(.slide, width: 80, height: 24, options: RenderOptions(colorDepth: .ansi256)),
            StageFixtures.frames(.scale, width: 80, height: 24, options: RenderOptions(colorDepth: .ansi16)),
            StageFixtures.frames(.cube, width: 160, height: 48, options: RenderOptions(colorDepth: .truecolor)),
        ].joined(separator: "\n")
        let mismatch = snapshotMismatch(text, named: "depths.ansi")
        #expect(mismatch == nil, Comment(rawValue: mismatch ?? ""))
    }
}
