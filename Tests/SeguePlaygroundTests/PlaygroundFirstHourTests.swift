import SegueEngine
import SegueInput
import SeguePlayground
import SeguePresets
import SegueRender
import SegueTestSupport
import Testing

/// What a new user trips on in the first hour: each test failed before its fix.
@Suite("Playground model: the first hour")
struct PlaygroundFirstHourTests {
    // MARK: Play, cancel, reverse

    @Test("the first Space after a cancel plays (it used to only show 'ready')")
    func spaceAfterCancel() {
        var h = Harness()
        h.press(.character("l"), .character("l"), .character("l"), .backspace)
        h.wait(1)
        #expect(h.phase == .completed(didFinish: false))
        let lines = h.playground.log.count
        h.press(.character(" "))
        #expect(h.phase == .animating(finishing: true))
        #expect(h.playground.log.dropFirst(lines).contains { $0.text == "began (played)" })
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true))
    }

    @Test("r at the end makes Space play back to the start, once; the label goes with it")
    func reverseAtTheEnd() {
        var h = Harness()
        h.press(.enter)
        h.wait(1)
        #expect(h.phase == .completed(didFinish: true))
        h.press(.character("r"))
        #expect(h.logText.hasSuffix("Space now plays back to the start"))
        #expect(h.screen.contains("␣ plays back"))
        h.press(.character(" "))
        #expect(h.phase == .animating(finishing: false), "it plays back, from the end")
        #expect(h.progress > 0.99)
        #expect(!h.screen.contains("␣ plays back"), "the label goes once Space has used it")
        h.wait(1)
        #expect(h.phase == .completed(didFinish: false))
        #expect(h.progress == 0)
        h.press(.character(" "))
        #expect(h.phase == .animating(finishing: true), "the next Space plays forward again")
    }

    @Test("r at the start says there is nothing to play back and changes nothing")
    func reverseAtTheStart() {
        var h = Harness()
        h.press(.character("r"))
        #expect(!h.playground.playsBackward)
        #expect(h.logText.hasSuffix("at the start: nothing to play back; Space plays to the end"))
        #expect(!h.screen.contains("␣ plays back"))
    }

    // MARK: Picker

    @Test(
        "the picker ranks the exact name, then a prefix, then a word prefix, then letters in order",
        arguments: [("fade", "fade"), ("push", "push"), ("sl", "slide"), ("slide-", "slide-over"), ("sovr", "slide-over"), ("Cube", "cube")])
    func pickerRanks(filter: String, expected: String) {
        var h = Harness()
        h.press(.character("/"))
        h.type(filter)
        h.press(.enter)
        #expect(h.playground.preset?.name == expected)
    }

    @Test("the picker finds presets by library: 'touch' and 'alert'")
    func pickerMatchesLibrary() {
        let h = Harness()
        let presets = h.playground.presets
        for (filter, library) in [("touch", "Touchwonders/Transition"), ("alert", "loopeer/AlertTransition")] {
            let found = h.playground.pickerMatches(filter).map { presets[$0].origin.library }
            let expected = presets.filter { $0.origin.library == library }.count
            #expect(found.count >= expected && expected > 0)
            #expect(found.prefix(expected).allSatisfy { $0 == library }, "\(filter): \(found)")
        }
    }

    // MARK: Reload

    @Test("a preset whose file is briefly away stays open; when it is back the playground is still on it")
    func reloadKeepsAMissingPreset() throws {
        var h = Harness()
        h.press(.shiftRight, .shiftRight, .shiftRight)
        let all = h.playground.presets
        h.playground.reload(presets: all.filter { $0.name != "slide-over" }, problems: [])
        #expect(h.playground.preset?.name == "slide-over")
        #expect(isClose(h.progress, 0.3, tolerance: 1e-9))
        #expect(h.logText.contains("slide-over: its file is gone"))
        var edited = all
        let index = try #require(edited.firstIndex { $0.name == "slide-over" })
        edited[index].title = "Slide Over, saved"
        h.playground.reload(presets: edited, problems: [])
        #expect(h.playground.preset?.name == "slide-over")
        #expect(h.screen.contains("Slide Over, saved"))
    }

    @Test("a reload keeps the progress and a policy changed by hand; an untouched policy follows the file")
    func reloadKeepsState() throws {
        var h = Harness()
        h.press(.shiftRight, .shiftRight, .shiftRight, .shiftRight)
        h.press(.character("]"), .character("]"))
        var edited = h.playground.presets
        let index = try #require(edited.firstIndex { $0.name == "slide-over" })
        edited[index].title = "Slide Over, edited"
        h.playground.reload(presets: edited, problems: [])
        #expect(isClose(h.progress, 0.4, tolerance: 1e-9))
        #expect(h.playground.policy.description == "percent(0.6)")
        #expect(h.playground.session?.policy == h.playground.policy)

        var fresh = Harness()
        var changed = fresh.playground.presets
        changed[index].interactions[0].completion = try CompletionPolicy(parsing: "flick(1/3, 1200)")
        fresh.playground.reload(presets: changed, problems: [])
        #expect(fresh.playground.policy.description == "flick(1/3, 1200)")
    }

    @Test("one broken edit is logged once, however many times the folder reports it")
    func brokenEditLoggedOnce() {
        var h = Harness()
        let problem = "presets/slide-over.json:3:12: title: expected a string"
        let others = h.playground.presets.filter { $0.name != "slide-over" }
        for _ in 0..<3 { h.playground.reload(presets: others, problems: [problem]) }
        #expect(h.playground.log.filter { $0.text.hasPrefix("reload failed") }.count == 1)
    }

    // MARK: Thresholds at their limits

    @Test("] at its maximum and { at its minimum say so once, not again and again")
    func thresholdLimits() {
        var h = Harness()
        for _ in 0..<20 { h.press(.character("]")) }
        #expect(h.playground.policy.percentThreshold == 1)
        #expect(h.playground.log.filter { $0.text == "percent threshold at its maximum, 1.00" }.count == 1)
        #expect(h.playground.log.filter { $0.text.hasPrefix("policy percent(1)") }.count == 1)
        for _ in 0..<30 { h.press(.character("[")) }
        #expect(h.playground.log.filter { $0.text == "percent threshold at its minimum, 0.00" }.count == 1)
        for _ in 0..<3 { h.press(.character("}")) }
        #expect(h.playground.log.filter { $0.text == "percent has no velocity threshold" }.count == 1)
        while h.playground.policy.kind != .percentOrVelocity { h.press(.character("c")) }
        for _ in 0..<5 { h.press(.character("{")) }
        #expect(h.playground.policy.velocityThreshold == 0)
        #expect(h.playground.log.filter { $0.text == "velocity threshold at its minimum, 0 pt/s" }.count == 1)
    }

    // MARK: Policies in words

    @Test("the inspector names the policy's parameters; the timeline says its rule with the numbers")
    func policyExplained() {
        var h = Harness()
        while h.playground.policy.kind != .percentOrVelocity { h.press(.character("c")) }
        let screen = h.screen
        #expect(screen.contains("policy    percent-or-velocity: threshold 0.5, velocity 100 pt/s, backward -5 pt/s"))
        #expect(screen.contains("┊ finish when p > 0.50 or v > 100 pt/s; cancel when v ≤ -5 pt/s"))
        #expect(h.logText.contains("policy percent-or-velocity(0.5, 100, -5): finish when p > 0.50 or v > 100 pt/s; cancel when v ≤ -5 pt/s"))
    }

    // MARK: Help and card

    @Test("on a 160-column terminal the help uses the room: no description is cut, the mouse is there")
    func helpUsesTheRoom() {
        var h = Harness(columns: 160, rows: 48)
        h.press(.character("?"))
        // The help lists every key map, more than one screen holds: page through all of it.
        var pages: [String] = []
        for _ in 0..<8 {
            pages.append(h.playground.view(columns: 160, rows: 48).trimmedText)
            h.press(.pageDown)
        }
        for page in pages { #expect(!page.contains("…"), "\(page)") }
        let screen = pages.joined(separator: "\n")
        #expect(screen.contains("Put a simulated finger down (drag mode)"))
        #expect(screen.contains("Mouse"))
        #expect(screen.contains("Press on the stage and drag"))
        #expect(screen.contains("Drag mode"))
        for binding in h.playground.dragKeyMap.bindings { #expect(screen.contains(binding.keyLabel)) }
    }

    @Test("i shows the preset's card: what it reproduces and how exact it is; any key closes it")
    func infoCard() throws {
        var h = Harness("page-sheet")
        h.press(.character("i"))
        #expect(h.playground.overlay == .info)
        let screen = h.screen
        let spec = try #require(h.playground.preset)
        #expect(screen.contains("page-sheet — Page Sheet — i or Esc closes"))
        #expect(screen.contains("UIKit: UIModalPresentationStyle.pageSheet (iOS 13)"))
        #expect(screen.contains(String(spec.summary.prefix(40))))
        #expect(screen.contains("fidelity     Stand-in: a top inset of 0.06 H"))
        #expect(screen.contains("pan fromTop over 0.94*H, projection(0.998, 0.5)"))
        h.press(.character("i"))
        #expect(h.playground.overlay == .none)
    }
}
