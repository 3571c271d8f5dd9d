/// GIF's variant of LZW (GIF89a specification, appendix F): palette indices in, the code stream
/// packed least significant bit first and cut into sub-blocks of at most 255 bytes.
///
/// Codes start one bit wider than `minimumCodeSize`, after a clear code; the width grows when the
/// next free code needs another bit, up to 12 bits, and a full table (4096 codes) is cleared and
/// started again. The table is a trie of child codes, kept between images and emptied only where
/// it was written, so each image costs its own length.
struct LZWEncoder {
    /// The bits of a palette index, 2 to 8.
    let minimumCodeSize: Int
    private let clearCode: Int
    /// Child code of (prefix code, next index) at `prefix << 8 | index`; 0 for none (no child is
    /// ever code 0).
    private var children: [UInt16]
    /// Where `children` has been written since the last clear.
    private var written: [Int] = []

    static let maximumCode = 4096

    /// An encoder for indices below `1 << minimumCodeSize` (clamped to 2…8).
    init(minimumCodeSize: Int) {
        self.minimumCodeSize = min(8, max(2, minimumCodeSize))
        clearCode = 1 << self.minimumCodeSize
        children = [UInt16](repeating: 0, count: Self.maximumCode << 8)
        written.reserveCapacity(Self.maximumCode)
    }

    /// The image data of `count` indices read by `index(i)`, i = 0 ..< count: the minimum code size
    /// byte, the sub-blocks and the block terminator.
    mutating func encode(count: Int, _ index: (Int) -> UInt8) -> [UInt8] {
        var out: [UInt8] = [UInt8(minimumCodeSize)]
        var packer = BitPacker()
        let endCode = clearCode + 1
        var codeSize = minimumCodeSize + 1
        var next = clearCode + 2
        clear()
        packer.append(clearCode, bits: codeSize)
        if count > 0 {
            var prefix = Int(index(0))
            for i in 1..<count {
                let k = Int(index(i))
                let slot = prefix << 8 | k
                let child = children[slot]
                if child != 0 {
                    prefix = Int(child)
                    continue
                }
                packer.append(prefix, bits: codeSize)
                if next < Self.maximumCode {
                    children[slot] = UInt16(next)
                    written.append(slot)
                    next += 1
                    if next > 1 << codeSize, codeSize < 12 { codeSize += 1 }
                } else {
                    packer.append(clearCode, bits: codeSize)
                    clear()
                    codeSize = minimumCodeSize + 1
                    next = clearCode + 2
                }
                prefix = k
            }
            packer.append(prefix, bits: codeSize)
            // The decoder adds an entry on reading that last code and may widen before the end code.
            if next < Self.maximumCode, next + 1 > 1 << codeSize, codeSize < 12 { codeSize += 1 }
        }
        packer.append(endCode, bits: codeSize)
        let bytes = packer.finished()
        var offset = 0
        while offset < bytes.count {
            let length = min(255, bytes.count - offset)
            out.append(UInt8(length))
            out.append(contentsOf: bytes[offset..<offset + length])
            offset += length
        }
        out.append(0)
        return out
    }

    private mutating func clear() {
        for slot in written { children[slot] = 0 }
        written.removeAll(keepingCapacity: true)
    }
}

/// Codes packed into bytes, least significant bit first.
private struct BitPacker {
    private var bytes: [UInt8] = []
    private var buffer: UInt32 = 0
    private var count: UInt32 = 0

    mutating func append(_ code: Int, bits: Int) {
        buffer |= UInt32(code) << count
        count += UInt32(bits)
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    consuming func finished() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        return bytes
    }
}
