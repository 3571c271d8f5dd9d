import Foundation

/// Where the figures come from: cores, CPU model, kernel, Swift compiler.
struct Machine: Codable, Hashable, Sendable {
    var cores: Int
    var cpu: String
    var kernel: String
    var swift: String

    static func current() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
        let kernel = ((try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8)) ?? "unknown")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #if swift(>=6.3)
            let swift = "6.3 or later (compiled)"
        #else
            let swift = "before 6.3 (compiled)"
        #endif
        return Machine(cores: ProcessInfo.processInfo.activeProcessorCount, cpu: model, kernel: kernel, swift: swift)
    }

    var summary: String { "\(cores) cores, \(cpu), Linux \(kernel), Swift \(swift)" }
}
