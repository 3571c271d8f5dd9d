import SegueEngine
import SegueTestSupport
import Testing

@Suite("Timing-curve SPEC strings")
struct TimingCurveSpecTests {
    @Test(
        "named curves, in Core Animation and CSS spellings",
        arguments: [
            ("linear", TimingCurve.linear), ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut),
            ("easeInOut", .easeInOut), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
        ])
    func named(spec: String, curve: TimingCurve) throws {
        #expect(try TimingCurve(spec: spec) == curve)
    }

    @Test("cubic-bezier with any spacing and number spelling")
    func cubicBezier() throws {
        #expect(try TimingCurve(spec: "cubic-bezier(0.25,0.1,0.25,1)") == .ease)
        #expect(try TimingCurve(spec: "  cubic-bezier ( 0.25 ,\t.1,  2.5e-1 , +1 )  ") == .ease)
        let back = try TimingCurve(spec: "cubic-bezier(0.175, 0.885, 0.32, 1.275)")
        guard case .cubic(let b) = back else {
            Issue.record("not cubic: \(back)")
            return
        }
        // docs/timing.md, "Curve reference values", easeOutBack at x = 0.5 and 0.75.
        #expect(isClose(b.value(at: 0.5), 1.067553, tolerance: 1e-6))
        #expect(isClose(b.value(at: 0.75), 1.075875, tolerance: 1e-6))
        #expect(try TimingCurve(spec: "cubic-bezier(0.6, -0.28, 0.735, 0.045)") == .cubic(try CubicBezier(0.6, -0.28, 0.735, 0.045)))
    }

    @Test("spring(mass:stiffness:damping:) is the closed-form spring")
    func springMassStiffnessDamping() throws {
        let curve = try TimingCurve(spec: "spring(mass: 1, stiffness: 100, damping: 10)")
        #expect(curve == .spring(try Spring(mass: 1, stiffness: 100, damping: 10)))
        guard case .spring(let s) = curve else { return }
        // docs/timing.md, "Spring reference values", (1, 100, 10) at 0.3 s.
        #expect(isClose(s.value(at: 0.3), 1.124355, tolerance: 1e-6))
    }

    @Test("spring(dampingRatio:response:) converts to mass 1, k = (2π/response)², c = 4πζ/response")
    func springDampingRatioResponse() throws {
        let curve = try TimingCurve(spec: "spring(dampingRatio: 1.0, response: 0.5)")
        guard case .spring(let s) = curve else {
            Issue.record("not a spring: \(curve)")
            return
        }
        #expect(s.mass == 1)
        #expect(isClose(s.stiffness, 157.9137, tolerance: 1e-4))
        #expect(isClose(s.damping, 25.1327, tolerance: 1e-4))
        #expect(s.initialVelocity == 0)
    }

    @Test("spring(duration:bounce:) maps bounce 0.3 to damping ratio 0.7")
    func springDurationBounce() throws {
        let curve = try TimingCurve(spec: "spring(duration:0.5,bounce:0.3)")
        guard case .spring(let s) = curve else {
            Issue.record("not a spring: \(curve)")
            return
        }
        #expect(isClose(s.dampingRatio, 0.7))
        #expect(isClose(s.response, 0.5))
    }

    @Test("spring(dampingRatio:) alone fills the animation's duration")
    func springFilling() throws {
        #expect(try TimingCurve(spec: "spring(dampingRatio: 0.8)") == .springFilling(dampingRatio: 0.8, initialVelocity: 0))
        #expect(try TimingCurve(spec: "spring(dampingRatio: 0.8, initialVelocity: -1.5)") == .springFilling(dampingRatio: 0.8, initialVelocity: -1.5))
    }

    @Test(
        "initialVelocity may end every spring form",
        arguments: [
            "spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)",
            "spring(dampingRatio: 0.5, response: 0.4, initialVelocity: 2)",
            "spring(duration: 0.4, bounce: 0.2, initialVelocity: 2)",
        ])
    func initialVelocity(spec: String) throws {
        let curve = try TimingCurve(spec: spec)
        guard case .spring(let s) = curve else {
            Issue.record("not a spring: \(curve)")
            return
        }
        #expect(s.initialVelocity == 2)
    }

    @Test("canonical form: names for named curves, mass/stiffness/damping for springs")
    func canonical() throws {
        #expect(TimingCurve.ease.spec == "ease")
        #expect(try TimingCurve(spec: "ease-in-out").spec == "easeInOut")
        #expect(TimingCurve.cubic(try CubicBezier(0.175, 0.885, 0.32, 1.275)).spec == "cubic-bezier(0.175, 0.885, 0.32, 1.275)")
        #expect(TimingCurve.spring(.caSpringDefault).spec == "spring(mass: 1, stiffness: 100, damping: 10)")
        #expect(TimingCurve.spring(Spring.caSpringDefault.withInitialVelocity(2)).spec == "spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)")
        #expect(TimingCurve.springFilling(dampingRatio: 0.8, initialVelocity: 0).spec == "spring(dampingRatio: 0.8)")
    }

    @Test(
        "spec round-trips every form",
        arguments: [
            "linear", "ease", "easeIn", "easeOut", "easeInOut", "ease-out",
            "cubic-bezier(0.4, 0, 0.2, 1)", "cubic-bezier(0.1, 0.1, 0, 1)", "cubic-bezier(0.000001, -1e-7, 1, 3.5)",
            "spring(dampingRatio: 0.825, response: 0.55)", "spring(dampingRatio: 0.3, response: 0.3, initialVelocity: 1.25)",
            "spring(mass: 0.1, stiffness: 15, damping: 2)", "spring(mass: 3, stiffness: 1000, damping: 500)",
            "spring(duration: 0.35, bounce: -0.5)", "spring(duration: 1, bounce: 0.75, initialVelocity: -3)",
            "spring(dampingRatio: 0.7)", "spring(dampingRatio: 0.5, initialVelocity: 0.75)",
        ])
    func roundTrip(spec: String) throws {
        let curve = try TimingCurve(spec: spec)
        let again = try TimingCurve(spec: curve.spec)
        #expect(again == curve, "\(spec) → \(curve.spec)")
        #expect(again.spec == curve.spec)
    }

    /// (spec, offset, expected) for every way a spec can be malformed.
    static let malformed: [(String, Int, String)] = [
        ("", 0, "a curve name, cubic-bezier(…) or spring(…)"),
        ("   ", 3, "a curve name, cubic-bezier(…) or spring(…)"),
        ("bounce", 0, "a curve name, cubic-bezier(…) or spring(…)"),
        ("(0, 0, 1, 1)", 0, "a curve name, cubic-bezier(…) or spring(…)"),
        ("ease x", 5, "the end of the spec"),
        ("cubic-bezier", 12, "'(' after cubic-bezier"),
        ("bezier(0, 0, 1, 1)", 0, "cubic-bezier or spring before '('"),
        ("cubic-bezier(0.25, x, 0.25, 1)", 19, "a number (y1)"),
        ("cubic-bezier(0.25, 0.1, 0.25)", 28, "',' before y2"),
        ("cubic-bezier(0,0,1,1", 20, "')' after y2"),
        ("cubic-bezier(0,0,1,1,0)", 20, "')' after y2"),
        ("cubic-bezier(0, 0, 1, 1e999)", 22, "a finite number (y2)"),
        ("cubic-bezier(0, 0, 1, -)", 22, "a number (y2)"),
        ("spring", 6, "'(' after spring"),
        ("spring()", 7, "a label: dampingRatio, mass or duration"),
        ("spring(stiffness: 100)", 7, "a label: dampingRatio, mass or duration"),
        ("spring(mass: 1, damping: 2)", 16, "a label: stiffness"),
        ("spring(mass 1)", 12, "':' after mass"),
        ("spring(mass: )", 13, "a number (mass)"),
        ("spring(mass: 1, stiffness: 100)", 30, "',' and a label: damping"),
        ("spring(mass: 1, stiffness: 100, damping: 10 x", 44, "',' or ')'"),
        ("spring(mass: 1, stiffness: 100 damping: 10)", 31, "','"),
        ("spring(dampingRatio: 0.5,", 25, "a label: response or initialVelocity"),
        ("spring(dampingRatio: 0.5, response: 0.3, initialVelocity: 1, mass: 2)", 61, "')'"),
        ("spring(initialVelocity: 1, mass: 1)", 7, "a label: dampingRatio, mass or duration"),
        ("spring(duration: 0.5, bounce: 0.3) ease", 35, "the end of the spec"),
    ]

    @Test("malformed specs say where and what was expected", arguments: TimingCurveSpecTests.malformed.indices)
    func malformedSpec(row: Int) {
        let (spec, offset, expected) = Self.malformed[row]
        #expect(throws: TimingCurveSpecError(spec: spec, offset: offset, expected: expected)) {
            try TimingCurve(spec: spec)
        }
    }

    /// Values out of range point at the offending argument and carry the curve's own error.
    static let outOfRange: [(String, Int, String, TimingError)] = [
        ("cubic-bezier(1.5, 0, 1, 1)", 13, "x1 between 0 and 1", .controlPointOutOfRange(parameter: "x1", value: 1.5)),
        ("cubic-bezier(0, 0, 1.2, 1)", 19, "x2 between 0 and 1", .controlPointOutOfRange(parameter: "x2", value: 1.2)),
        (
            "spring(mass: 0, stiffness: 100, damping: 10)", 13, "mass greater than 0",
            .springParameterOutOfRange(parameter: "mass", value: 0, expected: "greater than 0")
        ),
        (
            "spring(mass: 1, stiffness: 100, damping: -1)", 41, "damping greater than 0 (an undamped spring oscillates forever and never settles)",
            .springParameterOutOfRange(parameter: "damping", value: -1, expected: "greater than 0 (an undamped spring oscillates forever and never settles)")
        ),
        (
            "spring(duration: 0.5, bounce: 1.5)", 30, "bounce greater than -1 and less than 1 (bounce 1 is undamped: it never settles)",
            .springParameterOutOfRange(parameter: "bounce", value: 1.5, expected: "greater than -1 and less than 1 (bounce 1 is undamped: it never settles)")
        ),
        (
            "spring(dampingRatio: 0.5, response: 0)", 36, "response greater than 0",
            .springParameterOutOfRange(parameter: "response", value: 0, expected: "greater than 0")
        ),
        (
            "spring(dampingRatio: 0)", 21, "dampingRatio greater than 0",
            .springParameterOutOfRange(parameter: "dampingRatio", value: 0, expected: "greater than 0")
        ),
    ]

    @Test("out-of-range values point at their argument", arguments: TimingCurveSpecTests.outOfRange.indices)
    func outOfRangeValue(row: Int) {
        let (spec, offset, expected, underlying) = Self.outOfRange[row]
        #expect(throws: TimingCurveSpecError(spec: spec, offset: offset, expected: expected, underlying: underlying)) {
            try TimingCurve(spec: spec)
        }
    }

    @Test("the message shows the spec, a caret under the offending column and the accepted forms")
    func message() {
        let error = TimingCurveSpecError(spec: "cubic-bezier(0.25, x, 0.25, 1)", offset: 19, expected: "a number (y1)")
        let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "invalid timing curve at offset 19: expected a number (y1)")
        #expect(lines[1] == "  cubic-bezier(0.25, x, 0.25, 1)")
        #expect(lines[2] == "  " + String(repeating: " ", count: 19) + "^")
        #expect(lines[3] == "accepted forms:")
        #expect(Array(lines.dropFirst(4)) == TimingCurve.acceptedSpecForms.map { "  " + $0 })
        #expect(lines[4].contains("ease-in-out"))
    }

    @Test("an out-of-range message quotes the curve's own error")
    func rangeMessage() {
        let error = #expect(throws: TimingCurveSpecError.self) { try TimingCurve(spec: "cubic-bezier(1.5, 0, 1, 1)") }
        #expect(error?.summary == "invalid timing curve at offset 13: " + TimingError.controlPointOutOfRange(parameter: "x1", value: 1.5).description)
    }

    @Test("tabs and newlines show as one space, so the caret stays in its column")
    func caretWithTabs() {
        let error = TimingCurveSpecError(spec: "\tease\nx", offset: 6, expected: "the end of the spec")
        let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "   ease x")
        #expect(lines[2] == "        ^")
    }
}
