import Foundation

/// The one way Segue writes a file: `record`, `filmstrip` and every other `--output`, and the
/// playground's save and save-as (docs/hardening.md, "Writing files").
///
/// - `--output -` (or no `--output`) is standard output.
/// - A regular file (or a new name) is replaced all at once: the bytes go to a temporary file
///   created exclusively (`O_CREAT|O_EXCL|O_NOFOLLOW`, mode 0600, a random 17-character name) in
///   the target's own folder, which takes the target's mode and owner (a new file: 0666 less the
///   umask), is synced, and is renamed over the target. A link planted at the temporary name is
///   never followed; a final name that fits always leaves room for the temporary one.
/// - A target that is a symbolic link is written through: the file it leads to is replaced, in
///   that file's folder, and the link stays a link.
/// - A character device, a FIFO or a terminal (`/dev/null`, `/dev/stdout`, a named pipe) is opened
///   and written, never replaced; a folder, a socket or a block device is refused with the reason.
/// - A read-only file (no write permission bit) is refused unless `Policy.replacesReadOnly`.
/// - A failure removes what it made and says what failed and where; the target is untouched.
public enum OutputFile {
    /// Why a write did not happen.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public enum Kind: Hashable, Sendable {
            /// The target is a read-only file; `Policy.replacesReadOnly` would replace it.
            case readOnly
            /// Anything else: the target cannot be written (its kind, a missing folder, a full disk).
            case failed
        }

        public var kind: Kind
        /// `cannot write PATH: REASON`, naming the file that failed when it is not the target.
        public var description: String
    }

    /// What a writer may do with an existing target.
    public struct Policy: Hashable, Sendable {
        /// Whether a character device, FIFO or terminal is written to (the commands' `--output`);
        /// false refuses anything but a regular file (a preset is a file).
        public var writesDevices: Bool
        /// Whether a read-only file is replaced (its mode kept): the user confirmed it.
        public var replacesReadOnly: Bool

        public init(writesDevices: Bool, replacesReadOnly: Bool = false) {
            self.writesDevices = writesDevices
            self.replacesReadOnly = replacesReadOnly
        }

        /// `--output FILE`: devices and FIFOs written, read-only files refused.
        public static let commandOutput = Policy(writesDevices: true)
        /// A preset: regular files only.
        public static let preset = Policy(writesDevices: false)
    }

    /// The system calls a write makes that can fail for want of room, replaceable by tests (a full
    /// disk is hard to come by in a test).
    public struct Calls: Sendable {
        /// `write(2)`.
        public var write: @Sendable (Int32, UnsafeRawPointer, Int) -> Int
        /// `fsync(2)`.
        public var sync: @Sendable (Int32) -> Int32

        public init(write: @escaping @Sendable (Int32, UnsafeRawPointer, Int) -> Int, sync: @escaping @Sendable (Int32) -> Int32) {
            self.write = write
            self.sync = sync
        }

        public static let system = Calls(write: { Glibc.write($0, $1, $2) }, sync: { fsync($0) })
    }

    /// Whether `path` names standard output (`-`, or no path).
    public static func isStandardOutput(_ path: String?) -> Bool { path == nil || path == "-" }

    /// Writes `text` to `path`, or to the command's output for `-` or nil.
    ///
    /// - Throws: `.runtime` with the reason when the file cannot be written.
    static func write(_ text: String, to path: String?, io: inout CommandIO) throws(CommandFailure) {
        guard let path, !isStandardOutput(path) else {
            io.output.write(text)
            return
        }
        do { try replace(path, with: Array(text.utf8), policy: .commandOutput) } catch { throw .runtime(error.description) }
    }

    /// Writes `bytes` at `path` as the type describes (a regular file replaced at once, a device
    /// or FIFO written).
    public static func replace(_ path: String, with bytes: [UInt8], policy: Policy, calls: Calls = .system) throws(Failure) {
        guard !path.isEmpty else { throw Failure(kind: .failed, description: "cannot write an empty path") }
        // What is there, links followed (the magic ones of /proc too: /dev/stdout is whatever the
        // process's output is).
        var info = stat()
        let exists = stat(path, &info) == 0
        if !exists, errno != ENOENT { throw failure(path, errno) }
        if exists {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                break
            case S_IFCHR, S_IFIFO:
                guard policy.writesDevices else {
                    throw Failure(kind: .failed, description: "cannot write \(path): it is \(kindName(info.st_mode)), not a regular file")
                }
                return try writeInPlace(path, bytes, calls: calls)
            case S_IFDIR:
                throw Failure(kind: .failed, description: "cannot write \(path): it is a folder")
            default:
                throw Failure(
                    kind: .failed, description: "cannot write \(path): it is \(kindName(info.st_mode)); only a file, a character device or a FIFO is written")
            }
        }
        let target = try resolve(path)
        // A regular file behind a link of /proc (/dev/stdout → /proc/self/fd/1 → the file the
        // shell opened): written there, as the process's own output would be, not replaced.
        if exists, target.throughProcess { return try writeInPlace(path, bytes, calls: calls) }
        if exists, info.st_mode & 0o222 == 0, !policy.replacesReadOnly {
            throw Failure(kind: .readOnly, description: "cannot write \(path): it is read-only (mode \(octal(info.st_mode & 0o7777)))")
        }
        let mode = exists ? mode_t(info.st_mode & 0o7777) : 0o666 & ~currentUmask()
        try replaceRegular(path, at: target.path, with: bytes, mode: mode, owner: exists ? (info.st_uid, info.st_gid) : nil, calls: calls)
    }

    /// Where writing `path` lands: the path with its symbolic links followed (up to 40), and
    /// whether one of them went through /proc (an open file's magic link).
    static func resolve(_ path: String) throws(Failure) -> (path: String, throughProcess: Bool) {
        var current = path
        let throughProcess = path.hasPrefix("/proc/")
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return (current, throughProcess) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw failure(path, errno) }
            let link = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if current.hasPrefix("/proc/") || link.hasPrefix("/proc/") {
                // /proc's links name open files, not always by a path (`pipe:[1234]`): stop here.
                return (current, true)
            }
            current = link.hasPrefix("/") ? link : folder(of: current) + "/" + link
        }
        throw failure(path, ELOOP)
    }

    /// The regular-file case: a temporary file in the target's folder, renamed over it.
    private static func replaceRegular(
        _ path: String, at target: String, with bytes: [UInt8], mode: mode_t, owner: (uid_t, gid_t)?, calls: Calls
    ) throws(Failure) {
        let folder = folder(of: target)
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<100 {
            temporary = folder + "/" + temporaryName()
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            let error = errno
            if error == ENOENT { throw Failure(kind: .failed, description: "cannot write \(path): no such folder \(folder)") }
            throw Failure(kind: .failed, description: "cannot write \(path): cannot create a file in \(folder): \(reason(error))")
        }
        func abandon(_ error: Int32, _ doing: String) -> Failure {
            close(descriptor)
            unlink(temporary)
            return Failure(kind: .failed, description: "cannot write \(path): \(reason(error)) (\(doing) \(temporary), now removed)")
        }
        if let error = writeAll(bytes, to: descriptor, calls: calls) { throw abandon(error, "writing") }
        if let (uid, gid) = owner, uid != geteuid() || gid != getegid() {
            // Where we can: root keeps any owner, others at most their own groups. Before the mode,
            // which a change of owner would strip of its set-id bits.
            if fchown(descriptor, uid, gid) != 0 { _ = fchown(descriptor, uid_t.max, gid) }
        }
        if fchmod(descriptor, mode) != 0 { throw abandon(errno, "setting the mode of") }
        if calls.sync(descriptor) != 0 { throw abandon(errno, "syncing") }
        if close(descriptor) != 0 {
            let error = errno
            unlink(temporary)
            throw Failure(kind: .failed, description: "cannot write \(path): \(reason(error)) (closing \(temporary), now removed)")
        }
        guard rename(temporary, target) == 0 else {
            let error = errno
            unlink(temporary)
            throw Failure(kind: .failed, description: "cannot write \(path): \(reason(error)) (renaming \(temporary) to \(target); it is removed)")
        }
        // The rename is durable once the folder is synced (best effort: not every filesystem can).
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = calls.sync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// A device, FIFO or terminal, or the file behind /dev/stdout: opened (never replaced) and
    /// written, appending as the process's own output would. A FIFO no process reads is refused
    /// rather than waited on.
    private static func writeInPlace(_ path: String, _ bytes: [UInt8], calls: Calls) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENXIO { throw Failure(kind: .failed, description: "cannot write \(path): no process is reading the FIFO") }
            throw failure(path, errno)
        }
        defer { close(descriptor) }
        // Opened without waiting; the writes wait for the reader as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        if let error = writeAll(bytes, to: descriptor, calls: calls) { throw failure(path, error) }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, calls: Calls) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = calls.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if written == 0 { return EIO }
                offset += written
            }
            return nil
        }
    }

    /// `.segue-` and ten random letters and digits: short enough for any folder a final name fits in.
    static func temporaryName() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return ".segue-" + String((0..<10).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
    }

    /// The folder part of `path` ("." for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFCHR: "a character device"
        case S_IFIFO: "a FIFO"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a folder"
        default: "not a regular file"
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    static func octal(_ mode: mode_t) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func reason(_ error: Int32) -> String { String(cString: strerror(error)) }

    private static func failure(_ path: String, _ error: Int32) -> Failure {
        Failure(kind: .failed, description: "cannot write \(path): \(reason(error))")
    }
}
