import Foundation
import SegueEngine
import SegueRender
import SegueTestSupport

/// Bytes the ncurses shell writes per frame while the playground plays a preset, against the
/// minimal encoding of the cells that changed.
///
/// The bench re-runs itself (`TerminalChild`) inside a pseudo-terminal with TERM=xterm-256color
/// and a UTF-8 locale; the child draws every frame of a `PlaygroundRun` through the real
/// `Terminal` and marks the end of each, so the bytes between two markers are one frame. The bench
/// computes the same frames and the minimal update between consecutive ones.
enum TerminalBench {
    static let section = "terminal"
    static let sizes: [(columns: Int, rows: Int)] = [(80, 24), (200, 60)]
    /// The runs measured: each size alone, and compare mode at 200 × 60.
    static let runs: [(columns: Int, rows: Int, compare: Bool)] = sizes.map { ($0.columns, $0.rows, false) } + [(200, 60, true)]
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]

    static func names(_ item: BenchPreset, _ size: (columns: Int, rows: Int, compare: Bool)) -> [String] {
        let suffix = "\(size.compare ? "compare " : "")\(item.name) \(size.columns)x\(size.rows)"
        return ["bytes/frame \(suffix)", "minimal bytes/frame \(suffix)", "ratio to minimal \(suffix)"]
    }

    static func run(_ bench: Bench) {
        let all = BenchPreset.all.flatMap { item in runs.flatMap { names(item, $0) } }
        guard bench.options.includes(section: section, anyOf: all) else { return }
        bench.beginSection("terminal: bytes per frame written to the terminal (playground frames, TERM=xterm-256color)")
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        for item in BenchPreset.all {
            for size in runs where bench.options.includes(section: section, anyOf: names(item, size)) {
                do {
                    try measure(bench, item, size, executable: executable)
                } catch {
                    bench.note("\(item.name) \(size.columns)x\(size.rows): \(error)")
                }
            }
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    static func measure(_ bench: Bench, _ item: BenchPreset, _ size: (columns: Int, rows: Int, compare: Bool), executable: String) throws {
        let child = try PseudoTerminalProcess(
            executable: executable, arguments: [TerminalChild.flag, item.spec.name] + (size.compare ? [TerminalChild.compare] : []),
            environment: environment, columns: size.columns, rows: size.rows)
        var stream: [UInt8] = []
        while let chunk = child.read(timeoutMilliseconds: 5000) {
            if chunk.isEmpty { throw Failure(description: "the terminal child stopped writing") }
            stream += chunk
        }
        let status = child.waitForExit()
        let segments = split(stream)
        guard status == 0, let depthMarker = segments.first?.marker, depthMarker.hasPrefix("depth="),
            let depth = ColorDepth(rawValue: String(depthMarker.dropFirst(6)))
        else { throw Failure(description: "the terminal child failed (status \(status)): \(String(decoding: stream.suffix(300), as: UTF8.self))") }
        let frameBytes = segments.dropFirst().filter { $0.marker == "frame" }.map(\.bytes)

        let run = PlaygroundRun(preset: item.spec.name, columns: size.columns, rows: size.rows, colorDepth: depth, compare: size.compare)
        guard frameBytes.count == run.times.count else { throw Failure(description: "expected \(run.times.count) frames, got \(frameBytes.count)") }
        let encoding = MinimalEncoding(depth: depth)
        var previous = CellGrid(width: size.columns, height: size.rows)
        var minimal: [(changedCells: Int, bytes: Int)] = []
        for i in run.times.indices {
            let grid = run.frame(i)
            minimal.append(encoding.update(from: previous, to: grid))
            previous = grid
        }
        // Frame 0 paints the whole screen after set-up; the figures are the frames after it that
        // changed something (ncurses writes nothing for an unchanged frame).
        let playing = (1..<run.times.count).filter { minimal[$0].changedCells > 0 }
        let written = playing.map { Double(frameBytes[$0]) }
        let needed = playing.map { Double(minimal[$0].bytes) }
        let ratios = playing.map { Double(frameBytes[$0]) / Double(max(1, minimal[$0].bytes)) }
        let changed = Statistics(playing.map { Double(minimal[$0].changedCells) }).median
        let total = written.reduce(0, +) / max(1, needed.reduce(0, +))
        let suffix = "\(size.compare ? "compare " : "")\(item.name) \(size.columns)x\(size.rows)"
        bench.record(
            Figure(
                section: section, name: "bytes/frame \(suffix)", unit: "B", statistics: Statistics(written),
                note: "\(playing.count) frames, median \(Int(changed)) changed cells; first frame \(frameBytes[0]) B"))
        bench.record(Figure(section: section, name: "minimal bytes/frame \(suffix)", unit: "B", statistics: Statistics(needed)))
        bench.record(
            Figure(
                section: section, name: "ratio to minimal \(suffix)", unit: "×", statistics: Statistics(ratios),
                budget: .under(1.5), note: "all frames: \(Figure.format(total))×"))
    }

    /// The stream cut at each marker: the bytes before it and the marker's text.
    static func split(_ stream: [UInt8]) -> [(bytes: Int, marker: String)] {
        var result: [(Int, String)] = []
        let prefix = TerminalChild.markerPrefix
        var start = 0
        var i = 0
        while i + prefix.count <= stream.count {
            if stream[i] == prefix[0], Array(stream[i..<(i + prefix.count)]) == prefix,
                let end = stream[(i + prefix.count)...].firstIndex(of: 0x07)
            {
                result.append((i - start, String(decoding: stream[(i + prefix.count)..<end], as: UTF8.self)))
                i = end + 1
                start = i
            } else {
                i += 1
            }
        }
        return result
    }
}
