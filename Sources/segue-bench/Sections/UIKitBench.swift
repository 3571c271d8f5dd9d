import CHeapUsage
import SegueBenchUIKitExamples
import SegueEngine
import SegueTestSupport
import SegueUIKit

/// The UIKit examples (Examples/UIKitTransitions): capturing each (set-up, trigger and
/// `animateTransition` on the virtual clock), the memory a captured transition holds, and a
/// playground frame of the captured transition against the same frame of the preset with its
/// numbers.
enum UIKitBench {
    static let section = "uikit"

    /// Each example and the preset it is checked against, frame by frame, in its tests.
    @MainActor
    static var examples: [(transition: () -> UIKitTransition, preset: String)] {
        [
            ({ UIKitExamples.trolley }, "trolley"), ({ UIKitExamples.alphaSteps }, "alpha-by-step"), ({ UIKitExamples.sheet }, "presentation-sheet"),
            ({ UIKitExamples.push }, "push"), ({ UIKitExamples.fadeTab }, "dissolve"),
        ]
    }

    @MainActor
    static func run(_ bench: Bench) {
        bench.beginSection("uikit: UIKit code captured and played (Examples/UIKitTransitions)")
        for (make, _) in examples {
            let name = make().name
            bench.time(section, "capture \(name)", unit: "µs", scale: 1000, budget: .under(2000)) { bench.sink.consume(make().tracks.count) }
        }
        for (make, _) in examples where bench.wants(section, "memory \(make().name)") {
            bench.record(
                Figure(
                    section: section, name: "memory \(make().name)", unit: "KB", statistics: Statistics(heldKilobytes(make)), budget: .under(1024),
                    note: "heap the captured transition holds (glibc's mallinfo2)"))
        }
        for (make, preset) in examples {
            let transition = make()
            let names = ("playground \(transition.name) 200x60", "playground \(preset) as a preset 200x60")
            let ratio = "frame ratio \(transition.name) / \(preset)"
            guard bench.options.includes(section: section, anyOf: [names.0, names.1, ratio]) else { continue }
            let coded = PlaygroundRun(preset: transition.name, codedTransitions: [transition], columns: 200, rows: 60)
            let plain = PlaygroundRun(preset: preset, columns: 200, rows: 60)
            for (name, run) in [(names.0, coded), (names.1, plain)] {
                bench.time(section, name, unit: "µs", scale: 1000, operations: run.times.count, note: "per frame: tick + view, \(run.times.count) frames") {
                    for i in run.times.indices { RenderBench.consume(run.frame(i), bench.sink) }
                }
            }
            guard bench.wants(section, ratio) else { continue }
            bench.record(
                Figure(
                    section: section, name: ratio, unit: "×",
                    statistics: Statistics(bench.pairedRatios({ play(coded, bench) }, { play(plain, bench) })), budget: .under(1.2),
                    note: "a play of each in turn, \(bench.repetitions) pairs (load moves both alike)"))
        }
    }

    /// A whole play of `run` (every frame, tick + view), four times over.
    static func play(_ run: PlaygroundRun, _ bench: Bench) {
        for _ in 0..<4 {
            for i in run.times.indices { RenderBench.consume(run.frame(i), bench.sink) }
        }
    }

    /// Kilobytes of heap in use while one captured transition is held, over a few captures (the
    /// first, which fills the runtime's caches, is not counted).
    @MainActor
    static func heldKilobytes(_ make: () -> UIKitTransition) -> [Double] {
        _ = make()
        return (0..<5).map { _ in
            let before = segue_heap_bytes_in_use()
            let held = make()
            let after = segue_heap_bytes_in_use()
            withExtendedLifetime(held) {}
            return Double(Int(after) - Int(before)) / 1024
        }
    }
}
