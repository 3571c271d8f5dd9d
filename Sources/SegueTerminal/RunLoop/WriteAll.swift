@preconcurrency import Glibc

/// Writes every byte of `bytes` to `descriptor`, again after a signal (EINTR) or a short write;
/// returns nil when all were written, else the `errno` of the write that failed. The terminal's
/// frames and the recorder's lines both go out this way.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
