import SegueCommands
import SegueEngine

/// Nanoseconds per evaluation of cubic Béziers (easy and hard) and of a spring in each regime.
enum TimingBench {
    static let section = "timing"

    /// Curves whose parameter solve is easy (the named ones) and hard: x(t) = t³ (flat at 0, Newton
    /// stalls), x′(½) = 0 (flat in the middle), and overshooting y with steep x.
    static func curves() -> [(String, CubicBezier)] {
        [
            ("bezier linear", .linear),
            ("bezier ease", .ease),
            ("bezier easeInOut", .easeInOut),
            ("bezier back (.68,-.6,.32,1.6)", try! CubicBezier(0.68, -0.6, 0.32, 1.6)),
            ("bezier hard (0,0,0,0)", try! CubicBezier(0, 0, 0, 0)),
            ("bezier hard (1,0,0,1)", try! CubicBezier(1, 0, 0, 1)),
            ("bezier hard (0,1,1,0)", try! CubicBezier(0, 1, 1, 0)),
        ]
    }

    static func springs() -> [(String, Spring)] {
        [
            ("spring underdamped ζ=0.5", try! Spring(dampingRatio: 0.5, response: 0.5)),
            ("spring critical ζ=1", try! Spring(dampingRatio: 1, response: 0.5)),
            ("spring overdamped ζ≈4.56 (UIKit)", Spring.uiKitDefault),
        ]
    }

    static func run(_ bench: Bench) {
        bench.beginSection("timing: one evaluation")
        // 1024 inputs spread over the domain in a scrambled order, so the branch predictor cannot
        // learn a monotone sweep; each call evaluates all of them and their sum goes to the sink.
        let count = 1024
        let fractions = (0..<count).map { i in Double((i &* 613) % count) / Double(count) + 0.5 / Double(count) }
        for (name, curve) in curves() {
            bench.time(section, name, operations: count, budget: .under(100)) {
                var sum = 0.0
                for x in fractions { sum += curve.value(at: x) }
                bench.sink.consume(sum)
            }
        }
        // `segue curve SPEC --samples 1000000` (the documented maximum), the whole command with
        // its output counted and dropped: evaluation and formatting, bytes to the stream.
        for spec in ["easeInOut", "spring(dampingRatio: 0.5, response: 0.4)"] {
            bench.time(section, "curve \(spec) --samples 1000000", unit: "ms", scale: 1_000_000, budget: .under(500), note: "well under a second") {
                var io = CommandIO(output: CountingStream(), error: CountingStream())
                _ = SegueCLI.run(["curve", spec, "--samples", "1000000"], io: &io)
                bench.sink.consume((io.output as? CountingStream)?.bytes ?? 0)
            }
        }
        let seconds = fractions.map { $0 * 2 }
        for (name, spring) in springs() {
            bench.time(section, name, operations: count, budget: .under(50)) {
                var sum = 0.0
                for t in seconds { sum += spring.value(at: t) }
                bench.sink.consume(sum)
            }
        }
    }
}

/// A text stream that keeps only how many bytes it was given.
struct CountingStream: TextOutputStream {
    var bytes = 0
    mutating func write(_ string: String) { bytes += string.utf8.count }
}
