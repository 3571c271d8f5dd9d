import Foundation

extension Transform3D {
    /// A transform taken apart the way Core Animation (and WebKit, and the CSS transforms
    /// specification's "unmatrix") takes it apart to animate it: acting on a point in this order,
    /// scale, skew (xy, then xz, then yz), rotation, translation, and last the perspective.
    ///
    /// `Transform3D(decomposition)` puts it back together; `docs/transforms.md` gives the rule.
    public struct Decomposition: Hashable, Sendable {
        /// The perspective partition: the fourth column (m14, m24, m34, m44) of a matrix whose other
        /// columns are the identity's. No perspective is (0, 0, 0, 1); an eye at d points is
        /// (0, 0, −1/d, 1).
        public struct Perspective: Hashable, Sendable {
            /// The x share of w (m14).
            public var x: Double
            /// The y share of w (m24).
            public var y: Double
            /// The z share of w (m34 = −1/d).
            public var z: Double
            /// The constant part of w (m44).
            public var w: Double

            /// The partition with these four entries.
            public init(x: Double, y: Double, z: Double, w: Double) {
                self.x = x
                self.y = y
                self.z = z
                self.w = w
            }

            /// No perspective: (0, 0, 0, 1).
            public static let none = Perspective(x: 0, y: 0, z: 0, w: 1)
        }

        /// Points, applied after the rotation.
        public var translation: Vector3
        /// Factors along x, y, z (negative when the matrix flips the coordinate system).
        public var scale: Vector3
        /// Shear of x by y.
        public var skewXY: Double
        /// Shear of x by z.
        public var skewXZ: Double
        /// Shear of y by z.
        public var skewYZ: Double
        /// The perspective partition, applied last.
        public var perspective: Perspective
        /// The rotation, a unit quaternion.
        public var rotation: Quaternion

        /// Makes a decomposition; every part defaults to none.
        public init(
            translation: Vector3 = .zero, scale: Vector3 = Vector3(x: 1, y: 1, z: 1), skewXY: Double = 0, skewXZ: Double = 0,
            skewYZ: Double = 0, perspective: Perspective = .none, rotation: Quaternion = .identity
        ) {
            self.translation = translation
            self.scale = scale
            self.skewXY = skewXY
            self.skewXZ = skewXZ
            self.skewYZ = skewYZ
            self.perspective = perspective
            self.rotation = rotation
        }
    }

    /// The transform's parts, or nil when it cannot be taken apart: m44 is 0, or the upper 3 × 3
    /// is singular (a scale of 0 on some axis). Core Animation then does not interpolate either.
    ///
    /// The matrix is first divided by m44 (a homogeneous matrix means the same after scaling), so
    /// the parts describe that normalised matrix.
    public var decomposition: Decomposition? {
        guard m44 != 0 else { return nil }
        let n = 1 / m44
        var rows = [
            Vector3(x: m11 * n, y: m12 * n, z: m13 * n),
            Vector3(x: m21 * n, y: m22 * n, z: m23 * n),
            Vector3(x: m31 * n, y: m32 * n, z: m33 * n),
        ]
        let translation = Vector3(x: m41 * n, y: m42 * n, z: m43 * n)
        guard let inverse = Self.inverse3x3(rows) else { return nil }

        // Perspective: the fourth column c = (m14, m24, m34, m44) of M = A · P, where A is M with its
        // fourth column cleared to (0, 0, 0, 1) and P the identity with fourth column p; so p = A⁻¹ c.
        var perspective = Decomposition.Perspective.none
        let c = Vector3(x: m14 * n, y: m24 * n, z: m34 * n)
        if c.x != 0 || c.y != 0 || c.z != 0 {
            let p = Self.times(inverse, c)
            let shift = Self.times(translation, inverse)
            perspective = Decomposition.Perspective(x: p.x, y: p.y, z: p.z, w: 1 - Self.dot(shift, c))
        }

        // Scale and shear by Gram–Schmidt on the rows (the images of the axes).
        let scaleX = Self.length(rows[0])
        rows[0] = Self.scaled(rows[0], 1 / scaleX)
        var skewXY = Self.dot(rows[0], rows[1])
        rows[1] = Self.combine(rows[1], rows[0], -skewXY)
        let scaleY = Self.length(rows[1])
        rows[1] = Self.scaled(rows[1], 1 / scaleY)
        skewXY /= scaleY
        var skewXZ = Self.dot(rows[0], rows[2])
        rows[2] = Self.combine(rows[2], rows[0], -skewXZ)
        var skewYZ = Self.dot(rows[1], rows[2])
        rows[2] = Self.combine(rows[2], rows[1], -skewYZ)
        let scaleZ = Self.length(rows[2])
        rows[2] = Self.scaled(rows[2], 1 / scaleZ)
        skewXZ /= scaleZ
        skewYZ /= scaleZ
        var scale = Vector3(x: scaleX, y: scaleY, z: scaleZ)

        // A left-handed result is a flip: negate the scale and the rows, leaving a rotation.
        if Self.dot(rows[0], Self.cross(rows[1], rows[2])) < 0 {
            scale = Vector3(x: -scale.x, y: -scale.y, z: -scale.z)
            rows = rows.map { Self.scaled($0, -1) }
        }
        return Decomposition(
            translation: translation, scale: scale, skewXY: skewXY, skewXZ: skewXZ, skewYZ: skewYZ, perspective: perspective,
            rotation: Self.quaternion(rows))
    }

    /// The transform with these parts: scale, skew (xy, xz, yz), rotation, translation, then perspective.
    public init(_ d: Decomposition) {
        var t = Transform3D.identity
        t.m14 = d.perspective.x
        t.m24 = d.perspective.y
        t.m34 = d.perspective.z
        t.m44 = d.perspective.w
        t = Transform3D.translation(x: d.translation.x, y: d.translation.y, z: d.translation.z).concatenating(t)
        t = d.rotation.rotationMatrix.concatenating(t)
        if d.skewYZ != 0 {
            var k = Transform3D.identity
            k.m32 = d.skewYZ
            t = k.concatenating(t)
        }
        if d.skewXZ != 0 {
            var k = Transform3D.identity
            k.m31 = d.skewXZ
            t = k.concatenating(t)
        }
        if d.skewXY != 0 {
            var k = Transform3D.identity
            k.m21 = d.skewXY
            t = k.concatenating(t)
        }
        self = Transform3D.scale(x: d.scale.x, y: d.scale.y, z: d.scale.z).concatenating(t)
    }

    // MARK: Small vector helpers (rows as `Vector3`)

    private static func dot(_ a: Vector3, _ b: Vector3) -> Double { a.x * b.x + a.y * b.y + a.z * b.z }
    private static func length(_ a: Vector3) -> Double { dot(a, a).squareRoot() }
    private static func scaled(_ a: Vector3, _ s: Double) -> Vector3 { Vector3(x: a.x * s, y: a.y * s, z: a.z * s) }
    /// a + s·b.
    private static func combine(_ a: Vector3, _ b: Vector3, _ s: Double) -> Vector3 {
        Vector3(x: a.x + s * b.x, y: a.y + s * b.y, z: a.z + s * b.z)
    }
    private static func cross(_ a: Vector3, _ b: Vector3) -> Vector3 {
        Vector3(x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x)
    }

    /// The inverse of the 3 × 3 matrix with these rows, or nil when its determinant is 0.
    private static func inverse3x3(_ r: [Vector3]) -> [Vector3]? {
        let c0 = cross(r[1], r[2])
        let c1 = cross(r[2], r[0])
        let c2 = cross(r[0], r[1])
        let det = dot(r[0], c0)
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        // The inverse's columns are the cofactor rows over the determinant.
        return [
            Vector3(x: c0.x * k, y: c1.x * k, z: c2.x * k),
            Vector3(x: c0.y * k, y: c1.y * k, z: c2.y * k),
            Vector3(x: c0.z * k, y: c1.z * k, z: c2.z * k),
        ]
    }

    /// The matrix with rows `m` times the column vector `v`.
    private static func times(_ m: [Vector3], _ v: Vector3) -> Vector3 {
        Vector3(x: dot(m[0], v), y: dot(m[1], v), z: dot(m[2], v))
    }

    /// The row vector `v` times the matrix with rows `m`.
    private static func times(_ v: Vector3, _ m: [Vector3]) -> Vector3 {
        combine(combine(scaled(m[0], v.x), m[1], v.y), m[2], v.z)
    }

    /// The unit quaternion of the rotation with orthonormal rows `r` (a right-handed basis).
    /// Computed from the trace when that is safe, else from the largest diagonal entry.
    private static func quaternion(_ r: [Vector3]) -> Quaternion {
        let (q11, q12, q13) = (r[0].x, r[0].y, r[0].z)
        let (q21, q22, q23) = (r[1].x, r[1].y, r[1].z)
        let (q31, q32, q33) = (r[2].x, r[2].y, r[2].z)
        let trace = q11 + q22 + q33
        if 1 + trace > 0.001 {
            let s = (1 + trace).squareRoot()
            let k = 0.5 / s
            return Quaternion(x: (q23 - q32) * k, y: (q31 - q13) * k, z: (q12 - q21) * k, w: 0.5 * s)
        }
        if q11 > q22, q11 > q33 {
            let s = (1 + q11 - q22 - q33).squareRoot()
            let k = 0.5 / s
            return Quaternion(x: 0.5 * s, y: (q21 + q12) * k, z: (q31 + q13) * k, w: (q23 - q32) * k)
        }
        if q22 > q33 {
            let s = (1 - q11 + q22 - q33).squareRoot()
            let k = 0.5 / s
            return Quaternion(x: (q21 + q12) * k, y: 0.5 * s, z: (q32 + q23) * k, w: (q31 - q13) * k)
        }
        let s = (1 - q11 - q22 + q33).squareRoot()
        let k = 0.5 / s
        return Quaternion(x: (q31 + q13) * k, y: (q32 + q23) * k, z: 0.5 * s, w: (q12 - q21) * k)
    }
}
