import SegueText

/// Timing curves as text: the SPEC strings of `segue curve` and of preset files.
///
/// Accepted forms (whitespace is allowed between any two tokens):
/// - `linear`, `ease`, `easeIn`, `easeOut`, `easeInOut`, and the CSS spellings `ease-in`,
///   `ease-out`, `ease-in-out`;
/// - `cubic-bezier(x1, y1, x2, y2)`;
/// - `spring(dampingRatio: Z, response: R)` (response in seconds);
/// - `spring(mass: M, stiffness: K, damping: C)`;
/// - `spring(duration: D, bounce: B)` (duration in seconds);
/// - `spring(dampingRatio: Z)`: UIKit's spring that fills the animator's duration (`.springFilling`);
/// - each spring form may end with `initialVelocity: V` (distances per second toward the target).
///
/// The first four spring forms all give `.spring`; `spec` prints a curve back in canonical form
/// (named curves by name, springs as mass, stiffness and damping), which parses to an equal curve.
extension TimingCurve {
    /// The accepted forms, one per line, for help texts and error messages.
    public static let acceptedSpecForms: [String] = [
        canonicalNames.joined(separator: ", ") + " (also " + acceptedNames.filter { !canonicalNames.contains($0) }.joined(separator: ", ") + ")",
        "cubic-bezier(x1, y1, x2, y2)",
        "spring(dampingRatio: Z, response: R)",
        "spring(mass: M, stiffness: K, damping: C)",
        "spring(duration: D, bounce: B)",
        "spring(dampingRatio: Z)   (fills the animation's duration)",
        "any spring form may end with initialVelocity: V",
    ]

    /// Reads a SPEC string.
    ///
    /// - Throws: `TimingCurveSpecError` with the offset of the first character that does not fit,
    ///   or of the argument whose value is out of range (e.g. x1 = 1.5).
    public init(spec: String) throws(TimingCurveSpecError) {
        guard spec.isWithin(characters: Self.maximumSpecCharacters) else {
            throw TimingCurveSpecError(
                spec: spec, offset: Self.maximumSpecCharacters, expected: "a spec of at most \(Self.maximumSpecCharacters) characters", underlying: nil)
        }
        var reader = SpecReader(spec)
        self = try reader.curve()
    }

    /// The curve in canonical SPEC form: `ease`, `cubic-bezier(0.175, 0.885, 0.32, 1.275)`,
    /// `spring(mass: 1, stiffness: 100, damping: 10)`, `spring(dampingRatio: 0.8)`; a non-zero
    /// initial velocity is appended as `initialVelocity: V`. Numbers print in their shortest exact
    /// form, so `TimingCurve(spec: curve.spec) == curve`.
    public var spec: String {
        switch self {
        case .cubic(let b):
            for (name, named) in TimingCurve.namedCurves where named == b { return name }
            return "cubic-bezier(\(b.x1.shortestDescription), \(b.y1.shortestDescription), \(b.x2.shortestDescription), \(b.y2.shortestDescription))"
        case .spring(let s):
            let velocity = s.initialVelocity == 0 ? "" : ", initialVelocity: \(s.initialVelocity.shortestDescription)"
            return
                "spring(mass: \(s.mass.shortestDescription), stiffness: \(s.stiffness.shortestDescription), damping: \(s.damping.shortestDescription)\(velocity))"
        case .springFilling(let zeta, let v0):
            let velocity = v0 == 0 ? "" : ", initialVelocity: \(v0.shortestDescription)"
            return "spring(dampingRatio: \(zeta.shortestDescription)\(velocity))"
        }
    }

    /// Every curve name a spec accepts (`ease`, `easeInOut`, `ease-in-out`, …).
    public static var acceptedNames: [String] { namedCurves.map(\.0) }

    /// The name `spec` prints for each named curve (`linear`, `ease`, `easeIn`, `easeOut`,
    /// `easeInOut`): the first of its names.
    public static var canonicalNames: [String] {
        namedCurves.filter { name, curve in namedCurves.first { $0.1 == curve }?.0 == name }.map(\.0)
    }

    /// Every curve name, the one list of them: canonical names first, since `spec` prints the
    /// first name whose curve matches.
    static let namedCurves: [(String, CubicBezier)] = [
        ("linear", .linear), ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
    ]
}

/// A one-pass reader over the characters of a spec; every failure names its offset.
private struct SpecReader {
    var scanner: TextScanner
    var spec: String { scanner.input }
    var chars: [Character] { scanner.chars }
    var index: Int {
        get { scanner.offset }
        set { scanner.offset = newValue }
    }

    init(_ spec: String) {
        scanner = TextScanner(spec)
    }

    func failure(_ expected: String, at offset: Int? = nil, underlying: TimingError? = nil) -> TimingCurveSpecError {
        TimingCurveSpecError(spec: spec, offset: offset ?? index, expected: expected, underlying: underlying)
    }

    var current: Character? { scanner.current }

    mutating func skipSpace() { scanner.skipBlanks() }

    mutating func identifier() -> String { scanner.word() }

    mutating func expect(_ c: Character, _ expected: String) throws(TimingCurveSpecError) {
        skipSpace()
        guard current == c else { throw failure(expected) }
        index += 1
    }

    /// A number (`NumberLiteral`, signed); returns it and its offset.
    mutating func number(_ what: String) throws(TimingCurveSpecError) -> (value: Double, offset: Int) {
        skipSpace()
        let start = index
        guard let value = scanner.number() else { throw failure("a number (\(what))") }
        guard value.isFinite else { throw failure("a finite number (\(what))", at: start) }
        return (value, start)
    }

    mutating func curve() throws(TimingCurveSpecError) -> TimingCurve {
        skipSpace()
        let start = index
        let name = identifier()
        guard !name.isEmpty else { throw failure("a curve name, cubic-bezier(…) or spring(…)") }
        skipSpace()
        let result: TimingCurve
        if current == "(" {
            index += 1
            switch name {
            case "cubic-bezier": result = try cubicArguments()
            case "spring": result = try springArguments()
            default: throw failure("cubic-bezier or spring before '('", at: start)
            }
        } else if let named = TimingCurve.namedCurves.first(where: { $0.0 == name }) {
            result = .cubic(named.1)
        } else if name == "cubic-bezier" || name == "spring" {
            throw failure("'(' after \(name)")
        } else {
            throw failure("a curve name, cubic-bezier(…) or spring(…)", at: start)
        }
        skipSpace()
        guard index == chars.count else { throw failure("the end of the spec") }
        return result
    }

    mutating func cubicArguments() throws(TimingCurveSpecError) -> TimingCurve {
        let names = ["x1", "y1", "x2", "y2"]
        var values: [Double] = []
        var offsets: [Int] = []
        for (i, name) in names.enumerated() {
            if i > 0 { try expect(",", "',' before \(name)") }
            let (v, offset) = try number(name)
            values.append(v)
            offsets.append(offset)
        }
        try expect(")", "')' after y2")
        do {
            return .cubic(try CubicBezier(values[0], values[1], values[2], values[3]))
        } catch {
            let at = names.firstIndex(of: error.parameter).map { offsets[$0] } ?? offsets[0]
            throw failure(error.expectation, at: at, underlying: error)
        }
    }

    /// The label sequences a spring accepts; each may be followed by `initialVelocity`.
    static let springForms: [[String]] = [
        ["dampingRatio", "response"], ["mass", "stiffness", "damping"], ["duration", "bounce"], ["dampingRatio"],
    ]
    static let springSequences: [[String]] = springForms.flatMap { [$0, $0 + ["initialVelocity"]] }

    mutating func springArguments() throws(TimingCurveSpecError) -> TimingCurve {
        var labels: [String] = []
        var values: [String: (value: Double, offset: Int)] = [:]
        var candidates = SpecReader.springSequences
        while true {
            skipSpace()
            let labelOffset = index
            let allowed = SpecReader.orderedUnique(candidates.compactMap { $0.count > labels.count ? $0[labels.count] : nil })
            let label = identifier()
            guard allowed.contains(label) else { throw failure(SpecReader.phrase(allowed), at: labelOffset) }
            labels.append(label)
            candidates = candidates.filter { $0.count >= labels.count && Array($0.prefix(labels.count)) == labels }
            try expect(":", "':' after \(label)")
            values[label] = try number(label)
            skipSpace()
            if current == "," {
                index += 1
                continue
            }
            let complete = candidates.contains { $0.count == labels.count }
            guard current == ")" else { throw failure(complete ? "',' or ')'" : "','") }
            guard complete else {
                let next = SpecReader.orderedUnique(candidates.map { $0[labels.count] })
                throw failure("',' and \(SpecReader.phrase(next))")
            }
            index += 1
            break
        }
        func value(_ label: String) -> Double { values[label]?.value ?? 0 }
        let velocity = value("initialVelocity")
        do {
            let spring: Spring
            switch labels.first {
            case "mass":
                spring = try Spring(mass: value("mass"), stiffness: value("stiffness"), damping: value("damping"), initialVelocity: velocity)
            case "duration":
                spring = try Spring(duration: value("duration"), bounce: value("bounce"), initialVelocity: velocity)
            default:
                if labels.contains("response") {
                    spring = try Spring(dampingRatio: value("dampingRatio"), response: value("response"), initialVelocity: velocity)
                    break
                }
                // Validated as UIKit's duration-filling spring would be, for any duration.
                _ = try Spring(dampingRatio: value("dampingRatio"), fittingDuration: 1, initialVelocity: velocity)
                return .springFilling(dampingRatio: value("dampingRatio"), initialVelocity: velocity)
            }
            try spring.checkSettles()
            return .spring(spring)
        } catch {
            let at = values[error.parameter]?.offset ?? values[labels[0]]?.offset ?? index
            throw failure(error.expectation, at: at, underlying: error)
        }
    }

    static func orderedUnique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }

    /// "a label: mass", "a label: mass or duration", "a label: a, b or c".
    static func phrase(_ labels: [String]) -> String {
        guard let last = labels.last else { return "')'" }
        let list = labels.count == 1 ? last : labels.dropLast().joined(separator: ", ") + " or " + last
        return "a label: \(list)"
    }
}

extension TimingError {
    fileprivate var parameter: String {
        switch self {
        case .controlPointOutOfRange(let parameter, _), .springParameterOutOfRange(let parameter, _, _), .notFinite(let parameter, _):
            return parameter
        }
    }

    /// What the value should have been, e.g. "x1 between 0 and 1".
    fileprivate var expectation: String {
        switch self {
        case .controlPointOutOfRange(let parameter, _): return "\(parameter) between 0 and 1"
        case .springParameterOutOfRange(let parameter, _, let expected): return "\(parameter) \(expected)"
        case .notFinite(let parameter, _): return "a finite \(parameter)"
        }
    }
}
