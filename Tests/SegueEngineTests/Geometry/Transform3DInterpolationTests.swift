import Foundation
import SegueTestSupport
import Testing

@testable import SegueEngine

/// `Transform3D.interpolated(to:at:)`: Core Animation's rule for animating `layer.transform`
/// (`docs/transforms.md`): decompose both matrices, interpolate the parts (the rotation as a
/// quaternion along the shorter arc, the perspective partition with m34 in it linearly), recompose.
@Suite("Transform3D interpolation")
struct Transform3DInterpolationTests {
    static let degree = Double.pi / 180

    static func entries(_ t: Transform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    static func transform(_ e: [Double]) -> Transform3D {
        Transform3D(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// Entry by entry within `tolerance`.
    static func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-12) -> Bool {
        zip(entries(a), entries(b)).allSatisfy { isClose($0, $1, tolerance: tolerance) }
    }

    /// The same homogeneous transform (each divided by its m44), every entry within `relative` of
    /// the reference's size (plus 1e-9 for entries that are 0).
    static func sameUpToScale(_ a: Transform3D, _ reference: Transform3D, relative: Double) -> Bool {
        let x = entries(a).map { $0 / a.m44 }
        let y = entries(reference).map { $0 / reference.m44 }
        return zip(x, y).allSatisfy { abs($0 - $1) <= relative * abs($1) + 1e-9 }
    }

    /// AlertTransition's trolley (TrolleyTransition.swift, `firstTransform()`): m34 = −1/6000, then
    /// `CATransform3DScale` 0.85, `CATransform3DRotate` 15° about x, `CATransform3DTranslate` z −100;
    /// each of those applies its step before what is there, so points see T, Rx, S, then perspective.
    static let trolleyFirst = Transform3D.translation(x: 0, y: 0, z: -100).rotatedX(15 * degree)
        .concatenating(.scale(x: 0.85, y: 0.85, z: 1)).concatenating(.perspective(distance: 6000))
    /// Its `secondTransform()`: m34 kept, translate y −20, scale 0.85: points see S, T, then perspective.
    static let trolleySecond = Transform3D.scale(x: 0.85, y: 0.85, z: 1).translated(x: 0, y: -20)
        .concatenating(.perspective(distance: 6000))
    /// Non-uniform scale, all three skews, an oblique rotation, a translation and perspective.
    static let general1 = Transform3D.scale(x: 1.5, y: 0.7, z: 1.2).concatenating(skew(xy: 0.3, xz: -0.2, yz: 0.1))
        .concatenating(Quaternion(angle: 40 * degree, axis: Vector3(x: 1, y: 2, z: 3)).rotationMatrix)
        .translated(x: 30, y: -40, z: 25).concatenating(.perspective(distance: 800))
    /// Another, with a 170° turn (its trace is near −1, so the quaternion comes from the diagonal).
    static let general2 = Transform3D.scale(x: 0.6, y: 1.3, z: 0.9).concatenating(skew(xy: -0.1, xz: 0.25, yz: 0))
        .concatenating(Quaternion(angle: 170 * degree, axis: Vector3(x: 1, y: 0, z: 0.2)).rotationMatrix)
        .translated(x: -60, y: 10, z: -120).concatenating(.perspective(distance: 2500))

    static func skew(xy: Double, xz: Double, yz: Double) -> Transform3D {
        var k = Transform3D.identity
        k.m21 = xy
        k.m31 = xz
        k.m32 = yz
        return k
    }

    // MARK: Taking apart and putting back

    @Test(arguments: [
        trolleyFirst, trolleySecond, general1, general2,
        Transform3D.scale(x: -1, y: 1, z: 1).rotatedZ(0.3),
        Transform3D.rotationY(179.9 * degree), Transform3D.rotationX(-179 * degree).rotatedZ(2),
    ])
    func recomposingTheDecompositionGivesTheMatrixBack(_ m: Transform3D) throws {
        let d = try #require(m.decomposition)
        let back = Transform3D(d)
        #expect(Self.sameUpToScale(back, m, relative: 1e-12))
        #expect(isClose(d.rotation.dot(d.rotation), 1, tolerance: 1e-12))
    }

    @Test func thePartsOfKnownTransformsAreTheirBuildingBlocks() throws {
        let d = try #require(Transform3D.scale(x: 2, y: 3, z: 4).rotatedZ(30 * Self.degree).translated(x: 5, y: 6, z: 7).decomposition)
        #expect(d.translation == Vector3(x: 5, y: 6, z: 7))
        #expect(isClose(d.scale.x, 2) && isClose(d.scale.y, 3) && isClose(d.scale.z, 4))
        #expect(isClose(d.skewXY, 0) && isClose(d.skewXZ, 0) && isClose(d.skewYZ, 0))
        #expect(isClose(d.rotation.z, sin(15 * Self.degree)) && isClose(d.rotation.w, cos(15 * Self.degree)))
        let p = try #require(Transform3D.perspective(distance: 500).decomposition).perspective
        #expect(p == .init(x: 0, y: 0, z: -1.0 / 500, w: 1))
        // A mirror is a negative scale and a rotation that keeps the basis right-handed.
        let flip = try #require(Transform3D.scale(x: -1, y: 1, z: 1).decomposition)
        #expect(Self.close(Transform3D(flip), .scale(x: -1, y: 1, z: 1)))
        #expect(flip.scale.x * flip.scale.y * flip.scale.z < 0)
    }

    @Test func aScaleOfZeroCannotBeTakenApart() {
        #expect(Transform3D.scale(x: 0, y: 0, z: 1).decomposition == nil)
        var m = Transform3D.identity
        m.m44 = 0
        #expect(m.decomposition == nil)
    }

    // MARK: Reference values worked by hand

    @Test func theEndsAreExact() {
        #expect(Transform3D.identity.interpolated(to: Self.trolleyFirst, at: 0) == .identity)
        #expect(Transform3D.identity.interpolated(to: Self.trolleyFirst, at: 1) == Self.trolleyFirst)
    }

    /// A turn of 90° about z is 45° half way; translation and scale go linearly.
    @Test func rotationTranslationAndScaleInterpolateByTheirParts() {
        let end = Transform3D.scale(3).rotatedZ(90 * Self.degree).translated(x: 100, y: -40, z: 10)
        let mid = Transform3D.identity.interpolated(to: end, at: 0.5)
        #expect(Self.close(mid, Transform3D.scale(2).rotatedZ(45 * Self.degree).translated(x: 50, y: -20, z: 5)))
    }

    /// The perspective term grows in from 0: identity to m34 = −1/d is m34 = −t/d on the way, not
    /// an eye held at d from the start.
    @Test func perspectiveInterpolatesToo() {
        let end = Transform3D.perspective(distance: 6000)
        for t in [0.25, 0.5, 0.75] {
            let m = Transform3D.identity.interpolated(to: end, at: t)
            #expect(Self.close(m, Transform3D.perspective(distance: 6000 / t)))
        }
    }

    /// 100° about y to −100° about y is 160° apart the short way (through 180°) and 200° the long
    /// way (through 0°): half way is the half turn.
    @Test func aTurnTakesTheShorterArc() {
        let mid = Transform3D.rotationY(100 * Self.degree).interpolated(to: .rotationY(-100 * Self.degree), at: 0.5)
        #expect(Self.close(mid, .rotationY(180 * Self.degree)))
        // ADTransitionController's 180° + ε picks the way: + ε goes one way, − ε the other.
        let plus = Transform3D.identity.interpolated(to: .rotationY((180 + 0.001) * Self.degree), at: 0.5)
        let minus = Transform3D.identity.interpolated(to: .rotationY((180 - 0.001) * Self.degree), at: 0.5)
        #expect(isClose(plus.m13, 1, tolerance: 1e-4) && isClose(minus.m13, -1, tolerance: 1e-4))
    }

    /// Past the end (a spring's overshoot) the parts carry on: 60° at t = 1.5 is 90°.
    @Test func beyondTheEndsThePartsExtrapolate() {
        let m = Transform3D.identity.interpolated(to: Transform3D.rotationZ(60 * Self.degree).translated(x: 10, y: 0), at: 1.5)
        #expect(Self.close(m, Transform3D.rotationZ(90 * Self.degree).translated(x: 15, y: 0)))
    }

    /// A matrix that cannot be decomposed changes at half time (the CSS rule Core Animation shares).
    @Test func anUndecomposableEndChangesDiscretely() {
        let zero = Transform3D.scale(x: 0, y: 0, z: 1)
        #expect(Transform3D.identity.interpolated(to: zero, at: 0.49) == .identity)
        #expect(Transform3D.identity.interpolated(to: zero, at: 0.5) == zero)
    }

    // MARK: Reference values from an independent implementation

    /// Computed by Chromium 156 (Blink's CSS Transforms Level 2 matrix interpolation), not by Segue:
    /// a Web Animations keyframe pair of `matrix3d(...)` with the two matrices' sixteen entries in
    /// `CATransform3D` order (written with `toExponential(16)`: Blink reads plain decimals to seven
    /// places only), paused at `currentTime` t of 1, read back with `getComputedStyle` (six
    /// significant digits, hence the tolerance; Blink leaves m44 unnormalised, hence the scale).
    static let blinkReferences: [(name: String, from: Transform3D, to: Transform3D, t: Double, expected: [Double])] = [
        (
            "trolley identity to first", .identity, trolleyFirst, 0.25,
            [0.959133, 0, 0, 0, 0, 0.959005, 0.0733564, -3.05652e-06, 0, -0.0555292, 0.991587, -4.13161e-05, 0, 5.41277, -23.7656, 0.997029]
        ),
        (
            "trolley identity to first", .identity, trolleyFirst, 0.5,
            [0.918266, 0, 0, 0, 0, 0.912868, 0.140476, -1.17064e-05, 0, -0.110181, 0.980517, -8.17097e-05, 0, 10.8255, -47.5311, 0.996039]
        ),
        (
            "trolley identity to first", .identity, trolleyFirst, 0.8,
            [0.869226, 0, 0, 0, 0, 0.851717, 0.212314, -2.83086e-05, 0, -0.174484, 0.963802, -0.000128507, 0, 17.3209, -76.0498, 0.997465]
        ),
        (
            "trolley first to second", trolleyFirst, trolleySecond, 0.25,
            [0.8399, 0, 0, 0, 0, 0.825778, 0.192506, -3.20843e-05, 0, -0.16387, 0.966845, -0.000161141, 0, 11.2383, -71.2966, 1]
        ),
        (
            "trolley first to second", trolleyFirst, trolleySecond, 0.5,
            [0.843266, 0, 0, 0, 0, 0.83874, 0.129069, -2.15115e-05, 0, -0.110181, 0.980517, -0.000163419, 0, 0.825532, -47.5311, 1]
        ),
        (
            "trolley first to second", trolleyFirst, trolleySecond, 0.8,
            [0.847307, 0, 0, 0, 0, 0.847861, 0.0518474, -8.64124e-06, 0, -0.0444908, 0.993484, -0.000165581, 0, -11.6698, -19.0124, 1]
        ),
        (
            "general", general1, general2, 0.25,
            [
                0.997398, 0.840299, -0.0246453, 2.55695e-05, -0.196892, 0.517867, 0.669385, -0.000694487, 0.482501, -0.705434, 0.771389, -0.000800316, 8.91283,
                -28.5822, -9.27112, 1.02236,
            ]
        ),
        (
            "general", general1, general2, 0.5,
            [
                0.840579, 0.586607, 0.271808, -0.000224242, -0.152124, -0.0554386, 0.973036, -0.000802755, 0.598797, -0.857134, 0.10032, -8.2764e-05, -13.1421,
                -15.8742, -44.3487, 1.02982,
            ]
        ),
        (
            "general", general1, general2, 0.8,
            [
                0.66705, 0.198478, 0.324041, -0.000184703, -0.108193, -0.882224, 0.709221, -0.000404256, 0.585445, -0.519979, -0.532335, 0.000303431, -39.608,
                -0.624477, -86.4418, 1.01908,
            ]
        ),
        (
            "100° to −100° about y", rotationY(100 * degree).translated(x: 0, y: 0, z: -50), rotationY(-100 * degree).translated(x: 0, y: 0, z: -50), 0.25,
            [-0.766044, 0, -0.642788, 0, 0, 1, 0, 0, 0.642788, 0, -0.766044, 0, 0, 0, -50, 1]
        ),
        (
            "100° to −100° about y", rotationY(100 * degree).translated(x: 0, y: 0, z: -50), rotationY(-100 * degree).translated(x: 0, y: 0, z: -50), 0.8,
            [-0.669131, 0, 0.743145, 0, 0, 1, 0, 0, -0.743145, 0, -0.669131, 0, 0, 0, -50, 1]
        ),
    ]

    static func rotationY(_ a: Double) -> Transform3D { .rotationY(a) }

    @Test(arguments: blinkReferences.indices)
    func matchesAnIndependentImplementation(_ i: Int) {
        let r = Self.blinkReferences[i]
        let got = r.from.interpolated(to: r.to, at: r.t)
        #expect(Self.sameUpToScale(got, Self.transform(r.expected), relative: 1.2e-5), "\(r.name) at \(r.t): \(Self.entries(got))")
    }

    /// The trolley's presenting view (393 × 852 pt, anchored at its centre) half way through the
    /// first half: the corners a review of the preset computed for the source, (16.246, 48.331) top
    /// left and (378.568, 829.316) bottom right (`docs/transforms.md`, "Reference values").
    @Test func theTrolleyCornersHalfWayThroughTheFirstHalf() {
        let m = Transform3D.identity.interpolated(to: Self.trolleyFirst, at: 0.5).about(Vector3(x: 196.5, y: 426, z: 0))
        let topLeft = m.project(Vector3(x: 0, y: 0, z: 0)).point
        let bottomRight = m.project(Vector3(x: 393, y: 852, z: 0)).point
        #expect(isClose(topLeft.x, 16.246, tolerance: 5e-4) && isClose(topLeft.y, 48.331, tolerance: 5e-4))
        #expect(isClose(bottomRight.x, 378.568, tolerance: 5e-4) && isClose(bottomRight.y, 829.316, tolerance: 5e-4))
    }
}
