import Foundation
import SegueTestSupport
import Testing

/// The real `segue` binary on docs/scroll-handoff.md's worked examples: the trace lines, the
/// numbers, the exit status, and the lint errors for bad scroll content.
@Suite("segue binary: scroll hand-off and gesture arbitration")
struct ScrollHandOffEndToEndTests {
    func simulate(_ arguments: [String], status: Int32) throws -> String {
        let result = try ProcessRunner.run("segue", ["simulate"] + arguments, timeout: 60)
        #expect(!result.timedOut && !result.terminatedBySignal)
        #expect(result.status == status, "\(result.standardOutput)\(result.standardError)")
        return result.standardOutput
    }

    @Test("a drag of 300 pt from offset 120 scrolls 120 pt, then dismisses with 180 pt")
    func scrollThenDismiss() throws {
        let out = try simulate(
            ["page-sheet-scroll", "--operation", "dismiss", "--content-offset", "120", "--gesture", "touch; drag 300pt over 0.3s; release"], status: 0)
        #expect(out.contains("presented scrolls vertical at 120 of 1755.1 pt; pan begins at the scroll top"))
        #expect(out.contains("0.125  scrolled        0.000   0.000  presented: scroll consumed 120 pt"))
        #expect(out.contains("0.125  hand-off        0.000   0.000  hand-off to dismiss at t 0.13 s, offset 0"))
        #expect(out.contains("0.300  released        0.211   0.211  velocity 1000.0 pt/s"))
        #expect(out.contains("finish: projection(0.998, 0.5), projection 0.80 > 0.50"))
    }

    @Test("a drag that turns back up before the top never dismisses (exit 1: nothing began)")
    func turnBack() throws {
        let out = try simulate(
            [
                "page-sheet-scroll", "--operation", "dismiss", "--content-offset", "120", "--gesture",
                "touch; drag 100pt over 0.2s; drag -80pt over 0.2s; release",
            ],
            status: 1)
        #expect(!out.contains("hand-off") && !out.contains("began"))
        #expect(out.contains("presented let go at offset 100, v 400 pt/s: comes to rest at 299.6"))
    }

    @Test("a sideways drag starting in the carousel never moves the sheet")
    func carousel() throws {
        let out = try simulate(
            ["sheet-carousel", "--operation", "dismiss", "--gesture", "touch at 200pt 250pt; drag -150pt across over 0.3s; release", "--json"], status: 1)
        #expect(out.contains(#""event": "won", "progress": 0, "views": 0, "winner": "carousel", "dx": 12.5, "dy": 0"#))
        #expect(out.contains(#""event": "coast", "progress": 0, "views": 0, "view": "carousel", "offset": 150, "velocity": 500, "target": 399.5"#))
        #expect(!out.contains("\"began\"") && !out.contains("\"views\": 0."))
    }

    @Test("an edge pan started outside its zone is refused; the finger goes to the list")
    func edgePanRefused() throws {
        let folder = try makeTemporaryFolder("edge-list")
        defer { try? FileManager.default.removeItem(at: folder) }
        let preset = """
            { "name": "edge-list", "title": "Edge List", "summary": "A pushed list popped by an edge pan.",
              "origin": { "library": "Segue", "reproduces": "an edge-pan pop over a scrolling list" },
              "operations": ["push"], "duration": 0.35, "direction": "fromRight",
              "views": [ { "id": "presenting" }, { "id": "presented", "scroll": { "contentHeight": "3*H" } } ],
              "tracks": [ { "view": "presented", "animate": { "translation.x": ["W", 0] } },
                          { "view": "presenting", "animate": { "translation.x": [0, "-0.3*W"] } } ],
              "interactions": [ { "operation": "pop", "pan": "fromLeft", "edgeZone": 20, "distance": "W", "completion": "projection(0.998, 0.5)" } ] }
            """
        try preset.write(to: folder.appendingPathComponent("edge-list.json"), atomically: true, encoding: .utf8)
        let out = try simulate(
            [
                "edge-list", "--operation", "pop", "--content-offset", "300", "--presets", folder.path, "--gesture",
                "touch at 64pt 400pt; drag 100pt across over 0.2s; release",
            ], status: 1)
        #expect(out.contains("refused         0.000   0.000  edge pan refused: touch at x 64 > edge zone 20 pt"))
        #expect(out.contains("presented: scroll consumed 100 pt"))
    }

    @Test("a release right after the hand-off decides by the dismissal's own velocity")
    func releaseAfterHandOff() throws {
        let out = try simulate(
            ["app-store-scroll", "--operation", "dismiss", "--content-offset", "120", "--gesture", "touch; drag 130pt over 0.13s; release"], status: 0)
        #expect(out.contains("0.122  hand-off"))
        #expect(out.contains("0.130  released        0.012   0.012  velocity 1000.0 pt/s"))
        #expect(out.contains("finish: percent-or-velocity(0.5, 100, -5), v 1000 > 100 pt/s"))
    }

    @Test("a bad --content-offset is a usage error (exit 64)")
    func badContentOffset() throws {
        for value in ["-5", "abc", "5000"] {
            let result = try ProcessRunner.run(
                "segue", ["simulate", "page-sheet-scroll", "--operation", "dismiss", "--content-offset", value, "--gesture", "touch; release"], timeout: 60)
            #expect(result.status == 64, "\(value): \(result.standardError)")
            #expect(result.standardError.contains("--content-offset"))
        }
    }

    @Test("lint locates a content smaller than its view, a negative offset and an unknown begins rule")
    func lint() throws {
        let folder = try makeTemporaryFolder("scroll-lint")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = """
            { "name": "bad", "title": "T", "summary": "s", "origin": { "library": "l", "reproduces": "r" },
              "operations": ["present"], "duration": 0.5,
              "views": [{ "id": "presenting" }, { "id": "presented", "scroll": { "contentHeight": 100 } },
                        { "id": "other", "role": "own", "scroll": { "contentHeight": 2000, "offset": -3 } }],
              "tracks": [{ "view": "presented", "animate": { "translation.y": ["H", 0] } }],
              "interactions": [{ "operation": "dismiss", "pan": "fromTop", "completion": "percent", "begins": "atTop" }] }
            """
        let file = folder.appendingPathComponent("bad.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run("segue", ["lint", file.path], timeout: 60)
        #expect(result.status == 1)
        let out = result.standardOutput + result.standardError
        #expect(out.contains("bad.json:3:87: views[1].scroll.contentHeight: the content (100 pt) is smaller than its view's height (852 pt)"))
        #expect(out.contains("bad.json:4:90: views[2].scroll.offset: -3 is out of range; expected an offset in points from 0"))
        #expect(out.contains("bad.json:6:99: interactions[0].begins: unknown begins rule 'atTop'"))
    }
}
