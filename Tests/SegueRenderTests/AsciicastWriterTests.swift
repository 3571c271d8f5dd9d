import Foundation
import SegueEngine
import SegueRender
import Testing

@Suite("asciicast writer")
struct AsciicastWriterTests {
    static let red = RGBColor(red: 255, green: 0, blue: 0)

    static func grid(_ rows: [String], width: Int = 4) -> CellGrid {
        var g = CellGrid(width: width, height: rows.count)
        for (y, row) in rows.enumerated() { g.put(row, x: 0, y: y) }
        return g
    }

    /// The line parsed as JSON (Foundation's parser, independent of Segue's quoting).
    static func parse(_ line: String) throws -> Any {
        #expect(line.hasSuffix("\n"))
        #expect(line.dropLast().contains("\n") == false, "one event per line")
        return try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
    }

    @Test("the header carries version 2, the size, TERM, the title; a timestamp only when given")
    func header() throws {
        let writer = AsciicastWriter(header: .init(columns: 80, rows: 24, term: "xterm-256color", title: "cube — Cube \"3D\"", idleTimeLimit: 2))
        #expect(
            writer.headerLine
                == #"{"version": 2, "width": 80, "height": 24, "idle_time_limit": 2, "env": {"TERM": "xterm-256color"}, "title": "cube — Cube \"3D\""}"# + "\n")
        let parsed = try #require(try Self.parse(writer.headerLine) as? [String: Any])
        #expect(parsed["title"] as? String == "cube — Cube \"3D\"")
        #expect(parsed["timestamp"] == nil)
        let stamped = AsciicastWriter(header: .init(columns: 10, rows: 5, timestamp: 1_700_000_000))
        #expect(stamped.headerLine == #"{"version": 2, "width": 10, "height": 5, "timestamp": 1700000000, "env": {"TERM": "xterm-256color"}}"# + "\n")
    }

    @Test("the first frame hides the cursor, resets the style, clears and writes every cell that is not blank, at its position")
    func firstFrame() throws {
        var writer = AsciicastWriter(header: .init(columns: 4, rows: 2), colorDepth: .none)
        let written = writer.frame(Self.grid(["ab", "cd"]), at: 5)
        let line = try #require(written)
        #expect(line == #"[0, "o", "\u001b[?25l\u001b[0m\u001b[H\u001b[2J\u001b[1;1Hab\u001b[2;1Hcd"]"# + "\n")
        let event = try #require(try Self.parse(line) as? [Any])
        #expect(event[2] as? String == "\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1Hab\u{1B}[2;1Hcd")
    }

    @Test("later frames write only the cells that changed, first to last in each row; an unchanged frame writes nothing")
    func diffs() throws {
        var writer = AsciicastWriter(header: .init(columns: 4, rows: 3), colorDepth: .none)
        _ = writer.frame(Self.grid(["ab", "cd", "ef"]), at: 0)
        let unchanged = writer.frame(Self.grid(["ab", "cd", "ef"]), at: 0.1)
        #expect(unchanged == nil)
        let changedRow = writer.frame(Self.grid(["ab", "XY", "ef"]), at: 0.2)
        #expect(changedRow == #"[0.2, "o", "\u001b[2;1HXY"]"# + "\n")
        let changedCells = writer.frame(Self.grid(["ab", "XYZ", "ef W"]), at: 0.3)
        #expect(changedCells == #"[0.3, "o", "\u001b[2;3HZ\u001b[3;4HW"]"# + "\n")
        var coloured = Self.grid(["ab", "XY", "ef"])
        coloured.put("e", x: 0, y: 2, foreground: Self.red)
        var colourWriter = AsciicastWriter(header: .init(columns: 4, rows: 3), colorDepth: .truecolor)
        _ = colourWriter.frame(Self.grid(["ab", "XY", "ef"]), at: 0)
        let colouredRow = colourWriter.frame(coloured, at: 1)
        #expect(colouredRow == #"[1, "o", "\u001b[3;1H\u001b[38;2;255;0;0me\u001b[0m"]"# + "\n")
    }

    @Test("a resize is an r event, and the next frame repaints everything")
    func resize() throws {
        var writer = AsciicastWriter(header: .init(columns: 4, rows: 2), colorDepth: .none)
        _ = writer.frame(Self.grid(["ab", "cd"]), at: 0)
        let resizeEvent = writer.resize(columns: 6, rows: 1, at: 0.5)
        #expect(resizeEvent == #"[0.5, "r", "6x1"]"# + "\n")
        let repaint = writer.frame(Self.grid(["ab"], width: 6), at: 0.6)
        #expect(repaint == #"[0.6, "o", "\u001b[0m\u001b[H\u001b[2J\u001b[1;1Hab"]"# + "\n")
    }

    @Test("gaps longer than the idle limit count as the limit; times have microsecond precision")
    func idleLimit() throws {
        var writer = AsciicastWriter(header: .init(columns: 2, rows: 1, idleTimeLimit: 2), colorDepth: .none)
        var times: [Double] = []
        for (text, time) in [("a", 100.0), ("b", 100.0000004), ("c", 101.5), ("d", 130), ("e", 130.25)] {
            let written = writer.frame(Self.grid([text], width: 2), at: time)
            let line = try #require(written)
            times.append(try #require((try Self.parse(line) as? [Any])?.first as? Double))
        }
        #expect(times == [0, 0, 1.5, 3.5, 3.75])
        var uncapped = AsciicastWriter(header: .init(columns: 2, rows: 1), colorDepth: .none)
        _ = uncapped.frame(Self.grid(["a"], width: 2), at: 0)
        let late = uncapped.frame(Self.grid(["b"], width: 2), at: 30)
        #expect(late?.hasPrefix("[30, ") == true)
    }

    @Test("control characters are escaped and non-ASCII stays UTF-8; every line parses back")
    func escaping() throws {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("╭─▌⣿é\"", x: 0, y: 0)
        var writer = AsciicastWriter(header: .init(columns: 6, rows: 1, title: "tab\there\nnew\u{7}"), colorDepth: .none)
        let header = writer.headerLine
        #expect(header.contains(#""title": "tab\there\nnew\u0007""#))
        let written = writer.frame(grid, at: 0)
        let line = try #require(written)
        #expect(line.contains("╭─▌⣿é\\\""))
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let parsedHeader = try #require(try Self.parse(header) as? [String: Any])
        #expect(parsedHeader["title"] as? String == "tab\there\nnew\u{7}")
        let event = try #require(try Self.parse(line) as? [Any])
        #expect((event[2] as? String)?.hasSuffix("\u{1B}[1;1H╭─▌⣿é\"") == true)
    }
}
