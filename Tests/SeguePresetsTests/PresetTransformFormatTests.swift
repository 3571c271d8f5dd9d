import Foundation
import SegueEngine
import SegueTestSupport
import Testing

@testable import SeguePresets

/// A track's `transform`: whole matrices as keyframes, each written as its steps in the order
/// they act on a point, interpolated by their decomposed parts (docs/transforms.md). What decodes,
/// what it plays, and the exact message for what does not.
@Suite("Preset format: transform keyframes")
struct PresetTransformFormatTests {
    func preset(_ animate: String, direction: Bool = false, reverse: String = "") -> String {
        """
        { "name": "t", "title": "T", "summary": "s", "origin": { "library": "l", "reproduces": "r" },
          "operations": ["present"], "duration": 0.5, \(direction ? "\"direction\": \"fromRight\", \"directions\": [\"fromRight\", \"fromBottom\"]," : "")
          "views": [{ "id": "presenting" }],
          "tracks": [{ "view": "presenting", "animate": { \(animate) } }]\(reverse) }
        """
    }

    func problems(_ text: String) -> [String] {
        do {
            _ = try PresetDecoder.decode(text, file: "t.json")
            return []
        } catch { return error.diagnostics.map(\.description) }
    }

    static let degree = Double.pi / 180

    @Test func stepsBuildTheMatrixInTheOrderTheyActOnAPoint() throws {
        let spec = try PresetDecoder.decode(
            preset(#""transform": [[], [{ "translation.z": -100 }, { "rotation.x": 15 }, { "scale": "0.85" }, { "perspective": 6000 }]]"#),
            file: "t.json")
        let animation = try #require(spec.tracks[0].animations.first)
        #expect(animation.property == .transform && animation.count == 2 && animation.values.isEmpty)
        let end = TransitionSpec.TransformStep.matrix(animation.transforms[1], in: .phonePortrait)
        let expected = Transform3D.translation(x: 0, y: 0, z: -100).rotatedX(15 * Self.degree).concatenating(.scale(x: 0.85, y: 0.85, z: 1))
            .concatenating(.perspective(distance: 6000))
        #expect(end == expected)
        #expect(TransitionSpec.TransformStep.matrix(animation.transforms[0], in: .phonePortrait) == .identity)
    }

    /// Half way, the pose's matrix is the decomposed interpolation of the two keyframes, about the
    /// view's centre; the ends are the keyframes themselves.
    @Test func theViewPlaysTheInterpolatedMatrix() throws {
        let spec = try PresetDecoder.decode(
            preset(#""transform": [[], [{ "rotation.z": 90 }, { "translation.x": 100 }, { "perspective": 500 }]]"#), file: "t.json")
        let t = try spec.transition(for: .present)
        let end = Transform3D.rotationZ(90 * Self.degree).translated(x: 100, y: 0).concatenating(.perspective(distance: 500))
        #expect(t.poses(trackProgress: [0])[0].matrix == .identity)
        #expect(t.poses(trackProgress: [1])[0].matrix == end)
        #expect(t.poses(trackProgress: [0.5])[0].matrix == Transform3D.identity.interpolated(to: end, at: 0.5))
        // The dismissal runs it backwards.
        let back = try spec.transition(for: .dismiss)
        let got = back.poses(trackProgress: [0.25])[0].matrix
        let want = Transform3D.identity.interpolated(to: end, at: 0.75)
        for p in [Vector3(x: 0, y: 0, z: 0), Vector3(x: 393, y: 852, z: 0), Vector3(x: -50, y: 20, z: 10)] {
            let (a, b) = (got.apply(p), want.apply(p))
            #expect(isClose(a.x, b.x) && isClose(a.y, b.y) && isClose(a.z, b.z) && isClose(a.w, b.w), "\(p)")
        }
    }

    /// Another direction sees the matrix through the same mirror or swap as the rest of the pose.
    @Test func aDirectionMapsTheMatrix() throws {
        let spec = try PresetDecoder.decode(preset(#""transform": [[], [{ "rotation.y": 30 }, { "translation.x": 50 }]]"#, direction: true), file: "t.json")
        let swapped = try spec.transition(for: .present, direction: .fromBottom)
        let m = swapped.poses(trackProgress: [1])[0].matrix
        // fromBottom swaps x and y: Ry(30°) then T(50, 0) becomes Rx(−30°) then T(0, 50).
        let expected = Transform3D.rotationX(-30 * Self.degree).translated(x: 0, y: 50)
        #expect(zip(Self.entries(m), Self.entries(expected)).allSatisfy { isClose($0, $1, tolerance: 1e-12) }, "\(m)")
    }

    /// A preset's own reverse tracks start where the forward transform ends.
    @Test func ownReverseTracksStartFromTheForwardEnd() throws {
        let spec = try PresetDecoder.decode(
            preset(
                #""transform": [[], [{ "scale": 0.5 }]]"#,
                reverse: #", "reverse": { "tracks": [{ "view": "presenting", "animate": { "alpha": [1, 0] } }] }"#), file: "t.json")
        let back = try spec.transition(for: .dismiss)
        #expect(back.poses(trackProgress: [0.5])[0].matrix == .scale(x: 0.5, y: 0.5, z: 1))
    }

    static func entries(_ t: Transform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    @Test func badStepsAreLocated() {
        #expect(
            problems(preset(#""transform": [[], [{ "rotaton.x": 15 }]]"#)) == [
                "t.json:4:72: tracks[0].animate.transform[1][0].rotaton.x: unknown transform step 'rotaton.x'; did you mean 'rotation.x'?"
            ])
        #expect(
            problems(preset(#""transform": [[], [{ "rotation.x": 15, "scale": 2 }]]"#)) == [
                "t.json:4:70: tracks[0].animate.transform[1][0]: expected a step: an object with one member, one of translation.x, translation.y, "
                    + "translation.z, scale, scale.x, scale.y, rotation.x, rotation.y, rotation.z, perspective"
            ])
        #expect(
            problems(preset(#""transform": [0, 1]"#)) == [
                "t.json:4:65: tracks[0].animate.transform[0]: expected a transform: an array of steps such as "
                    + #"[{"translation.z": -100}, {"rotation.x": 15}], got a number"#,
                "t.json:4:68: tracks[0].animate.transform[1]: expected a transform: an array of steps such as "
                    + #"[{"translation.z": -100}, {"rotation.x": 15}], got a number"#,
            ])
        #expect(
            problems(preset(#""transform": [[], [{ "perspective": -10 }]]"#)) == [
                "t.json:4:87: tracks[0].animate.transform[1][0].perspective: -10 is out of range; expected a number of at least 0"
            ])
        #expect(
            problems(preset(#""transform": { "values": [[], []], "keyTimes": [0, 0.5, 1] }"#)) == [
                "t.json:4:64: tracks[0].animate.transform.keyTimes: has 3 key times for 2 values; give one per value"
            ])
    }
}
