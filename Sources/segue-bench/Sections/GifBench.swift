import SegueCommands

/// Milliseconds for `segue gif` of a 1 s transition at 30 fps and 320×692 px, run in process
/// exactly as the command line runs it (arguments parsed, preset loaded, the session filmed, every
/// frame drawn in pixels, the palette chosen, the frames LZW-encoded, the file written to
/// /dev/null): `fashion` (1 s, easeInOut) played from start to end, 31 frames.
enum GifBench {
    static let section = "gif"
    static let name = "gif fashion --play 320x692 30 fps"

    static func run(_ bench: Bench) {
        guard bench.wants(section, name) else { return }
        bench.beginSection("gif: segue gif, 1 s at 30 fps, in process")
        let arguments = ["gif", "fashion", "--play", "--fps", "30", "--size", "320x692", "--output", "/dev/null"]
        var io = CommandIO(output: "", error: "")
        let code = SegueCLI.run(arguments, io: &io)
        let summary = (io.output as? String).flatMap { $0.split(separator: ":", maxSplits: 1).last }.map { String($0.dropFirst().dropLast()) }
        bench.time(section, name, unit: "ms", scale: 1_000_000, budget: .under(1000), note: code == .success ? summary ?? "" : "failed: \(io.error)") {
            var io = CommandIO(output: "", error: "")
            let code = SegueCLI.run(arguments, io: &io)
            bench.sink.consume(Int(code.rawValue) + ((io.output as? String)?.utf8.count ?? 0))
        }
    }
}
