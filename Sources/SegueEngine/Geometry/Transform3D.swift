import Foundation

/// A 4 × 4 homogeneous transform in Core Animation's conventions (`CATransform3D`).
///
/// Points are row vectors multiplied on the left, `p′ = p · M`, so translation lives in `m41…m43`
/// and perspective in `m34 = −1/d` (d: eye distance in points). `a.concatenating(b)` applies `a`
/// first, then `b`, like `CATransform3DConcat(a, b)`. Angles are radians; a positive z rotation
/// turns clockwise on screen (y points down).
public struct Transform3D: Hashable, Sendable {
    /// Row 1: the image of the x axis (and m14, the x share of w).
    public var m11, m12, m13, m14: Double
    /// Row 2: the image of the y axis (and m24).
    public var m21, m22, m23, m24: Double
    /// Row 3: the image of the z axis; m34 = −1/d is perspective (d in points).
    public var m31, m32, m33, m34: Double
    /// Row 4: translation in points (m41, m42, m43) and m44.
    public var m41, m42, m43, m44: Double

    /// The matrix with these sixteen entries, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// Whether every entry equals the identity's.
    public var isIdentity: Bool { self == .identity }

    // MARK: Building blocks

    /// A move by `x`, `y`, `z` points.
    public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
        var t = identity
        t.m41 = x
        t.m42 = y
        t.m43 = z
        return t
    }

    /// A scale by `x`, `y`, `z` (1 = none).
    public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
        var t = identity
        t.m11 = x
        t.m22 = y
        t.m33 = z
        return t
    }

    /// A uniform scale by `s` in x and y.
    public static func scale(_ s: Double) -> Transform3D { scale(x: s, y: s, z: 1) }

    /// Rotation about the x axis: y′ = y·cos a − z·sin a, z′ = y·sin a + z·cos a.
    public static func rotationX(_ a: Double) -> Transform3D {
        let c = cos(a)
        let s = sin(a)
        var t = identity
        t.m22 = c
        t.m23 = s
        t.m32 = -s
        t.m33 = c
        return t
    }

    /// Rotation about the y axis: x′ = x·cos a + z·sin a, z′ = −x·sin a + z·cos a.
    public static func rotationY(_ a: Double) -> Transform3D {
        let c = cos(a)
        let s = sin(a)
        var t = identity
        t.m11 = c
        t.m13 = -s
        t.m31 = s
        t.m33 = c
        return t
    }

    /// Rotation in the screen plane; positive turns clockwise on screen.
    public static func rotationZ(_ a: Double) -> Transform3D {
        let c = cos(a)
        let s = sin(a)
        var t = identity
        t.m11 = c
        t.m12 = s
        t.m21 = -s
        t.m22 = c
        return t
    }

    /// Perspective with the eye `distance` points in front of the plane z = 0 (m34 = −1/d).
    public static func perspective(distance: Double) -> Transform3D {
        var t = identity
        if distance > 0 { t.m34 = -1 / distance }
        return t
    }

    // MARK: Composition

    /// `self` applied first, then `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ b: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// This transform, then a move by `x`, `y`, `z` points (`CATransform3DTranslate` applies it first).
    public func translated(x: Double, y: Double, z: Double = 0) -> Transform3D {
        concatenating(.translation(x: x, y: y, z: z))
    }
    /// This transform, then a turn of `a` radians about x.
    public func rotatedX(_ a: Double) -> Transform3D { concatenating(.rotationX(a)) }
    /// This transform, then a turn of `a` radians about y.
    public func rotatedY(_ a: Double) -> Transform3D { concatenating(.rotationY(a)) }
    /// This transform, then a turn of `a` radians about z (clockwise on screen).
    public func rotatedZ(_ a: Double) -> Transform3D { concatenating(.rotationZ(a)) }

    /// The same transform applied about `pivot` instead of the origin.
    public func about(_ pivot: Vector3) -> Transform3D {
        Transform3D.translation(x: -pivot.x, y: -pivot.y, z: -pivot.z)
            .concatenating(self)
            .concatenating(.translation(x: pivot.x, y: pivot.y, z: pivot.z))
    }

    // MARK: Applying

    /// The homogeneous image of `p`: (x′, y′, z′, w′).
    public func apply(_ p: Vector3) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            p.x * m11 + p.y * m21 + p.z * m31 + m41,
            p.x * m12 + p.y * m22 + p.z * m32 + m42,
            p.x * m13 + p.y * m23 + p.z * m33 + m43,
            p.x * m14 + p.y * m24 + p.z * m34 + m44
        )
    }

    /// The point after the transform and the perspective divide, on the plane z = 0, and its depth
    /// (z before the divide; larger is nearer the viewer). A point behind the eye (w ≤ 0) is pushed
    /// far away along its direction rather than flipped, so a quad never turns inside out.
    public func project(_ p: Vector3) -> (point: Point, depth: Double) {
        let h = apply(p)
        let w = h.w > 1e-6 ? h.w : 1e-6
        return (Point(x: h.x / w, y: h.y / w), h.z)
    }
}
