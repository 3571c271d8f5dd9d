import SegueEngine
import SegueTestSupport
import Testing

@Suite("Cubic Bézier timing curves")
struct CubicBezierTests {
    /// `docs/timing.md`, "Curve reference values": y at x = 0.10, 0.25, 0.50, 0.75, 0.90.
    static let oracle: [(String, [Double], [Double])] = [
        ("linear", [0, 0, 1, 1], [0.100000, 0.250000, 0.500000, 0.750000, 0.900000]),
        ("ease", [0.25, 0.1, 0.25, 1], [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
        ("easeIn", [0.42, 0, 1, 1], [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
        ("easeOut", [0, 0, 0.58, 1], [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
        ("easeInOut", [0.42, 0, 0.58, 1], [0.019722, 0.129162, 0.500000, 0.870838, 0.980278]),
        ("material standard", [0.4, 0, 0.2, 1], [0.025863, 0.236587, 0.775561, 0.959368, 0.994354]),
        ("material deceleration", [0, 0, 0.2, 1], [0.303848, 0.577573, 0.839245, 0.964216, 0.994601]),
        ("material acceleration", [0.4, 0, 1, 1], [0.018373, 0.098627, 0.324815, 0.630085, 0.843750]),
        ("material sharp", [0.4, 0, 0.6, 1], [0.021337, 0.135307, 0.500000, 0.864693, 0.978663]),
        ("easeOutBack", [0.175, 0.885, 0.32, 1.275], [0.448261, 0.846681, 1.067553, 1.075875, 1.036928]),
        ("android predictive back", [0.1, 0.1, 0, 1], [0.371704, 0.683819, 0.894886, 0.978299, 0.996832]),
        ("motion default tween", [0.25, 0.1, 0.35, 1], [0.086880, 0.350805, 0.754432, 0.948501, 0.992487]),
        ("ADTC back fade", [0.8, 0, 0, 0.2], [0.001292, 0.012668, 0.443171, 0.776991, 0.916918]),
        ("ADTC circle first half", [0.248615, 0.390524, 0.609476, 1.0], [0.157712, 0.385566, 0.707054, 0.921881, 0.987015]),
        ("ADTC circle second half", [0.390524, 0.0, 0.751385, 0.609476], [0.012985, 0.078119, 0.292946, 0.614434, 0.842288]),
    ]

    @Test("matches the reference table", arguments: 0..<15)
    func referenceTable(row: Int) throws {
        let (name, p, expected) = Self.oracle[row]
        let curve = try CubicBezier(p[0], p[1], p[2], p[3])
        for (x, y) in zip([0.10, 0.25, 0.50, 0.75, 0.90], expected) {
            #expect(isClose(curve.value(at: x), y, tolerance: 1e-6), "\(name) at \(x): \(curve.value(at: x)) vs \(y)")
        }
    }

    @Test("named curves have Core Animation's control points")
    func namedCurves() {
        #expect(CubicBezier.ease == (try! CubicBezier(0.25, 0.1, 0.25, 1)))
        #expect(CubicBezier.easeIn == (try! CubicBezier(0.42, 0, 1, 1)))
        #expect(CubicBezier.easeOut == (try! CubicBezier(0, 0, 0.58, 1)))
        #expect(CubicBezier.easeInOut == (try! CubicBezier(0.42, 0, 0.58, 1)))
        #expect(CubicBezier.linear == (try! CubicBezier(0, 0, 1, 1)))
    }

    @Test("ends are exact and inputs outside [0, 1] clamp")
    func endsAndClamping() {
        for curve in [CubicBezier.ease, .easeIn, .easeOut, .easeInOut, try! CubicBezier(0.175, 0.885, 0.32, 1.275)] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -1000) == 0)
            #expect(curve.value(at: 7) == 1)
            #expect(curve.value(at: .nan) == 0)
        }
    }

    @Test("x control points outside [0, 1] are rejected with a clear error")
    func rejectsBadControlPoints() {
        #expect(throws: TimingError.controlPointOutOfRange(parameter: "x1", value: -0.1)) { try CubicBezier(-0.1, 0, 1, 1) }
        #expect(throws: TimingError.controlPointOutOfRange(parameter: "x2", value: 1.5)) { try CubicBezier(0, 0, 1.5, 1) }
        #expect(throws: TimingError.notFinite(parameter: "y1", value: .infinity)) { try CubicBezier(0, .infinity, 1, 1) }
        #expect((try? CubicBezier(0.5, -2, 0.5, 3)) != nil, "y may leave [0, 1]")
    }

    @Test("symmetric curves satisfy y(1 − x) = 1 − y(x)")
    func symmetry() {
        let sharp = try! CubicBezier(0.4, 0, 0.6, 1)
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(isClose(CubicBezier.easeInOut.value(at: 1 - x), 1 - CubicBezier.easeInOut.value(at: x), tolerance: 1e-9))
            #expect(isClose(sharp.value(at: 1 - x), 1 - sharp.value(at: x), tolerance: 1e-9))
        }
    }

    @Test("the circle halves mirror each other")
    func circleMirror() throws {
        let first = try CubicBezier(0.248615, 0.390524, 0.609476, 1.0)
        let second = try CubicBezier(0.390524, 0.0, 0.751385, 0.609476)
        for i in 0...50 {
            let x = Double(i) / 50
            #expect(isClose(first.value(at: x) + second.value(at: 1 - x), 1, tolerance: 1e-7))
        }
    }

    /// An independent oracle: bisection on x(t) to 1e-15 in t, then y(t), straight from the
    /// Bernstein form (not the solver's polynomial form).
    static func bisectionOracle(_ p: [Double], _ x: Double) -> Double {
        func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p[0] + 3 * (1 - t) * t * t * p[2] + t * t * t }
        func by(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p[1] + 3 * (1 - t) * t * t * p[3] + t * t * t }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<200 where hi - lo > 1e-15 {
            let mid = (lo + hi) / 2
            if bx(mid) < x { lo = mid } else { hi = mid }
        }
        return by((lo + hi) / 2)
    }

    @Test("accurate to 1e-7 in y for every x, including near-vertical and near-flat curves")
    func accuracyAgainstBisection() throws {
        let hard: [[Double]] = [
            [0.25, 0.1, 0.25, 1], [0, 0, 0, 0], [1, 1, 1, 1], [0, 1, 0, 1], [1, 0, 1, 0],
            [0.99, 0, 0.01, 1], [0, 0.99, 1, 0.01], [0.001, 5, 0.999, -4], [0, 0, 0.0001, 1],
            [0.9999, 0, 1, 1], [0.5, -2, 0.5, 3], [0.8, 0, 0, 0.2],
        ]
        for p in hard {
            let curve = try CubicBezier(p[0], p[1], p[2], p[3])
            for i in 0..<1000 {  // x = 1 is exact by construction (tested above)
                let x = Double(i) / 1000
                let expected = Self.bisectionOracle(p, x)
                #expect(isClose(curve.value(at: x), expected, tolerance: 1e-7), "\(p) at \(x): \(curve.value(at: x)) vs \(expected)")
            }
        }
    }

    @Test("the slope matches a finite difference")
    func slope() {
        let curve = CubicBezier.ease
        for x in [0.1, 0.3, 0.5, 0.7, 0.9] {
            let h = 1e-6
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(isClose(curve.slope(at: x), numeric, tolerance: 1e-5))
        }
    }
}
