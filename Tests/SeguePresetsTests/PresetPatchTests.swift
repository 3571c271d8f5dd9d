import Foundation
import SeguePresets
import Testing

@Suite("Preset patch: one value changes, every other character stays")
struct PresetPatchTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Patch")

    @Test("a number is replaced at its span, whatever its spelling and the spaces around it")
    func number() throws {
        let text = #"{ "a" :   1.50 , "b": [1, 2.0e0, 3] }"#
        #expect(try PresetPatch.setting("0.8", at: [.key("a")], in: text) == #"{ "a" :   0.8 , "b": [1, 2.0e0, 3] }"#)
        #expect(try PresetPatch.setting("7", at: [.key("b"), .index(1)], in: text) == #"{ "a" :   1.50 , "b": [1, 7, 3] }"#)
        #expect(try PresetPatch.setting("9", at: [.key("b"), .index(2)], in: text) == #"{ "a" :   1.50 , "b": [1, 2.0e0, 9] }"#)
    }

    @Test("a string with escapes and a nested value are replaced whole")
    func stringAndNested() throws {
        let text = "{\n  \"t\": \"say \\\"hi\\\", \\u00e9\",\n  \"o\": { \"x\": [1, {\"y\": \"]\"}] },\n  \"z\": 0\n}"
        #expect(
            try PresetPatch.setting(PresetPatch.quoted("easeOut"), at: [.key("t")], in: text)
                == "{\n  \"t\": \"easeOut\",\n  \"o\": { \"x\": [1, {\"y\": \"]\"}] },\n  \"z\": 0\n}")
        #expect(try PresetPatch.setting("null", at: [.key("o")], in: text) == "{\n  \"t\": \"say \\\"hi\\\", \\u00e9\",\n  \"o\": null,\n  \"z\": 0\n}")
        #expect(try PresetPatch.setting("1", at: [.key("z")], in: text).hasSuffix("\"z\": 1\n}"))
    }

    @Test("a missing member is added after its sibling: on its own line, indented alike, or inline")
    func insertion() throws {
        let lines = "{\n    \"duration\": 1,\n    \"views\": []\n}"
        #expect(
            try PresetPatch.setting("\"linear\"", at: [.key("timing")], in: lines, after: "duration")
                == "{\n    \"duration\": 1,\n    \"timing\": \"linear\",\n    \"views\": []\n}")
        let inline = #"{"duration": 1}"#
        #expect(try PresetPatch.setting("\"linear\"", at: [.key("timing")], in: inline, after: "duration") == #"{"duration": 1, "timing": "linear"}"#)
    }

    @Test("a path that leads nowhere is a clear failure, not a crash")
    func failures() {
        #expect(throws: PresetPatch.Failure.self) { try PresetPatch.setting("1", at: [.key("a"), .index(3)], in: #"{"a": [1]}"#) }
        #expect(throws: PresetPatch.Failure.self) { try PresetPatch.setting("1", at: [.key("b")], in: #"{"a": 1}"#) }
        #expect(throws: PresetPatch.Failure.self) { try PresetPatch.setting("1", at: [.key("a")], in: #"{"a": 1"#) }
    }

    @Test("strings are quoted as JSON, numbers in their shortest form")
    func literals() {
        #expect(PresetPatch.quoted("a\"b\\c\n") == #""a\"b\\c\n""#)
        #expect(PresetPatch.number(2) == "2")
        #expect(PresetPatch.number(0.36) == "0.36")
        #expect(PresetPatch.number(-1.5) == "-1.5")
    }

    @Test("the hand-formatted fixture is a valid preset (the golden test edits it)")
    func fixtureDecodes() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("hand-formatted.json"), encoding: .utf8)
        #expect(try PresetDecoder.decode(text, file: "hand-formatted.json").duration == 1.5)
    }
}
