@preconcurrency import Glibc
import SegueInput
import SegueRender

/// Records the frames the run loop draws as an asciicast v2 file (`R` in the playground;
/// `docs/recording.md`). The run loop's edge: `AsciicastWriter` decides every byte, this writes them.
///
/// - `start` creates `segue-NAME-YYYYMMDD-HHMMSS.cast` (local time; `-2`, `-3`… when it exists) in
///   the folder, never overwriting a file, and writes the header.
/// - `record` writes the bytes the terminal is about to receive for a frame (`TerminalDevice.outputTap`)
///   as one output event stamped with the monotonic time they were written, after a resize event
///   when the frame's size changed since the last. The device repaints its whole screen when a
///   recording starts, so the first event is a whole frame.
/// - Every line goes straight to the file as a whole (`RecordingFile`: copied into the mapped file),
///   so whatever stops the process (a crash, SIGKILL, a signal) leaves a file that is valid up to
///   its last line; `stop` ends the file.
public final class ScreenRecorder {
    /// Where and how recordings are written.
    public struct Settings: Sendable {
        /// The folder for new files, as shown in the footer and the log ("." shows bare names).
        public var directory: String
        /// The header's `env.TERM`: the terminal the frames were drawn on.
        public var term: String
        /// The colours of the recorded frames (the terminal's).
        public var colorDepth: ColorDepth
        /// Longest gap kept between two events, seconds (asciinema's `idle_time_limit`).
        public var idleTimeLimit: Double
        /// Seconds since 1970, for the header's `timestamp` and the file name.
        public var wallClock: @Sendable () -> Double

        public init(
            directory: String = ".", term: String = "xterm-256color", colorDepth: ColorDepth = .truecolor, idleTimeLimit: Double = 2,
            wallClock: @escaping @Sendable () -> Double = { Double(time(nil)) }
        ) {
            self.directory = directory
            self.term = term
            self.colorDepth = colorDepth
            self.idleTimeLimit = idleTimeLimit
            self.wallClock = wallClock
        }

        /// The `TERM` this process runs under (empty when unset).
        public static var environmentTerm: String { getenv("TERM").map { String(cString: $0) } ?? "" }
    }

    public let settings: Settings
    private var output: RecordingFile?
    private var writer: AsciicastWriter?
    /// The file being written, as reported to the app.
    public private(set) var file: String?
    /// The size of the last frame written.
    private var size: (columns: Int, rows: Int) = (0, 0)
    /// The last event line written, kept to reuse its storage.
    private var line: [UInt8] = []

    public init(settings: Settings = Settings()) { self.settings = settings }

    deinit { stop() }

    public var isRecording: Bool { writer != nil }

    /// Starts a recording of a `columns` × `rows` screen (stopping one under way first) and
    /// returns what to report to the app: `.started(file:)` or `.failed(reason)`.
    public func start(_ request: ScreenRecording.Request, columns: Int, rows: Int) -> ScreenRecording.Status {
        stop()
        let seconds = settings.wallClock()
        let stem = "segue-\(Self.fileSafe(request.name))-\(Self.stamp(seconds))"
        var path = ""
        var descriptor: Int32 = -1
        for attempt in 1...100 {
            path = Self.join(settings.directory, stem + (attempt == 1 ? "" : "-\(attempt)") + ".cast")
            // Read and write: the file is mapped.
            descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { return .failed("cannot create \(path): \(String(cString: strerror(errno)))") }
        output = RecordingFile(descriptor: descriptor)
        let header = AsciicastWriter.Header(
            columns: columns, rows: rows, term: settings.term, title: request.title,
            timestamp: Int(seconds), idleTimeLimit: settings.idleTimeLimit)
        writer = AsciicastWriter(header: header, colorDepth: settings.colorDepth)
        file = path
        size = (columns, rows)
        if let failure = write(Array(writer!.headerLine.utf8)) { return failure }
        return .started(file: path)
    }

    /// Writes `output`, the bytes the terminal is about to receive to show `grid` at `time`
    /// (monotonic seconds), when recording: nothing to write when it is empty. Returns `.failed` when the write
    /// fails (the recording then stops), nil otherwise.
    public func record(_ grid: CellGrid, output: [UInt8], at time: Double) -> ScreenRecording.Status? {
        guard writer != nil else { return nil }
        if (grid.width, grid.height) != size {
            size = (grid.width, grid.height)
            if let failure = write(Array(writer!.resize(columns: grid.width, rows: grid.height, at: time).utf8)) { return failure }
        }
        guard !output.isEmpty else { return nil }
        line.removeAll(keepingCapacity: true)
        writer!.appendOutput(output, at: time, to: &line)
        return write(line)
    }

    /// Closes the file; returns `.stopped(file:)`, `.failed` when another program cut the file
    /// short meanwhile (saying what is left of it), or nil when nothing was recording.
    @discardableResult
    public func stop() -> ScreenRecording.Status? {
        guard let file, writer != nil else { return nil }
        switch closeFile() {
        case .whole?, nil: return .stopped(file: file)
        case let ending?: return .failed("\(file) was cut short by another program; " + Self.aftermath(ending, file))
        }
    }

    /// Appends `bytes` to the file; on an error closes the file and returns `.failed`, saying what
    /// failed and what is left of the file.
    private func write(_ bytes: [UInt8]) -> ScreenRecording.Status? {
        guard let problem = output?.append(bytes) else { return nil }
        let path = file ?? ""
        let reason =
            switch problem {
            case .system(let error): "cannot write \(path): \(String(cString: strerror(error)))"
            case .cutShort: "cannot write \(path): another program cut it short"
            }
        let ending = closeFile()
        return .failed(reason + "; " + Self.aftermath(ending ?? .empty, path))
    }

    /// What a failure left: the file up to its last whole frame, or nothing (the file is removed:
    /// no frame of it survived).
    private static func aftermath(_ ending: RecordingFile.Ending, _ path: String) -> String {
        switch ending {
        case .whole(let events), .cut(let events):
            return "\(Self.name(path)) kept with its \(events) whole frame\(events == 1 ? "" : "s")"
        case .empty:
            unlink(path)
            return "\(Self.name(path)) removed: no whole frame in it"
        case .foreign:
            return "\(Self.name(path)) left as it is: another program wrote it"
        }
    }

    /// Closes the file, if one is open; how it ended.
    @discardableResult
    private func closeFile() -> RecordingFile.Ending? {
        let ending = output?.close()
        output = nil
        writer = nil
        file = nil
        return ending
    }

    /// `seconds` since 1970 as local `YYYYMMDD-HHMMSS`.
    static func stamp(_ seconds: Double) -> String {
        var clock = time_t(seconds)
        var parts = tm()
        localtime_r(&clock, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
    }

    /// `name` with everything but ASCII letters, digits, `-` and `_` replaced by `-` (a preset name
    /// from a user's file may hold anything).
    static func fileSafe(_ name: String) -> String {
        let safe = String(
            name.unicodeScalars.prefix(40).map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_") ? Character(scalar) : "-"
            })
        return safe.isEmpty ? "playground" : safe
    }

    /// The file's name without its folder (the failure's first line names the whole path).
    static func name(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    static func join(_ directory: String, _ name: String) -> String {
        directory == "." || directory.isEmpty ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
