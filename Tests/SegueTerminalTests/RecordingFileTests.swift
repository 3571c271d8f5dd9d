import Foundation
@preconcurrency import Glibc
import SegueTestSupport
import Testing

@testable import SegueTerminal

/// `RecordingFile`: lines copied into a mapped file that is valid at every moment, and exactly its
/// lines once closed.
@Suite("Recording file")
struct RecordingFileTests {
    /// Lines like a recording's: a header, then events of different lengths with escapes.
    static func lines(_ count: Int) -> [[UInt8]] {
        var random = SeededRandom(seed: 14)
        let header = Array(#"{"version": 2, "width": 80, "height": 24}"#.utf8) + [10]
        return [header]
            + (0..<count).map { k in
                let data = String(repeating: #"\u001b[1;1Hé▌"#, count: Int(random.next() % 90))
                return Array("[\(Double(k) / 60), \"o\", \"\(data)\"]\n".utf8)
            }
    }

    func makeFile() throws -> (path: String, descriptor: Int32) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-recording-file-\(UUID().uuidString).cast").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        return (path, descriptor)
    }

    @Test("while recording every line is whole JSON and only spaces trail the last; closed, the file is exactly the lines")
    func mappedLines() throws {
        let (path, descriptor) = try makeFile()
        defer { unlink(path) }
        // Small growth and reservation, so the file grows many times and is mapped again.
        let file = RecordingFile(descriptor: descriptor, growth: 4096, reservation: 8192)
        #expect(file.isMapped)
        let lines = Self.lines(60)
        for (k, line) in lines.enumerated() {
            #expect(file.append(line) == nil)
            guard [0, 1, 7, 30, 60].contains(k) else { continue }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let recorded = lines.prefix(k + 1).map { String(decoding: $0, as: UTF8.self) }.joined()
            // The lines with the last one's newline held back, then nothing but spaces.
            #expect(text.hasPrefix(String(recorded.dropLast())))
            #expect(text.dropFirst(recorded.count - 1).allSatisfy { $0 == " " })
            for part in text.split(separator: "\n") {
                #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(part.utf8)) }
            }
        }
        file.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(lines.joined()))
    }

    @Test("a descriptor that cannot be mapped (a pipe) gets each line whole with write(2), newline last")
    func unmappable() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { Glibc.close(ends[0]) }
        let file = RecordingFile(descriptor: ends[1])
        #expect(!file.isMapped)
        let lines = Self.lines(3)
        for line in lines { #expect(file.append(line) == nil) }
        file.close()
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while case let count = read(ends[0], &chunk, chunk.count), count > 0 { received += chunk.prefix(count) }
        #expect(received == Array(lines.joined()))
    }

    @Test("a file that was only opened is left empty; closing twice is harmless")
    func empty() throws {
        let (path, descriptor) = try makeFile()
        defer { unlink(path) }
        let file = RecordingFile(descriptor: descriptor)
        file.close()
        file.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    }

    @Test(
        "cut short by another program, then closed: kept up to the last whole line within what is left, never lengthened with zeros; nothing whole left: empty")
    func cutShort() throws {
        for cutAt in [0.0, 0.5, 0.9] {
            let (path, descriptor) = try makeFile()
            defer { unlink(path) }
            let file = RecordingFile(descriptor: descriptor, growth: 4096, reservation: 1 << 20)
            let lines = Self.lines(40)
            for line in lines { #expect(file.append(line) == nil) }
            let recorded = lines.reduce(0) { $0 + $1.count } - 1
            let size = Int(Double(recorded) * cutAt)
            #expect(truncate(path, off_t(size)) == 0)
            let ending = file.close()
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            // The longest run of whole lines that fits in what was left.
            var kept = 0
            var length = 0
            // (A line is whole when the newline the next line starts with is still in the file.)
            while kept < lines.count, length + lines[kept].count - 1 < size {
                length += lines[kept].count
                kept += 1
            }
            if kept <= 1 {
                #expect(ending == .empty, "cut at \(size) of \(recorded)")
            } else {
                #expect(ending == .cut(events: kept - 1), "cut at \(size) of \(recorded)")
                #expect(data == Data(lines.prefix(kept).joined()), "exactly the whole lines left, each ending with its newline")
            }
            #expect(!data.contains(0), "no zeros")
        }
    }
}
