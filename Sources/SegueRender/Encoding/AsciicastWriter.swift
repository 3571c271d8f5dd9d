import SegueEngine
import SegueText

/// A recording of a terminal screen in asciicast v2, the format asciinema plays
/// (`docs/recording.md` describes what Segue writes).
///
/// Pure: it receives frames (`CellGrid`s) with their times and resizes, and returns the text of
/// each line to write; the caller writes each line as it comes and flushes it, so a recording cut
/// short (a crash, a kill) is still valid up to its last line.
///
/// - The first line is the header: version 2, width and height, a Unix `timestamp` only when
///   given (leave it out for a byte-identical file), `idle_time_limit` when gaps are capped,
///   `env.TERM` and the title.
/// - Each frame that changes the screen is one `"o"` event: the bytes `ScreenEncoder` writes to
///   bring the screen from the last frame to this one, the same bytes the playground sends its
///   terminal. The first frame, and the first after a resize, clears the screen and writes every
///   cell that is not blank; the first also hides the cursor, as the playground does. A frame that
///   looks like the last one writes nothing.
/// - A resize is an `"r"` event (`"COLSxROWS"`); the next frame repaints everything.
/// - Times are seconds from the first event, with microsecond precision. A gap between two events
///   longer than `idleTimeLimit` counts as `idleTimeLimit`, as asciinema's `idle_time_limit` does.
public struct AsciicastWriter: Sendable {
    /// The recording's first line: its size and metadata.
    public struct Header: Hashable, Sendable {
        /// Terminal width, cells.
        public var columns: Int
        /// Terminal height, cells.
        public var rows: Int
        /// The terminal type the frames are written for (`env.TERM`).
        public var term: String
        /// The recording's title; nil leaves it out.
        public var title: String?
        /// Seconds since 1970 when the recording began; nil leaves it out.
        public var timestamp: Int?
        /// Longest gap kept between two events, seconds; nil keeps every gap.
        public var idleTimeLimit: Double?

        /// A header for a `columns` × `rows` terminal.
        public init(columns: Int, rows: Int, term: String = "xterm-256color", title: String? = nil, timestamp: Int? = nil, idleTimeLimit: Double? = nil) {
            self.columns = columns
            self.rows = rows
            self.term = term
            self.title = title
            self.timestamp = timestamp
            self.idleTimeLimit = idleTimeLimit
        }
    }

    /// The header line's content.
    public let header: Header
    /// Turns frames into escape sequences at the recording's colour depth.
    public let encoder: ScreenEncoder
    /// The screen as the last event left it; nil before the first frame and after a resize.
    private var screen: CellGrid?
    private var hasPainted = false
    /// The last frame's update, kept to reuse its storage.
    private var update: [UInt8] = []
    /// The caller's time of the last event, and the recording's.
    private var lastSourceTime: Double?
    private var lastRecordedTime = 0.0

    /// A writer for `header`, quantising colours to `colorDepth`.
    public init(header: Header, colorDepth: ColorDepth = .truecolor) {
        self.header = header
        encoder = ScreenEncoder(colorDepth: colorDepth)
    }

    /// The header line, newline included.
    public var headerLine: String {
        var fields = ["\"version\": 2", "\"width\": \(header.columns)", "\"height\": \(header.rows)"]
        if let timestamp = header.timestamp { fields.append("\"timestamp\": \(timestamp)") }
        if let limit = header.idleTimeLimit { fields.append("\"idle_time_limit\": \(JSONText.number(limit, decimals: 6))") }
        fields.append("\"env\": {\"TERM\": \(JSONText.quote(header.term))}")
        if let title = header.title { fields.append("\"title\": \(JSONText.quote(title))") }
        return "{" + fields.joined(separator: ", ") + "}\n"
    }

    /// The output event for `grid` shown at `time` (seconds, any origin, never decreasing), newline
    /// included; nil when the screen would not change.
    public mutating func frame(_ grid: CellGrid, at time: Double) -> String? {
        var line: [UInt8] = []
        guard appendFrame(grid, at: time, to: &line) else { return nil }
        return String(decoding: line, as: UTF8.self)
    }

    /// `frame` as UTF-8 bytes appended to `line`, for a writer that writes bytes (the playground
    /// records every frame); false, and nothing appended, when the screen would not change.
    public mutating func appendFrame(_ grid: CellGrid, at time: Double, to line: inout [UInt8]) -> Bool {
        update.removeAll(keepingCapacity: true)
        encoder.update(from: screen, to: grid, into: &update)
        screen = grid
        guard !update.isEmpty else { return false }
        appendOutput(update, at: time, to: &line)
        return true
    }

    /// An output event of `bytes` that a terminal received at `time`, appended to `line` (newline
    /// included): for a recorder that has the bytes already (the playground records what it wrote
    /// to its terminal). The first event hides the cursor first, as `frame` does.
    /// Built as bytes, with no `String` and no allocation beyond `line`'s growth: the playground
    /// records every frame it draws.
    public mutating func appendOutput(_ bytes: [UInt8], at time: Double, to line: inout [UInt8]) {
        appendEvent(at: time, code: UInt8(ascii: "o"), data: hasPainted ? bytes : Self.hideCursor + bytes, to: &line)
        hasPainted = true
    }

    /// `ESC[?25l`: the playground hides the cursor, so the recording does too.
    static let hideCursor: [UInt8] = Array("\u{1B}[?25l".utf8)

    /// The resize event for a screen of `columns` × `rows` at `time`, newline included.
    public mutating func resize(columns: Int, rows: Int, at time: Double) -> String {
        screen = nil
        var line: [UInt8] = []
        appendEvent(at: time, code: UInt8(ascii: "r"), data: Array("\(columns)x\(rows)".utf8), to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// The recording's time for an event at the caller's `time`: gaps capped at the idle limit.
    private mutating func recordedTime(for time: Double) -> Double {
        defer { lastSourceTime = time }
        guard let last = lastSourceTime else { return lastRecordedTime }
        var gap = max(0, time - last)
        if let limit = header.idleTimeLimit { gap = min(gap, limit) }
        lastRecordedTime += gap
        return lastRecordedTime
    }

    /// The event line `[time, "code", "data"]` and its newline, appended to `line`; `data` is
    /// UTF-8, quoted here.
    private mutating func appendEvent(at time: Double, code: UInt8, data: [UInt8], to line: inout [UInt8]) {
        line.append(UInt8(ascii: "["))
        JSONText.appendNumber(recordedTime(for: time), decimals: 6, to: &line)
        line += #", ""#.utf8
        line.append(code)
        line += #"", "#.utf8
        JSONText.appendQuoted(data, to: &line)
        line += "]\n".utf8
    }
}
