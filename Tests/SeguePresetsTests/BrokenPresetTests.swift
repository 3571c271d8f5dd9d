import Foundation
import Testing

@testable import SeguePresets

/// Broken files under Fixtures/, each with every problem it must report, exactly.
@Suite("Broken presets")
struct BrokenPresetTests {
    func problems(_ fixture: String) throws -> [String] {
        let text = try String(contentsOf: RepositoryFiles.fixtures.appendingPathComponent(fixture), encoding: .utf8)
        do {
            _ = try PresetDecoder.decode(text, file: "Fixtures/" + fixture)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func emptyFile() throws {
        #expect(try problems("empty.json") == ["Fixtures/empty.json:1:1: empty file; expected a JSON object"])
    }

    @Test func syntaxError() throws {
        #expect(try problems("syntax-error.json") == ["Fixtures/syntax-error.json:4:3: unexpected '\"'; expected ',' or '}'"])
    }

    @Test func hugeNumbers() throws {
        #expect(try problems("huge-numbers.json") == ["Fixtures/huge-numbers.json:3:15: number 1e400 is out of range (limit ±1e12)"])
    }

    @Test func deepNesting() throws {
        #expect(try problems("deep-nesting.json") == ["Fixtures/deep-nesting.json:1:99: nesting deeper than 64 levels"])
    }

    @Test func wrongTypes() throws {
        #expect(
            try problems("wrong-types.json") == [
                "Fixtures/wrong-types.json:3:12: title: expected a string, got a number",
                "Fixtures/wrong-types.json:6:17: operations: expected an array, got a string",
                "Fixtures/wrong-types.json:7:15: duration: expected a number, got a string",
                "Fixtures/wrong-types.json:8:44: views[0].zIndex: expected a whole number from -10000 to 10000, got 1.5",
                "Fixtures/wrong-types.json:9:63: tracks[0].animate.alpha[1]: expected a number or an expression of W and H (a string such as \"-0.5*H\"), got a boolean",
            ])
    }

    @Test func unknownFieldsAndNames() throws {
        #expect(
            try problems("unknown-fields.json") == [
                "Fixtures/unknown-fields.json:1:1: missing required field 'duration'",
                "Fixtures/unknown-fields.json:5:60: origin.version: unknown field 'version'",
                "Fixtures/unknown-fields.json:7:3: duraton: unknown field 'duraton'; did you mean 'duration'?",
                "Fixtures/unknown-fields.json:10:5: tracks[0]: missing required field 'animate'",
                "Fixtures/unknown-fields.json:10:15: tracks[0].view: no view 'presnted'; did you mean 'presented'?",
                "Fixtures/unknown-fields.json:10:37: tracks[0].timing: unknown curve 'easeOutt'; did you mean 'easeOut'?",
                "Fixtures/unknown-fields.json:10:49: tracks[0].animte: unknown field 'animte'; did you mean 'animate'?",
                "Fixtures/unknown-fields.json:11:41: tracks[1].animate.alpah: unknown property 'alpah'; did you mean 'alpha'?",
                "Fixtures/unknown-fields.json:11:81: tracks[1].animate.translation.x[0]: invalid expression '0.5*w': unknown name 'w'; only W (container width) and H (container height) are allowed; did you mean 'W'?",
            ])
    }

    @Test func outOfRangeValues() throws {
        #expect(
            try problems("out-of-range.json") == [
                "Fixtures/out-of-range.json:6:18: operations[0]: 'dismiss' is a reverse operation; list the forward one ('present') and the reverse comes with it",
                "Fixtures/out-of-range.json:7:15: duration: -0.5 is out of range; expected a duration in seconds, more than 0 and at most 60",
                "Fixtures/out-of-range.json:9:17: directions: must contain the canonical direction 'fromRight'",
                "Fixtures/out-of-range.json:10:43: views[0].alpha: 2 is out of range; expected a number from 0 to 1",
                "Fixtures/out-of-range.json:12:43: tracks[0].range[1]: 1.5 is out of range; expected a fraction from 0 to 1",
                "Fixtures/out-of-range.json:12:75: tracks[0].animate.alpha[1]: 1.5 is out of range; expected a number from 0 to 1",
                "Fixtures/out-of-range.json:13:37: tracks[1].range: start 0.6 must be before end 0.2",
                "Fixtures/out-of-range.json:13:73: tracks[1].timing: invalid timing curve 'cubic-bezier(1.5, 0, 0.5, 1)': x1 must be between 0 and 1 (got 1.5); a timing curve's x control points stay in [0, 1]",
                "Fixtures/out-of-range.json:13:153: tracks[1].animate.scale.keyTimes[1]: key times must not decrease (0.2 after 0.5)",
                "Fixtures/out-of-range.json:15:53: interactions[0].pan: unknown direction 'up'; expected one of 'fromLeft', 'fromRight', 'fromTop', 'fromBottom'",
                "Fixtures/out-of-range.json:15:71: interactions[0].edgeZone: 0 is out of range; expected a width in points from 1 to 1000",
                "Fixtures/out-of-range.json:15:88: interactions[0].completion: must not be empty",
            ])
    }

    /// `completion` is read by `CompletionPolicy(parsing:)`; the column is the character the parser stopped at.
    @Test func completionPoliciesAreParsed() throws {
        #expect(
            try problems("bad-completion.json") == [
                "Fixtures/bad-completion.json:7:67: interactions[0].completion: invalid completion policy 'percentage(0.5)': expected a policy name (percent, percent-or-velocity, flick, projection, nearest-end, forward-flick), not 'percentage'",
                "Fixtures/bad-completion.json:8:72: interactions[1].completion: invalid completion policy 'percent(1.5)': expected threshold in 0…1, not 1.5",
                "Fixtures/bad-completion.json:9:78: interactions[2].completion: invalid completion policy 'flick(1/3, 1200': expected ')' to close the parameters",
            ])
    }

    /// A `direct` interaction (the view follows the finger): no pan fields, a reverse operation, a
    /// view of the preset, a threshold in points and a complete spring back.
    @Test func directInteractions() throws {
        #expect(
            try problems("bad-direct.json") == [
                "Fixtures/bad-direct.json:7:20: interactions[0].operation: a direct interaction runs the operation that takes the view away ('dismiss'), not 'present'",
                "Fixtures/bad-direct.json:8:31: interactions[1].pan: 'pan' belongs to a percent-driven pan; with 'direct' the view follows the finger in both axes",
                "Fixtures/bad-direct.json:8:69: interactions[1].direct.view: unknown view 'alert'; expected one of the preset's views (presented, presenting)",
                "Fixtures/bad-direct.json:8:91: interactions[1].direct.threshold: 0 is out of range; expected a distance in points from 1 to 10000 (either axis beyond it runs the operation)",
                "Fixtures/bad-direct.json:8:108: interactions[1].direct.springBack: missing required field 'timing'",
                "Fixtures/bad-direct.json:9:84: interactions[2].direct.springBack.duration: -1 is out of range; expected a duration in seconds, more than 0 and at most 60",
                "Fixtures/bad-direct.json:9:98: interactions[2].direct.springBack.timing: unknown curve 'sprung'; did you mean 'spring'?",
                "Fixtures/bad-direct.json:10:5: interactions[3]: missing required field 'pan' (or 'direct', for a view that follows the finger)",
                "Fixtures/bad-direct.json:10:5: interactions[3]: missing required field 'completion' (or 'direct', for a view that follows the finger)",
                "Fixtures/bad-direct.json:10:20: interactions[3].operation: 'tabBack' is not one of the preset's operations",
                "Fixtures/bad-direct.json:13:5: interactions[6].operation: a second interaction for 'pop'; give one per operation",
            ])
    }

    @Test func overlappingTracksOnOneProperty() throws {
        let text = """
            {"name": "x", "title": "x", "summary": "x", "origin": {"library": "a", "reproduces": "b"},
             "operations": ["present"], "duration": 0.5, "views": [{"id": "presented"}],
             "tracks": [{"view": "presented", "range": [0, 0.6], "animate": {"alpha": [0, 1]}},
                        {"view": "presented", "range": [0.5, 1], "animate": {"alpha": [1, 0.5]}}]}
            """
        #expect(throws: PresetProblems.self) { try PresetDecoder.decode(text, file: "x.json") }
        do { _ = try PresetDecoder.decode(text, file: "x.json") } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "x.json:4:13: tracks[1].animate.alpha: presented's alpha is also animated by tracks[0] over an overlapping range; ranges of one property must not overlap"
                ])
        }
    }

    @Test func nameMustMatchTheFile() {
        let text =
            #"{"name": "cube", "title": "x", "summary": "x", "origin": {"library": "a", "reproduces": "b"}, "operations": ["push"], "duration": 0.5, "views": [{"id": "presented"}], "tracks": [{"view": "presented", "animate": {"alpha": [0, 1]}}]}"#
        #expect((try? PresetDecoder.decode(text, file: "presets/cube.json")) != nil)
        do { _ = try PresetDecoder.decode(text, file: "presets/cubes.json") } catch {
            #expect(error.diagnostics.map(\.description) == ["presets/cubes.json:1:10: name: 'cube' does not match the file name 'cubes.json'"])
        }
    }

    @Test func lintReportsEveryFileAndMissingPaths() throws {
        var files: [String: String] = [:]
        for name in ["empty.json", "syntax-error.json", "wrong-types.json"] {
            files["broken/" + name] = try String(contentsOf: RepositoryFiles.fixtures.appendingPathComponent(name), encoding: .utf8)
        }
        let diagnostics = PresetLinter.lint(paths: ["broken", "missing.json"], fileSystem: InMemoryFileSystem(files))
        #expect(diagnostics.count == 8)
        #expect(diagnostics.last?.description == "missing.json:1:1: no such file or folder")
    }

    @Test func catalogSkipsBrokenUserPresetsAndOverridesByName() throws {
        let move = try #require(BuiltInPresets.files.first { $0.name == "move.json" }).text
            .replacingOccurrences(of: "\"title\": \"Move\"", with: "\"title\": \"My Move\"")
        let fs = InMemoryFileSystem([
            "/fake-home/me/.config/segue/presets/move.json": move,
            "/fake-home/me/.config/segue/presets/broken.json": "{",
        ])
        let folder = PresetCatalog.userFolder(environment: ["HOME": "/fake-home/me"])
        #expect(folder == "/fake-home/me/.config/segue/presets")
        #expect(PresetCatalog.userFolder(environment: ["HOME": "/fake-home/me", "XDG_CONFIG_HOME": "/xdg"]) == "/xdg/segue/presets")
        let catalog = PresetCatalog.load(userFolder: folder, folders: ["/nowhere"], fileSystem: fs)
        #expect(catalog["move"]?.title == "My Move")
        #expect(catalog.entries.first { $0.spec.name == "move" }?.overrides == true)
        #expect(catalog.names.count == BuiltInPresets.files.count)
        #expect(
            catalog.problems.map(\.description) == [
                "/fake-home/me/.config/segue/presets/broken.json:1:2: unexpected end of the file; expected a member name in double quotes",
                "/nowhere:1:1: no such folder",
            ])
    }
}
