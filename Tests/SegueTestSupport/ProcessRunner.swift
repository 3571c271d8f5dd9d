import Foundation

/// What a finished child process left behind.
public struct ProcessResult: Sendable {
    public let standardOutput: String
    public let standardError: String
    /// The exit status, or the signal number when `terminatedBySignal`.
    public let status: Int32
    public let terminatedBySignal: Bool
    /// True when the runner killed the child because it outlived its timeout.
    public let timedOut: Bool
}

/// Why a product could not be run.
public struct ProcessRunnerError: Error, CustomStringConvertible {
    public let description: String
}

/// Runs built products of this package (e.g. `segue`) for end-to-end tests.
public enum ProcessRunner {
    /// The build products directory holding `product`: the folder of the running test bundle
    /// (`swift test` runs `.build/<triple>/debug/SeguePackageTests.xctest`, next to the
    /// executables), else `.build/debug` found upward from this source file.
    public static func productURL(_ product: String, filePath: StaticString = #filePath) throws -> URL {
        var candidates: [URL] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(runner.deletingLastPathComponent())
        // On macOS the runner lives inside the .xctest bundle: …/debug/X.xctest/Contents/MacOS/X.
        var bundle = Bundle.main.bundleURL
        while bundle.pathComponents.count > 1 {
            if bundle.pathExtension == "xctest" {
                candidates.append(bundle.deletingLastPathComponent())
                break
            }
            bundle.deleteLastPathComponent()
        }
        var folder = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            candidates.append(folder.appendingPathComponent(".build/debug"))
            folder.deleteLastPathComponent()
        }
        for directory in candidates {
            let url = directory.appendingPathComponent(product)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw ProcessRunnerError(description: "no built '\(product)' in \(candidates.map(\.path))")
    }

    /// Runs a built product with `arguments`, `environment` added to this process's environment,
    /// stdin at end of file, and stdout and stderr captured. Both pipes are drained while the child
    /// runs, so a chatty child cannot deadlock on a full pipe; a child still running after
    /// `timeout` seconds is killed (SIGKILL) and the result says `timedOut`.
    public static func run(
        _ product: String, _ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 30, filePath: StaticString = #filePath
    ) throws -> ProcessResult {
        try run(executable: productURL(product, filePath: filePath), arguments, environment: environment, timeout: timeout)
    }

    /// Runs any executable the same way as `run(_:_:environment:timeout:filePath:)`.
    public static func run(executable: URL, _ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 30) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()

        let watchdog = Watchdog(pid: process.processIdentifier)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { watchdog.fire() }

        let errorData = DataBox()
        let errorRead = DispatchGroup()
        errorRead.enter()
        DispatchQueue.global().async {
            errorData.set(err.fileHandleForReading.readDataToEndOfFile())
            errorRead.leave()
        }
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        let timedOut = watchdog.finish()

        return ProcessResult(
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.get(), as: UTF8.self),
            status: process.terminationStatus,
            terminatedBySignal: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut
        )
    }
}

/// Kills the child once, unless it finished first.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private let pid: Int32
    private var finished = false
    private var fired = false

    init(pid: Int32) { self.pid = pid }

    func fire() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        fired = true
        kill(pid, SIGKILL)
    }

    /// Marks the child finished; returns whether the watchdog had killed it.
    func finish() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        finished = true
        return fired
    }
}

private final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
    }
    func get() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
