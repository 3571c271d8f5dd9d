import Foundation
import SegueTestSupport
import Testing

@testable import SegueCommands

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// `OutputFile`, the one writer of files (docs/hardening.md, "Writing files"): nothing written
/// outside the target's folder, nothing replaced that is not a file, modes and links kept, and a
/// failure leaving nothing behind. Each test has a folder of its own.
@Suite("Writing files")
struct OutputFileTests {
    static let text = Array("{\"name\": \"fresh\"}\n".utf8)

    func contents(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }
    func entries(_ folder: URL) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }
    func mode(_ url: URL) -> mode_t {
        var info = stat()
        return stat(url.path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }
    func isLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    @Test("a link planted at the temporary names a writer once used is not followed: the file it points to is untouched")
    func plantedLink() throws {
        let folder = try makeTemporaryFolder("segue-output-planted")
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("elsewhere/victim.txt")
        try FileManager.default.createDirectory(at: victim.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "keep me".write(to: victim, atomically: false, encoding: .utf8)
        let target = folder.appendingPathComponent("mine.json")
        // The old name was `.NAME.PID.partial`: planted for this process and its neighbours.
        for pid in getpid() - 2...getpid() + 2 {
            symlink(victim.path, folder.appendingPathComponent(".mine.json.\(pid).partial").path)
        }
        try OutputFile.replace(target.path, with: Self.text, policy: .preset)
        #expect(contents(victim) == "keep me")
        #expect(contents(target) == String(decoding: Self.text, as: UTF8.self))
        #expect(!isLink(target))
        // Only the target and the planted links: the temporary file was renamed, not left.
        #expect(entries(folder).filter { !$0.hasSuffix(".partial") } == ["elsewhere", "mine.json"])
    }

    @Test("record --output with a link planted at the old temporary name: the file it points to is untouched")
    func plantedLinkRecord() throws {
        let folder = try makeTemporaryFolder("segue-output-planted-record")
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim.txt")
        try "keep me".write(to: victim, atomically: false, encoding: .utf8)
        symlink(victim.path, folder.appendingPathComponent(".out.cast.\(getpid()).partial").path)
        let run = segue("record", "cube", "--play", "--output", folder.appendingPathComponent("out.cast").path)
        #expect(run.code == .success, "\(run.error)")
        #expect(contents(victim) == "keep me")
        #expect(contents(folder.appendingPathComponent("out.cast"))?.hasPrefix("{\"version\": 2") == true)
    }

    @Test("while the bytes are written they are in a new file of mode 0600 in the target's folder, with a short random name, never a link")
    func temporaryFile() throws {
        let folder = try makeTemporaryFolder("segue-output-temporary")
        defer { try? FileManager.default.removeItem(at: folder) }
        let seen = Seen()
        let calls = OutputFile.Calls(
            write: { descriptor, bytes, count in
                var info = stat()
                fstat(descriptor, &info)
                var path = [CChar](repeating: 0, count: 4096)
                let length = readlink("/proc/self/fd/\(descriptor)", &path, path.count - 1)
                seen.record(mode: info.st_mode, path: String(decoding: path.prefix(max(0, length)).map { UInt8(bitPattern: $0) }, as: UTF8.self))
                return Glibc.write(descriptor, bytes, count)
            }, sync: { fsync($0) })
        let name = String(repeating: "n", count: 250) + ".json"
        try OutputFile.replace(folder.appendingPathComponent(name).path, with: Self.text, policy: .preset, calls: calls)
        let (mode, path) = try #require(seen.value)
        #expect(mode & S_IFMT == S_IFREG && mode & 0o7777 == 0o600)
        let temporary = URL(fileURLWithPath: path)
        #expect(temporary.deletingLastPathComponent().path == folder.path)
        #expect(temporary.lastPathComponent.range(of: #"^\.segue-[a-z0-9]{10}$"#, options: .regularExpression) != nil, "\(temporary.lastPathComponent)")
        // A final name of 255 bytes, the longest a folder takes, fits: the temporary one is shorter.
        #expect(entries(folder) == [name])
    }

    /// What a write callback saw (the callbacks are `@Sendable`).
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: (mode_t, String)?
        func record(mode: mode_t, path: String) { lock.withLock { if seen == nil { seen = (mode, path) } } }
        var value: (mode_t, String)? { lock.withLock { seen } }
    }

    @Test(
        "modes 0600, 0640, 0664 and 0444 are kept; a read-only file is refused unless replacing it was confirmed",
        arguments: [0o600, 0o640, 0o664, 0o444] as [mode_t])
    func modes(_ original: mode_t) throws {
        let folder = try makeTemporaryFolder("segue-output-mode")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("mine.json")
        try "old".write(to: target, atomically: false, encoding: .utf8)
        chmod(target.path, original)
        if original & 0o222 == 0 {
            #expect(throws: OutputFile.Failure(kind: .readOnly, description: "cannot write \(target.path): it is read-only (mode 0444)")) {
                try OutputFile.replace(target.path, with: Self.text, policy: .preset)
            }
            #expect(contents(target) == "old")
            try OutputFile.replace(target.path, with: Self.text, policy: OutputFile.Policy(writesDevices: false, replacesReadOnly: true))
        } else {
            try OutputFile.replace(target.path, with: Self.text, policy: .preset)
        }
        #expect(contents(target) == String(decoding: Self.text, as: UTF8.self))
        #expect(mode(target) == original)
        #expect(entries(folder) == ["mine.json"])
    }

    @Test("a new file gets 0666 less the umask")
    func newFileMode() throws {
        let folder = try makeTemporaryFolder("segue-output-new")
        defer { try? FileManager.default.removeItem(at: folder) }
        let mask = umask(0o027)
        defer { umask(mask) }
        let target = folder.appendingPathComponent("new.json")
        try OutputFile.replace(target.path, with: Self.text, policy: .preset)
        #expect(mode(target) == 0o640)
    }

    @Test("a link is written through: the file it leads to is replaced in its own folder, the link stays a link, and both read the same")
    func throughLink() throws {
        let folder = try makeTemporaryFolder("segue-output-link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real/mine.json")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "old".write(to: real, atomically: false, encoding: .utf8)
        chmod(real.path, 0o600)
        let link = folder.appendingPathComponent("presets/mine.json")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        symlink("../real/mine.json", link.path)
        try OutputFile.replace(link.path, with: Self.text, policy: .preset)
        #expect(isLink(link))
        #expect(contents(real) == String(decoding: Self.text, as: UTF8.self) && contents(link) == contents(real))
        #expect(mode(real) == 0o600)
        #expect(entries(real.deletingLastPathComponent()) == ["mine.json"] && entries(link.deletingLastPathComponent()) == ["mine.json"])
    }

    @Test("a full disk: the write fails saying what and where, the temporary file is removed, the target is as it was")
    func fullDisk() throws {
        let folder = try makeTemporaryFolder("segue-output-full")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("mine.json")
        try "old".write(to: target, atomically: false, encoding: .utf8)
        let full = OutputFile.Calls(
            write: { _, _, count in
                // Half of the first write fits, then the disk is full.
                if count > 8 { return count / 2 }
                errno = ENOSPC
                return -1
            }, sync: { fsync($0) })
        var failure: OutputFile.Failure?
        do { try OutputFile.replace(target.path, with: Self.text, policy: .preset, calls: full) } catch { failure = error }
        let message = try #require(failure?.description)
        #expect(message.hasPrefix("cannot write \(target.path): No space left on device (writing \(folder.path)/.segue-"), "\(message)")
        #expect(message.hasSuffix(", now removed)"))
        #expect(entries(folder) == ["mine.json"] && contents(target) == "old")

        let unsynced = OutputFile.Calls(
            write: { Glibc.write($0, $1, $2) },
            sync: { _ in
                errno = EIO
                return -1
            })
        #expect(throws: OutputFile.Failure.self) { try OutputFile.replace(target.path, with: Self.text, policy: .preset, calls: unsynced) }
        #expect(entries(folder) == ["mine.json"] && contents(target) == "old")
    }

    @Test("a character device is opened and written, never replaced", .enabled(if: geteuid() == 0, "mknod needs root"))
    func characterDevice() throws {
        let folder = try makeTemporaryFolder("segue-output-device")
        defer { try? FileManager.default.removeItem(at: folder) }
        let node = folder.appendingPathComponent("node")
        // A second /dev/null (the same character device).
        var null = stat()
        #expect(stat("/dev/null", &null) == 0)
        #expect(mknod(node.path, S_IFCHR | 0o666, null.st_rdev) == 0)
        let run = segue("filmstrip", "cube", "--format", "txt", "--output", node.path)
        #expect(run.code == .success, "\(run.error)")
        var info = stat()
        #expect(lstat(node.path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "still a character device")
        #expect(entries(folder) == ["node"])
        // A preset is never written into one.
        #expect(throws: OutputFile.Failure.self) { try OutputFile.replace(node.path, with: Self.text, policy: .preset) }
    }

    @Test("a FIFO is opened and written to its reader, never replaced; with no reader it is refused at once")
    func fifo() throws {
        let folder = try makeTemporaryFolder("segue-output-fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe")
        try #require(mkfifo(fifo.path, 0o644) == 0)
        let noReader = segue("filmstrip", "cube", "--format", "txt", "--output", fifo.path)
        #expect(noReader.code == .failure && noReader.error.contains("cannot write \(fifo.path): no process is reading the FIFO"))
        // The reader is a thread of its own (not a task: a blocking open would hold one of the
        // cooperative pool's few threads), and it says when its end is open.
        let reader = FIFOReader(path: fifo.path)
        let thread = Thread { reader.run() }
        thread.start()
        #expect(reader.opened.wait(timeout: .now() + 60) == .success, "the reader opened its end")
        let written = segue("filmstrip", "cube", "--format", "txt", "--output", fifo.path)
        #expect(written.code == .success, "\(written.error)")
        if written.code != .success {
            // Give a reader still waiting in open(2) a partner, so it can never block forever.
            close(open(fifo.path, O_RDWR))
        }
        #expect(reader.finished.wait(timeout: .now() + 60) == .success, "the reader saw the end of the output")
        #expect(reader.total == segue("filmstrip", "cube", "--format", "txt").output.utf8.count)
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
    }

    @Test("a folder or a socket is refused with the reason, exit 1, nothing made")
    func refusedKinds() throws {
        let folder = try makeTemporaryFolder("segue-output-kinds")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: false)
        let run = segue("filmstrip", "cube", "--output", sub.path)
        #expect(run.code == .failure && run.error == "Error: cannot write \(sub.path): it is a folder\n")
        let socketPath = folder.appendingPathComponent("sock").path
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(socketPath.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in bytes.enumerated() where i < raw.count - 1 { raw[i] = byte }
        }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        let socketRun = segue("filmstrip", "cube", "--output", socketPath)
        #expect(
            socketRun.code == .failure && socketRun.error.contains("it is a socket; only a file, a character device or a FIFO is written"), "\(socketRun.error)"
        )
        #expect(entries(folder) == ["sock", "sub"] && entries(sub).isEmpty)
    }
}

/// Reads a FIFO to its end on a thread of its own, counting the bytes.
private final class FIFOReader: @unchecked Sendable {
    let path: String
    /// Signalled once the read end is open (a writer no longer meets "no process is reading").
    let opened = DispatchSemaphore(value: 0)
    /// Signalled once the writer has closed its end and everything was read.
    let finished = DispatchSemaphore(value: 0)
    /// Bytes read; valid after `finished`.
    private(set) var total = 0

    init(path: String) { self.path = path }

    func run() {
        // O_NONBLOCK opens the read end at once, writer or not; reads then block normally.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        defer {
            close(descriptor)
            finished.signal()
        }
        guard descriptor >= 0 else {
            opened.signal()
            return
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        opened.signal()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var sawWriter = false
        var waits = 0
        while waits < 60_000 {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                total += count
                sawWriter = true
            } else if count == 0 && !sawWriter {
                // No writer has opened yet: a FIFO with no writer reads as its end; wait a little
                // (60 s at most, so a test that never writes cannot hang).
                usleep(1000)
                waits += 1
            } else {
                break
            }
        }
    }
}
