import SegueCommands

/// Milliseconds for `segue record` of a 1 s transition at 60 fps, run in process exactly as the
/// command line runs it (arguments parsed, preset loaded, every frame of the playground drawn and
/// written as asciicast into a string): `fashion` (1 s, easeInOut) played from start to end.
enum RecordBench {
    static let section = "record"
    static let sizes: [(columns: Int, rows: Int)] = [(80, 24), (100, 30), (200, 60)]

    static func run(_ bench: Bench) {
        bench.beginSection("record: segue record, 1 s at 60 fps, in process")
        for size in sizes {
            let arguments = ["record", "fashion", "--play", "--fps", "60", "--size", "\(size.columns)x\(size.rows)"]
            var bytes = 0
            var lines = 0
            var io = CommandIO(output: "", error: "")
            if SegueCLI.run(arguments, io: &io) == .success, let text = io.output as? String {
                bytes = text.utf8.count
                lines = text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 }
            }
            bench.time(
                section, "record fashion --play \(size.columns)x\(size.rows)", unit: "ms", scale: 1_000_000,
                budget: size.columns == 100 ? .under(100) : nil, note: "\(lines - 1) events, \(bytes / 1024) KiB"
            ) {
                var io = CommandIO(output: "", error: "")
                let code = SegueCLI.run(arguments, io: &io)
                bench.sink.consume(Int(code.rawValue) + ((io.output as? String)?.utf8.count ?? 0))
            }
        }
    }
}
