import SegueEngine
import SeguePlayground
import SeguePresets
import Testing

/// docs/scroll-handoff.md's worked examples, in process: the same presets, scripts and numbers.
@Suite("Scroll hand-off: the worked examples")
struct ScrollHandOffWorkedExamplesTests {
    static let H = 852.0

    /// A pushed list with an edge-pan pop: the edge-zone example's preset.
    static let edgeList = """
        {
          "name": "edge-list", "title": "Edge List", "summary": "A pushed list popped by an edge pan.",
          "origin": { "library": "Segue", "reproduces": "an edge-pan pop over a scrolling list" },
          "operations": ["push"], "duration": 0.35, "direction": "fromRight",
          "views": [ { "id": "presenting" }, { "id": "presented", "scroll": { "contentHeight": "3*H" } } ],
          "tracks": [
            { "view": "presented", "animate": { "translation.x": ["W", 0] } },
            { "view": "presenting", "animate": { "translation.x": [0, "-0.3*W"] } }
          ],
          "interactions": [ { "operation": "pop", "pan": "fromLeft", "edgeZone": 20, "distance": "W", "completion": "projection(0.998, 0.5)" } ]
        }
        """

    static func session(_ spec: TransitionSpec, _ operation: TransitionOperation, offset: Double? = nil) throws -> InteractionSession {
        let transition = try spec.transition(for: operation)
        let finger = spec.fingerSetup(for: transition)
        var session = InteractionSession(
            transition: transition, operation: operation, pan: finger.pan, policy: try #require(finger.completion), releaseTiming: finger.releaseTiming)
        session.share(with: spec.scrollSetup(for: transition, contentOffset: offset))
        return session
    }

    static func run(_ name: String, _ script: String, offset: Double? = nil) throws -> InteractionSession {
        let spec = try #require(PresetCatalog.builtIn()[name])
        var s = try session(spec, .dismiss, offset: offset)
        try s.run(try GestureScript.parse(script))
        return s
    }

    static func events(_ s: InteractionSession) -> [ScrollEvent] {
        s.log.compactMap { if case .scroll(let e) = $0.event { e } else { nil } }
    }

    /// The points each `consumed` line gives for `id`.
    static func consumed(_ s: InteractionSession, _ id: String) -> [Double] {
        events(s).compactMap { if case .consumed(id, let points) = $0 { points } else { nil } }
    }

    static func close(_ values: [Double], _ expected: [Double]) -> Bool {
        values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    static func released(_ s: InteractionSession) -> (p: Double, v: Double)? {
        for r in s.log { if case .released(let v) = r.event { return (r.progress, v) } }
        return nil
    }

    @Test("a drag of 300 pt from offset 120 scrolls 120 pt, then dismisses with 180 pt of translation")
    func scrollThenDismiss() throws {
        let s = try Self.run("page-sheet-scroll", "touch; drag 300pt over 0.3s; release", offset: 120)
        let events = Self.events(s)
        #expect(Self.close(Self.consumed(s, "presented"), [120]))
        let handOff = try #require(s.log.first { $0.event == .scroll(.handOff(offset: 0)) })
        #expect(abs(handOff.time - 0.125) < 1e-9)
        #expect(handOff.text == "hand-off to dismiss at t 0.13 s, offset 0")
        let release = try #require(Self.released(s))
        #expect(abs(release.p - 180 / Self.H) < 1e-9, "progress counts only the dismissal's 180 pt")
        #expect(abs(release.v - 1000) < 1e-6)
        #expect(s.completedPosition == .end)
        #expect(s.scroll?.setup["presented"]?.offset == 0, "the content stays pinned at its top")
    }

    @Test("a drag that turns back up before the top never dismisses; the list coasts at 0.998 per ms")
    func turnBackBeforeTheTop() throws {
        let s = try Self.run("page-sheet-scroll", "touch; drag 100pt over 0.2s; drag -80pt over 0.2s; release", offset: 120)
        #expect(!s.log.contains { if case .began = $0.event { true } else { false } })
        #expect(!Self.events(s).contains(.handOff(offset: 0)))
        #expect(Self.close(Self.consumed(s, "presented"), [180]))
        let coast = try #require(Self.events(s).last)
        guard case .coasted(let id, let offset, let velocity, let target) = coast else {
            Issue.record("no coast: \(coast)")
            return
        }
        #expect(id == "presented" && abs(offset - 100) < 1e-9 && abs(velocity - 400) < 1e-6)
        #expect(abs(target - 299.6) < 1e-6, "100 + 0.4 · 499")
        #expect(s.completedPosition == nil)
    }

    @Test("a sideways drag starting in the carousel never moves the sheet")
    func carouselWins() throws {
        let spec = try #require(PresetCatalog.builtIn()["sheet-carousel"])
        var s = try Self.session(spec, .dismiss)
        let before = s.scene(at: 0)["presented"]?.quad
        var finger = GestureSimulator()
        for step in try GestureScript.parse("touch at 200pt 250pt; drag -150pt across over 0.3s") {
            try s.perform(step, with: &finger)
            #expect(s.scene(at: finger.time)["presented"]?.quad == before, "the sheet moved")
        }
        #expect(s.scroll?.owner == .content("carousel"))
        try s.perform(.release, with: &finger)
        let won = try #require(s.log.first { $0.name == "won" })
        #expect(won.text == "carousel won: |dx| 12.5 > |dy| 0 within 10 pt")
        #expect(Self.close(Self.consumed(s, "carousel"), [150]))
        guard case .coasted("carousel", let offset, let velocity, let target)? = Self.events(s).last else {
            Issue.record("the carousel did not coast")
            return
        }
        #expect(Self.close([offset, velocity, target], [150, 500, 399.5]), "150 + 0.5 · 499")
        #expect(s.driver.interaction.phase == .waiting, "the dismissal never began")
    }

    @Test("a downward drag in the same carousel goes to the list and dismisses at its top")
    func downwardInTheCarouselDismisses() throws {
        let s = try Self.run("sheet-carousel", "touch at 200pt 250pt; drag 150pt over 0.3s; release")
        #expect(s.log.first { $0.name == "won" }?.text == "presented won: |dy| 12.5 ≥ |dx| 0 within 10 pt")
        #expect(Self.events(s).contains(.handOff(offset: 0)))
    }

    @Test("an edge pan started outside its zone is refused and the finger goes to the content")
    func edgePanRefused() throws {
        let spec = try PresetDecoder.decode(Self.edgeList, file: "edge-list.json")
        var s = try Self.session(spec, .pop, offset: 300)
        try s.run(try GestureScript.parse("touch at 64pt 400pt; drag 100pt across over 0.2s; release"))
        let refused = try #require(s.log.first { $0.name == "refused" })
        #expect(refused.text == "edge pan refused: touch at x 64 > edge zone 20 pt")
        #expect(Self.close(Self.consumed(s, "presented"), [100]))
        #expect(s.completedPosition == nil)
        // Inside the zone the pan takes a rightward drag.
        var inside = try Self.session(spec, .pop, offset: 300)
        try inside.run(try GestureScript.parse("touch at 10pt 400pt; drag 200pt over 0.2s; release"))
        #expect(inside.log.first { $0.name == "won" }?.text == "pop pan won: |dx| 16.7 > |dy| 0 within 10 pt")
        #expect(inside.completedPosition == .end)
    }

    @Test("a release right after the hand-off decides by the dismissal's own velocity")
    func releaseRightAfterTheHandOff() throws {
        let s = try Self.run("app-store-scroll", "touch; drag 130pt over 0.13s; release", offset: 120)
        let handOff = try #require(s.log.first { $0.event == .scroll(.handOff(offset: 0)) })
        let release = try #require(Self.released(s))
        #expect(abs(release.p - 10 / Self.H) < 1e-9)
        #expect(abs(release.v - 1000) < 1e-6, "the hand-off kept the velocity")
        let decision = try #require(s.log.first { $0.name == "decision" })
        #expect(decision.time - handOff.time < 0.01)
        #expect(decision.text == "→ finish: v 1000 > 100 pt/s")
        #expect(s.completedPosition == .end)
    }

    @Test("going back up after the hand-off hands the finger back to the list")
    func handBack() throws {
        let s = try Self.run("page-sheet-scroll", "touch; drag 200pt over 0.2s; drag -150pt over 0.2s; release", offset: 120)
        let names = s.log.map(\.name)
        let handOff = try #require(names.firstIndex(of: "hand-off"))
        let handBack = try #require(names.firstIndex(of: "hand-back"))
        #expect(handOff < handBack)
        #expect(abs((s.scroll?.initial["presented"]?.offset ?? -1) - 120) < 1e-9)
        #expect(s.completedPosition == .start)
    }
}
