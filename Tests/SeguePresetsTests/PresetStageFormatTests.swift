import SegueEngine
import Testing

@testable import SeguePresets

/// The format's stage tracks, `zPosition`, `doubleSided` and per-direction tracks: what decodes
/// and the exact message for what does not.
@Suite("Preset format: stage and directions")
struct PresetStageFormatTests {
    func preset(views: String, tracks: String, direction: Bool = true) -> String {
        """
        { "name": "t", "title": "T", "summary": "s", "origin": { "library": "l", "reproduces": "r" },
          "operations": ["push"], "duration": 0.5, \(direction ? "\"direction\": \"fromRight\", \"directions\": [\"fromRight\", \"fromTop\"]," : "")
          "views": \(views),
          "tracks": \(tracks) }
        """
    }

    func problems(_ text: String) -> [String] {
        do {
            _ = try PresetDecoder.decode(text, file: "t.json")
            return []
        } catch { return error.diagnostics.map(\.description) }
    }

    @Test func stageTracksDoubleSidedAndDirectionsDecode() throws {
        let spec = try PresetDecoder.decode(
            preset(
                views: #"[{ "id": "presenting", "doubleSided": false }]"#,
                tracks: #"""
                    [{ "view": "container", "animate": { "rotation.y": [90, 0], "zPosition": [0, -36, 0] } },
                     { "view": "presenting", "directions": ["fromRight"], "animate": { "rotation.y": [0, 45] } },
                     { "view": "presenting", "directions": ["fromTop"], "animate": { "rotation.y": [0, 30] } }]
                    """#), file: "t.json")
        #expect(spec.views[0].doubleSided == false)
        #expect(spec.tracks[0].view == TransitionSpec.stageID)
        #expect(spec.tracks[0].animations.map(\.property) == [.rotationY, .zPosition])
        #expect(spec.tracks[1].directions == [.fromRight] && spec.tracks[2].directions == [.fromTop])
        #expect(spec.tracks[0].directions == nil)
    }

    @Test func theStageIdIsReservedAndTakesOnlyTransforms() {
        #expect(
            problems(
                preset(
                    views: #"[{ "id": "container", "role": "presenting" }, { "id": "presented" }]"#,
                    tracks: #"[{ "view": "container", "animate": { "alpha": [0, 1] } }]"#)) == [
                    "t.json:3:21: views[0].id: 'container' is reserved: tracks with view 'container' animate the stage that holds every view",
                    "t.json:4:50: tracks[0].animate.alpha: the stage ('container') takes only translation.x, translation.y, translation.z, "
                        + "scale, scale.x, scale.y, rotation.x, rotation.y, rotation.z, zPosition, transform",
                ])
    }

    @Test func trackDirectionsNeedAnOrientationAndSeparateOverlappingTracks() {
        #expect(
            problems(
                preset(
                    views: #"[{ "id": "presenting" }]"#,
                    tracks: #"[{ "view": "presenting", "directions": ["fromTop"], "animate": { "alpha": [0, 1] } }]"#,
                    direction: false)) == [
                    "t.json:4:52: tracks[0].directions: needs the preset's 'direction'; a preset without orientation plays every track"
                ])
        // Tracks of one property may overlap in time only when their directions are disjoint.
        #expect(
            problems(
                preset(
                    views: #"[{ "id": "presenting" }]"#,
                    tracks: #"""
                        [{ "view": "presenting", "directions": ["fromRight"], "animate": { "alpha": [0, 1] } },
                         { "view": "presenting", "directions": ["fromTop"], "animate": { "alpha": [1, 0] } }]
                        """#)) == [])
        #expect(
            problems(
                preset(
                    views: #"[{ "id": "presenting" }]"#,
                    tracks: #"""
                        [{ "view": "presenting", "directions": ["fromRight"], "animate": { "alpha": [0, 1] } },
                         { "view": "presenting", "directions": ["fromRight", "fromTop"], "animate": { "alpha": [1, 0] } }]
                        """#)) == [
                    "t.json:5:2: tracks[1].animate.alpha: presenting's alpha is also animated by tracks[0] over an overlapping range; ranges of one property must not overlap"
                ])
        #expect(
            problems(
                preset(
                    views: #"[{ "id": "presenting", "doubleSided": 1 }]"#,
                    tracks: #"[{ "view": "presenting", "directions": ["fromRigth"], "animate": { "alpha": [0, 1] } }]"#)) == [
                    "t.json:3:50: views[0].doubleSided: expected true or false, got a number",
                    "t.json:4:53: tracks[0].directions[0]: unknown direction 'fromRigth'; did you mean 'fromRight'?",
                ])
    }

    /// `reverse.stacking`: the views back to front while the reverse runs, each exactly once.
    @Test func reverseStackingNamesEveryViewOnce() throws {
        func withReverse(_ reverse: String) -> String {
            preset(
                views: #"[{ "id": "presenting" }, { "id": "presented", "zIndex": 1 }]"#, tracks: #"[{ "view": "presented", "animate": { "alpha": [0, 1] } }]"#
            )
            .replacingOccurrences(of: "\"tracks\":", with: "\"reverse\": \(reverse),\n  \"tracks\":")
        }
        let spec = try PresetDecoder.decode(withReverse(#"{ "stacking": ["presented", "presenting"] }"#), file: "t.json")
        #expect(spec.reverseStacking == ["presented", "presenting"] && spec.reverse == .automatic)
        let pop = try spec.transition(for: .pop).scene(at: 0.5)
        #expect(pop["presenting"]!.zIndex == 1 && pop["presented"]!.zIndex == 0)
        #expect(try spec.transition(for: .push).scene(at: 0.5)["presented"]!.zIndex == 1)
        #expect(
            problems(withReverse(#"{ "stacking": ["presented", "presnting"] }"#)) == [
                "t.json:4:42: reverse.stacking[1]: no view 'presnting'; did you mean 'presenting'?"
            ])
        #expect(
            problems(withReverse(#"{ "stacking": ["presented", "presented"] }"#)) == [
                "t.json:4:42: reverse.stacking[1]: 'presented' is listed twice; list each view once"
            ])
        #expect(
            problems(withReverse(#"{ "stacking": ["presented"] }"#)) == [
                "t.json:4:28: reverse.stacking: lists the views back to front and must name every one; missing 'presenting'"
            ])
        #expect(
            problems(withReverse("{}")) == [
                "t.json:4:14: reverse: expected \"tracks\" (the reverse's own tracks) and/or \"stacking\" (its views, back to front)"
            ])
    }
}

/// The `fidelity` field: one of three forms, or a located error.
@Suite("Preset format: fidelity")
struct PresetFidelityFormatTests {
    func preset(_ fidelity: String) -> String {
        """
        { "name": "t", "title": "T", "summary": "s", "fidelity": \(fidelity), "origin": { "library": "l", "reproduces": "r" },
          "operations": ["present"], "duration": 0.5, "views": [{ "id": "presented" }],
          "tracks": [{ "view": "presented", "animate": { "alpha": [0, 1] } }] }
        """
    }

    @Test func theThreeFormsDecode() throws {
        #expect(try PresetDecoder.decode(preset(#""exact""#), file: "t.json").fidelity == .exact)
        #expect(
            try PresetDecoder.decode(preset(#"{ "approximated": "a", "bound": "1 pt" }"#), file: "t.json").fidelity
                == .approximated(what: "a", bound: "1 pt"))
        #expect(try PresetDecoder.decode(preset(#"{ "standIn": "x", "for": "y" }"#), file: "t.json").fidelity == .standIn(what: "x", for: "y"))
        #expect(TransitionSpec.Fidelity.standIn(what: "x", for: "y").description == "Stand-in: x, for y.")
    }

    @Test func otherFormsAreRefused() {
        func problems(_ fidelity: String) -> [String] {
            do {
                _ = try PresetDecoder.decode(preset(fidelity), file: "t.json")
                return []
            } catch { return error.diagnostics.map(\.description) }
        }
        #expect(
            problems(#""close""#) == [
                #"t.json:1:58: fidelity: unknown fidelity 'close'; expected "exact", {"approximated": …, "bound": …} or {"standIn": …, "for": …}"#
            ])
        #expect(
            problems(#"{ "approximated": "a" }"#) == [
                #"t.json:1:58: fidelity: expected "exact", {"approximated": …, "bound": …} or {"standIn": …, "for": …}, got the fields 'approximated'"#
            ])
        #expect(problems(#"{ "standIn": "x", "for": "" }"#) == ["t.json:1:83: fidelity.for: must not be empty"])
    }
}
