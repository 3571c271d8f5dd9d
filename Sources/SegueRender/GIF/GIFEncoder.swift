import SegueEngine

/// An animated GIF (GIF89a) of equally sized frames: one global palette of at most 256 colours
/// (`GIFPalette`), the NETSCAPE2.0 extension that loops it, and per frame a delay in
/// centiseconds. Pure: frames in, the file's bytes out.
///
/// The first frame is stored whole; each later one only as the rectangle of pixels that changed
/// since the one before, drawn over it (disposal "do not dispose"), and an unchanged frame as one
/// pixel, so every frame given is one frame of the file with its own delay. Frames are kept as
/// colour bins (two bytes a pixel) until `encoded()`, which chooses the palette from all of them.
public struct GIFEncoder: Sendable {
    /// Every frame's width, pixels (1 to 65,535).
    public let width: Int
    /// Every frame's height, pixels (1 to 65,535).
    public let height: Int
    /// How many times the animation plays after the first; 0 loops for ever.
    public var loopCount: Int

    private var histogram = GIFHistogram()
    private var frames: [(bins: [UInt16], delay: Int)] = []

    /// The sides a GIF can have, pixels.
    public static let sides = 1...65_535

    /// An encoder for frames of `width` × `height` pixels (clamped to `sides`).
    public init(width: Int, height: Int, loopCount: Int = 0) {
        self.width = min(max(width, Self.sides.lowerBound), Self.sides.upperBound)
        self.height = min(max(height, Self.sides.lowerBound), Self.sides.upperBound)
        self.loopCount = min(max(loopCount, 0), 65_535)
    }

    /// Adds a frame shown for `delay` centiseconds (0 to 65,535). An image of another size is
    /// cropped or padded with black to the encoder's.
    public mutating func add(_ image: PixelImage, delay: Int) {
        var image = image
        if image.width != width || image.height != height {
            var fitted = PixelImage(width: width, height: height, color: .black)
            for y in 0..<min(height, image.height) {
                for x in 0..<min(width, image.width) { fitted.pixels[y * width + x] = image.pixels[y * image.width + x] }
            }
            image = fitted
        }
        frames.append((histogram.add(image), min(max(delay, 0), 65_535)))
    }

    /// The GIF file.
    public func encoded() -> [UInt8] {
        let palette = GIFPalette(histogram)
        var tableBits = 1
        while 1 << tableBits < palette.colors.count { tableBits += 1 }
        var out: [UInt8] = Array("GIF89a".utf8)
        // Logical screen: a global colour table of 2^tableBits entries, 8 bits per primary.
        out += Self.little(width) + Self.little(height)
        out += [0x80 | 0x70 | UInt8(tableBits - 1), 0, 0]
        for i in 0..<(1 << tableBits) {
            let c = i < palette.colors.count ? palette.colors[i] : .black
            out += [c.red, c.green, c.blue]
        }
        // NETSCAPE2.0: loop `loopCount` times (0: for ever).
        out += [0x21, 0xff, 0x0b] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01] + Self.little(loopCount) + [0x00]
        var lzw = LZWEncoder(minimumCodeSize: max(2, tableBits))
        var previous: [UInt8] = []
        for frame in frames {
            let indices = frame.bins.map { palette.lookup[Int($0)] }
            let area = previous.isEmpty ? (x: 0, y: 0, width: width, height: height) : Self.changed(indices, since: previous, width: width, height: height)
            // Graphic control: disposal 1 (leave the frame for the next to draw over), no
            // transparency, the delay.
            out += [0x21, 0xf9, 0x04, 0x04] + Self.little(frame.delay) + [0x00, 0x00]
            out += [0x2c] + Self.little(area.x) + Self.little(area.y) + Self.little(area.width) + Self.little(area.height) + [0x00]
            let rowLength = width
            out += indices.withUnsafeBufferPointer { indices in
                lzw.encode(count: area.width * area.height) { i in
                    let row = i / area.width
                    return indices[(area.y + row) * rowLength + area.x + i - row * area.width]
                }
            }
            previous = indices
        }
        out.append(0x3b)
        return out
    }

    /// The smallest rectangle holding every pixel that differs; one pixel when none does.
    static func changed(_ indices: [UInt8], since previous: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        var minX = width
        var maxX = -1
        var minY = height
        var maxY = -1
        for y in 0..<height {
            let row = y * width
            var first = -1
            var last = -1
            for x in 0..<width where indices[row + x] != previous[row + x] {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
        }
        guard maxX >= 0 else { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// A 16-bit number, least significant byte first.
    static func little(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)] }
}
