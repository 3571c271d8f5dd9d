import SegueEngine
import SegueInput
import SeguePlayground
import SegueRender
import SegueTestSupport
import Testing

@Suite("Playground model: keys")
struct PlaygroundKeyTests {
    @Test("→/l, Shift+→/L, End and Home scrub by 1 %, 10 %, to the end and to the start")
    func scrubbing() {
        var h = Harness()
        h.press(.right)
        #expect(isClose(h.progress, 0.01))
        h.press(.character("l"), .shiftRight, .character("L"))
        #expect(isClose(h.progress, 0.22))
        h.press(.left, .character("h"), .shiftLeft, .character("H"))
        #expect(isClose(h.progress, 0))
        h.press(.end)
        #expect(h.progress == 1)
        h.press(.home)
        #expect(h.progress == 0)
        #expect(h.phase == .interactive)
    }

    @Test("scrubbing a running transition grabs it where it is drawn")
    func scrubGrabs() {
        var h = Harness()
        h.press(.character(" "))
        h.wait(0.2)
        let shown = h.playground.session!.scene(at: h.playground.time)
        let p = h.progress
        h.press(.right)
        #expect(h.logText.contains("grabbed at"))
        #expect(h.phase == .interactive)
        #expect(isClose(h.progress, min(1, p + 0.01), tolerance: 1e-9))
        _ = shown
    }

    @Test("Space plays, pauses (grab), resumes and replays")
    func playPause() {
        var h = Harness()
        h.press(.character(" "))
        #expect(h.playground.isAnimating)
        h.wait(0.1)
        h.press(.character(" "))
        #expect(h.phase == .interactive)
        #expect(!h.playground.isAnimating)
        let paused = h.progress
        h.wait(1)
        #expect(h.progress == paused, "a paused transition stays put")
        h.press(.character(" "))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true))
        #expect(h.screen.contains("✓ finished"))
        h.press(.character(" "))
        #expect(h.phase == .animating(finishing: true), "replays from the start")
        #expect(h.progress < 0.1)
    }

    @Test("Enter finishes, Backspace and x cancel, r turns a running transition around")
    func finishCancelReverse() {
        var h = Harness()
        h.press(.shiftRight, .shiftRight, .shiftRight)
        h.press(.enter)
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true))
        h = Harness()
        h.press(.shiftRight, .shiftRight, .shiftRight, .shiftRight, .shiftRight, .shiftRight)
        h.press(.backspace)
        h.wait(1)
        #expect(h.phase == .completed(didFinish: false))
        #expect(h.playground.session!.scene(at: h.playground.time) == h.playground.session!.driver.transition.scene(at: 0))
        h = Harness()
        h.press(.shiftRight, .character("x"))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: false))
        h = Harness()
        h.press(.character(" "))
        h.wait(0.2)
        h.press(.character("r"))
        #expect(h.phase == .animating(finishing: false))
        h.press(.character("r"))
        #expect(h.phase == .animating(finishing: true))
    }

    @Test("cancel at rest does nothing, so the next Space still plays")
    func cancelAtRest() {
        var h = Harness()
        h.press(.character("x"))
        #expect(h.logText.contains("nothing to cancel"))
        h.press(.character(" "))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true))
    }

    @Test("r while paused makes Space play back to the start")
    func reverseWhilePaused() {
        var h = Harness()
        h.press(.shiftRight, .shiftRight, .shiftRight)
        h.press(.character("r"))
        #expect(h.playground.playsBackward)
        h.press(.character(" "))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: false))
    }

    @Test("d puts a finger down; a slow short drag that stops before lifting cancels")
    func slowDragCancels() {
        var h = Harness()
        h.press(.character("d"))
        #expect(h.playground.finger == .keyboard)
        // → advances, whatever the pan's direction (slide-over is pulled from the right edge).
        h.press(.right, after: 0.2)
        h.press(.right, after: 0.2)
        h.wait(0.3)
        h.press(.character(" "))
        #expect(h.playground.finger == nil)
        h.wait(1)
        #expect(h.logText.contains("→ cancel"), "\(h.logText)")
        #expect(h.phase == .completed(didFinish: false))
    }

    @Test("a fast keyboard drag past the threshold finishes; the timeline shows a live verdict while the finger is down")
    func fastDragFinishes() {
        var h = Harness()
        h.press(.character("d"))
        for _ in 0..<4 { h.press(.shiftRight, after: 0.03) }
        h.wait(0.1)
        #expect(h.screen.contains("release now → finish"), "\(h.screen)")
        h.press(.character(" "))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true))
    }

    @Test("f flicks: velocity beats distance under percent-or-velocity, not under percent")
    func flick() {
        var h = Harness()
        while h.playground.policy.kind != .percentOrVelocity { h.press(.character("c")) }
        h.press(.character("f"))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true), "\(h.logText)")
        #expect(h.logText.contains("→ finish: v"))
        var p = Harness()
        #expect(p.playground.policy.kind == .percent)
        p.press(.character("f"))
        p.wait(1)
        #expect(p.phase == .completed(didFinish: false))
    }

    @Test("F on a transition under way throws it back; at rest it is ignored with a reason")
    func flickBackward() {
        var h = Harness()
        h.press(.character("F"))
        h.wait(0.2)
        #expect(h.logText.contains("touch ignored"))
        h = Harness()
        while h.playground.policy.kind != .flick { h.press(.character("c")) }
        for _ in 0..<7 { h.press(.shiftRight) }
        h.press(.character("F"))
        h.wait(1)
        #expect(h.phase == .completed(didFinish: false), "\(h.logText)")
    }

    @Test("[ ] move the percent threshold, { } the velocity threshold, c cycles the policies")
    func thresholds() {
        var h = Harness()
        #expect(h.playground.policy.percentThreshold == 0.5)
        h.press(.character("]"), .character("]"))
        #expect(isClose(h.playground.policy.percentThreshold, 0.6))
        h.press(.character("["))
        #expect(isClose(h.playground.policy.percentThreshold, 0.55))
        #expect(h.playground.session?.policy == h.playground.policy)
        let kinds = (0..<CompletionPolicy.Kind.allCases.count).map { _ -> CompletionPolicy.Kind in
            h.press(.character("c"))
            return h.playground.policy.kind
        }
        #expect(Set(kinds) == Set(CompletionPolicy.Kind.allCases))
        while h.playground.policy.kind != .percentOrVelocity { h.press(.character("c")) }
        h.press(.character("}"))
        #expect(h.playground.policy.velocityThreshold == 150)
        h.press(.character("{"), .character("{"))
        #expect(h.playground.policy.velocityThreshold == 50)
    }

    @Test("Tab, n, Shift+Tab and p cycle the presets, wrapping around")
    func cyclePresets() {
        var h = Harness()
        let count = h.playground.presets.count
        let start = h.playground.presetIndex
        h.press(.tab)
        #expect(h.playground.presetIndex == (start + 1) % count)
        h.press(.character("n"))
        #expect(h.playground.presetIndex == (start + 2) % count)
        h.press(.backTab, .character("p"))
        #expect(h.playground.presetIndex == start)
        for _ in 0..<count { h.press(.tab) }
        #expect(h.playground.presetIndex == start)
    }

    @Test("/ opens a picker that filters as you type; Enter opens the choice, Esc closes")
    func picker() {
        var h = Harness()
        h.press(.character("/"))
        #expect(h.playground.overlay == .picker(filter: "", selection: h.playground.presetIndex), "it opens on the current preset")
        h.type("cover")
        #expect(h.screen.contains("cover-vertical"))
        #expect(!h.screen.contains("slide-over  Slide Over"), "the filter hides the others")
        h.press(.enter)
        #expect(h.playground.overlay == .none)
        #expect(h.playground.preset?.name == "cover-vertical")
        h.press(.character("/"))
        h.type("zzzz")
        #expect(h.screen.contains("no preset matches"))
        h.press(.escape)
        #expect(h.playground.overlay == .none)
        #expect(h.playground.preset?.name == "cover-vertical")
    }

    @Test("o cycles slide-over's operations (present, dismiss, push, pop), v cycles the direction")
    func operationAndDirection() {
        var h = Harness()
        #expect(h.playground.operation == .present)
        for expected in [TransitionOperation.dismiss, .push, .pop, .present] {
            h.press(.character("o"))
            #expect(h.playground.operation == expected)
        }
        let first = h.playground.direction
        h.press(.character("v"))
        #expect(h.playground.direction != first)
        #expect(h.playground.session != nil)
    }

    @Test("t turns the device: landscape container, stage above the panels, and back")
    func turnDevice() {
        var h = Harness()
        h.press(.shiftRight)
        h.press(.character("t"))
        #expect(h.playground.container == Size(width: 852, height: 393))
        #expect(h.playground.session?.driver.transition.container == Size(width: 852, height: 393))
        #expect(h.progress == 0, "the transition starts over in the new container")
        #expect(h.screen.contains("landscape 852x393 pt"))
        let layout = PlaygroundLayout(columns: 120, rows: 40, container: h.playground.container)
        #expect(layout.inspector.y >= layout.stage.maxY, "a landscape stage takes the width")
        h.press(.character("t"))
        #expect(h.playground.container == .phonePortrait)
    }

    @Test("+ and − change the speed, down to 0.1× slow motion")
    func speed() {
        var h = Harness()
        for _ in 0..<6 { h.press(.character("-")) }
        #expect(h.playground.speed == 0.1)
        h.press(.character(" "))
        h.wait(1)
        #expect(isClose(h.playground.time, 0.1, tolerance: 1e-9), "1 s of clock is 0.1 s of transition")
        #expect(h.phase == .animating(finishing: true))
        h.press(.character("+"), .character("+"))
        #expect(h.playground.speed == 0.5)
    }

    @Test("a help taller than the screen scrolls with ↑/↓ and says so; every binding can be reached")
    func helpScrolls() {
        var h = Harness(columns: 60, rows: 20)
        h.press(.character("?"))
        var seen = Set<String>()
        for _ in 0..<120 {
            let screen = h.playground.view(columns: 60, rows: 20).trimmedText
            #expect(screen.contains("↑/↓ scroll"))
            for binding in h.playground.keyMap.bindings where screen.contains(binding.description.prefix(30)) { seen.insert(binding.description) }
            h.press(.down)
            #expect(h.playground.overlay == .help, "scrolling keeps the help open")
        }
        #expect(seen.count == h.playground.keyMap.bindings.count, "reached \(seen.count) of \(h.playground.keyMap.bindings.count)")
        h.press(.character("x"))
        #expect(h.playground.overlay == .none)
    }

    @Test("? shows the help with every binding, Esc closes it, q quits with 0")
    func helpAndQuit() {
        var h = Harness()
        h.press(.character("?"))
        #expect(h.playground.overlay == .help)
        // Scrolled page by page, the help shows every binding of every map.
        var screen = h.screen
        for _ in 0..<5 {
            h.press(.pageDown)
            screen += h.screen
        }
        #expect(h.playground.overlay == .help, "the scroll keys do not close the help")
        let maps = [
            h.playground.keyMap, h.playground.dragKeyMap, h.playground.directDragKeyMap, h.playground.helpKeyMap, h.playground.cardKeyMap,
            h.playground.pickerKeyMap,
        ]
        for binding in maps.flatMap(\.listed) { #expect(screen.contains(binding.description.prefix(40)), "\(binding.keyLabel)") }
        h.press(.escape)
        #expect(h.playground.overlay == .none)
        #expect(h.press(.character("q")) == .quit(0))
        #expect(h.press(.control("l")) == .repaint)
    }
}

@Suite("Playground model: mouse, resize, reload")
struct PlaygroundEnvironmentTests {
    @Test("pressing on the stage and dragging fast is a real pan; releasing lets the policy decide")
    func mouseDrag() {
        var h = Harness()
        let layout = PlaygroundLayout(columns: 120, rows: 40)
        let row = layout.stage.y + layout.stage.height / 2
        let right = layout.stage.x + layout.stage.width - 3
        h.mouse(.press, column: right, row: row)
        #expect(h.playground.finger == .mouse)
        for step in 1...8 { h.mouse(.drag, column: right - step * 3, row: row, after: 0.016) }
        #expect(h.progress > 0.3)
        h.mouse(.release, column: right - 24, row: row, after: 0.016)
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true), "\(h.logText)")
    }

    @Test("an overlay opened mid-drag never leaves the mouse finger stuck")
    func mouseThroughOverlay() {
        var h = Harness()
        let layout = PlaygroundLayout(columns: 120, rows: 40)
        let row = layout.stage.y + layout.stage.height / 2
        let right = layout.stage.x + layout.stage.width - 3
        h.mouse(.press, column: right, row: row)
        h.mouse(.drag, column: right - 6, row: row, after: 0.02)
        h.press(.character("?"))
        h.mouse(.release, column: right - 8, row: row, after: 0.02)
        h.press(.escape)
        #expect(h.playground.finger == nil)
        #expect(h.playground.session?.isTouching == false)
        h.wait(1)
        h.press(.shiftRight)
        #expect(h.progress > 0, "scrubbing works again")
    }

    @Test("a key that closes the help does nothing else; a finger down stays down")
    func helpCloseDoesNotAct() {
        var h = Harness()
        h.press(.character("d"))
        h.press(.character("?"))
        h.press(.character(" "))
        #expect(h.playground.overlay == .none)
        #expect(h.playground.finger == .keyboard, "Space closed the help, it did not lift the finger")
    }

    @Test("a finger cannot go down while a flick is under way")
    func noInterleavedTouches() {
        var h = Harness()
        h.press(.character("f"))
        h.press(.character("d"))
        #expect(h.playground.finger == nil)
        h.wait(1)
        h.press(.character("d"))
        #expect(h.playground.finger == .keyboard)
    }

    @Test("a press outside the stage does nothing")
    func mouseOutside() {
        var h = Harness()
        h.mouse(.press, column: 100, row: 5)
        #expect(h.playground.finger == nil)
    }

    @Test("a terminal too small shows a clear message, and the layout comes back when it grows")
    func tooSmall() {
        var h = Harness()
        _ = h.playground.handle(.resize(columns: 30, rows: 10))
        let small = h.playground.view(columns: 30, rows: 10).trimmedText
        #expect(small.contains("Terminal too small: 30×10"))
        #expect(small.contains("at least 50×16"))
        for size in [(0, 0), (1, 1), (49, 40), (120, 15)] {
            let grid = h.playground.view(columns: size.0, rows: size.1)
            #expect(grid.width == size.0 && grid.height == size.1)
        }
        _ = h.playground.handle(.resize(columns: 120, rows: 40))
        #expect(h.screen.contains("Inspector"))
    }

    @Test("on the too-small screen only q acts: keys and clicks typed at the message do nothing then or later")
    func tooSmallIgnoresKeys() {
        var h = Harness()
        let preset = h.playground.presetIndex
        _ = h.playground.handle(.resize(columns: 30, rows: 10))
        let before = h.playground.view(columns: 30, rows: 10)
        h.press(.right, .character(" "), .character("n"), .character("?"), .character("/"), .end, .character("d"))
        h.mouse(.press, column: 5, row: 5)
        h.wait(0.5)
        #expect(h.playground.view(columns: 30, rows: 10) == before)
        _ = h.playground.handle(.resize(columns: 120, rows: 40))
        #expect(h.progress == 0)
        #expect(h.playground.presetIndex == preset)
        #expect(h.playground.overlay == .none)
        #expect(h.playground.finger == nil)
        _ = h.playground.handle(.resize(columns: 30, rows: 10))
        #expect(h.playground.handle(.key(.character("q"))) == .quit(0))
    }

    @Test("a mouse finger down when the terminal shrinks too small lifts where it was on release")
    func tooSmallRelease() {
        var h = Harness()
        let stage = PlaygroundLayout(columns: 120, rows: 40).stage
        let row = stage.y + stage.height / 2
        h.mouse(.press, column: stage.x + stage.width - 3, row: row)
        h.mouse(.drag, column: stage.x + stage.width / 2, row: row, after: 0.05)
        #expect(h.playground.finger == .mouse)
        _ = h.playground.handle(.resize(columns: 30, rows: 10))
        h.mouse(.release, column: 2, row: 2, after: 0.05)
        #expect(h.playground.finger == nil)
        #expect(h.progress.isFinite)
        #expect(h.logText.contains("released at"), "\(h.logText)")
        #expect(!h.logText.contains("nan"), "\(h.logText)")
    }

    @Test("narrow, tall terminals put the panels below the stage")
    func tallLayout() {
        let layout = PlaygroundLayout(columns: 60, rows: 50)
        #expect(!layout.isTooSmall)
        #expect(layout.inspector.y >= layout.stage.maxY)
        let wide = PlaygroundLayout(columns: 160, rows: 40)
        #expect(wide.inspector.x >= wide.stage.maxX)
    }

    @Test("a broken edit shows its error and keeps the last good version; a fixed one reloads")
    func hotReload() throws {
        var h = Harness()
        let good = h.playground.presets
        h.press(.shiftRight)
        h.playground.reload(presets: good.filter { $0.name != "slide-over" }, problems: ["presets/slide-over.json:3:12: title: expected a string"])
        #expect(h.playground.preset?.name == "slide-over", "the last good version stays on screen")
        #expect(h.screen.contains("presets/slide-over.json:3:12"))
        var edited = good
        let index = edited.firstIndex { $0.name == "slide-over" }!
        edited[index].title = "Slide Over, edited"
        h.playground.reload(presets: edited, problems: [])
        #expect(h.playground.banner == nil)
        #expect(h.screen.contains("Slide Over, edited"))
        #expect(h.logText.contains("reloaded slide-over"))
    }

    @Test("idle, the playground asks for no frames")
    func idle() {
        var h = Harness()
        #expect(!h.playground.isAnimating)
        h.press(.character(" "))
        #expect(h.playground.isAnimating)
        h.wait(1)
        #expect(!h.playground.isAnimating)
    }

    @Test("the curve panel shows the current preset's curve at the playhead after the playhead, the preset and the size change")
    func curvePanelFollowsState() {
        var h = Harness("slide-over", columns: 120, rows: 40)
        h.press(.character(" "))
        for step in 0..<4 {
            switch step {
            case 1: h.wait(0.2)
            case 2: h.press(.character("n"))
            case 3: _ = h.playground.handle(.resize(columns: 150, rows: 45))
            default: break
            }
            let (columns, rows) = step == 3 ? (150, 45) : (120, 40)
            let screen = h.playground.view(columns: columns, rows: rows)
            let rect = PlaygroundLayout(columns: columns, rows: rows, hasBanner: h.playground.banner != nil, container: h.playground.container).plot
            guard let spec = h.playground.preset, let session = h.playground.session else {
                Issue.record("no preset playing")
                return
            }
            let resolved = spec.timing.resolved(duration: session.driver.interaction.duration)
            let playhead = resolved.fraction(forProgress: min(max(h.progress, 0), 1))
            let expected = CurvePlot.render(width: rect.width, height: rect.height - 1, domain: 0...1, marker: playhead) { resolved.progress(at: $0) }
            let shown = (0..<expected.height).map { row in
                String(String.UnicodeScalarView((0..<rect.width).map { screen[rect.x + $0, rect.y + 1 + row].glyph }))
            }
            #expect(shown == (0..<expected.height).map(expected.line), "step \(step): \(spec.name)")
        }
    }
}

@Suite("Playground: the curve plot kept between frames")
struct CurvePlotCacheTests {
    /// The plot panel's text on a 120 × 40 screen.
    func plotPanel(_ playground: PlaygroundPane) -> [String] {
        let layout = PlaygroundLayout(columns: 120, rows: 40, hasBanner: playground.banner != nil, container: playground.container)
        let grid = playground.view(columns: 120, rows: 40)
        return (layout.plot.y..<layout.plot.maxY).map { String(grid.line($0).dropFirst(layout.plot.x).prefix(layout.plot.width)) }
    }

    @Test("the kept plot never goes stale: after another curve, a resize and the ASCII set, it is the plot a fresh playground draws")
    func neverStale() throws {
        var h = Harness("slide-over")
        let first = plotPanel(h.playground)
        let timing = try #require(h.playground.preset).timing
        // The next preset with another curve; the plot was drawn (and kept) for the first one.
        repeat { h.press(.tab) } while h.playground.preset?.timing == timing
        let name = try #require(h.playground.preset).name
        let fresh = Harness(name)
        #expect(plotPanel(h.playground) != first)
        #expect(plotPanel(h.playground) == plotPanel(fresh.playground))
        // Copies share the kept plot: a copy drawn at another size does not change what this one shows.
        _ = h.playground.view(columns: 200, rows: 60)
        #expect(plotPanel(h.playground) == plotPanel(fresh.playground))
    }
}
