import SegueEngine
import Testing

@testable import SeguePresets

/// The format's scroll content and the pan's sharing rules: what decodes, and the located message
/// (file, line, column, what was expected) for what does not.
@Suite("Preset format: scroll content and the hand-off")
struct PresetScrollFormatTests {
    func preset(scroll: String, interaction: String = #""completion": "percent""#) -> String {
        """
        { "name": "t", "title": "T", "summary": "s", "origin": { "library": "l", "reproduces": "r" },
          "operations": ["present"], "duration": 0.5, "direction": "fromBottom",
          "views": [{ "id": "presenting" }, { "id": "presented", "frame": { "y": 100, "height": 600 }, "scroll": \(scroll) }],
          "tracks": [{ "view": "presented", "animate": { "translation.y": ["H", 0] } }],
          "interactions": [{ "operation": "dismiss", "pan": "fromTop", \(interaction) }] }
        """
    }

    func problems(_ text: String) -> [String] {
        do {
            _ = try PresetDecoder.decode(text, file: "t.json")
            return []
        } catch { return error.diagnostics.map(\.description) }
    }

    @Test func scrollAndHandOffDecode() throws {
        let spec = try PresetDecoder.decode(
            preset(scroll: #"{ "contentHeight": "2*H", "offset": 120, "bounces": false }"#, interaction: #""completion": "percent", "begins": "atScrollTop""#),
            file: "t.json")
        let scroll = try #require(spec.views[1].scroll)
        #expect(scroll.axis == .vertical && scroll.offset == 120 && !scroll.bounces)
        #expect(scroll.contentLength.value(in: .phonePortrait) == 1704)
        #expect(spec.interactions[0].begins == .atScrollTop)
        let setup = try #require(spec.scrollSetup(for: try spec.transition(for: .dismiss)))
        #expect(setup.handOff == "presented" && setup.begins == .atScrollTop)
        #expect(setup["presented"]?.range == 0...1104)
    }

    @Test func aContentSmallerThanItsViewIsALocatedError() {
        #expect(
            problems(preset(scroll: #"{ "contentHeight": 400 }"#)) == [
                "t.json:3:125: views[1].scroll.contentHeight: the content (400 pt) is smaller than its view's height (600 pt) in the portrait container; expected a contentHeight of at least the view's height"
            ])
    }

    @Test func aNegativeOffsetIsALocatedError() {
        #expect(
            problems(preset(scroll: #"{ "contentHeight": 2000, "offset": -20 }"#)) == [
                "t.json:3:141: views[1].scroll.offset: -20 is out of range; expected an offset in points from 0 (the top) on; a negative offset is past the top"
            ])
        #expect(
            problems(preset(scroll: #"{ "contentHeight": 2000, "offset": 1500 }"#)) == [
                "t.json:3:141: views[1].scroll.offset: 1500 is past the content's end in the portrait container; expected an offset from 0 to 1400 pt"
            ])
    }

    @Test func anUnknownBeginsRuleIsALocatedError() {
        #expect(
            problems(preset(scroll: #"{ "contentHeight": 2000 }"#, interaction: #""completion": "percent", "begins": "atScrolTop""#)) == [
                "t.json:5:99: interactions[0].begins: unknown begins rule 'atScrolTop'; did you mean 'atScrollTop'?"
            ])
    }

    @Test func sharingRulesNameViewsThatScroll() {
        #expect(
            problems(preset(scroll: #"{ "contentHeight": 2000 }"#, interaction: #""completion": "percent", "requireToFail": ["carousel"]"#)) == [
                "t.json:5:107: interactions[0].requireToFail[0]: no view 'carousel' with a 'scroll'; expected one of 'presented'"
            ])
        #expect(
            problems(preset(scroll: #"{ "axis": "horizontal", "contentWidth": 2000 }"#, interaction: #""completion": "percent", "begins": "atScrollTop""#)) == [
                "t.json:5:99: interactions[0].begins: 'atScrollTop' needs a view with a vertical 'scroll' to take over from"
            ])
    }
}
