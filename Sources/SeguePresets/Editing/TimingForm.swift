import SegueEngine
import SegueText

/// A timing spec as the editor sees it: the form it is written in (a curve name, cubic-bezier
/// control points, or a spring in one of its parameterizations) with its numbers, so an edit
/// changes one number and writes the spec back in the same form.
public struct TimingForm: Hashable, Sendable {
    /// The curve name, `cubic-bezier` or `spring`.
    public var head: String
    /// The numbers, labelled (`x1`…`y2` for a Bézier, `mass`, `dampingRatio`, … for a spring).
    public var parameters: [(label: String, value: Double)]
    /// Whether the spec writes its arguments with labels (`spring(mass: 1, …)`).
    public var isLabelled: Bool
    /// How many arguments come first without a label, when `isLabelled` (`nearest-end(3, threshold: 0.5)`).
    var positional = 0
    /// The arguments' values as read, so an unchanged one prints as written (`1/3`).
    var written: [CallSyntax.Value] = []

    /// Equal forms: the same head, labels and values.
    public static func == (a: TimingForm, b: TimingForm) -> Bool {
        a.head == b.head && a.isLabelled == b.isLabelled && a.parameters.map(\.label) == b.parameters.map(\.label)
            && a.parameters.map(\.value) == b.parameters.map(\.value)
    }
    /// Hashes what `==` compares.
    public func hash(into h: inout Hasher) {
        h.combine(head)
        for p in parameters {
            h.combine(p.label)
            h.combine(p.value)
        }
    }

    /// A form written in code: a spring's arguments labelled, any other's positional.
    public init(head: String, parameters: [(label: String, value: Double)] = []) {
        self.head = head
        self.parameters = parameters
        isLabelled = head == "spring"
    }

    /// Reads a spec that `TimingCurve(spec:)` accepts; nil for one it does not.
    public init?(spec: String) {
        guard (try? TimingCurve(spec: spec)) != nil else { return nil }
        self.init(reading: spec)
    }

    /// Reads a call (`CallSyntax`) whose arguments are numbers or fractions: a curve, or a
    /// completion policy such as `percent(0.5)` or `flick(1/3, 1200)`; nil when the text is not a
    /// call or an argument is a word (`projection(fast)`). What it means is the decoder's business.
    public init?(reading spec: String) {
        guard let call = try? CallSyntax(reading: spec) else { return nil }
        self.init(call)
    }

    /// The form of `call`; nil when an argument is a word that `word` does not give a number for
    /// (it is given the argument's index and the argument). Positional arguments are labelled by
    /// their place (`x1`…`y2` for a Bézier, `p1`, `p2`, … otherwise) and stay positional.
    public init?(_ call: CallSyntax, word: (Int, CallSyntax.Argument) -> Double? = { _, _ in nil }) {
        var parameters: [(String, Double)] = []
        for (i, argument) in (call.arguments ?? []).enumerated() {
            guard let value = argument.value.number ?? word(i, argument), value.isFinite else { return nil }
            let label = argument.label ?? (call.name == "cubic-bezier" ? ["x1", "y1", "x2", "y2"][min(i, 3)] : "p\(i + 1)")
            parameters.append((label, value))
        }
        self.init(head: call.name, parameters: parameters)
        let arguments = call.arguments ?? []
        isLabelled = arguments.contains { $0.label != nil }
        positional = isLabelled ? arguments.prefix { $0.label == nil }.count : 0
        written = arguments.map(\.value)
    }

    /// The spec text: `easeOut`, `cubic-bezier(0.4, 0, 0.2, 1)`, `spring(dampingRatio: 0.8, response: 0.5)`.
    /// An argument keeps the spelling it was read with (`1/3`) until its value changes.
    public var spec: String {
        if parameters.isEmpty { return head }
        let arguments = parameters.enumerated().map { i, parameter in
            let kept = i < written.count && written[i].number == parameter.value ? written[i] : nil
            return CallSyntax.Argument(label: isLabelled && i >= positional ? parameter.label : nil, value: kept ?? .number(parameter.value))
        }
        return CallSyntax(name: head, arguments: arguments).text
    }

    /// The forms the timing field cycles through, in order.
    public static let kinds =
        TimingCurve.canonicalNames + [
            "cubic-bezier",
            "spring(dampingRatio, response)", "spring(mass, stiffness, damping)", "spring(duration, bounce)", "spring(dampingRatio)",
        ]

    /// Which of `kinds` this is.
    public var kind: String {
        if head == "spring" { return "spring(" + parameters.map(\.label).filter { $0 != "initialVelocity" }.joined(separator: ", ") + ")" }
        // A name's canonical spelling: `ease-in-out` is `easeInOut`.
        let curve = try? TimingCurve(spec: head)
        return TimingCurve.acceptedNames.first { (try? TimingCurve(spec: $0)) == curve } ?? head
    }

    /// The same motion, as near as the next kind can express it (`steps` kinds along `kinds`):
    /// a Bézier keeps its control points, a spring its mass, stiffness and damping.
    public func cycled(by steps: Int, duration: Double) -> TimingForm {
        let index = Self.kinds.firstIndex(of: kind) ?? 0
        let next = Self.kinds[((index + steps) % Self.kinds.count + Self.kinds.count) % Self.kinds.count]
        let curve = (try? TimingCurve(spec: spec)) ?? .easeInOut
        let spring: Spring
        switch curve {
        case .spring(let s): spring = s
        case .springFilling(let zeta, _): spring = (try? Spring(dampingRatio: zeta, response: duration)) ?? .caSpringDefault
        case .cubic: spring = (try? Spring(dampingRatio: 0.8, response: min(duration, 1))) ?? .caSpringDefault
        }
        func r(_ x: Double) -> Double { (x * 10_000).rounded() / 10_000 }
        switch next {
        case "cubic-bezier":
            let b: CubicBezier = if case .cubic(let b) = curve { b } else { .easeInOut }
            return TimingForm(head: next, parameters: [("x1", b.x1), ("y1", b.y1), ("x2", b.x2), ("y2", b.y2)])
        case "spring(dampingRatio, response)":
            return TimingForm(head: "spring", parameters: [("dampingRatio", r(spring.dampingRatio)), ("response", r(spring.response))])
        case "spring(mass, stiffness, damping)":
            return TimingForm(head: "spring", parameters: [("mass", r(spring.mass)), ("stiffness", r(spring.stiffness)), ("damping", r(spring.damping))])
        case "spring(duration, bounce)":
            return TimingForm(head: "spring", parameters: [("duration", r(spring.response)), ("bounce", r(spring.bounce))])
        case "spring(dampingRatio)":
            return TimingForm(head: "spring", parameters: [("dampingRatio", r(min(spring.dampingRatio, 1)))])
        default:
            return TimingForm(head: next)
        }
    }
}
