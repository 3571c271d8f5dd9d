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
///
/// Another program may cut the file short while it is recorded. The next growth (and `close`)
/// sees the file shorter than Segue made it, and `close` keeps what is left up to its last whole
/// line (`Ending`), never lengthening the file again with zeros: the file is valid asciicast up to
/// its last whole frame, or has no frame left and is for the caller to remove.
final class RecordingFile {
    /// Why a line was not written.
    enum Problem: Error, Hashable {
        /// A system call failed with this `errno` (a full disk: ENOSPC).
        case system(Int32)
        /// The file is shorter than Segue made it: another program cut it.
        case cutShort
    }

    /// How `close` left the file.
    enum Ending: Hashable {
        /// Every line appended, each ending with its newline.
        case whole(events: Int)
        /// Cut short by another program: kept up to its last whole line, `events` lines after the header.
        case cut(events: Int)
        /// Nothing after the header survived (or not even the header): the caller removes the file.
        case empty
        /// The file no longer starts with the header Segue wrote: another program's, left alone.
        case foreign
    }

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
    /// The first line (the header), without its newline, to recognise the file after a cut.
    private var header: [UInt8] = []
    /// Lines appended after the header.
    private(set) var events = 0
    /// Set once a line could not be written: the file is then only closed.
    private(set) var problem: Problem?

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

    /// Appends `line`, which ends with a newline. Returns nil, or what failed (the file is then as
    /// it was before the call, and takes no more lines).
    func append(_ line: [UInt8]) -> Problem? {
        if let problem { return problem }
        guard !line.isEmpty else { return nil }
        if let failure = isMapped ? appendMapped(line) : appendWritten(line) {
            problem = failure
            return failure
        }
        if header.isEmpty { header = Array(line.dropLast()) } else { events += 1 }
        return nil
    }

    private func appendMapped(_ line: [UInt8]) -> Problem? {
        // "⏎line" after the first line, "line" for the first; the line's own newline waits.
        let body = line.count - 1
        let needed = (length > 0 ? 1 : 0) + body
        if length + needed > capacity, let problem = grow(toHold: length + needed) { return problem }
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
            return isCutShort(than: capacity) ? .cutShort : .system(EIO)
        }
        length += needed
        if Self.exitDescriptor == descriptor { Self.exitLength = length }
        return nil
    }

    /// The unmapped path: one write(2) per line, after checking that the file (a regular one) is
    /// still as long as written, so a cut is not filled with zeros.
    private func appendWritten(_ line: [UInt8]) -> Problem? {
        if isCutShort(than: length) { return .cutShort }
        if let error = writeAll(line, to: descriptor) { return .system(error) }
        length += line.count
        return nil
    }

    /// Whether the file is a regular file shorter than `size` bytes.
    private func isCutShort(than size: Int) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && Int(info.st_size) < size
    }

    /// Ends the file: cuts the spaces and ends the last line with its newline, or, when another
    /// program cut the file short, keeps it up to its last whole line. Idempotent (later calls
    /// return what the first did).
    @discardableResult
    func close() -> Ending {
        if let ending { return ending }
        var result = Ending.whole(events: events)
        if let mapping {
            if Self.exitDescriptor == descriptor {
                Self.exitDescriptor = -1
                Self.exitMapping = nil
            }
            munmap(mapping, reservation)
            self.mapping = nil
            if isCutShort(than: capacity) { result = salvage() } else { Self.finish(descriptor, length: length) }
        } else if isCutShort(than: length) {
            result = salvage()
        }
        if problem != nil, case .whole(0) = result { result = .empty }
        Glibc.close(descriptor)
        descriptor = -1
        ending = result
        return result
    }

    private var ending: Ending?

    /// The file was cut short: what is left of it, up to its last whole line, or why nothing is.
    private func salvage() -> Ending {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .empty }
        let size = min(Int(info.st_size), length)
        guard size >= header.count, !header.isEmpty else { return size == 0 ? .empty : .foreign }
        var start = [UInt8](repeating: 0, count: header.count)
        guard pread(descriptor, &start, start.count, 0) == start.count, start == header else { return .foreign }
        guard let end = Self.lastNewline(descriptor, before: size), end >= header.count else { return .empty }
        ftruncate(descriptor, off_t(end))
        var newline = UInt8(ascii: "\n")
        _ = pwrite(descriptor, &newline, 1, off_t(end))
        // The events left: one per newline after the header's.
        var kept = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while offset < end {
            let count = pread(descriptor, &chunk, min(chunk.count, end - offset), off_t(offset))
            if count <= 0 { break }
            kept += chunk.prefix(count).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            offset += count
        }
        return kept == 0 ? .empty : .cut(events: kept)
    }

    /// The offset of the last newline in the first `size` bytes of the file; nil when there is
    /// none. Reads backwards through a buffer allocated once, so a signal handler may call it.
    /// Async-signal-safe.
    static func lastNewline(_ descriptor: Int32, before size: Int) -> Int? {
        var end = size
        while end > 0 {
            let start = max(0, end - scanSize)
            let count = pread(descriptor, scanBuffer, end - start, off_t(start))
            guard count == end - start else { return nil }
            var i = count - 1
            while i >= 0 {
                if scanBuffer[i] == UInt8(ascii: "\n") { return start + i }
                i -= 1
            }
            end = start
        }
        return nil
    }

    private static let scanSize = 1 << 16
    nonisolated(unsafe) private static let scanBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: scanSize)

    /// Lengthens the file with spaces to hold at least `size` bytes, mapping more when needed;
    /// refuses when another program cut the file short (spaces written at the old end would leave
    /// zeros between).
    private func grow(toHold size: Int) -> Problem? {
        if isCutShort(than: capacity) { return .cutShort }
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
        Self.exitCapacity = capacity
        return nil
    }

    /// Cuts the file back to what it was before a growth that failed with `error`; returns it.
    private func undoGrowth(_ error: Int32) -> Problem {
        ftruncate(descriptor, off_t(capacity))
        return .system(error)
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
    nonisolated(unsafe) private static var exitCapacity = 0
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
        var info = stat()
        if fstat(descriptor, &info) == 0, Int(info.st_size) < exitCapacity {
            // Cut short by another program: end at the last whole line that is left.
            guard let end = lastNewline(descriptor, before: min(Int(info.st_size), exitLength)) else { return }
            finish(descriptor, length: end)
            return
        }
        finish(descriptor, length: exitLength)
    }
}
