import Foundation
import SegueEngine
import SegueRender
import SegueTestSupport
import Testing

@Suite("Screen encoder")
struct ScreenEncoderTests {
    static let red = RGBColor(red: 255, green: 0, blue: 0)
    static let blue = RGBColor(red: 0, green: 0, blue: 255)

    static func grid(_ rows: [String], width: Int = 6) -> CellGrid {
        var g = CellGrid(width: width, height: rows.count)
        for (y, row) in rows.enumerated() { g.put(row, x: 0, y: y) }
        return g
    }

    static func update(_ encoder: ScreenEncoder, from old: CellGrid?, to new: CellGrid, columns: Int = .max, rows: Int = .max) -> String {
        var out: [UInt8] = []
        encoder.update(from: old, to: new, visibleColumns: columns, visibleRows: rows, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test("with no previous frame: reset, clear, then every cell that is not a default blank, one move per run")
    func firstFrame() {
        var frame = Self.grid(["ab  c", "", " d"])
        frame.put(" ", x: 4, y: 1, background: Self.blue)
        let text = Self.update(ScreenEncoder(colorDepth: .truecolor), from: nil, to: frame)
        #expect(text == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1Hab\u{1B}[1;5Hc\u{1B}[2;5H\u{1B}[48;2;0;0;255m \u{1B}[3;2H\u{1B}[49md")
    }

    @Test("later frames: only cells that look different; the style carries over between runs and rows; the frame ends plain")
    func diffs() {
        let encoder = ScreenEncoder(colorDepth: .ansi256)
        let old = Self.grid(["abcdef", "ghijkl"])
        #expect(Self.update(encoder, from: old, to: old).isEmpty)
        var new = old
        new.put("X", x: 1, y: 0, foreground: Self.red)
        new.put("Y", x: 4, y: 0, foreground: Self.red)
        new.put("Z", x: 0, y: 1, foreground: Self.red, attributes: .bold)
        #expect(Self.update(encoder, from: old, to: new) == "\u{1B}[1;2H\u{1B}[38;5;196mX\u{1B}[1;5HY\u{1B}[2;1H\u{1B}[1mZ\u{1B}[0m")
        // An attribute going off resets first, then sets what stays.
        var after = new
        after.put("W", x: 1, y: 1, foreground: Self.red)
        #expect(Self.update(encoder, from: old, to: after).hasSuffix("\u{1B}[1mZ\u{1B}[0;38;5;196mW\u{1B}[0m"))
    }

    @Test("colours that quantise alike, and the foreground of a space, are no change")
    func looksAlike() {
        var old = CellGrid(width: 4, height: 1)
        old.put("a ", x: 0, y: 0, foreground: RGBColor(red: 250, green: 0, blue: 0), background: Self.blue)
        var new = CellGrid(width: 4, height: 1)
        new.put("a", x: 0, y: 0, foreground: RGBColor(red: 251, green: 1, blue: 0), background: Self.blue)
        new.put(" ", x: 1, y: 0, foreground: Self.blue, background: Self.blue)
        #expect(old != new)
        #expect(Self.update(ScreenEncoder(colorDepth: .ansi256), from: old, to: new).isEmpty)
        #expect(!Self.update(ScreenEncoder(colorDepth: .truecolor), from: old, to: new).isEmpty, "true colour tells them apart")
        // A space keeps the foreground in force: no colour change between "a" and the space.
        let text = Self.update(ScreenEncoder(colorDepth: .ansi256), from: nil, to: new)
        #expect(text.hasSuffix("\u{1B}[1;1H\u{1B}[38;5;196;48;5;21ma \u{1B}[0m"))
    }

    @Test("the bottom-right cell is skipped when asked, the frame is clipped to the visible size, ASCII spelling, folded bright colours")
    func options() {
        let frame = Self.grid(["abc", "d─f"], width: 3)
        let clipped = Self.update(ScreenEncoder(colorDepth: .none, skipsBottomRightCell: true), from: nil, to: frame, columns: 2, rows: 2)
        #expect(clipped == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1Hab\u{1B}[2;1Hd")
        let whole = Self.update(ScreenEncoder(colorDepth: .none, ascii: true), from: nil, to: frame)
        #expect(whole.hasSuffix("\u{1B}[2;1Hd-f"))
        var bright = CellGrid(width: 1, height: 1)
        bright.put("x", x: 0, y: 0, foreground: RGBColor(red: 255, green: 85, blue: 85))
        #expect(Self.update(ScreenEncoder(colorDepth: .ansi16), from: nil, to: bright).contains("\u{1B}[91mx"))
        #expect(Self.update(ScreenEncoder(colorDepth: .ansi16, foldsBrightColors: true), from: nil, to: bright).contains("\u{1B}[31mx"))
    }

    /// pyte, a terminal emulator in Python, plays the stream of updates; after each frame its screen
    /// must show exactly the frame: glyphs, colours, bold and reverse.
    static let pyteCheck = """
        import json, sys, pyte
        frames = json.load(open(sys.argv[1]))
        stream = open(sys.argv[2], "rb").read().split(b"\\x00")
        width, height = frames["width"], frames["height"]
        screen = pyte.Screen(width, height)
        feed = pyte.ByteStream(screen)
        for index, (update, expected) in enumerate(zip(stream, frames["frames"])):
            feed.feed(update)
            for y in range(height):
                for x in range(width):
                    char = screen.buffer[y][x]
                    glyph, fg, bg, bold, reverse = expected[y][x]
                    shown = (char.data, char.bg, char.bold, char.reverse)
                    if shown != (glyph, bg, bold, reverse) or (fg is not None and char.fg != fg):
                        sys.exit(f"frame {index} cell {x},{y}: pyte shows {char} but the frame has {expected[y][x]}")
        print(len(stream), "frames")
        """

    @Test("a seeded stream of frames plays in pyte, a real terminal emulator, to exactly each frame")
    func playsInPyte() throws {
        guard
            let python = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map({ "\($0)/python3" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            Issue.record("python3 is not installed (.ci/run installs it with pyte)")
            return
        }
        var random = SeededRandom(seed: 7)
        let width = 24
        let height = 8
        let glyphs: [Unicode.Scalar] = ["a", "Z", "─", "│", "╭", "▌", "⣿", "●", " ", " ", " "]
        let colors: [RGBColor?] = [nil, nil, Self.red, Self.blue, RGBColor(red: 30, green: 200, blue: 90), RGBColor(red: 17, green: 17, blue: 17)]
        let encoder = ScreenEncoder(colorDepth: .truecolor)
        var frames: [CellGrid] = []
        var frame = CellGrid(width: width, height: height)
        for _ in 0..<40 {
            for _ in 0..<Int.random(in: 0...60, using: &random) {
                let x = Int.random(in: 0..<width, using: &random)
                let y = Int.random(in: 0..<height, using: &random)
                let attributes: CellAttributes = [[], [], [.bold], [.reverse]].randomElement(using: &random)!
                frame[x, y] = Cell(
                    glyphs.randomElement(using: &random)!, foreground: colors.randomElement(using: &random)!,
                    background: colors.randomElement(using: &random)!, attributes: attributes)
            }
            frames.append(frame)
        }
        var stream: [UInt8] = []
        var previous: CellGrid?
        for (i, frame) in frames.enumerated() {
            if i > 0 { stream.append(0) }
            encoder.update(from: previous, to: frame, into: &stream)
            previous = frame
        }
        func hex(_ color: RGBColor?) -> String { color.map { $0.hex.replacingOccurrences(of: "#", with: "") } ?? "default" }
        let expected: [[[[Any?]]]] = frames.map { grid in
            (0..<height).map { y in
                (0..<width).map { x -> [Any?] in
                    let cell = grid[x, y]
                    let hidden = cell.glyph == " " && !cell.attributes.contains(.reverse)
                    return [
                        String(Character(cell.glyph)), hidden ? nil : hex(cell.foreground), hex(cell.background),
                        cell.attributes.contains(.bold), cell.attributes.contains(.reverse),
                    ]
                }
            }
        }
        let folder = try makeTemporaryFolder("segue-screen-encoder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let framesFile = folder.appendingPathComponent("frames.json")
        let streamFile = folder.appendingPathComponent("stream.bin")
        let json = try JSONSerialization.data(withJSONObject: [
            "width": width, "height": height, "frames": expected.map { $0.map { $0.map { $0.map { $0 ?? NSNull() } } } },
        ])
        try json.write(to: framesFile)
        try Data(stream).write(to: streamFile)
        let result = try ProcessRunner.run(executable: URL(fileURLWithPath: python), ["-c", Self.pyteCheck, framesFile.path, streamFile.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "40 frames\n")
    }

    /// pyte's screen after each update must show each row as the frame's text: a wide character
    /// in its two columns (pyte keeps "" in the second), nothing shifted, nothing scrolled.
    static let pyteWideCheck = """
        import json, sys, pyte
        frames = json.load(open(sys.argv[1]))
        stream = open(sys.argv[2], "rb").read().split(b"\\x00")
        width, height = frames["width"], frames["height"]
        screen = pyte.Screen(width, height)
        feed = pyte.ByteStream(screen)
        for index, (update, expected) in enumerate(zip(stream, frames["frames"])):
            feed.feed(update)
            for y in range(height):
                shown = [screen.buffer[y][x].data for x in range(width)]
                if shown != expected[y]:
                    sys.exit(f"frame {index} row {y}: pyte shows {shown} but the frame has {expected[y]}")
        print(len(stream), "frames")
        """

    @Test(
        "text with wide characters (CJK, fullwidth, emoji), combining marks and controls, written over and cut by boxes, plays in pyte to each frame: no row shifts, no scroll",
        arguments: [UInt64(12), 13, 14])
    func wideCharactersInPyte(seed: UInt64) throws {
        guard
            let python = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map({ "\($0)/python3" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            Issue.record("python3 is not installed (.ci/run installs it with pyte)")
            return
        }
        var random = SeededRandom(seed: seed)
        let width = 20
        let height = 6
        let pieces = ["漢字", "タイトル", "ＡＢ", "🎬", "é", "e\u{301}", "\u{301}", "a\tb", "plain", "│─", "한국어"]
        let encoder = ScreenEncoder(colorDepth: .truecolor)
        var frames: [CellGrid] = []
        var frame = CellGrid(width: width, height: height)
        for _ in 0..<60 {
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
                frame.put(text, x: Int.random(in: -3..<width, using: &random), y: Int.random(in: 0..<height, using: &random))
            }
            if Bool.random(using: &random) {
                frame.fill(x: Int.random(in: 0..<width, using: &random), y: 0, width: Int.random(in: 1...5, using: &random), height: 2, with: Cell("▒"))
            }
            frames.append(frame)
        }
        var stream: [UInt8] = []
        var previous: CellGrid?
        for (i, frame) in frames.enumerated() {
            if i > 0 { stream.append(0) }
            var part: [UInt8] = []
            encoder.update(from: previous, to: frame, into: &part)
            stream += part
            previous = frame
        }
        // What a terminal shows of each cell: a wide character whole, "" for its second column; a
        // half a box cut off, a space.
        let expected: [[[String]]] = frames.map { grid in
            (0..<height).map { y in
                (0..<width).map { x -> String in
                    let cell = grid[x, y]
                    if cell.isContinuation { return grid[x - 1, y].glyph.terminalColumns == 2 ? "" : " " }
                    if cell.glyph.terminalColumns == 2 { return x + 1 < width && grid[x + 1, y].isContinuation ? String(Character(cell.glyph)) : " " }
                    return String(Character(cell.glyph))
                }
            }
        }
        let folder = try makeTemporaryFolder("segue-screen-encoder-wide")
        defer { try? FileManager.default.removeItem(at: folder) }
        let framesFile = folder.appendingPathComponent("frames.json")
        let streamFile = folder.appendingPathComponent("stream.bin")
        try JSONSerialization.data(withJSONObject: ["width": width, "height": height, "frames": expected]).write(to: framesFile)
        try Data(stream).write(to: streamFile)
        let result = try ProcessRunner.run(executable: URL(fileURLWithPath: python), ["-c", Self.pyteWideCheck, framesFile.path, streamFile.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "60 frames\n")
    }
}
