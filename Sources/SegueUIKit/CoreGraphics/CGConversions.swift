import SegueEngine

// Foundation's CoreGraphics values and the engine's geometry, both ways. Internal: the public API
// speaks CGFloat, the model speaks Double.

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
    var point: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
    var size: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
    /// The rectangle standardized (no negative sides), as the engine's `Rect`.
    var rect: Rect {
        let s = standardized
        return Rect(x: Double(s.origin.x), y: Double(s.origin.y), width: Double(s.size.width), height: Double(s.size.height))
    }
}

extension CGAffineTransform {
    /// The transform as a 3D one (`CATransform3DMakeAffineTransform`).
    var transform3D: Transform3D {
        var t = Transform3D.identity
        t.m11 = Double(a)
        t.m12 = Double(b)
        t.m21 = Double(c)
        t.m22 = Double(d)
        t.m41 = Double(tx)
        t.m42 = Double(ty)
        return t
    }

    /// The affine part of a 3D transform (`CATransform3DGetAffineTransform`).
    init(_ t: Transform3D) {
        self.init(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
    }
}

extension Transform3D {
    /// True when the transform only acts in the plane: no z, no perspective (`CATransform3DIsAffine`).
    var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }
}
