import Foundation

/// The playground process in a pseudo-terminal of 200 × 60: time from launch to the first frame
/// (the first bytes after the alternate screen is entered), peak memory (`VmHWM`), and CPU time
/// and wake-ups over 5 s idle and over 5 s of playback (after Space).
///
/// The subject is `segue play PRESET` when the `segue` binary has a `play` command; until then the
/// bench's own stand-in app (`StandInApp`: the stand-in screen on the real `TerminalRunner`), so
/// the ncurses shell and run loop are measured either way, and the figures say which ran.
enum ProcessBench {
    static let section = "process"
    static let size = (columns: 200, rows: 60)
    static let names = ["first frame", "peak memory", "idle CPU over 5 s", "idle wake-ups over 5 s", "playback CPU at 60 fps"]
    static let alternateScreen = Array("\u{1B}[?1049h".utf8)

    struct Subject {
        var label: String
        var executable: String
        var arguments: [String]
    }

    static func run(_ bench: Bench) {
        guard bench.options.includes(section: section, anyOf: names) else { return }
        let subject = findSubject(bench)
        bench.beginSection("process: \(subject.label) in a \(size.columns)x\(size.rows) pty")
        guard bench.options.profileCalls == nil else { return bench.note("skipped in profile mode") }
        do {
            try measure(bench, subject)
        } catch {
            bench.note("\(subject.label): \(error)")
        }
    }

    /// `segue play PRESET` if that command exists, else the stand-in app.
    static func findSubject(_ bench: Bench) -> Subject {
        let own = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let segue = bench.options.segueBinary ?? URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("segue").path
        let standIn = Subject(label: "stand-in app", executable: own, arguments: [StandInApp.flag])
        guard FileManager.default.isExecutableFile(atPath: segue) else {
            bench.note("no segue binary at \(segue) (swift build -c release --product segue); measuring the stand-in app")
            return standIn
        }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: segue)
        probe.arguments = ["play", "--help"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return standIn }
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else {
            bench.note("\(segue) has no 'play' command yet; measuring the stand-in app (the ncurses shell and run loop)")
            return standIn
        }
        return Subject(label: "segue play \(bench.options.preset)", executable: segue, arguments: ["play", bench.options.preset])
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    static func measure(_ bench: Bench, _ subject: Subject) throws {
        let launches = bench.options.quick ? 2 : 5
        let seconds = bench.options.quick ? 1.0 : 5.0
        var firstFrames: [Double] = []
        var kept: PseudoTerminalProcess?
        for i in 0..<launches {
            let child = try PseudoTerminalProcess(executable: subject.executable, arguments: subject.arguments,
                                                  environment: TerminalBench.environment, columns: size.columns, rows: size.rows)
            let (bytes, found) = child.read(until: { firstFrameStarted($0) }, timeoutMilliseconds: 5000)
            guard found else {
                throw Failure(description: "no frame within 5 s: \(String(decoding: bytes.suffix(200), as: UTF8.self))")
            }
            firstFrames.append(Double(monotonicNanoseconds() - child.launchedAt) / 1e6)
            if i == launches - 1 { kept = child } else { quit(child) }
        }
        guard let child = kept else { return }
        bench.record(Figure(section: section, name: "first frame", unit: "ms", statistics: Statistics(firstFrames), budget: .under(100),
                            note: "\(launches) launches"))

        settle(child)
        guard let idleStart = ProcessSample.read(pid: child.pid) else { throw Failure(description: "cannot read /proc/\(child.pid)") }
        drain(child, seconds: seconds)
        guard let idleEnd = ProcessSample.read(pid: child.pid) else { throw Failure(description: "the process ended while idle") }
        let scale = 5 / seconds
        bench.record(Figure(section: section, name: "idle CPU over 5 s", unit: "ms",
                            statistics: Statistics([Double(idleEnd.cpuNanoseconds - idleStart.cpuNanoseconds) / 1e6 * scale]),
                            budget: .under(10), note: idleEnd.isPrecise ? "" : "(clock-tick resolution)"))
        bench.record(Figure(section: section, name: "idle wake-ups over 5 s", unit: "",
                            statistics: Statistics([Double(idleEnd.contextSwitches - idleStart.contextSwitches) * scale]),
                            budget: .under(1), note: "context switches"))

        child.type(" ")
        drain(child, seconds: 0.1)
        guard let playStart = ProcessSample.read(pid: child.pid) else { throw Failure(description: "the process ended") }
        let bytes = drain(child, seconds: seconds)
        guard let playEnd = ProcessSample.read(pid: child.pid) else { throw Failure(description: "the process ended while playing") }
        let cpu = Double(playEnd.cpuNanoseconds - playStart.cpuNanoseconds) / 1e9 / seconds * 100
        bench.record(Figure(section: section, name: "playback CPU at 60 fps", unit: "%", statistics: Statistics([cpu]), budget: .under(3),
                            note: "\(Int(Double(bytes) / seconds / 60)) B/frame written, \(Int(Double(playEnd.contextSwitches - playStart.contextSwitches) / seconds)) wake-ups/s"))
        bench.record(Figure(section: section, name: "peak memory", unit: "MB", statistics: Statistics([Double(playEnd.peakResidentKilobytes) / 1024]),
                            budget: .under(30), note: "VmHWM"))
        quit(child)
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
