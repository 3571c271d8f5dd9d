extension Transform3D: Interpolatable {
    /// The transform a fraction `t` of the way from `self` (t = 0) to `other` (t = 1), as Core
    /// Animation animates `layer.transform` (`docs/transforms.md`): both matrices are decomposed,
    /// translation, scale, skew and the perspective partition (m34 among it) interpolate linearly,
    /// the rotation along the shorter arc of the quaternions, and the parts are put back together.
    ///
    /// - The ends are exact: t = 0 gives `self`, t = 1 gives `other`.
    /// - When either matrix cannot be decomposed (a scale of 0, m44 = 0) the change is discrete:
    ///   `self` before t = 0.5, `other` from it.
    /// - Outside 0…1 (a spring's overshoot) the parts extrapolate along the same paths.
    public func interpolated(to other: Transform3D, at t: Double) -> Transform3D {
        if t == 0 || self == other { return self }
        if t == 1 { return other }
        guard let a = decomposition, let b = other.decomposition else { return t < 0.5 ? self : other }
        return Transform3D(a.interpolated(to: b, at: t))
    }
}

extension Transform3D.Decomposition: Interpolatable {
    /// Every part linearly, except the rotation, which is slerped along the shorter arc.
    public func interpolated(to other: Transform3D.Decomposition, at t: Double) -> Transform3D.Decomposition {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: Vector3, _ b: Vector3) -> Vector3 { Vector3(x: mix(a.x, b.x), y: mix(a.y, b.y), z: mix(a.z, b.z)) }
        return Transform3D.Decomposition(
            translation: mix(translation, other.translation), scale: mix(scale, other.scale), skewXY: mix(skewXY, other.skewXY),
            skewXZ: mix(skewXZ, other.skewXZ), skewYZ: mix(skewYZ, other.skewYZ),
            perspective: Perspective(
                x: mix(perspective.x, other.perspective.x), y: mix(perspective.y, other.perspective.y),
                z: mix(perspective.z, other.perspective.z), w: mix(perspective.w, other.perspective.w)),
            rotation: rotation.slerp(to: other.rotation, at: t))
    }
}
