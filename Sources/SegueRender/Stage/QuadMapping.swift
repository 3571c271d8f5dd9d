import SegueEngine

/// The projective map between a view's unit square and its quad (in cell coordinates), both ways.
///
/// A view under a 3D transform with perspective is a homography of its bounds, so content mapped
/// this way foreshortens correctly (rows bunch up toward the far edge); for affine quads it is the
/// same as `Quad.point(atUnit:_:)`. Only convex, non-degenerate quads have a mapping.
struct QuadMapping: Sendable {
    // Forward: x = (a u + b v + c) / w, y = (d u + e v + f) / w, w = g u + h v + 1.
    private let a, b, c, d, e, f, g, h: Double
    // Inverse (the adjugate): U = ia x + ib y + ic, V = …, W = …; u = U / W, v = V / W.
    private let ia, ib, ic, id, ie, jf, ig, ih, ii: Double

    /// nil when a corner is not finite, three corners are collinear (a view seen edge-on) or the quad
    /// is not convex.
    init?(_ q: [Point]) {
        guard q.count == 4, q.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let (x0, y0, x1, y1, x2, y2, x3, y3) = (q[0].x, q[0].y, q[1].x, q[1].y, q[2].x, q[2].y, q[3].x, q[3].y)
        let dx1 = x1 - x2
        let dx2 = x3 - x2
        let dx3 = x0 - x1 + x2 - x3
        let dy1 = y1 - y2
        let dy2 = y3 - y2
        let dy3 = y0 - y1 + y2 - y3
        let den = dx1 * dy2 - dx2 * dy1
        let scale = max(abs(dx1 * dy2), abs(dx2 * dy1), 1e-300)
        guard den.isFinite, abs(den) > 1e-9 * scale, abs(den) > 1e-6 else { return nil }
        let g = (dx3 * dy2 - dx2 * dy3) / den
        let h = (dx1 * dy3 - dx3 * dy1) / den
        let a = x1 - x0 + g * x1
        let b = x3 - x0 + h * x3
        let c = x0
        let d = y1 - y0 + g * y1
        let e = y3 - y0 + h * y3
        let f = y0
        // w must stay positive over the whole square (it does at the corners ⇔ the quad is convex).
        guard 1 + g > 1e-9, 1 + h > 1e-9, 1 + g + h > 1e-9 else { return nil }
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.e = e
        self.f = f
        self.g = g
        self.h = h
        ia = e - f * h
        ib = c * h - b
        ic = b * f - c * e
        id = f * g - d
        ie = a - c * g
        jf = c * d - a * f
        ig = d * h - e * g
        ih = b * g - a * h
        ii = a * e - b * d
        let all = [a, b, c, d, e, f, g, h, ia, ib, ic, id, ie, jf, ig, ih, ii]
        guard all.allSatisfy(\.isFinite), abs(ii) > 1e-12 else { return nil }
    }

    /// The part of `unit(_:_:)` that depends on one coordinate only: the three products with x (or
    /// with y). A caller walking a grid computes them once per column and once per row; `unit(_:_:)`
    /// adds them up in the same order, so the result is the same to the last bit.
    struct Terms {
        fileprivate let u, v, w: Double
    }

    /// The terms of column coordinate x.
    @inline(__always)
    func terms(x: Double) -> Terms { Terms(u: ia * x, v: id * x, w: ig * x) }

    /// The terms of row coordinate y.
    @inline(__always)
    func terms(y: Double) -> Terms { Terms(u: ib * y, v: ie * y, w: ih * y) }

    /// The unit coordinates of the cell point with terms `x` and `y`; outside [0, 1]² means outside
    /// the view. May be non-finite far from the view (the caller treats that as outside).
    @inline(__always)
    func unit(_ x: Terms, _ y: Terms) -> (u: Double, v: Double) { (u(x, y), v(x, y)) }

    /// The u of `unit(x, y)` alone.
    @inline(__always)
    func u(_ x: Terms, _ y: Terms) -> Double { (x.u + y.u + ic) / (x.w + y.w + ii) }

    /// The v of `unit(x, y)` alone.
    @inline(__always)
    func v(_ x: Terms, _ y: Terms) -> Double { (x.v + y.v + jf) / (x.w + y.w + ii) }

    /// Whether v depends on y alone (the x terms of v and of the denominator are zero): true for a
    /// view that is only moved and scaled.
    var vIsIndependentOfX: Bool { id == 0 && ig == 0 }

    /// The terms of a row of sample columns, stored by component so that sampling runs on vectors.
    struct ColumnTerms {
        fileprivate let u, v, w: [Double]

        /// The terms of columns `xs`.
        init(_ mapping: QuadMapping, xs: [Double]) {
            let terms = xs.map { mapping.terms(x: $0) }
            u = terms.map(\.u)
            v = terms.map(\.v)
            w = terms.map(\.w)
        }
    }

    /// Samples a row of points: `inside[i]` becomes 1 when the point with terms `columns` (its i-th)
    /// and `y` lies inside the view (its unit coordinates in [0, 1]², computed as `unit(_:_:)` does),
    /// else 0. The compiler turns the loop into vector code.
    func sample(row y: Terms, columns: ColumnTerms, into inside: UnsafeMutablePointer<UInt8>) {
        columns.u.withUnsafeBufferPointer { cu in
            columns.v.withUnsafeBufferPointer { cv in
                columns.w.withUnsafeBufferPointer { cw in
                    for i in 0..<cu.count {
                        let (u, v) = unit(Terms(u: cu[i], v: cv[i], w: cw[i]), y)
                        inside[i] = u >= 0 && u <= 1 && v >= 0 && v <= 1 ? 1 : 0
                    }
                }
            }
        }
    }

    /// The cell point at unit coordinates (u, v).
    func point(u: Double, v: Double) -> Point {
        let w = g * u + h * v + 1
        return Point(x: (a * u + b * v + c) / w, y: (d * u + e * v + f) / w)
    }
}
