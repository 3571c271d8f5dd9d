import Foundation

// `swift run -c release segue-bench [--filter TEXT] [--quick] [--json PATH]`: see BENCHMARKS.md.

let arguments = Array(CommandLine.arguments.dropFirst())

// Hidden mode: the terminal section re-runs this binary inside a pseudo-terminal to drive `Terminal`.
if arguments.first == TerminalChild.flag {
    exit(TerminalChild.main(Array(arguments.dropFirst())))
}

let options: BenchOptions
do {
    options = try BenchOptions(arguments: arguments)
} catch let .usage(message) {
    if !message.isEmpty { FileHandle.standardError.write(Data("segue-bench: \(message)\n".utf8)) }
    print(BenchOptions.usage)
    exit(message.isEmpty ? 0 : 64)
}

// `--table-from FILE`: the table of a run's JSON, as BENCHMARKS.md shows it; nothing is measured.
if let path = options.tableFrom {
    do {
        let report = try JSONDecoder().decode(Report.JSONReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        print(report.table.joined(separator: "\n"))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("segue-bench: cannot read \(path) as segue-bench --json output: \(error)\n".utf8))
        exit(65)
    }
}

// `--compare BEFORE AFTER`: the figures two runs' JSON share, with their ratios.
if let paths = options.compare, let beforePath = paths.first, let afterPath = paths.last {
    do {
        let read = { (path: String) in try JSONDecoder().decode(Report.JSONReport.self, from: Data(contentsOf: URL(fileURLWithPath: path))) }
        print(Report.comparison(before: try read(beforePath), after: try read(afterPath)).joined(separator: "\n"))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("segue-bench: cannot compare \(beforePath) and \(afterPath): \(error)\n".utf8))
        exit(65)
    }
}

let machine = Machine.current()
print("segue-bench: \(machine.summary)\(options.quick ? Report.quickMark : "")")
#if DEBUG
    print("warning: a debug build; figures are only meaningful with `swift run -c release segue-bench`")
#endif

let bench = Bench(options: options)
TimingBench.run(bench)
EngineBench.run(bench)
RenderBench.run(bench)
UIKitFingerBench.run(bench)
RecordBench.run(bench)
GifBench.run(bench)
EditBench.run(bench)
UIKitBench.run(bench)
ExportBench.run(bench)
TerminalBench.run(bench)
ProcessBench.run(bench)

let missed = bench.figures.filter { $0.verdict == "MISS" }.map { "\($0.section)/\($0.name)" }
let checksum = Int(bench.sink.checksum & 0xffff)
print("")
print(Report.summary(figures: bench.figures.count, missed: missed, checksum: checksum))

if let path = options.jsonPath {
    let data = Report.json(bench.sections, machine: machine, quick: options.quick, checksum: checksum)
    if path == "-" {
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    } else {
        if !FileManager.default.createFile(atPath: path, contents: data + Data("\n".utf8)) {
            FileHandle.standardError.write(Data("segue-bench: cannot write \(path)\n".utf8))
        }
    }
}
