import SegueEngine
import SegueTestSupport
import Testing

@testable import SegueRender

@Suite("GIFEncoder: GIF89a with LZW, one palette, a loop and per-frame delays")
struct GIFEncoderTests {
    static func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> RGBColor) -> PixelImage {
        var image = PixelImage(width: width, height: height, color: .black)
        for y in 0..<height {
            for x in 0..<width { image[x, y] = color(x, y) }
        }
        return image
    }

    @Test("frames of few colours decode to exactly their pixels, with their delays and a loop for ever")
    func roundTrip() throws {
        let a = Self.image(40, 30) { x, y in x < 20 ? .presentingFill : .presentedFill }
        let b = Self.image(40, 30) { x, y in x < 25 ? .presentingFill : (y < 10 ? .white : .presentedFill) }
        var encoder = GIFEncoder(width: 40, height: 30)
        encoder.add(a, delay: 3)
        encoder.add(b, delay: 4)
        encoder.add(b, delay: 103)
        let gif = try DecodedGIF(encoder.encoded())
        #expect(gif.width == 40 && gif.height == 30)
        #expect(gif.loopCount == 0)
        #expect(gif.frames.map(\.delay) == [3, 4, 103])
        #expect(gif.frames.allSatisfy { $0.disposal == 1 })
        let frames = gif.composited()
        #expect(frames[0] == a.pixels)
        #expect(frames[1] == b.pixels)
        #expect(frames[2] == b.pixels)
        // The second frame is only the rectangle that changed; the third, unchanged, one pixel.
        #expect(gif.frames[1].x == 20 && gif.frames[1].width == 20 && gif.frames[1].height == 30)
        #expect(gif.frames[2].width == 1 && gif.frames[2].height == 1)
    }

    @Test("a noisy frame of thousands of colours outgrows the 4096-code table (clear codes) and decodes close to itself, flat colours exactly")
    func manyColours() throws {
        var random = SeededRandom(seed: 27)
        let image = Self.image(200, 150) { x, y in
            if x < 50 { return .presentedFill }
            return RGBColor(red: UInt8(random.next() % 256), green: UInt8(random.next() % 256), blue: UInt8(random.next() % 256))
        }
        var encoder = GIFEncoder(width: 200, height: 150)
        encoder.add(image, delay: 10)
        let bytes = encoder.encoded()
        let gif = try DecodedGIF(bytes)
        #expect(gif.palette.count == 256)
        let pixels = gif.composited()[0]
        #expect(pixels[0] == PixelImage.packed(.presentedFill))
        var worst = 0
        for (got, want) in zip(pixels, image.pixels) {
            for shift in [16, 8, 0] { worst = max(worst, abs(Int(got >> UInt32(shift) & 0xff) - Int(want >> UInt32(shift) & 0xff))) }
        }
        #expect(worst <= 80, "the farthest channel is \(worst) off")
    }

    @Test("one pixel, one colour: the smallest file still has a two-colour table and decodes")
    func smallest() throws {
        var encoder = GIFEncoder(width: 1, height: 1)
        encoder.add(PixelImage(width: 1, height: 1, color: .white), delay: 0)
        let gif = try DecodedGIF(encoder.encoded())
        #expect(gif.palette.count == 2)
        #expect(gif.composited() == [[0xffffff]])
    }
}
