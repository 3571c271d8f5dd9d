import SegueEngine
import SegueExport

/// Milliseconds to export one preset as a UIKit Swift file (`segue export`, without the process):
/// the budget is 50 ms per file.
enum ExportBench {
    static let section = "export"

    static func run(_ bench: Bench) {
        bench.beginSection("export: a preset as a UIKit Swift file")
        for preset in BenchPreset.all {
            let spec = preset.spec
            for op in spec.supportedOperations {
                bench.time(section, "export \(preset.name) \(op.rawValue)", unit: "ms", scale: 1_000_000, budget: .under(50)) {
                    bench.sink.consume((try? UIKitExport.file(for: spec, operation: op, direction: nil))?.utf8.count ?? 0)
                }
            }
        }
    }
}
