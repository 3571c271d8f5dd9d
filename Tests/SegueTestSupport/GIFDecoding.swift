/// A GIF decoder for tests, written from the GIF89a specification: it reads what `GIFEncoder`
/// writes back into frames, so a test can compare pixels (and an encoder bug cannot hide behind
/// itself, as the two share no code).
public struct DecodedGIF: Sendable {
    public struct Frame: Sendable {
        public var x, y, width, height: Int
        /// Centiseconds.
        public var delay: Int
        public var disposal: Int
        /// Palette indices, row by row.
        public var indices: [UInt8]
    }

    public var width: Int
    public var height: Int
    /// `0xRRGGBB` per entry of the global colour table.
    public var palette: [UInt32]
    /// NETSCAPE2.0's loop count, nil without the extension.
    public var loopCount: Int?
    public var frames: [Frame]

    public struct Malformed: Error, CustomStringConvertible {
        public var description: String
    }

    public init(_ bytes: [UInt8]) throws(Malformed) {
        var at = 0
        func byte() throws(Malformed) -> Int {
            guard at < bytes.count else { throw Malformed(description: "truncated at \(at)") }
            at += 1
            return Int(bytes[at - 1])
        }
        func word() throws(Malformed) -> Int { try byte() | (try byte()) << 8 }
        func blocks() throws(Malformed) -> [UInt8] {
            var data: [UInt8] = []
            while true {
                let n = try byte()
                if n == 0 { return data }
                guard at + n <= bytes.count else { throw Malformed(description: "sub-block past the end") }
                data += bytes[at..<at + n]
                at += n
            }
        }
        guard bytes.count >= 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else { throw Malformed(description: "no GIF89a header") }
        at = 6
        width = try word()
        height = try word()
        let packed = try byte()
        _ = try byte()
        _ = try byte()
        palette = []
        if packed & 0x80 != 0 {
            for _ in 0..<(1 << ((packed & 7) + 1)) { palette.append(UInt32(try byte()) << 16 | UInt32(try byte()) << 8 | UInt32(try byte())) }
        }
        loopCount = nil
        frames = []
        var delay = 0
        var disposal = 0
        while true {
            switch try byte() {
            case 0x3b:
                return
            case 0x21:
                let label = try byte()
                let data = try blocks()
                if label == 0xf9, data.count == 4 {
                    disposal = Int(data[0] >> 2) & 7
                    delay = Int(data[1]) | Int(data[2]) << 8
                } else if label == 0xff, data.count == 14, Array(data[0..<11]) == Array("NETSCAPE2.0".utf8) {
                    loopCount = Int(data[12]) | Int(data[13]) << 8
                }
            case 0x2c:
                let (x, y, w, h) = (try word(), try word(), try word(), try word())
                guard try byte() & 0x80 == 0 else { throw Malformed(description: "a local colour table (not expected)") }
                let minimum = try byte()
                let indices = try Self.lzw(try blocks(), minimumCodeSize: minimum, count: w * h)
                frames.append(Frame(x: x, y: y, width: w, height: h, delay: delay, disposal: disposal, indices: indices))
            case let other:
                throw Malformed(description: "unexpected block 0x\(String(other, radix: 16)) at \(at - 1)")
            }
        }
    }

    /// The variable-width LZW of GIF, decoded to exactly `count` indices.
    static func lzw(_ data: [UInt8], minimumCodeSize: Int, count: Int) throws(Malformed) -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var size = minimumCodeSize + 1
        var table: [[UInt8]] = (0..<clear).map { [UInt8($0)] } + [[], []]
        var previous: [UInt8]? = nil
        var out: [UInt8] = []
        var bit = 0
        while true {
            guard bit + size <= data.count * 8 else { throw Malformed(description: "the code stream ends without an end code") }
            var code = 0
            for i in 0..<size where data[(bit + i) / 8] & (1 << UInt8((bit + i) % 8)) != 0 { code |= 1 << i }
            bit += size
            if code == clear {
                table.removeSubrange((clear + 2)...)
                size = minimumCodeSize + 1
                previous = nil
                continue
            }
            if code == end { break }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if code == table.count, let previous {
                entry = previous + [previous[0]]
            } else {
                throw Malformed(description: "code \(code) beyond the table (\(table.count))")
            }
            if let previous, table.count < 4096 { table.append(previous + [entry[0]]) }
            if table.count == 1 << size, size < 12 { size += 1 }
            out += entry
            previous = entry
        }
        guard out.count == count else { throw Malformed(description: "\(out.count) indices, expected \(count)") }
        return out
    }

    /// Every frame drawn over the ones before (disposal 0 and 1), as `0xRRGGBB` per pixel.
    public func composited() -> [[UInt32]] {
        var canvas = [UInt32](repeating: 0, count: width * height)
        return frames.map { frame in
            for row in 0..<frame.height {
                for column in 0..<frame.width {
                    canvas[(frame.y + row) * width + frame.x + column] = palette[Int(frame.indices[row * frame.width + column])]
                }
            }
            return canvas
        }
    }
}
