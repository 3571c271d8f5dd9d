import SegueEngine
import SeguePresets
import SegueUIKit
import Testing
import UIKitExamples

/// The interactive examples decide as their presets' policies: the same seeded fingers go to the
/// example's own recognizer (a live run, the code decides) and to the engine's recognizer with
/// the preset's pan and policy, and every release gets the same verdict.
@Suite("UIKit examples: the code decides as the preset's policy")
@MainActor
struct InteractiveExamplesTests {
    static let catalog = PresetCatalog.builtIn()

    /// A small repeatable generator (SplitMix64).
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A drag along `direction` from `start` at 60 Hz: forward, maybe back a little, maybe held, lifted.
    static func drag(from start: Point, along direction: Direction, _ random: inout Seeded, at time: Double = 1) -> [TouchEvent] {
        let unit: Point =
            switch direction {
            case .fromLeft: Point(x: 1, y: 0)
            case .fromRight: Point(x: -1, y: 0)
            case .fromTop: Point(x: 0, y: 1)
            case .fromBottom: Point(x: 0, y: -1)
            }
        var along = 0.0
        var t = time
        var events = [TouchEvent(.down, at: start, time: t)]
        func move(_ step: Double) {
            along += step
            t += 1.0 / 60
            events.append(TouchEvent(.move, at: Point(x: start.x + unit.x * along, y: start.y + unit.y * along), time: t))
        }
        let step = Double.random(in: 3...14, using: &random)
        for _ in 0..<Int.random(in: 4...30, using: &random) { move(step) }
        let back = Double.random(in: -6...2, using: &random)
        for _ in 0..<Int.random(in: 0...8, using: &random) { move(back) }
        for _ in 0..<Int.random(in: 0...8, using: &random) { move(0) }
        events.append(TouchEvent(.up, at: events.last!.position, time: t + 1.0 / 60))
        return events
    }

    /// The code's verdicts in a run's records, true = finish.
    static func codeDecisions(_ run: UIKitInteractiveRun) -> [Bool] {
        run.records.compactMap { if case .codeDecision(let finishes, _) = $0.event { finishes } else { nil } }
    }

    /// 30 seeded drags from `start` on `example`: the code's verdicts equal `policy`'s on the engine's
    /// recognizer with the example's pan; both finish and cancel happen.
    func agree(_ example: UIKitTransition, policy: CompletionPolicy, seed: UInt64, start: (inout Seeded) -> Point) {
        var random = Seeded(state: seed)
        var finishes = 0
        var began = 0
        for _ in 0..<30 {
            let events = Self.drag(from: start(&random), along: example.interaction.pan.direction, &random)
            let run = UIKitInteractiveRun(example)
            for e in events { run.touch(e) }
            let pan = example.interaction.pan
            var recognizer = PanRecognizer(
                direction: pan.direction, container: example.container, edgeZone: pan.edgeZone, panDistance: pan.distance)
            recognizer.handle(events)
            run.tick(to: events.last!.time + 2)
            guard recognizer.state == .ended else {
                #expect(Self.codeDecisions(run).isEmpty && run.state == .idle, "\(example.name): \(events.first!) \(run.records)")
                continue
            }
            began += 1
            let decision = policy.decide(recognizer.completionInput)
            #expect(Self.codeDecisions(run) == [decision.finishes], "\(example.name): \(events.last!) \(decision)")
            #expect(run.state == .completed(decision.finishes), "\(example.name): \(run.state)")
            #expect(run.log.filter { $0.level == .error }.isEmpty, "\(run.log)")
            if decision.finishes { finishes += 1 }
        }
        #expect(began > 20 && finishes > 3 && finishes < began - 3, "\(example.name): \(finishes) of \(began)")
    }

    /// The preset's interaction for `operation`, in the phone's portrait container.
    func presetFinger(_ name: String, _ operation: TransitionOperation) throws -> TransitionSpec.FingerSetup {
        let spec = try #require(Self.catalog[name])
        return spec.fingerSetup(for: try spec.transition(for: operation))
    }

    @Test("the edge-pan pop decides as percent-or-velocity (show's pop policy) from navigation-push's left edge, on 30 seeded drags")
    func edgePanPop() throws {
        let example = UIKitExamples.edgePanPop
        #expect(example.failure == nil, "\(example.failure ?? "")")
        let edge = try presetFinger("navigation-push", .pop)
        #expect(example.interaction.pan.direction == edge.pan.direction && example.interaction.pan.edgeZone == edge.pan.edgeZone)
        let policy = try #require(try presetFinger("show", .pop).completion)
        #expect(example.interaction.policy == policy)
        agree(example, policy: policy, seed: 0xED6E) { random in Point(x: Double.random(in: 1...18, using: &random), y: 400) }
    }

    @Test("the card dismisses as presentation-sheet's dismiss (percent-or-velocity over 370 pt), on 30 seeded drags")
    func cardDismiss() throws {
        let example = UIKitExamples.cardDismiss
        #expect(example.failure == nil, "\(example.failure ?? "")")
        let sheet = try presetFinger("presentation-sheet", .dismiss)
        #expect(example.interaction.pan == sheet.pan && example.interaction.policy == sheet.completion)
        agree(example, policy: try #require(sheet.completion), seed: 0xCA4D) { random in
            Point(x: Double.random(in: 40...350, using: &random), y: Double.random(in: 520...600, using: &random))
        }
    }

    @Test("the side menu opens as menu's present (percent(0.5) over 511/1136 of the height, 40 pt edge zone), on 30 seeded drags")
    func sideMenu() throws {
        let example = UIKitExamples.sideMenu
        #expect(example.failure == nil, "\(example.failure ?? "")")
        let menu = try presetFinger("menu", .present)
        #expect(example.interaction.pan == menu.pan && example.interaction.policy == menu.completion)
        // Some drags start outside the edge zone: neither the code nor the preset opens then.
        agree(example, policy: try #require(menu.completion), seed: 0x3E2) { random in
            Point(
                x: Double.random(in: 0...1, using: &random) < 0.85 ? Double.random(in: 1...38, using: &random) : Double.random(in: 42...90, using: &random),
                y: 300)
        }
    }

    @Test("the card can be caught mid-flight: a flick sends it, a touch grabs it, a slow drag back up cancels")
    func cardGrabbedMidFlight() {
        let run = UIKitInteractiveRun(UIKitExamples.cardDismiss)
        var t = 1.0
        run.touch(TouchEvent(.down, at: Point(x: 200, y: 560), time: t))
        for i in 1...8 {
            t += 1.0 / 60
            run.touch(TouchEvent(.move, at: Point(x: 200, y: 560 + Double(i) * 12), time: t))
        }
        run.touch(TouchEvent(.up, at: Point(x: 200, y: 656), time: t + 1.0 / 60))
        #expect(run.state == .running)
        t += 0.1
        #expect(run.touch(TouchEvent(.down, at: Point(x: 200, y: 700), time: t)) == .delivered)
        for i in 1...40 {
            t += 1.0 / 60
            run.touch(TouchEvent(.move, at: Point(x: 200, y: 700 - Double(i) * 4), time: t))
        }
        for _ in 0..<8 {
            t += 1.0 / 60
            run.touch(TouchEvent(.move, at: Point(x: 200, y: 540), time: t))
        }
        run.touch(TouchEvent(.up, at: Point(x: 200, y: 540), time: t + 1.0 / 60))
        run.tick(to: t + 2)
        #expect(Self.codeDecisions(run) == [true, false], "\(run.records)")
        #expect(run.records.contains { $0.event == .grabbed }, "\(run.records)")
        #expect(run.refusals.isEmpty)
        #expect(run.state == .completed(false))
    }

    @Test("the edge-pan pop runs on the Core Animation path: a touch after the release is refused with the reason")
    func edgePopRefusesAGrab() {
        let run = UIKitInteractiveRun(UIKitExamples.edgePanPop)
        run.touch(TouchEvent(.down, at: Point(x: 5, y: 400), time: 1))
        for i in 1...10 { run.touch(TouchEvent(.move, at: Point(x: 5 + Double(i) * 15, y: 400), time: 1 + Double(i) / 60)) }
        run.touch(TouchEvent(.up, at: Point(x: 155, y: 400), time: 1 + 11.0 / 60))
        #expect(run.state == .running)
        #expect(run.touch(TouchEvent(.down, at: Point(x: 5, y: 400), time: 1.25)) == .refused(run.refusals.last?.reason ?? ""))
        #expect(run.refusals.last?.reason.contains("Core Animation path") == true)
        run.tick(to: 3)
        #expect(run.state == .completed(true))
    }

    /// A straight drag down the middle of the screen from y 100: `points` over `steps` frames of
    /// 1/60 s, then held still for `hold` frames; lifted unless `lift` is false.
    static func dragDown(_ run: UIKitInteractiveRun, _ moves: [Double], hold: Int = 0, lift: Bool = true) -> Double {
        var t = 1.0
        var y = 100.0
        run.touch(TouchEvent(.down, at: Point(x: 196, y: y), time: t))
        for step in moves + Array(repeating: 0, count: hold) {
            t += 1.0 / 60
            y += step
            run.touch(TouchEvent(.move, at: Point(x: 196, y: y), time: t))
        }
        if lift { run.touch(TouchEvent(.up, at: Point(x: 196, y: y), time: t + 1.0 / 60)) }
        return t
    }

    @Test("the scroll sheet: a 300 pt drag scrolls the list its 240 pt back to the top, then the dismissal takes the rest")
    func scrollSheetHandOff() throws {
        let example = UIKitExamples.scrollSheet
        #expect(example.failure == nil, "\(example.failure ?? "")")
        let run = UIKitInteractiveRun(example)
        #expect(run.hasOwnGestures, "the code adds a target to the list's own pan: it plays live")
        _ = Self.dragDown(run, Array(repeating: 10, count: 30), lift: false)
        let list = try #require(Self.list(in: run))
        #expect(list.contentOffset.y == 0, "the list is pinned at its top")
        #expect(run.state == .interactive)
        // The list's pan begins after 10 pt (its hysteresis), then scrolls the 240 pt back to the
        // top; the dismissal has the other 50 pt, over the screen's 852.
        #expect(abs(run.progress - 50.0 / 852) < 0.5 / 852, "\(run.progress * 852) pt")
        // The log names the hand-off as the policy side does: what the list scrolled, where it was
        // pinned, then the transition's start, all at the moment the code called dismiss.
        let handOff = run.records.prefix(3).map(\.event)
        #expect(handOff == [.scroll(.consumed(id: "list", points: 240)), .scroll(.handOff(offset: 0)), .began(interactive: true)], "\(run.records)")
        #expect(Set(run.records.prefix(3).map(\.time)).count == 1)
    }

    @Test("the scroll sheet: a drag that turns back up before the top only scrolls, and never dismisses")
    func scrollSheetTurnsBack() throws {
        let run = UIKitInteractiveRun(UIKitExamples.scrollSheet)
        let t = Self.dragDown(run, Array(repeating: 10, count: 20) + Array(repeating: -10, count: 10), hold: 6)
        run.tick(to: t + 3)
        #expect(run.state == .idle)
        #expect(Self.codeDecisions(run).isEmpty)
        #expect(run.handOffs.isEmpty && run.records.isEmpty, "no hand-off when the transition never began: \(run.records)")
        let list = try #require(Self.list(in: run))
        #expect(list.contentOffset.y == 150, "240 − (200 − 10 of hysteresis) + 100 pt, held still before the lift: no coasting")
    }

    @Test("the scroll sheet: a flick after the hand-off dismisses on its projection, a slow short one cancels")
    func scrollSheetReleases() {
        let flick = UIKitInteractiveRun(UIKitExamples.scrollSheet)
        var t = Self.dragDown(flick, Array(repeating: 10, count: 26) + Array(repeating: 25, count: 4))
        flick.tick(to: t + 2)
        #expect(Self.codeDecisions(flick) == [true], "\(flick.records)")
        #expect(flick.state == .completed(true))
        let slow = UIKitInteractiveRun(UIKitExamples.scrollSheet)
        t = Self.dragDown(slow, Array(repeating: 10, count: 30), hold: 10)
        slow.tick(to: t + 2)
        #expect(Self.codeDecisions(slow) == [false], "\(slow.records)")
        #expect(slow.state == .completed(false))
    }

    /// The example's list: the scroll view in the host's window.
    static func list(in run: UIKitInteractiveRun) -> UIScrollView? {
        func find(_ view: UIView) -> UIScrollView? {
            if let scroll = view as? UIScrollView { return scroll }
            return view.subviews.lazy.compactMap(find).first
        }
        return find(run.host.window)
    }
}
