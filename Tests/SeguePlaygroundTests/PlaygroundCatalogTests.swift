import SegueEngine
import SegueInput
import SeguePlayground
import SeguePresets
import Testing

/// Every preset in every operation and direction it supports plays in the playground: scrubbed,
/// played to the end, flicked and drawn, with no NaN on the stage and a clean end.
@Suite("Playground: every preset")
struct PlaygroundCatalogTests {
    static let names = PresetCatalog.builtIn().names

    @Test("plays, scrubs, flicks and draws", arguments: names)
    func everyPreset(name: String) {
        var h = Harness(name)
        #expect(h.playground.preset?.name == name)
        let spec = h.playground.preset!
        let directions = max(1, spec.directions.count)
        for _ in 0..<directions {
            for _ in 0..<2 {
                guard h.playground.session != nil else {
                    Issue.record("\(name) \(h.playground.operation): \(h.playground.banner ?? "no session")")
                    break
                }
                h.press(.shiftRight, .shiftRight, .shiftRight)
                #expect(abs(h.progress - 0.3) < 1e-9, "\(name) scrubbed")
                _ = h.playground.view(columns: 100, rows: 30)
                h.press(.enter)
                h.wait(3)
                #expect(h.phase == .completed(didFinish: true), "\(name) \(h.playground.operation) \(String(describing: h.playground.direction))")
                h.press(.character(" "))
                h.wait(0.1)
                let scene = h.playground.session!.scene(at: h.playground.time)
                #expect(scene.views.allSatisfy { $0.alpha.isFinite && $0.quad.corners.allSatisfy { $0.x.isFinite && $0.y.isFinite } })
                h.wait(3)
                h.press(.character("f"))
                h.wait(3)
                if case .completed = h.phase {} else { Issue.record("\(name): a flick must end in a completed transition, not \(String(describing: h.phase))") }
                h.press(.character("o"))
            }
            h.press(.character("v"))
        }
    }
}
