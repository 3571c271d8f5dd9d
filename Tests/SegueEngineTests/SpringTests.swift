import SegueEngine
import SegueTestSupport
import Testing

@Suite("Springs")
struct SpringTests {
    static let times = [0.05, 0.1, 0.2, 0.3, 0.5, 1.0]

    /// `docs/timing.md`, "Spring reference values": step response p(t) = 1 + x(t), x₀ = −1, v₀ = 0.
    static let stepResponse: [(m: Double, k: Double, c: Double, p: [Double], settle: Double)] = [
        (1, 100, 10, [0.104405, 0.340300, 0.849426, 1.124355, 1.074591, 1.002170], 1.270),
        (1, 100, 20, [0.090204, 0.264241, 0.593994, 0.800852, 0.959572, 0.999501], 0.923),
        (1, 100, 40, [0.069705, 0.177737, 0.369640, 0.517775, 0.717829, 0.926096], 2.606),
        (3, 1000, 500, [0.085026, 0.173112, 0.324664, 0.448440, 0.632093, 0.866309], 3.418),
        (1, 500, 25, [0.390087, 0.894608, 1.098963, 0.992803, 1.001707, 0.999997], 0.561),
        (1, 250, 15, [0.235127, 0.665506, 1.166911, 1.102689, 0.973728, 0.999590], 0.938),
        (0.1, 15, 2, [0.133998, 0.382341, 0.789844, 0.966039, 1.009879, 0.999922], 0.702),
        (2, 1500, 98, [0.421719, 0.808182, 0.996186, 1.001204, 0.999997, 1.000000], 0.310),
    ]

    @Test("step response matches the reference table in all three regimes", arguments: 0..<8)
    func stepResponse(row: Int) throws {
        let r = Self.stepResponse[row]
        let spring = try Spring(mass: r.m, stiffness: r.k, damping: r.c)
        for (t, p) in zip(Self.times, r.p) {
            #expect(isClose(spring.value(at: t), p, tolerance: 1e-6), "(\(r.m), \(r.k), \(r.c)) at \(t): \(spring.value(at: t))")
        }
        // Settling (definition A: last |x| ≥ 0.1 %), to the table's 3 decimals.
        #expect(isClose(spring.settlingDuration, r.settle, tolerance: 1e-3), "settle \(spring.settlingDuration) vs \(r.settle)")
    }

    @Test("velocity of the step response matches the reference table")
    func velocityTable() throws {
        let rows: [((Double, Double, Double), [Double])] = [
            ((1, 100, 10), [3.773452, 5.335072, 4.192796, 1.332426, -0.879424, 0.053855]),
            ((1, 100, 20), [3.032653, 3.678794, 2.706706, 1.493612, 0.336897, 0.004540]),
            ((1, 100, 40), [2.078100, 2.139091, 1.687508, 1.292080, 0.756075, 0.198025]),
        ]
        for ((m, k, c), velocities) in rows {
            let spring = try Spring(mass: m, stiffness: k, damping: c)
            for (t, v) in zip(Self.times, velocities) {
                #expect(isClose(spring.velocity(at: t), v, tolerance: 1e-6))
            }
        }
    }

    @Test("velocity hand-off: x₀ = −1, v₀ = +2 matches the reference table")
    func handOffTable() throws {
        let rows: [((Double, Double, Double), [Double])] = [
            ((1, 100, 20), [0.150857, 0.337817, 0.648128, 0.830724, 0.966310, 0.999591]),
            ((1, 100, 10), [0.179875, 0.447001, 0.933282, 1.151003, 1.057002, 1.003247]),
        ]
        for ((m, k, c), values) in rows {
            let spring = try Spring(mass: m, stiffness: k, damping: c, initialVelocity: 2)
            for (t, p) in zip(Self.times, values) {
                #expect(isClose(spring.value(at: t), p, tolerance: 1e-6))
            }
        }
    }

    @Test("x(0) = x₀ and v(0) = v₀ exactly in every regime")
    func initialConditions() throws {
        for c in [5.0, 20, 60] {
            let spring = try Spring(mass: 1, stiffness: 100, damping: c, initialVelocity: 3)
            let s = spring.state(at: 0)
            #expect(s.displacement == -1)
            #expect(isClose(s.velocity, 3, tolerance: 1e-12))
        }
    }

    @Test("continuous across ζ = 1: ζ = 1 ± 1e-6 agrees with the critical form")
    func continuityAtCritical() throws {
        let critical = try Spring(dampingRatio: 1, response: 0.5, initialVelocity: 1.5)
        for zeta in [1 - 1e-6, 1 + 1e-6, 1 - 2e-4, 1 + 2e-4] {
            let near = try Spring(dampingRatio: zeta, response: 0.5, initialVelocity: 1.5)
            for t in stride(from: 0.0, through: 1.5, by: 0.05) {
                #expect(isClose(near.value(at: t), critical.value(at: t), tolerance: 1e-4), "ζ \(zeta) at \(t)")
            }
        }
    }

    /// An independent oracle: RK4 on m·x″ + c·x′ + k·x = 0 with h = 1e-4.
    static func integrate(m: Double, k: Double, c: Double, v0: Double, until t: Double) -> Double {
        var x = -1.0
        var v = v0
        let h = 1e-4
        let steps = Int((t / h).rounded())
        func a(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
        for _ in 0..<steps {
            let k1x = v
            let k1v = a(x, v)
            let k2x = v + h / 2 * k1v
            let k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return 1 + x
    }

    @Test("closed forms agree with numeric integration of the differential equation")
    func againstIntegration() throws {
        for (m, k, c, v0) in [(1.0, 100.0, 6.0, 0.0), (1, 100, 20, 2), (1, 100, 50, -1), (2, 300, 10, 4), (0.5, 40, 30, 0.7)] {
            let spring = try Spring(mass: m, stiffness: k, damping: c, initialVelocity: v0)
            for t in [0.05, 0.13, 0.4, 0.9] {
                let numeric = Self.integrate(m: m, k: k, c: c, v0: v0, until: t)
                #expect(isClose(spring.value(at: t), numeric, tolerance: 1e-7), "(\(m), \(k), \(c), v0 \(v0)) at \(t)")
            }
        }
    }

    @Test("parameterisations convert as UIKit does")
    func conversions() throws {
        let a = try Spring(dampingRatio: 1.0, response: 0.5)
        #expect(isClose(a.mass, 1) && isClose(a.stiffness, 157.9137, tolerance: 1e-4) && isClose(a.damping, 25.1327, tolerance: 1e-4))
        let b = try Spring(dampingRatio: 0.825, response: 0.55)
        #expect(isClose(b.stiffness, 130.5072, tolerance: 1e-4) && isClose(b.damping, 18.8496, tolerance: 1e-4))
        let c = try Spring(dampingRatio: 0.7, response: 0.3)
        #expect(isClose(c.stiffness, 438.6491, tolerance: 1e-4) && isClose(c.damping, 29.3215, tolerance: 1e-4))
        for (bounce, zeta) in [(0.0, 1.0), (0.15, 0.85), (0.3, 0.7), (-0.5, 2.0)] {
            #expect(isClose(Spring.dampingRatio(bounce: bounce), zeta, tolerance: 1e-12))
            let s = try Spring(duration: 0.5, bounce: bounce)
            #expect(isClose(s.dampingRatio, zeta, tolerance: 1e-12))
            #expect(isClose(s.response, 0.5, tolerance: 1e-12))
            #expect(isClose(s.bounce, bounce, tolerance: 1e-12))
        }
        #expect(isClose(Spring.uiKitDefault.dampingRatio, 4.564, tolerance: 1e-3))
        #expect(isClose(Spring.caSpringDefault.dampingRatio, 0.5))
        let m = try Spring(mass: 2, stiffness: 1500, damping: 98)
        #expect(isClose(m.naturalFrequency, 27.386, tolerance: 1e-3) && isClose(m.dampingRatio, 0.895, tolerance: 1e-3))
    }

    @Test("a damping-ratio spring fills the animator's duration: it settles exactly then")
    func fillingDuration() throws {
        for zeta in [0.3, 0.7, 0.8, 1.0, 1.5] {
            let s = try Spring(dampingRatio: zeta, fittingDuration: 0.85)
            #expect(isClose(s.settlingDuration, 0.85, tolerance: 1e-6), "ζ \(zeta): \(s.settlingDuration)")
        }
    }

    @Test("bad parameters are typed errors")
    func badParameters() {
        #expect(throws: TimingError.springParameterOutOfRange(parameter: "mass", value: 0, expected: "greater than 0")) {
            try Spring(mass: 0, stiffness: 1, damping: 1)
        }
        #expect(
            throws: TimingError.springParameterOutOfRange(
                parameter: "damping", value: -1, expected: "greater than 0 (an undamped spring oscillates forever and never settles)")
        ) { try Spring(mass: 1, stiffness: 1, damping: -1) }
        #expect(throws: TimingError.notFinite(parameter: "stiffness", value: .infinity)) { try Spring(mass: 1, stiffness: .infinity, damping: 1) }
        #expect(
            throws: TimingError.springParameterOutOfRange(
                parameter: "bounce", value: -1, expected: "greater than -1 and less than 1 (bounce 1 is undamped: it never settles)")
        ) { try Spring(duration: 1, bounce: -1) }
    }

    @Test("stepping is exact: 10 × 0.1 s reads the same as 1 × 1 s")
    func steppingIsExact() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 1)
        var t = 0.0
        for _ in 0..<10 { t += 0.1 }
        #expect(isClose(spring.value(at: t), spring.value(at: 1.0), tolerance: 1e-12))
    }
}

@Suite("Keyframes")
struct KeyframeTests {
    @Test("evenly spaced without key times, one curve per segment")
    func evenlySpaced() throws {
        let k = try Keyframes([0.0, 10, 30])
        #expect(k.value(at: 0) == 0)
        #expect(isClose(k.value(at: 0.25), 5))
        #expect(isClose(k.value(at: 0.75), 20))
        #expect(k.value(at: 1) == 30)
        let curved = try Keyframes([0.0, 1, 0], curves: [.easeIn, .easeOut])
        #expect(isClose(curved.value(at: 0.25), CubicBezier.easeIn.value(at: 0.5)))
        #expect(isClose(curved.value(at: 0.75), 1 - CubicBezier.easeOut.value(at: 0.5)))
    }

    @Test("a segment's curve is a CAMediaTimingFunction: control points as Floats, named curves exact")
    func segmentCurvesAsCoreAnimationHoldsThem() throws {
        let circle = try CubicBezier(0.248615, 0.390524, 0.609476, 1)
        let k = try Keyframes([0.0, 1], curves: [circle])
        let float = CubicBezier.mediaTimingFunction(0.248615, 0.390524, 0.609476, 1)
        #expect(k.curves == [float] && float.x1 == Double(Float(0.248615)))
        #expect(k.value(at: 0.3) == float.value(at: 0.3) && k.value(at: 0.3) != circle.value(at: 0.3))
        for named in CubicBezier.mediaTimingNamed { #expect(try Keyframes([0.0, 1], curves: [named]).curves == [named]) }
        #expect(CubicBezier.mediaTimingFunction(-1, 2e6, 3, 0) == (try CubicBezier(0, 1e6, 1, 0)))
    }

    @Test("a named curve run backwards is a named curve exactly; others swap and mirror their control points")
    func timeReversedCurves() throws {
        #expect(CubicBezier.easeInOut.timeReversed == .easeInOut && CubicBezier.linear.timeReversed == .linear)
        #expect(CubicBezier.easeIn.timeReversed == .easeOut && CubicBezier.easeOut.timeReversed == .easeIn)
        #expect(try CubicBezier(0.8, 0, 0, 0.2).timeReversed == (try CubicBezier(1 - 0, 1 - 0.2, 1 - 0.8, 1 - 0)))
    }

    @Test("explicit key times and bad inputs")
    func keyTimes() throws {
        let k = try Keyframes([0.0, 1, 1, 0], keyTimes: [0, 0.2, 0.8, 1])
        #expect(isClose(k.value(at: 0.1), 0.5))
        #expect(k.value(at: 0.5) == 1)
        #expect(isClose(k.value(at: 0.9), 0.5))
        #expect(throws: Keyframes<Double>.KeyframeError.empty) { try Keyframes<Double>([]) }
        #expect(throws: Keyframes<Double>.KeyframeError.keyTimesNotIncreasing(index: 2)) { try Keyframes([0.0, 1, 2], keyTimes: [0, 0.5, 0.4]) }
        #expect(throws: Keyframes<Double>.KeyframeError.keyTimeCount(expected: 2, got: 3)) { try Keyframes([0.0, 1], keyTimes: [0, 0.5, 1]) }
    }
}
