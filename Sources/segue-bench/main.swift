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

let machine = Machine.current()
print("segue-bench: \(machine.summary)\(options.quick ? " (quick run: not for the record)" : "")")
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

let missed = bench.figures.filter { $0.verdict == "MISS" }
print("")
print(
    "\(bench.figures.count) figures, \(missed.count) over budget\(missed.isEmpty ? "" : ": " + missed.map { "\($0.section)/\($0.name)" }.joined(separator: ", ")) (checksum \(bench.sink.checksum & 0xffff))"
)

if let path = options.jsonPath {
    let data = Report.json(bench.figures, notes: bench.notes, machine: machine, quick: options.quick)
    if path == "-" {
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    } else {
        if !FileManager.default.createFile(atPath: path, contents: data + Data("\n".utf8)) {
            FileHandle.standardError.write(Data("segue-bench: cannot write \(path)\n".utf8))
        }
    }
}
