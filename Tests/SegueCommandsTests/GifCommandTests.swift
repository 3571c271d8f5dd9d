import Foundation
import SegueEngine
import SeguePresets
import SegueRender
import SegueTestSupport
import Testing

@testable import SegueCommands

@Suite("gif")
struct GifCommandTests {
    static let gesture = "touch; drag 40% over 0.3s; wait 0.1s; release"

    /// Runs `segue gif ARGUMENTS --output FILE` in a fresh folder; returns the run and the file's bytes.
    static func gif(_ arguments: [String]) throws -> (run: CapturedRun, bytes: [UInt8]?) {
        let folder = try makeTemporaryFolder("segue-gif")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.gif")
        let run = segue(["gif"] + arguments + ["--output", file.path])
        return (run, FileManager.default.contents(atPath: file.path).map { Array($0) })
    }

    /// The scenes and fingers `simulate`'s session goes through under the script, frame by frame.
    static func frames(_ preset: String, script: String, fps: Double) throws -> [InteractionSession.Frame] {
        let spec = try #require(PresetCatalog.builtIn()[preset])
        let simulation = try SimulateCommand(preset: preset, script: script)
        let transition = try spec.transition(for: spec.operations[0], direction: nil, container: .phonePortrait)
        let setup = try simulation.setup(spec, transition: transition)
        let session = InteractionSession(
            transition: transition, operation: transition.operation, pan: setup.pan, policy: setup.policy, releaseTiming: setup.releaseTiming)
        var frames: [InteractionSession.Frame] = []
        try session.film(GestureScript.parse(script), framesPerSecond: fps, maximumLength: 60) { frames.append($0) }
        return frames
    }

    @Test("each frame of the file is the scene at its time, drawn in pixels: a view's inside has its colour, and every pixel is within the palette's reach")
    func framesAreTheScenes() throws {
        let (run, bytes) = try Self.gif(["slide-over", "--gesture", Self.gesture, "--size", "131x284", "--fps", "10"])
        #expect(run.code == .success, "\(run.error)")
        let gif = try DecodedGIF(try #require(bytes))
        let expected = try Self.frames("slide-over", script: Self.gesture, fps: 10)
        #expect(gif.frames.count == expected.count)
        let rasterizer = SceneRasterizer(width: 131, height: 284)
        var checked = 0
        for (k, (pixels, frame)) in zip(gif.composited(), expected).enumerated() {
            let image = rasterizer.render(frame.scene, finger: frame.finger)
            var worst = 0
            for (got, want) in zip(pixels, image.pixels) {
                for shift: UInt32 in [16, 8, 0] { worst = max(worst, abs(Int(got >> shift & 0xff) - Int(want >> shift & 0xff))) }
            }
            #expect(worst <= 24, "frame \(k): a pixel is \(worst) off in a channel")
            // Left of the rows, below the last one: the view's own colour, exactly.
            for view in frame.scene.views where view.alpha == 1 {
                let p = rasterizer.pixelPoint(view.quad.point(atUnit: 0.05, 0.95), in: frame.scene.container)
                let (x, y) = (Int(p.x), Int(p.y))
                guard (0..<131).contains(x), (0..<284).contains(y), image[x, y] == view.style.fill else { continue }
                #expect(pixels[y * 131 + x] == PixelImage.packed(view.style.fill), "frame \(k), \(view.id) at (\(x), \(y))")
                checked += 1
            }
        }
        #expect(checked >= expected.count, "each frame shows at least one view's inside")
        #expect(expected.contains { $0.finger != nil } && expected.last?.finger == nil, "the finger shows while it is down")
    }

    @Test("one frame per 1/N s until the transition completes; delays in centiseconds add up to the length, the last holding on")
    func framesAndDelays() throws {
        let (run, bytes) = try Self.gif(["fashion", "--play", "--size", "40x80", "--fps", "30", "--hold", "0.5"])
        #expect(run.code == .success, "\(run.error)")
        let gif = try DecodedGIF(try #require(bytes))
        // fashion plays 1 s: frames at 0, 1/30, …, 30/30 s.
        #expect(gif.frames.count == 31)
        #expect(gif.loopCount == 0)
        let delays = gif.frames.map(\.delay)
        #expect(Array(delays.prefix(6)) == [3, 4, 3, 3, 4, 3])
        #expect(delays.dropLast().reduce(0, +) + delays.last! - 50 == 103, "31 frames at 30 fps last 103 cs, plus the hold")
        #expect(delays.last! == 3 + 50)
        #expect(
            run.output.hasPrefix("wrote /")
                && run.output.hasSuffix("out.gif: 31 frames at 30 fps, 1.03 s + 0.5 s hold, 40x80 px, \(GifCommand.byteCount(bytes!.count))\n"))
    }

    @Test("the same command gives the same bytes; the default size is 320 wide at the screen's aspect, and --play is the default")
    func deterministicAndDefaults() throws {
        let first = try Self.gif(["cube", "--fps", "5"])
        let second = try Self.gif(["cube", "--play", "--fps", "5"])
        #expect(first.bytes != nil && first.bytes == second.bytes)
        let gif = try DecodedGIF(try #require(first.bytes))
        #expect(gif.width == 320 && gif.height == 694)
    }

    @Test(
        "bad flags are usage errors (exit 64) that leave no file",
        arguments: [
            (["slide-over", "--fps", "60"], "--fps expects a whole number from 1 to 50 (got '60')"),
            (["slide-over", "--size", "10x10"], "--size expects WxH in pixels"),
            (["slide-over", "--size", "320"], "--size expects WxH in pixels"),
            (["slide-over", "--hold", "-1"], "--hold expects seconds from 0 to 10"),
            (["slide-over", "--play", "--gesture", "play"], "--gesture and --play cannot be combined"),
            (["slide-over", "--operation", "pussh"], "unknown operation 'pussh'; did you mean 'push'?"),
            (["slide-ovr"], "unknown preset 'slide-ovr'; did you mean 'slide-over'?"),
            (["slide-over", "--gesture", "touch; drag 10pt over 0.1s"], "the script ends with the finger down"),
            (["slide-over", "--gesture", "drag 10pt over 0.1s"], "invalid gesture script: step 1"),
            (["slide-over", "--size", "2000x2000", "--gesture", "play; wait 30s"], "more than 200 million pixels"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        try expectUsageErrorLeavingNoFile("gif", arguments, message: message)
    }

    @Test("a transition that never begins is an error (exit 1), and no file is written")
    func neverBegins() throws {
        let (run, bytes) = try Self.gif(["slide-over", "--gesture", "wait 0.1s"])
        #expect(run.code == .failure)
        #expect(run.error.contains("never began"))
        #expect(bytes == nil)
    }

    @Test("segue gif --help matches its golden file")
    func helpGolden() {
        #expect(snapshotMismatch(HelpText.command(GifCommand.interface), named: "help-gif") == nil)
    }
}

@Suite("gif of a transition written in code")
struct GifCodedTests {
    @Test("a coded transition films in its own container; --direction is refused as for render")
    func coded() throws {
        let folder = try makeTemporaryFolder("segue-gif-coded")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("flip.gif")
        var io = CommandIO(output: "", error: "")
        let coded = CodedCatalog([CardFlipTransition()])
        let code = SegueCLI.run(["gif", "card-flip", "--size", "60x130", "--fps", "10", "--output", file.path], coded: coded, io: &io)
        #expect(code == .success, "\(io.error as? String ?? "")")
        let gif = try DecodedGIF(Array(try #require(FileManager.default.contents(atPath: file.path))))
        // card-flip lasts 0.6 s: frames at 0, 0.1, …, 0.6 s.
        #expect(gif.frames.count == 7)
        var refused = CommandIO(output: "", error: "")
        #expect(SegueCLI.run(["gif", "card-flip", "--direction", "fromLeft"], coded: coded, io: &refused) == .usage)
    }
}

@Suite("gif in the README")
struct GifReadmeTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let arguments = ["slide-over", "--gesture", "touch; drag 30% over 0.25s; drag 15% over 0.1s; release", "--size", "200x434", "--fps", "25"]

    /// `docs/slide-over-drag.gif`, embedded in the README, is what the command in the README writes
    /// now. `SEGUE_RECORD_SNAPSHOTS=1` rewrites it (and fails, like a snapshot).
    @Test("docs/slide-over-drag.gif is up to date")
    func readmeGif() throws {
        let committed = Self.repository.appendingPathComponent("docs/slide-over-drag.gif")
        let folder = try makeTemporaryFolder("segue-gif-readme")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = folder.appendingPathComponent("slide-over-drag.gif")
        #expect(segue(["gif"] + Self.arguments + ["--output", fresh.path]).code == .success)
        let bytes = try Data(contentsOf: fresh)
        if ProcessInfo.processInfo.environment["SEGUE_RECORD_SNAPSHOTS"].map({ !$0.isEmpty && $0 != "0" }) ?? false {
            try bytes.write(to: committed)
            Issue.record("rewrote docs/slide-over-drag.gif; run again without SEGUE_RECORD_SNAPSHOTS to check it")
            return
        }
        #expect(
            FileManager.default.contents(atPath: committed.path) == bytes,
            "docs/slide-over-drag.gif is out of date: run the README's command (or the tests with SEGUE_RECORD_SNAPSHOTS=1)")
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(
            readme.contains(
                "segue gif slide-over --gesture 'touch; drag 30% over 0.25s; drag 15% over 0.1s; release' --size 200x434 --fps 25 --output docs/slide-over-drag.gif"
            ))
    }
}
