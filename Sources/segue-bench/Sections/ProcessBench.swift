import Foundation
import SegueTestSupport

/// `segue play PRESET` in a pseudo-terminal of 200 × 60: time from launch to the first frame (the
/// first bytes after the alternate screen is entered), peak memory (`VmHWM`), CPU time and wake-ups
/// over 5 s idle, CPU over 5 s of playback, and what recording with `R` (asciicast to a temporary
/// folder) adds to playback, from recorded and plain seconds in turn; then the same in compare
/// mode (`--compare-policy`, both panes playing; recording is not measured again), its figures named
/// with " compare".
///
/// Playback: Space starts the transition; a play of `slide-over` lasts 0.5 s, so to keep it
/// playing for the whole window the bench presses Home (scrub to 0 %, which grabs the running
/// transition) then Space (finish: play from 0 % to the end) every 0.9 × the preset's duration,
/// before each play completes. That the transition really kept playing is checked from the output:
/// the figure's note says in how many of the window's 100 ms slots frames were written.
enum ProcessBench {
    static let section = "process"
    static let size = (columns: 200, rows: 60)
    static let names = [
        "first frame", "peak memory", "idle CPU over 5 s", "idle wake-ups over 5 s", "playback CPU at 60 fps",
        "playback CPU at 60 fps, recording", "recording overhead on playback CPU",
    ]
    static let alternateScreen = Array("\u{1B}[?1049h".utf8)
    /// The Home key of xterm-256color in keypad-transmit mode (terminfo `khome`).
    static let home = "\u{1B}OH"

    struct Subject {
        var label: String
        var executable: String
        var arguments: [String]
        /// The played transition's duration, seconds.
        var duration: Double
        /// Where `R` records (`--record-dir`), a fresh temporary folder.
        var recordingFolder: String
    }

    static func run(_ bench: Bench) {
        for compare in [false, true] {
            let suffix = compare ? " compare" : ""
            guard bench.options.includes(section: section, anyOf: names.map { $0 + suffix }) else { continue }
            bench.beginSection(
                "process: segue play \(bench.options.preset)\(compare ? " --compare-policy '\(PlaygroundRun.comparePolicy)'" : "") in a \(size.columns)x\(size.rows) pty"
            )
            guard bench.options.profileCalls == nil else {
                bench.note("skipped in profile mode")
                continue
            }
            do {
                var subject = try findSubject(bench)
                if compare { subject.arguments += ["--compare-policy", PlaygroundRun.comparePolicy.description] }
                try FileManager.default.createDirectory(atPath: subject.recordingFolder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(atPath: subject.recordingFolder) }
                try measure(bench, subject, suffix: suffix, recording: !compare)
            } catch {
                bench.note("\(error)")
            }
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// `segue play PRESET`, with the `segue` binary next to this one unless `--segue` names another.
    static func findSubject(_ bench: Bench) throws -> Subject {
        let own = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let segue = bench.options.segueBinary ?? URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("segue").path
        guard FileManager.default.isExecutableFile(atPath: segue) else {
            throw Failure(description: "no segue binary at \(segue): build it with `swift build -c release --product segue`")
        }
        let preset = bench.options.preset
        guard let spec = BenchPreset.catalog[preset] else { throw Failure(description: "no built-in preset '\(preset)'") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-recordings-\(getpid())").path
        return Subject(
            label: "segue play \(preset)", executable: segue, arguments: ["play", preset, "--record-dir", folder], duration: spec.duration,
            recordingFolder: folder)
    }

    /// Records the figures, their names followed by `suffix` (" compare" for compare mode); with
    /// `recording`, also playback while `R` records.
    static func measure(_ bench: Bench, _ subject: Subject, suffix: String, recording: Bool) throws {
        let launches = bench.options.quick ? 2 : 5
        let seconds = bench.options.quick ? 1.0 : 5.0
        var firstFrames: [Double] = []
        var kept: PseudoTerminalProcess?
        for i in 0..<launches {
            let child = try PseudoTerminalProcess(
                executable: subject.executable, arguments: subject.arguments,
                environment: TerminalBench.environment, columns: size.columns, rows: size.rows)
            let (bytes, found) = child.read(until: { firstFrameStarted($0) }, timeoutMilliseconds: 5000)
            guard found else {
                throw Failure(description: "no frame within 5 s: \(String(decoding: bytes.suffix(200), as: UTF8.self))")
            }
            firstFrames.append(Double(monotonicNanoseconds() - child.launchedAt) / 1e6)
            if i == launches - 1 { kept = child } else { quit(child) }
        }
        guard let child = kept else { return }
        bench.record(
            Figure(
                section: section, name: "first frame" + suffix, unit: "ms", statistics: Statistics(firstFrames), budget: .under(100),
                note: "\(launches) launches"))

        settle(child)
        guard let idleStart = ProcessSample.read(pid: child.pid) else { throw Failure(description: "cannot read /proc/\(child.pid)") }
        drain(child, seconds: seconds)
        guard let idleEnd = ProcessSample.read(pid: child.pid) else { throw Failure(description: "the process ended while idle") }
        let scale = 5 / seconds
        bench.record(
            Figure(
                section: section, name: "idle CPU over 5 s" + suffix, unit: "ms",
                statistics: Statistics([Double(idleEnd.cpuNanoseconds - idleStart.cpuNanoseconds) / 1e6 * scale]),
                budget: .under(10), note: idleEnd.isPrecise ? "" : "(clock-tick resolution)"))
        bench.record(
            Figure(
                section: section, name: "idle wake-ups over 5 s" + suffix, unit: "",
                statistics: Statistics([Double(idleEnd.contextSwitches - idleStart.contextSwitches) * scale]),
                budget: .under(1), note: "context switches"))

        // Playback: one CPU sample per second of the window.
        child.type(" ")
        drain(child, seconds: 0.05)
        let plain = try play(child, subject, seconds: Int(seconds.rounded(.up)))
        bench.record(
            Figure(
                section: section, name: "playback CPU at 60 fps" + suffix, unit: "%", statistics: Statistics(plain.percents), budget: .under(3),
                note: "\(plain.percents.count) × 1 s; \(plain.note)"))

        if recording {
            // Recording (R): the same playback, recording for two seconds and not for the next
            // two, sixteen times over (R at the start of each stretch). Only the second second of
            // each stretch counts: the first holds R's one-off work (creating the file, repainting
            // the whole screen, closing the file), so the figure is what recording costs while it
            // runs. Each recorded second is compared with the plain second right after it, so drift
            // in the machine's speed over the run cancels out; the overhead is the median of those
            // sixteen differences (a busy second on either side does not decide it), and the
            // spread shows how far they scatter.
            let pairs = bench.options.quick ? 2 : 16
            let stretch = 2
            let halves = try play(child, subject, seconds: 2 * pairs * stretch) { second in if second % stretch == 0 { child.type("R") } }
            func seconds(recording: Bool) -> [Double] {
                halves.percents.enumerated().filter { ($0.offset / stretch) % 2 == (recording ? 0 : 1) && $0.offset % stretch != 0 }.map(\.element)
            }
            let on = seconds(recording: true)
            let off = seconds(recording: false)
            let recorded = try FileManager.default.contentsOfDirectory(atPath: subject.recordingFolder).filter { $0.hasSuffix(".cast") }.count
            bench.record(
                Figure(
                    section: section, name: "playback CPU at 60 fps, recording", unit: "%", statistics: Statistics(on), budget: .under(3),
                    note: "\(on.count) × 1 s recorded, \(recorded) files; \(halves.note) (recording and not)"))
            let differences = zip(on, off).map { on, off in off > 0 ? (on - off) / off * 100 : 0 }
            bench.record(
                Figure(
                    section: section, name: "recording overhead on playback CPU", unit: "%", statistics: Statistics(differences), budget: .under(10),
                    note: String(
                        format: "%d recorded seconds, each against the plain second after it; medians %.2f %% recording, %.2f %% not",
                        differences.count, Statistics(on).median, Statistics(off).median)))
        }
        guard let last = ProcessSample.read(pid: child.pid) else { throw Failure(description: "the process ended") }
        bench.record(
            Figure(
                section: section, name: "peak memory" + suffix, unit: "MB", statistics: Statistics([Double(last.peakResidentKilobytes) / 1024]),
                budget: .under(30), note: "VmHWM"))
        quit(child)
    }

    /// Keeps the transition playing for `seconds` whole seconds (see the type's comment), calling
    /// `eachSecond` at the start of each; returns the CPU percent of each second and a note on the
    /// output (how many 100-ms slots had frames, bytes per frame, wake-ups per second).
    static func play(
        _ child: PseudoTerminalProcess, _ subject: Subject, seconds: Int,
        eachSecond: (Int) -> Void = { _ in }
    ) throws -> (percents: [Double], note: String) {
        let period = subject.duration * 0.9
        var nextRestart = monotonicNanoseconds() + UInt64(period * 1e9)
        var slots = Array(repeating: false, count: seconds * 10)
        var percents: [Double] = []
        var bytes = 0
        guard var previous = ProcessSample.read(pid: child.pid) else { throw Failure(description: "the process ended") }
        let start = previous
        let startTime = monotonicNanoseconds()
        for second in 0..<seconds {
            eachSecond(second)
            let secondEnd = startTime + UInt64(Double(second + 1) * 1e9)
            while true {
                let now = monotonicNanoseconds()
                guard now < secondEnd else { break }
                let until = min(secondEnd, nextRestart)
                guard let chunk = child.read(timeoutMilliseconds: max(1, Int((until - min(until, now)) / 1_000_000))) else {
                    throw Failure(description: "the process ended while playing")
                }
                if !chunk.isEmpty {
                    bytes += chunk.count
                    let slot = Int((monotonicNanoseconds() - startTime) / 100_000_000)
                    if slots.indices.contains(slot) { slots[slot] = true }
                }
                if monotonicNanoseconds() >= nextRestart {
                    child.type(home + " ")
                    nextRestart += UInt64(period * 1e9)
                }
            }
            guard let sample = ProcessSample.read(pid: child.pid) else { throw Failure(description: "the process ended while playing") }
            percents.append(Double(sample.cpuNanoseconds - previous.cpuNanoseconds) / 1e9 * 100)
            previous = sample
        }
        let elapsed = Double(monotonicNanoseconds() - startTime) / 1e9
        let wakeUps = Double(previous.contextSwitches - start.contextSwitches) / elapsed
        return (
            percents,
            "output in \(slots.filter { $0 }.count)/\(slots.count) 100-ms slots, \(Int(Double(bytes) / elapsed / 60)) B/frame, \(Int(wakeUps)) wake-ups/s"
        )
    }

    /// True once bytes follow the alternate-screen switch.
    static func firstFrameStarted(_ bytes: [UInt8]) -> Bool {
        guard bytes.count > alternateScreen.count else { return false }
        for start in 0...(bytes.count - alternateScreen.count) where bytes[start] == 0x1B {
            if Array(bytes[start..<(start + alternateScreen.count)]) == alternateScreen {
                return bytes.count > start + alternateScreen.count
            }
        }
        return false
    }

    /// Reads until nothing arrives for `milliseconds`.
    static func settle(_ child: PseudoTerminalProcess, milliseconds: Int = 300) {
        while let chunk = child.read(timeoutMilliseconds: milliseconds), !chunk.isEmpty {}
    }

    /// Reads (and discards) output for `seconds`; returns the byte count.
    @discardableResult
    static func drain(_ child: PseudoTerminalProcess, seconds: Double) -> Int {
        let end = monotonicNanoseconds() + UInt64(seconds * 1e9)
        var total = 0
        while true {
            let now = monotonicNanoseconds()
            guard now < end else { return total }
            guard let chunk = child.read(timeoutMilliseconds: Int((end - now) / 1_000_000) + 1) else { return total }
            total += chunk.count
        }
    }

    static func quit(_ child: PseudoTerminalProcess) {
        child.type("q")
        let (_, closed) = child.read(until: { _ in false }, timeoutMilliseconds: 1000)
        _ = closed
        child.signal(SIGTERM)
        child.waitForExit()
    }
}
