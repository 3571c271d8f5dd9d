import Foundation

/// The playground process: launch to first frame, peak memory, CPU over 5 s idle and over 5 s of
/// playback. Skipped with a note until `segue play` exists.
enum ProcessBench {
    static let section = "process"

    static func run(_ bench: Bench) {
        bench.beginSection("process: segue play")
        bench.note("not yet measured")
    }
}
