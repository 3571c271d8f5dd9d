import SegueEngine

/// Core Animation's 4 × 4 transform: points are row vectors multiplied on the left, so translation
/// is m41…m43 and perspective m34 = −1/d (d: the eye distance in points).
public struct CATransform3D: Sendable {
    /// Row 1.
    public var m11, m12, m13, m14: CGFloat
    /// Row 2.
    public var m21, m22, m23, m24: CGFloat
    /// Row 3; m34 = −1/d is perspective.
    public var m31, m32, m33, m34: CGFloat
    /// Row 4: translation in points, and m44.
    public var m41, m42, m43, m44: CGFloat

    /// The identity.
    public init() {
        self.init(Transform3D.identity)
    }

    /// The transform with these sixteen entries.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    init(_ t: Transform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
            m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }

    /// The engine's form of the same matrix.
    var transform3D: Transform3D {
        Transform3D(
            m11: Double(m11), m12: Double(m12), m13: Double(m13), m14: Double(m14),
            m21: Double(m21), m22: Double(m22), m23: Double(m23), m24: Double(m24),
            m31: Double(m31), m32: Double(m32), m33: Double(m33), m34: Double(m34),
            m41: Double(m41), m42: Double(m42), m43: Double(m43), m44: Double(m44))
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.transform3D.isIdentity }

/// Whether `a` and `b` are equal entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a.transform3D == b.transform3D }

/// A move by (tx, ty, tz) points.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(.translation(x: Double(tx), y: Double(ty), z: Double(tz)))
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(.scale(x: Double(sx), y: Double(sy), z: Double(sz)))
}

/// A turn by `angle` radians about the axis (x, y, z); a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Quaternion(angle: Double(angle), axis: Vector3(x: Double(x), y: Double(y), z: Double(z))).rotationMatrix)
}

/// `t` after a move by (tx, ty, tz): the move applies first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D.translation(x: Double(tx), y: Double(ty), z: Double(tz)).concatenating(t.transform3D))
}

/// `t` after a scale by (sx, sy, sz): the scale applies first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D.scale(x: Double(sx), y: Double(sy), z: Double(sz)).concatenating(t.transform3D))
}

/// `t` after a turn by `angle` radians about (x, y, z): the turn applies first.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Quaternion(angle: Double(angle), axis: Vector3(x: Double(x), y: Double(y), z: Double(z))).rotationMatrix.concatenating(t.transform3D))
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.transform3D.concatenating(b.transform3D))
}

/// The inverse of `t`; a transform that cannot be inverted is returned unchanged, as Core Animation does.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    CATransform3D(t.transform3D.inverted ?? t.transform3D)
}

/// The affine transform `m` as a 3D transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m.transform3D) }

/// Whether `t` acts only in the plane (no z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.transform3D.isAffine }

/// The affine part of `t` (m11, m12, m21, m22, m41, m42).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { CGAffineTransform(t.transform3D) }
