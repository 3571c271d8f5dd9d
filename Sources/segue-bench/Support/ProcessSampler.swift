import Foundation

/// What `/proc` says about a running process: CPU time, peak memory, context switches.
struct ProcessSample: Hashable, Sendable {
    /// Nanoseconds on a CPU (from `/proc/<pid>/schedstat` when the kernel keeps it, otherwise
    /// utime + stime of `/proc/<pid>/stat` at clock-tick resolution).
    var cpuNanoseconds: UInt64
    /// Peak resident set size in kB (`VmHWM`).
    var peakResidentKilobytes: Int
    /// Voluntary + involuntary context switches: each sleep that ends is a wake-up.
    var contextSwitches: Int
    /// Whether `cpuNanoseconds` has nanosecond resolution.
    var isPrecise: Bool

    static func read(pid: pid_t) -> ProcessSample? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        func field(_ name: String) -> Int {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
            return Int(line.dropFirst(name.count + 1).split(whereSeparator: \.isWhitespace).first ?? "") ?? 0
        }
        let switches = field("voluntary_ctxt_switches") + field("nonvoluntary_ctxt_switches")
        if let schedstat = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
            let first = schedstat.split(separator: " ").first, let ns = UInt64(first)
        {
            return ProcessSample(cpuNanoseconds: ns, peakResidentKilobytes: field("VmHWM"), contextSwitches: switches, isPrecise: true)
        }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after "(comm)": state is field 3, utime 14, stime 15.
        let rest = stat[stat.index(after: close)...].split(separator: " ")
        let ticks = (UInt64(rest[11]) ?? 0) + (UInt64(rest[12]) ?? 0)
        let hz = UInt64(sysconf(Int32(_SC_CLK_TCK)))
        return ProcessSample(
            cpuNanoseconds: ticks * 1_000_000_000 / max(1, hz), peakResidentKilobytes: field("VmHWM"),
            contextSwitches: switches, isPrecise: false)
    }
}
