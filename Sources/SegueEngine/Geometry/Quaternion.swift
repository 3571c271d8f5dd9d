import Foundation

/// A rotation as a unit quaternion: (x, y, z) is the axis times sin(θ/2), w is cos(θ/2).
///
/// The sign convention is Core Animation's: `Quaternion(angle: a, axis: z).rotationMatrix` equals
/// `Transform3D.rotationZ(a)` (and likewise for x and y), so a positive angle about z turns
/// clockwise on screen. `docs/transforms.md` describes how Segue uses it to interpolate transforms.
public struct Quaternion: Hashable, Sendable {
    /// The axis part, x component.
    public var x: Double
    /// The axis part, y component.
    public var y: Double
    /// The axis part, z component.
    public var z: Double
    /// The scalar part, cos(θ/2).
    public var w: Double

    /// The quaternion (x, y, z, w), taken as given (not normalised).
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// No rotation.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// A turn of `angle` radians about `axis` (any non-zero length), as `CATransform3DMakeRotation`.
    public init(angle: Double, axis: Vector3) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let s = length > 0 ? sin(angle / 2) / length : 0
        self.init(x: axis.x * s, y: axis.y * s, z: axis.z * s, w: length > 0 ? cos(angle / 2) : 1)
    }

    /// The four-component dot product.
    public func dot(_ other: Quaternion) -> Double {
        x * other.x + y * other.y + z * other.z + w * other.w
    }

    /// The same rotation with every component negated (q and −q turn points alike).
    public var negated: Quaternion { Quaternion(x: -x, y: -y, z: -z, w: -w) }

    /// Spherical linear interpolation from `self` (t = 0) to `other` (t = 1) along the shorter arc:
    /// when the dot product is negative, `other` is negated first, so a turn never goes the long
    /// way round. Outside 0…1 the same great circle continues (a spring's overshoot).
    public func slerp(to other: Quaternion, at t: Double) -> Quaternion {
        var b = other
        var product = dot(other)
        if product < 0 {
            b = other.negated
            product = -product
        }
        product = min(product, 1)
        // Nearly the same rotation: the arc is too short for acos; go straight and renormalise.
        if 1 - product < 1e-12 {
            let q = Quaternion(x: x + (b.x - x) * t, y: y + (b.y - y) * t, z: z + (b.z - z) * t, w: w + (b.w - w) * t)
            let n = q.dot(q).squareRoot()
            return n > 0 ? Quaternion(x: q.x / n, y: q.y / n, z: q.z / n, w: q.w / n) : self
        }
        let theta = acos(product)
        let sinTheta = (1 - product * product).squareRoot()
        let wa = sin((1 - t) * theta) / sinTheta
        let wb = sin(t * theta) / sinTheta
        return Quaternion(x: x * wa + b.x * wb, y: y * wa + b.y * wb, z: z * wa + b.z * wb, w: w * wa + b.w * wb)
    }

    /// The rotation as a transform (rows are the images of the axes, Core Animation's layout).
    public var rotationMatrix: Transform3D {
        let xx = x * x
        let yy = y * y
        let zz = z * z
        let xy = x * y
        let xz = x * z
        let yz = y * z
        let xw = x * w
        let yw = y * w
        let zw = z * w
        return Transform3D(
            m11: 1 - 2 * (yy + zz), m12: 2 * (xy + zw), m13: 2 * (xz - yw), m14: 0,
            m21: 2 * (xy - zw), m22: 1 - 2 * (xx + zz), m23: 2 * (yz + xw), m24: 0,
            m31: 2 * (xz + yw), m32: 2 * (yz - xw), m33: 1 - 2 * (xx + yy), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }
}
