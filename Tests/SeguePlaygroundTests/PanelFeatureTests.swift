import Testing

@testable import SeguePlayground

@Suite("The help and the picker as child features")
struct PanelFeatureTests {
    @Test("the help scrolls by its actions' rows, within the rows it has")
    func helpScrolls() {
        var help = HelpPanel()
        help.handle(.scroll(by: 10), rowsNeeded: 30, visibleRows: 25)
        #expect(help.scroll == 5, "no further than the last screenful")
        help.handle(.scroll(by: -1), rowsNeeded: 30, visibleRows: 25)
        #expect(help.scroll == 4)
        help.handle(.scroll(by: -10), rowsNeeded: 30, visibleRows: 25)
        #expect(help.scroll == 0)
        help.handle(.scroll(by: 1), rowsNeeded: 20, visibleRows: 25)
        #expect(help.scroll == 0, "a help that fits does not scroll")
    }

    @Test("the picker chooses within its matches, filters, erases and opens the chosen one")
    func pickerChoosesAndOpens() {
        var picker = PickerPanel()
        let matches = [4, 7, 9]
        #expect(picker.handle(.select(by: 1), typed: nil, matches: matches) == nil)
        #expect(picker.handle(.select(by: 5), typed: nil, matches: matches) == nil)
        #expect(picker.selection == 2, "not past the last match")
        #expect(picker.handle(.open, typed: nil, matches: matches) == 9)
        _ = picker.handle(.type, typed: "f", matches: matches)
        #expect(picker.filter == "f" && picker.selection == 0, "typing starts the choice over")
        _ = picker.handle(.type, typed: nil, matches: matches)
        #expect(picker.filter == "f", "a key that is no character types nothing")
        _ = picker.handle(.erase, typed: nil, matches: matches)
        #expect(picker.filter.isEmpty)
        #expect(picker.handle(.open, typed: nil, matches: []) == nil, "nothing to open without a match")
        for _ in 0..<(PickerPanel.filterCharacters + 5) { _ = picker.handle(.type, typed: "x", matches: matches) }
        #expect(picker.filter.count == PickerPanel.filterCharacters)
    }

    @Test("the key texts quote the steps the actions carry")
    func keyTextsQuoteSteps() {
        #expect(PlaygroundAction.scrubForwardCoarse == .scrub(by: 0.1) && PlaygroundAction.scrubForwardCoarse.amount == "10")
        #expect(KeyMap.standard.binding(for: .scrubForwardCoarse)?.description == "Scrub forward 10 %")
        #expect(KeyMap.drag.binding(for: .dragForward)?.shortLabel == "advance 5%")
        #expect(KeyMap.directDrag.binding(for: .dragLeftCoarse)?.description == "Move the view 50 pt left")
        #expect(KeyMap.standard.binding(for: .raiseVelocityThreshold)?.description == "Raise the policy's velocity threshold by 50 pt/s")
        #expect(KeyMap.help.binding(for: .pageDown)?.description == "Scroll the help down 10 rows")
    }
}
