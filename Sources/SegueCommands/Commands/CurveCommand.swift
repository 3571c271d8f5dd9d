import Foundation
import SegueEngine
import SegueRender
import SegueText

/// `segue curve SPEC (--at LIST | --samples N) [--plot]`: samples a timing curve or spring.
///
/// Inputs are time fractions (0…1) for cubic curves and seconds for springs; a spring runs from 0
/// to 1 (`Spring.value(at:)`), and a duration-filling `spring(dampingRatio: Z)` fills 1 second.
/// Each sample prints as `input value`, both with 9 decimals.
public struct CurveCommand: Subcommand, Equatable {
    /// Where to sample.
    public enum Inputs: Equatable, Sendable {
        /// These inputs, in this order (`--at`).
        case list([Double])
        /// `count` inputs evenly spaced over the curve's domain, ends included (`--samples`); a
        /// count of 1 gives the start of the domain.
        case evenlySpaced(count: Int)
    }

    public var curve: TimingCurve
    public var inputs: Inputs
    /// Draw a text plot over the sampled range instead of printing numbers.
    public var plot: Bool

    /// Columns and rows of the `--plot` output, labels included.
    public static let plotSize = (width: 60, height: 16)
    /// The most inputs `--samples` accepts.
    public static let maximumSamples = Limits.curveSamples
    /// The inputs `--plot` samples when neither `--at` nor `--samples` is given.
    public static let plotSamples = 200

    public init(curve: TimingCurve, inputs: Inputs, plot: Bool = false) {
        self.curve = curve
        self.inputs = inputs
        self.plot = plot
    }

    public static let interface = CommandInterface(
        name: "curve",
        summary: "Sample a timing curve or spring.",
        synopsis: "SPEC (--at LIST | --samples N | --plot)",
        arguments: [
            ArgumentSpec("SPEC", help: "The curve, e.g. ease, 'cubic-bezier(0.25, 0.1, 0.25, 1)', 'spring(duration: 0.5, bounce: 0.3)'.")
        ],
        options: [
            .option("at", value: "LIST", help: "Sample at these comma-separated inputs, e.g. 0.1,0.25,0.5."),
            .option("samples", value: "N", help: "Sample at N evenly spaced inputs over the curve's domain (N = 1: its start)."),
            .flag("plot", help: "Draw the curve as a text plot instead (over its domain, or the range of the inputs given)."),
        ],
        discussion: """
            Inputs are time fractions from 0 to 1 for cubic curves and seconds for springs (a spring runs
            from 0 to its settling time, when it stays within 0.1 % of 1; spring(dampingRatio: Z) fills
            1 second). --at takes inputs from 0 to 1, or 0 to 60 seconds for a spring (every spring has
            settled by then). Each sample prints as one line, the input and the value with 9 decimals.
            Every value is finite: a spring is at rest (1) long after it settles. A spring that never
            settles (undamped, or slower than 60 s) is refused, and cubic-bezier y values beyond ±1e6
            are clamped to it.

            SPEC forms:
            \(TimingCurve.acceptedSpecForms.map { "  " + $0 }.joined(separator: "\n"))

            Example:
              $ segue curve ease --at 0.25,0.5
              0.250000000 0.408510591
              0.500000000 0.802403388
            """
    )

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        let spec = arguments.positionals[0]
        do throws(TimingCurveSpecError) {
            curve = try TimingCurve(spec: spec)
        } catch {
            throw UsageError(Self.misspelledName(spec) ?? error.description)
        }
        let option = { (name: String) in Self.interface.options.first { $0.name == name }.map(HelpText.optionLine) }
        switch (arguments.value("at"), arguments.value("samples")) {
        case (nil, nil):
            guard arguments.flag("plot") else { throw UsageError("give --at LIST, --samples N or --plot") }
            inputs = .evenlySpaced(count: Self.plotSamples)
        case (.some, .some):
            throw UsageError("--at and --samples cannot be used together")
        case (let list?, nil):
            var values: [Double] = []
            let (domain, what) = Self.inputDomain(of: curve)
            for item in list.split(separator: ",", omittingEmptySubsequences: false) {
                let text = item.trimmingCharacters(in: .whitespaces)
                guard let value = Double(text), value.isFinite else {
                    throw UsageError("--at expects comma-separated numbers; '\(Excerpt.of(text))' is not a number", optionHelp: option("at"))
                }
                guard domain.contains(value) else {
                    throw UsageError(
                        "--at expects inputs from \(Int(domain.lowerBound)) to \(Int(domain.upperBound)) (\(what)); '\(Excerpt.of(text))' is outside",
                        optionHelp: option("at"))
                }
                values.append(value)
            }
            inputs = .list(values)
        case (nil, let count?):
            guard let n = Int(count.trimmingCharacters(in: .whitespaces)), n >= 1, n <= Self.maximumSamples else {
                throw UsageError(
                    "--samples expects a whole number from 1 to \(Self.maximumSamples) (got '\(Excerpt.of(count))')", optionHelp: option("samples"))
            }
            inputs = .evenlySpaced(count: n)
        }
        plot = arguments.flag("plot")
    }

    public func run(_ io: inout CommandIO) -> ExitCode {
        let sampler = Sampler(curve)
        let xs = inputValues(domain: sampler.domain)
        if plot {
            var domain = sampler.domain
            if let low = xs.min(), let high = xs.max(), high > low { domain = low...high }
            let grid = CurvePlot.render(width: Self.plotSize.width, height: Self.plotSize.height, domain: domain, unit: sampler.unit, sample: sampler.value)
            io.print(Self.header(curve))
            io.print(grid.trimmedText)
            return .success
        }
        // Bytes, written 64 KiB at a time: a million samples take a fraction of a second.
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16 + 64)
        for x in xs {
            Self.appendFixed(x, to: &out)
            out.append(UInt8(ascii: " "))
            Self.appendFixed(sampler.value(x), to: &out)
            out.append(UInt8(ascii: "\n"))
            if out.count >= 1 << 16 {
                io.output.write(String(decoding: out, as: UTF8.self))
                out.removeAll(keepingCapacity: true)
            }
        }
        io.output.write(String(decoding: out, as: UTF8.self))
        return .success
    }

    /// The plot's first line: the curve's spec, a spring's numbers to 3 decimals (a spring given
    /// by damping ratio and response reads `stiffness: 246.74`, not `246.74011002723395`).
    static func header(_ curve: TimingCurve) -> String {
        guard case .spring(let s) = curve else { return curve.spec }
        let n = { (x: Double) in x.shortestDescription(decimals: 3) }
        let velocity = s.initialVelocity == 0 ? "" : ", initialVelocity: \(n(s.initialVelocity))"
        return "spring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping))\(velocity))"
    }

    /// The inputs `--at` takes for `curve`, and what they are: time fractions 0…1 for a cubic
    /// curve and a duration-filling spring (it fills 1 s), seconds 0…60 for a spring (it has settled
    /// by then, `Limits.springSettlingSeconds`, and stays at 1).
    static func inputDomain(of curve: TimingCurve) -> (ClosedRange<Double>, String) {
        switch curve {
        case .cubic: (0...1, "time fractions")
        case .springFilling: (0...1, "seconds of the 1 s it fills")
        case .spring: (0...Limits.springSettlingSeconds, "seconds; every spring has settled by then")
        }
    }

    /// The inputs to sample for a curve whose domain is `domain`.
    func inputValues(domain: ClosedRange<Double>) -> [Double] {
        switch inputs {
        case .list(let values):
            return values
        case .evenlySpaced(let count):
            if count == 1 { return [domain.lowerBound] }
            return (0..<count).map { i in
                i == count - 1 ? domain.upperBound : domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / Double(count - 1)
            }
        }
    }

    /// "unknown curve 'easeinout'; did you mean 'easeInOut'?" for a curve name with the wrong case
    /// or a typo, else nil.
    static func misspelledName(_ spec: String) -> String? {
        let name = spec.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
        let names = TimingCurve.acceptedNames
        guard !names.contains(name), let close = Suggestion.closest(to: name, among: names) else { return nil }
        return "unknown curve '\(Excerpt.of(name))'; did you mean '\(close)'?"
    }

    /// Appends `value` with exactly 9 decimals (printf's `%.9f`), never "-0.000000000".
    static func appendFixed(_ value: Double, to out: inout [UInt8]) {
        let start = out.count
        value.appendFixed(9, to: &out)
        if out[start] == UInt8(ascii: "-"), out[(start + 1)...].allSatisfy({ $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") }) { out.remove(at: start) }
    }

    /// A curve as a function of its input, with the input's domain and unit.
    struct Sampler {
        let domain: ClosedRange<Double>
        /// Appended to plot labels: "" for time fractions, " s" for seconds.
        let unit: String
        let value: (Double) -> Double

        init(_ curve: TimingCurve) {
            switch curve {
            case .cubic(let bezier):
                domain = 0...1
                unit = ""
                value = { bezier.value(at: $0) }
            case .spring(let spring):
                let end = spring.settlingDuration
                domain = 0...(end > 0 && end.isFinite ? end : 1)
                unit = " s"
                value = { spring.value(at: $0) }
            case .springFilling:
                let timing = curve.resolved(duration: 1)
                domain = 0...1
                unit = " s"
                value = { timing.progress(at: $0) }
            }
        }
    }
}
