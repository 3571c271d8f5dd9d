@preconcurrency import Glibc

/// The file a playground recording goes to, written so that whatever stops the process (`q`, a
/// signal, a crash, SIGKILL) leaves a valid asciicast up to its last whole line
/// (`docs/recording.md`, "Writing the file").
///
/// The file is mapped into memory and each line is copied into the mapping: a frame costs a copy,
/// not a system call. (A write(2) to a file costs 15–25 µs of CPU at 60 frames a second, with
/// the caches it disturbs about 10 % of a 200 × 60 playground frame; see BENCHMARKS.md.) So that
/// there is room to copy into, the file is kept longer than what was recorded, by up to
/// `growth` bytes (64 KiB) of spaces, and the lines are laid out so that the spaces always belong to the
/// last line, where JSON allows them:
///
/// - each line after the first starts with its newline instead of ending with it, so the file
///   reads `header⏎event⏎…⏎event` followed by spaces: every line is a whole JSON value, and the
///   spaces trail the last one;
/// - `close` (and the terminating and crash signal handlers, through `trimForExit`) cut the spaces
///   and end the last line with its newline, so a recording that was stopped is byte for byte
///   the lines it was given. Only SIGKILL leaves the spaces.
///
/// A page the filesystem cannot give (a full disk that refuses it, the file cut short by another
/// program) would end the process with SIGBUS: the handler maps memory of our own over it instead
/// (`absorbFault`), and the line is reported as not written, so the recording stops with an error.
///
/// Where the file cannot be mapped (a filesystem without shared mappings), each line is written
/// with one write(2) instead, newline last: the file is then always exactly its lines.
final class RecordingFile {
    /// Bytes of spaces the file is lengthened by when a line does not fit (one write of spaces).
    let growth: Int
    /// The file; -1 once closed.
    private var descriptor: Int32
    /// The mapped file; nil when lines are written with write(2).
    private var mapping: UnsafeMutableRawPointer?
    private var reservation = 0
    /// Bytes recorded: everything before the spaces (the last line's newline not counted).
    private var length = 0
    /// The file's size: `length` and the spaces after it.
    private var capacity = 0

    /// Takes over `descriptor`, an empty file open for reading and writing. The file grows by
    /// `growth` bytes at a time; `reservation` bytes of address space are mapped at first (mapped
    /// again twice as large when the file outgrows them).
    init(descriptor: Int32, growth: Int = 64 << 10, reservation: Int = 64 << 20) {
        self.descriptor = descriptor
        self.growth = growth
        let mapped = mmap(nil, reservation, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
        if let mapped, mapped != MAP_FAILED {
            mapping = mapped
            self.reservation = reservation
        }
    }

    deinit { close() }

    /// Whether lines are copied into a mapping (false: written with write(2)).
    var isMapped: Bool { mapping != nil }

    /// Appends `line`, which ends with a newline. Returns nil, or the `errno` of what failed (the
    /// file is then as it was before the call).
    func append(_ line: [UInt8]) -> Int32? {
        guard isMapped else { return writeAll(line, to: descriptor) }
        guard !line.isEmpty else { return nil }
        // "⏎line" after the first line, "line" for the first; the line's own newline waits.
        let body = line.count - 1
        let needed = (length > 0 ? 1 : 0) + body
        if length + needed > capacity, let error = grow(toHold: length + needed) { return error }
        // After `grow`, which may have moved the mapping.
        var at = self.mapping! + length
        if length > 0 {
            at.storeBytes(of: UInt8(ascii: "\n"), as: UInt8.self)
            at += 1
        }
        line.withUnsafeBytes { at.copyMemory(from: $0.baseAddress!, byteCount: body) }
        // A page the filesystem refused (a full disk, the file cut short by another program) was
        // replaced by memory of our own (`absorbFault`): this line did not reach the file.
        if Self.faulted {
            Self.faulted = false
            return EIO
        }
        length += needed
        if Self.exitDescriptor == descriptor { Self.exitLength = length }
        return nil
    }

    /// Ends the file: cuts the spaces and ends the last line with its newline. Idempotent.
    func close() {
        guard descriptor >= 0 else { return }
        if let mapping {
            Self.finish(descriptor, length: length)
            if Self.exitDescriptor == descriptor {
                Self.exitDescriptor = -1
                Self.exitMapping = nil
            }
            munmap(mapping, reservation)
            self.mapping = nil
        }
        Glibc.close(descriptor)
        descriptor = -1
    }

    /// Lengthens the file with spaces to hold at least `size` bytes, mapping more when needed.
    private func grow(toHold size: Int) -> Int32? {
        let newCapacity = max(size, capacity + growth)
        let spaces = [UInt8](repeating: UInt8(ascii: " "), count: newCapacity - capacity)
        var offset = 0
        while offset < spaces.count {
            let written = spaces.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + offset, $0.count - offset, off_t(capacity + offset)) }
            if written < 0 {
                if errno == EINTR { continue }
                return undoGrowth(errno)
            }
            offset += written
        }
        if newCapacity > reservation {
            var larger = reservation
            while larger < newCapacity { larger *= 2 }
            guard let moved = mmap(nil, larger, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), moved != MAP_FAILED else {
                return undoGrowth(errno)
            }
            if Self.exitMapping == mapping { Self.exitMapping = nil }
            munmap(mapping, reservation)
            mapping = moved
            reservation = larger
        }
        // Map the new pages writable now, in one call, rather than with a fault at the first copy
        // into each (Linux 5.14; older kernels say EINVAL and fault as they go). A page the
        // filesystem refuses here fails the growth instead of the copy.
        let start = capacity & ~(Int(getpagesize()) - 1)
        if madvise(mapping! + start, newCapacity - start, Self.populateWrite) != 0, errno != EINVAL, errno != EINTR {
            return undoGrowth(errno == EFAULT ? EIO : errno)
        }
        capacity = newCapacity
        // The signal handlers trim the file when they end the process (they are installed while
        // the terminal is in curses mode: the playground, which is where recordings are made).
        if TerminalSignals.isCursesActive, Self.exitMapping != mapping {
            Self.exitLength = length
            Self.exitDescriptor = descriptor
            Self.exitReservation = reservation
            Self.exitMapping = mapping
        }
        return nil
    }

    /// Cuts the file back to what it was before a growth that failed with `error`; returns it.
    private func undoGrowth(_ error: Int32) -> Int32 {
        ftruncate(descriptor, off_t(capacity))
        return error
    }

    /// `MADV_POPULATE_WRITE`.
    private static let populateWrite: Int32 = 23

    /// Cuts `descriptor` to `length` bytes and ends it with a newline. Async-signal-safe.
    private static func finish(_ descriptor: Int32, length: Int) {
        ftruncate(descriptor, off_t(length))
        guard length > 0 else { return }
        var newline = UInt8(ascii: "\n")
        _ = pwrite(descriptor, &newline, 1, off_t(length))
    }

    // The mapped file that is being recorded, for the signal handlers: written outside handlers,
    // `exitLength` after each line is whole; `faulted` by `absorbFault`.
    nonisolated(unsafe) private static var exitDescriptor: Int32 = -1
    nonisolated(unsafe) private static var exitLength = 0
    nonisolated(unsafe) private static var exitMapping: UnsafeMutableRawPointer?
    nonisolated(unsafe) private static var exitReservation = 0
    nonisolated(unsafe) private static var faulted = false

    /// For the SIGBUS handler: when `address` is in the recording's mapping (the filesystem could
    /// not give a page: a full disk, or the file was cut short by another program), maps private
    /// memory over the rest of the mapping, so the copy that faulted finishes there and `append`
    /// reports the line as not written, and returns true; false for any other address (a crash).
    /// Async-signal-safe.
    static func absorbFault(at address: UnsafeMutableRawPointer?) -> Bool {
        guard let mapping = exitMapping, let address, address >= mapping, address < mapping + exitReservation else { return false }
        let page = Int(bitPattern: address) & ~(Int(getpagesize()) - 1)
        let start = UnsafeMutableRawPointer(bitPattern: page)!
        let replaced = mmap(start, mapping + exitReservation - start, PROT_READ | PROT_WRITE, MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard replaced != MAP_FAILED else { return false }
        faulted = true
        return true
    }

    /// Ends the recording being written, as `close` would, for a signal handler about to end the
    /// process: cuts the spaces after the last whole line. Async-signal-safe.
    static func trimForExit() {
        let descriptor = exitDescriptor
        guard descriptor >= 0 else { return }
        exitDescriptor = -1
        finish(descriptor, length: exitLength)
    }
}
